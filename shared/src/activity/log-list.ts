// The /activities-log list (spec §6 AdminLogs): its filters kept in the URL, and one row shape for both kinds of entry.
import { z } from 'zod';
import {
  AUDITED_WRITE_OPERATIONS,
  WRITE_ENTRY_KIND,
  type FieldChange,
  type WriteOperation,
} from './write-entries';

export const ACTIVITY_LOG_PAGE_SIZE = 25;
/** The canteen filter's value for "every canteen" (only roles that open every canteen are offered it). */
export const ALL_CANTEENS = 'all';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export interface ActivityLogParams {
  /** A canteen id, or ALL_CANTEENS; empty: the active canteen. */
  canteen: string;
  user: string;
  /** An audited collection key; empty: every entry (API calls included). */
  collection: string;
  operation: WriteOperation | '';
  /** Days as YYYY-MM-DD (local), both included; empty: open. */
  from: string;
  to: string;
}

export const EMPTY_ACTIVITY_LOG_PARAMS: ActivityLogParams = {
  canteen: '',
  user: '',
  collection: '',
  operation: '',
  from: '',
  to: '',
};

const KEYS = ['canteen', 'user', 'collection', 'operation', 'from', 'to'] as const;

const textParam = z
  .string()
  .trim()
  .max(200)
  .regex(/^[\w\-/.@:]*$/);
const dayParam = z
  .string()
  .regex(DAY)
  .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)));

/** Reads the filters from the URL query; an invalid value is dropped (a hand-edited link never breaks the screen). */
export function parseActivityLogParams(query: URLSearchParams): ActivityLogParams {
  const read = (key: (typeof KEYS)[number], schema: z.ZodType<string>) => {
    const parsed = schema.safeParse(query.get(key) ?? '');
    return parsed.success ? parsed.data : '';
  };
  const operation = query.get('operation') ?? '';
  return {
    canteen: read('canteen', textParam),
    user: read('user', textParam),
    collection: read('collection', textParam),
    operation: (AUDITED_WRITE_OPERATIONS as readonly string[]).includes(operation)
      ? (operation as WriteOperation)
      : '',
    from: read('from', dayParam),
    to: read('to', dayParam),
  };
}

export function activityLogQuery(params: ActivityLogParams): URLSearchParams {
  const query = new URLSearchParams();
  for (const key of KEYS) if (params[key] !== '') query.set(key, params[key]);
  return query;
}

/** The filter form's check: the range ends on or after its start. */
export const activityLogFiltersSchema = z
  .object({
    canteen: z.string(),
    user: textParam,
    collection: z.string(),
    operation: z.union([z.enum(AUDITED_WRITE_OPERATIONS), z.literal('')]),
    from: z.union([dayParam, z.literal('')]),
    to: z.union([dayParam, z.literal('')]),
  })
  .refine((value) => value.from === '' || value.to === '' || value.from <= value.to, {
    path: ['to'],
    message: 'validation.dateRange.order',
  });

/** The instants a day range covers in the given time zone offset of the browser: [from 00:00, the day after `to`). */
export function activityRange(params: Pick<ActivityLogParams, 'from' | 'to'>): {
  start: Date | null;
  end: Date | null;
} {
  const local = (day: string) => {
    const [year, month, date] = day.split('-').map(Number) as [number, number, number];
    return new Date(year, month - 1, date);
  };
  const end = params.to === '' ? null : local(params.to);
  if (end) end.setDate(end.getDate() + 1);
  return { start: params.from === '' ? null : local(params.from), end };
}

/** One line of the log, whichever wrote it: a back-office write (the trigger) or an API call. */
export interface ActivityRow {
  id: string;
  at: Date | null;
  kind: 'write' | 'api';
  user: string | null;
  role: string | null;
  canteenId: string | null;
  /** The collection written, or the API action called. */
  subject: string;
  /** The document written, or the API path. */
  target: string;
  /** create / update / delete, or the API outcome (success, rejected, error). */
  operation: string;
  changes: FieldChange[];
  /** More fields changed than the entry keeps. */
  truncated: boolean;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

function dateOf(value: unknown): Date | null {
  if (value instanceof Date) return value;
  if (
    typeof value === 'object' &&
    value !== null &&
    'toDate' in value &&
    typeof value.toDate === 'function'
  ) {
    const date = (value as { toDate: () => unknown }).toDate();
    return date instanceof Date ? date : null;
  }
  return null;
}

/** A stored entry as a row, read defensively (older entries may lack fields). */
export function activityRow(id: string, data: Record<string, unknown>): ActivityRow {
  const isWrite = data.kind === WRITE_ENTRY_KIND;
  const changes = Array.isArray(data.changes)
    ? data.changes.filter(
        (change): change is FieldChange => typeof (change as FieldChange)?.field === 'string',
      )
    : [];
  return {
    id,
    at: dateOf(data.at),
    kind: isWrite ? 'write' : 'api',
    user: text(data.user) ?? (isWrite ? text(data.last_updated_by) : null),
    role: text(data.role),
    canteenId: text(data.canteen_id),
    subject: (isWrite ? text(data.collection) : text(data.action)) ?? '',
    target:
      (isWrite ? text(data.doc_path) : [text(data.method), text(data.path)].filter(Boolean).join(' ')) ?? '',
    operation: (isWrite ? text(data.operation) : text(data.outcome)) ?? '',
    changes,
    truncated: data.truncated === true,
  };
}

/** A value of a change as the screen and the export show it. */
export function changeValueText(value: unknown): string {
  if (value === undefined) return '';
  if (value === null) return 'null';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/** "field: before → after" per change, for the export's one cell. */
export function changesText(changes: readonly FieldChange[]): string {
  return changes
    .map(
      (change) =>
        `${change.field}: ${changeValueText(change.before) || '∅'} → ${changeValueText(change.after) || '∅'}`,
    )
    .join('; ');
}
