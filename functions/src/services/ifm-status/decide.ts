// Decides what an IFM order write means for the status workflow: a change to apply or check, or nothing to do.
import type { DocumentData } from 'firebase-admin/firestore';
import { IFM_SYSTEM_REQUESTER } from '@backoffice/shared';

/** The request behind a status change: the SPA's status_change, or a bare status write by a server tool. */
export interface StatusChangeRequest {
  /** The date chosen in the popup (a Timestamp), null for a bare write. */
  dateSet: unknown;
  note: string;
  /** The operator's uid (history field richiedente). */
  by: string;
  /** True when it came with a status_change for this very status. */
  fromRequest: boolean;
}

export type IfmWriteDecision =
  | { kind: 'ignore'; reason: 'deleted' | 'created' | 'not-ifm' | 'status-unchanged' | 'own-undo' }
  | { kind: 'change'; from: number; to: number; request: StatusChangeRequest };

function asRecord(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

function statusNumber(value: unknown): number {
  return typeof value === 'number' ? value : Number.NaN;
}

/** The event id of the last undo the trigger wrote on this document version, if any. */
function undoMarker(data: DocumentData | undefined): unknown {
  return asRecord(data?.status_change_rejected)?.event_id;
}

/**
 * Only a real status change of an IFM request is work. The trigger's own writes are recognised: applying
 * a change never touches `status` (so "status unchanged" ignores it) and undoing one always writes a new
 * `status_change_rejected.event_id` in the same write as the restored status.
 */
export function decideIfmWrite(before: DocumentData | undefined, after: DocumentData | undefined): IfmWriteDecision {
  if (!after) return { kind: 'ignore', reason: 'deleted' };
  if (!before) return { kind: 'ignore', reason: 'created' };
  if (after.tag !== 'ifm') return { kind: 'ignore', reason: 'not-ifm' };
  if (Object.is(before.status, after.status)) return { kind: 'ignore', reason: 'status-unchanged' };
  const marker = undoMarker(after);
  if (marker !== undefined && marker !== undoMarker(before)) return { kind: 'ignore', reason: 'own-undo' };
  const requested = asRecord(after.status_change);
  const fresh = requested !== null && Object.is(requested.status, after.status) && requested.handled === undefined;
  const request: StatusChangeRequest = fresh
    ? {
        dateSet: requested.date_set ?? null,
        note: typeof requested.note === 'string' ? requested.note : '',
        by: typeof requested.richiedente === 'string' && requested.richiedente !== '' ? requested.richiedente : IFM_SYSTEM_REQUESTER,
        fromRequest: true,
      }
    : { dateSet: null, note: '', by: IFM_SYSTEM_REQUESTER, fromRequest: false };
  return { kind: 'change', from: statusNumber(before.status), to: statusNumber(after.status), request };
}
