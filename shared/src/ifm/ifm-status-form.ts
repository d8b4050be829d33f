// The IFM status popup and detail as pure rules: form defaults, when Save is enabled, the thin write, the history rows.
import { formatItalianDateTime, toDate } from '../core/dates';
import {
  ifmDefaultNextStatus,
  ifmStatusCanChange,
  ifmStatusChangeAllowed,
  ifmVisibleStatusOptions,
  parseIfmStatus,
  type IfmStatus,
} from '../core/statuses';

/** What the popup shows when it opens on a request in `current` (spec §4, §5). */
export interface IfmStatusFormDefaults {
  /** The options offered, in the spec's order; empty for 800 (the popup does not open). */
  options: IfmStatus[];
  /** The preselected next status; null when the spec gives none (500) and the user must choose. */
  status: IfmStatus | null;
  /** Now as 'DD/MM/YYYY HH:mm' in the runtime's local time (spec §5: default now). */
  date: string;
  note: string;
}

/** The popup's starting values for a request in `current`, at `now`. */
export function ifmStatusFormDefaults(current: number, now: Date): IfmStatusFormDefaults {
  const options = ifmVisibleStatusOptions(current);
  const suggested = ifmDefaultNextStatus(current);
  return {
    options,
    // A suggestion the popup does not offer would preselect nothing visible; the spec's table never does that.
    status: suggested !== null && options.includes(suggested) ? suggested : null,
    date: formatItalianDateTime(now),
    note: '',
  };
}

/** Save is enabled only for a chosen status that differs from the current one and is offered (spec §4). */
export function ifmStatusSaveEnabled(current: number, chosen: number | null | undefined): boolean {
  return typeof chosen === 'number' && ifmStatusCanChange(current) && ifmStatusChangeAllowed(current, chosen);
}

/** The thin write of a status change, in the shape firestore.rules accept (validIfmStatusChange). */
export interface IfmStatusWrite<D> {
  status: IfmStatus;
  status_change: {
    status: IfmStatus;
    previous_status: number;
    date_set: D;
    richiedente: string;
    note?: string;
  };
}

/**
 * Builds the write: the new status and status_change { status, previous_status (the current one), date_set,
 * richiedente (the writer), note when not blank }. Generic over the date type so each SDK passes its Timestamp.
 */
export function ifmStatusChangeWrite<D>(input: {
  current: number;
  status: IfmStatus;
  dateSet: D;
  uid: string;
  note?: string | null;
}): IfmStatusWrite<D> {
  const note = (input.note ?? '').trim();
  return {
    status: input.status,
    status_change: {
      status: input.status,
      previous_status: input.current,
      date_set: input.dateSet,
      richiedente: input.uid,
      // The rules take an optional note; a blank one is left out rather than stored empty.
      ...(note === '' ? {} : { note }),
    },
  };
}

/** Who made a history entry, as the detail shows it. */
export type IfmHistoryAuthor =
  | { kind: 'requester'; uid: string }
  | { kind: 'you'; uid: string }
  | { kind: 'other'; uid: string }
  | { kind: 'unknown' };

/** One history entry ready to show. */
export interface IfmHistoryRow {
  /** The status as a number, null when the stored value is not an IFM status. */
  status: IfmStatus | null;
  /** The status as stored (history keeps it as a string). */
  rawStatus: string;
  dateSet: Date | null;
  changeDate: Date | null;
  author: IfmHistoryAuthor;
  note: string;
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/**
 * The history entries in stored order (the trigger appends them as they happen), each with its author: the
 * requester when richiedente is the request's userid, you when it is the signed-in user, otherwise another uid.
 */
export function ifmHistoryRows(
  history: unknown,
  people: { requesterUid: string | null | undefined; currentUid: string | null | undefined },
): IfmHistoryRow[] {
  if (!Array.isArray(history)) return [];
  return history.map((value): IfmHistoryRow => {
    const entry = record(value);
    const uid = typeof entry.richiedente === 'string' ? entry.richiedente.trim() : '';
    const author: IfmHistoryAuthor =
      uid === ''
        ? { kind: 'unknown' }
        : uid === people.currentUid
          ? { kind: 'you', uid }
          : uid === people.requesterUid
            ? { kind: 'requester', uid }
            : { kind: 'other', uid };
    return {
      status: parseIfmStatus(entry.status),
      rawStatus: entry.status === undefined || entry.status === null ? '' : String(entry.status),
      dateSet: toDate(entry.date_set),
      changeDate: toDate(entry.change_date),
      author,
      note: typeof entry.note === 'string' ? entry.note : '',
    };
  });
}

/**
 * The date of the current status: the last history entry's date_set (spec §2), or null without history. Given the
 * current status, null too while the last entry is of another status (the trigger has not appended it yet).
 */
export function ifmCurrentStatusDate(history: unknown, currentStatus?: number): Date | null {
  const last = ifmHistoryRows(history, { requesterUid: null, currentUid: null }).at(-1);
  if (!last || (currentStatus !== undefined && last.status !== currentStatus)) return null;
  return last.dateSet;
}
