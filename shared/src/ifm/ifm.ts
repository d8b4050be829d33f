// What saving an IFM status change does (spec §4, design §5), as a pure plan the trigger and the SPA share.
import { CHAT_FROM, STATUS_CHANGE_MESSAGE_TYPE } from '../chat/chat';
import { ifmStatusChangeAllowed, ifmStatusSetsCloseDates, isIfmStatus, type IfmStatus } from '../core/statuses';

/** The chat text of a status change: 'Stato: {status}', then the note on its own line when there is one. */
export function ifmStatusChatText(status: number | string, note?: string | null): string {
  const trimmed = (note ?? '').trim();
  return trimmed === '' ? `Stato: ${status}` : `Stato: ${status}\n${trimmed}`;
}

/** Where the user goes after saving: the operator's list for operatore_ifm, the admin list otherwise. */
export function ifmPathAfterStatusSave(role: string | null | undefined): string {
  return role === 'operatore_ifm' ? '/richieste-ifm' : '/richieste-ifm-admin';
}

/** The inputs of a status change. */
export interface IfmStatusChangeInput<D> {
  /** When the change is written. */
  changeDate: D;
  /** The date and time chosen in the popup (default now). */
  dateSet: D;
  /** uid of the operator (history field richiedente). */
  by: string;
  note?: string | null;
  /** The status's label in the requester's language: the chat text then reads 'Stato: {label}' (the trigger's). */
  statusLabel?: string;
}

/** The effects of an allowed change; `closeDates` is set to dateSet for 400 and removed otherwise. */
export interface IfmStatusChangePlan<D> {
  status: IfmStatus;
  historyEntry: { status: string; change_date: D; date_set: D; richiedente: string; note?: string };
  closeDates: { action: 'set'; close_datetime: D; report_datetime: D } | { action: 'remove' };
  chatMessage: { date: D; from: 'BO'; message: string; type: 'statuschange' };
}

/** Why a change is refused. */
export type IfmStatusChangeRefusal = 'unknown-status' | 'frozen' | 'unchanged' | 'option-hidden';

/**
 * Plans a status change, or says why it is refused: 800 is frozen, the same status is not saved,
 * a hidden or non-offered option is refused. Generic over the date type: each SDK passes its own.
 */
export function planIfmStatusChange<D>(
  from: number,
  to: number,
  input: IfmStatusChangeInput<D>,
): { ok: true; plan: IfmStatusChangePlan<D> } | { ok: false; reason: IfmStatusChangeRefusal } {
  if (!isIfmStatus(from) || !isIfmStatus(to)) return { ok: false, reason: 'unknown-status' };
  if (from === 800) return { ok: false, reason: 'frozen' };
  if (from === to) return { ok: false, reason: 'unchanged' };
  if (!ifmStatusChangeAllowed(from, to)) return { ok: false, reason: 'option-hidden' };
  const note = (input.note ?? '').trim();
  const historyEntry: IfmStatusChangePlan<D>['historyEntry'] = {
    status: String(to), // spec §3: the history keeps the status as a string
    change_date: input.changeDate,
    date_set: input.dateSet,
    richiedente: input.by,
    ...(note === '' ? {} : { note }),
  };
  return {
    ok: true,
    plan: {
      status: to,
      historyEntry,
      closeDates: ifmStatusSetsCloseDates(to)
        ? { action: 'set', close_datetime: input.dateSet, report_datetime: input.dateSet }
        : { action: 'remove' },
      chatMessage: {
        date: input.changeDate,
        from: CHAT_FROM.backOffice,
        message: ifmStatusChatText(input.statusLabel ?? to, note),
        type: STATUS_CHANGE_MESSAGE_TYPE,
      },
    },
  };
}
