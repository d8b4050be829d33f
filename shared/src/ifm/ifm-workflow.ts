// Server side of the IFM status workflow: the markers the trigger leaves on a request and its chat text with a label.
import { z } from 'zod';
import { dateLikeSchema } from '../model/entities';

/** Id of the chat thread the trigger creates for a request that has none (the seed uses the same). */
export function ifmChatThreadId(orderId: string): string {
  return `CHAT_${orderId}`;
}

/** The chat text of a status change with the status's label: 'Stato: {label}', then the note on its own line. */
export function ifmStatusLabelChatText(label: string, note?: string | null): string {
  const trimmed = (note ?? '').trim();
  return trimmed === '' ? `Stato: ${label}` : `Stato: ${label}\n${trimmed}`;
}

/** richiedente of a status change written without a status_change request (e.g. by a server tool). */
export const IFM_SYSTEM_REQUESTER = 'system';

/** `status_change.handled`, set by the trigger once it has applied or undone the request. */
export const ifmStatusChangeHandledSchema = z.looseObject({
  event_id: z.string(),
  outcome: z.enum(['applied', 'rejected']),
  at: dateLikeSchema,
});

/**
 * `status_change_rejected` on a request whose forbidden change the trigger undid: why (the refusal of
 * planIfmStatusChange), the status that was attempted, the status restored, when.
 */
export const ifmStatusChangeRejectedSchema = z.looseObject({
  reason: z.enum(['unknown-status', 'frozen', 'unchanged', 'option-hidden']),
  status: z.unknown(),
  previous_status: z.number(),
  at: dateLikeSchema,
});
