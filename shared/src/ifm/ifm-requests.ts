// The IFM request lists (spec §2 "Requests screens (IFM)"): their filters, the query they make, the row a request shows as.
import { z } from 'zod';
import { toDate } from '../core/dates';
import { IFM_STATUS, IFM_STATUSES, parseIfmStatus, type IfmStatus } from '../core/statuses';

/** Rows per page of the list (cursor pagination). */
export const IFM_REQUESTS_PAGE_SIZE = 20;
/**
 * Above this many matches the list says "too many results — search more specifically" and still shows the first
 * pages: 1,000 rows are 50 pages, more than anyone pages through, and count() bills one read per 1,000 entries.
 */
export const IFM_REQUESTS_TOO_MANY = 1000;
/** Longest order search text (order codes are short). */
export const IFM_SEARCH_MAX_LENGTH = 60;

/** Service types of an IFM request: as soon as possible, or at a chosen time (spec §2). */
export const IFM_SERVICE_TYPES = ['ASAP', 'TIME_DEFINED'] as const;
export type IfmServiceType = (typeof IFM_SERVICE_TYPES)[number];

/** Statuses whose work is over: completed and canceled. Every other status still waits on someone. */
export const IFM_DONE_STATUSES: readonly IfmStatus[] = [IFM_STATUS.COMPLETED, IFM_STATUS.CANCELED];
/** Statuses that can be beyond the limit: all but the done ones (800 exception included: it is stuck). */
export const IFM_OPEN_STATUSES: readonly IfmStatus[] = IFM_STATUSES.filter(
  (status) => !IFM_DONE_STATUSES.includes(status),
);

/**
 * "Beyond the limit" (spec §2 is silent on its meaning; our decision): the limit date (deadline) has passed and
 * the request is neither completed (400) nor canceled (999). A request closed late is not "beyond" any more.
 */
export function isIfmRequestBeyondLimit(request: { status: unknown; deadline: unknown }, now: Date): boolean {
  const status = parseIfmStatus(request.status);
  const deadline = toDate(request.deadline);
  return (
    status !== null &&
    IFM_OPEN_STATUSES.includes(status) &&
    deadline !== null &&
    deadline.getTime() < now.getTime()
  );
}

// ---- Filters ----------------------------------------------------------------------------------------------------

/** The three date ranges of the filters and the stored field each one filters. */
export const IFM_DATE_RANGES = {
  request: 'real_date',
  deadline: 'deadline',
  closed: 'close_datetime',
} as const;
export type IfmDateRange = keyof typeof IFM_DATE_RANGES;
export const IFM_DATE_RANGE_NAMES = Object.keys(IFM_DATE_RANGES) as IfmDateRange[];

function isCalendarDay(text: string): boolean {
  const [year, month, day] = text.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A calendar day as date inputs give it: YYYY-MM-DD. */
export const isoDaySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine(isCalendarDay);

const filterFields = {
  requestFrom: isoDaySchema.optional(),
  requestTo: isoDaySchema.optional(),
  deadlineFrom: isoDaySchema.optional(),
  deadlineTo: isoDaySchema.optional(),
  closedFrom: isoDaySchema.optional(),
  closedTo: isoDaySchema.optional(),
  beyondLimit: z.boolean().default(false),
  status: z.literal(IFM_STATUSES).optional(),
  serviceType: z.enum(IFM_SERVICE_TYPES).optional(),
};

/** Message of a range whose end comes before its start (an i18n key of the screen's namespace). */
export const IFM_RANGE_ORDER_ERROR = 'filters.errors.rangeOrder';

/** The filters form: every range's end on or after its start (the error sits on the end field). */
export const ifmRequestFiltersSchema = z.object(filterFields).superRefine((filters, context) => {
  for (const range of IFM_DATE_RANGE_NAMES) {
    const from = filters[`${range}From`];
    const to = filters[`${range}To`];
    if (from && to && to < from)
      context.addIssue({ code: 'custom', path: [`${range}To`], message: IFM_RANGE_ORDER_ERROR });
  }
});
export type IfmRequestFilters = z.output<typeof ifmRequestFiltersSchema>;

export const EMPTY_IFM_FILTERS: IfmRequestFilters = { beyondLimit: false };

/** The order search: a human id prefix (IFM-1001-003) or an order id (IFM_C_1001_003), any case. */
export const ifmSearchSchema = z.string().trim().min(1).max(IFM_SEARCH_MAX_LENGTH);

/** What the list shows: the filters, or — when a search is applied — the orders the search finds. */
export interface IfmRequestListParams {
  filters: IfmRequestFilters;
  search: string | null;
}

/** URL query keys: the filter names, `q` for the search. */
const SEARCH_KEY = 'q';
const FILTER_KEYS = Object.keys(filterFields) as Array<keyof typeof filterFields>;

/**
 * The list's params from the URL query. Lenient: a value that does not parse is dropped, not an error (a hand-edited
 * or stale link still opens). A search replaces the filters, so filters beside `q` are ignored.
 */
export function parseIfmRequestListParams(query: string | URLSearchParams): IfmRequestListParams {
  const params = typeof query === 'string' ? new URLSearchParams(query) : query;
  const search = ifmSearchSchema.safeParse(params.get(SEARCH_KEY) ?? '');
  if (search.success) return { filters: { ...EMPTY_IFM_FILTERS }, search: search.data };
  const filters: Record<string, unknown> = { beyondLimit: params.get('beyondLimit') === '1' };
  for (const key of FILTER_KEYS) {
    const raw = params.get(key);
    if (raw === null || key === 'beyondLimit') continue;
    const parsed = filterFields[key].safeParse(key === 'status' ? Number(raw) : raw);
    if (parsed.success && parsed.data !== undefined) filters[key] = parsed.data;
  }
  return { filters: filters as IfmRequestFilters, search: null };
}

/** The URL query (without '?') of the list's params, keys in a fixed order; '' when nothing is applied. */
export function ifmRequestListQuery(params: IfmRequestListParams): string {
  const query = new URLSearchParams();
  if (params.search !== null && params.search.trim() !== '') {
    query.set(SEARCH_KEY, params.search.trim());
    return query.toString();
  }
  for (const key of FILTER_KEYS) {
    const value = params.filters[key];
    if (key === 'beyondLimit') {
      if (value === true) query.set(key, '1');
    } else if (value !== undefined && value !== '') {
      query.set(key, String(value));
    }
  }
  return query.toString();
}

/** True when any filter narrows the list. */
export function hasIfmFilters(filters: IfmRequestFilters): boolean {
  return ifmRequestListQuery({ filters, search: null }) !== '';
}

// ---- The query ----------------------------------------------------------------------------------------------------

/** A stored field the list filters or sorts on; `__name__` is the document id. */
export type IfmQueryField =
  'status' | 'service_type' | 'real_date' | 'deadline' | 'close_datetime' | 'human_id' | '__name__';

export type IfmQueryCondition =
  | { field: IfmQueryField; op: '=='; value: string | number }
  | { field: 'status'; op: 'in'; value: number[] }
  | { field: IfmQueryField; op: '>=' | '<'; value: Date | string };

/**
 * The query of a list, besides `canteenid == active canteen` and `tag == 'ifm'` which every list has (and which the
 * security rules require). Firestore combines range filters on several fields in one query; the statuses are an
 * equality (`==`, or `in` for the open ones) so "beyond the limit" needs one range only, on deadline.
 */
export interface IfmRequestQuery {
  conditions: IfmQueryCondition[];
  orderBy: { field: 'real_date' | 'human_id' | '__name__'; direction: 'asc' | 'desc' };
  /** The filters contradict each other (e.g. completed and beyond the limit): no need to ask. */
  matchesNothing: boolean;
}

/** The last code point Firestore sorts: `prefix` ≤ value < `prefix + HIGH` is a prefix match. */
const PREFIX_END = '\uf8ff';

/** Midnight (local time) at the start of a YYYY-MM-DD day, plus `days`. */
export function localDayStart(day: string, days = 0): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date + days);
}

function searchQuery(search: string): IfmRequestQuery {
  const text = search.trim().toUpperCase();
  // Order ids use underscores (IFM_C_1001_003), human ids dashes (IFM-1001-003).
  const field = text.includes('_') ? '__name__' : 'human_id';
  return {
    conditions: [
      { field, op: '>=', value: text },
      { field, op: '<', value: `${text}${PREFIX_END}` },
    ],
    orderBy: { field, direction: 'asc' },
    matchesNothing: false,
  };
}

/**
 * What the list asks Firestore for, newest request first. Date ranges take whole local days: `from` at its midnight,
 * `to` up to the next midnight (excluded). `now` is when the filters were applied (for "beyond the limit").
 */
export function ifmRequestQuery(params: IfmRequestListParams, now: Date): IfmRequestQuery {
  if (params.search !== null && params.search.trim() !== '') return searchQuery(params.search);
  const { filters } = params;
  const conditions: IfmQueryCondition[] = [];
  let matchesNothing = false;

  const statuses = filters.beyondLimit
    ? IFM_OPEN_STATUSES.filter((status) => filters.status === undefined || status === filters.status)
    : filters.status === undefined
      ? null
      : [filters.status];
  if (statuses !== null && statuses.length === 0) matchesNothing = true;
  if (statuses !== null && statuses.length === 1)
    conditions.push({ field: 'status', op: '==', value: statuses[0]! });
  if (statuses !== null && statuses.length > 1)
    conditions.push({ field: 'status', op: 'in', value: [...statuses] });
  if (filters.serviceType !== undefined)
    conditions.push({ field: 'service_type', op: '==', value: filters.serviceType });

  for (const range of IFM_DATE_RANGE_NAMES) {
    const field = IFM_DATE_RANGES[range];
    const from = filters[`${range}From`];
    const toDay = filters[`${range}To`];
    let to = toDay === undefined ? null : localDayStart(toDay, 1);
    if (range === 'deadline' && filters.beyondLimit && (to === null || now < to)) to = now;
    if (from !== undefined) conditions.push({ field, op: '>=', value: localDayStart(from) });
    if (to !== null) conditions.push({ field, op: '<', value: to });
    if (from !== undefined && to !== null && to <= localDayStart(from)) matchesNothing = true;
  }
  return { conditions, orderBy: { field: 'real_date', direction: 'desc' }, matchesNothing };
}

// ---- Rows ---------------------------------------------------------------------------------------------------------

/** One request as the list and the export show it. */
export interface IfmRequestRow {
  id: string;
  humanId: string;
  /** Name and surname of the requester. */
  applicant: string;
  requestDate: Date | null;
  deadline: Date | null;
  closeDate: Date | null;
  status: IfmStatus | null;
  /** When the current status was set: the date chosen in the popup (date_set) of its history entry. */
  statusDate: Date | null;
  serviceType: IfmServiceType | null;
  notes: string;
  /** Names of the variants chosen on the lines, each once. */
  options: string[];
  total: number | null;
}

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const text = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';

/** The date of the newest history entry that set the current status. */
function statusDateOf(history: unknown, status: IfmStatus | null): Date | null {
  if (status === null) return null;
  const entry = list(history)
    .map(record)
    .findLast((item) => parseIfmStatus(item.status) === status);
  return entry ? (toDate(entry.date_set) ?? toDate(entry.change_date)) : null;
}

/** The row of a stored IFM order (spec §3 fields); anything missing or malformed shows as empty, never throws. */
export function ifmRequestRow(id: string, data: Record<string, unknown>): IfmRequestRow {
  const status = parseIfmStatus(data.status);
  const user = record(data.user);
  const options = list(data.recipes).flatMap((line) =>
    list(record(line).variants).map((variant) => text(record(variant).name)),
  );
  const serviceType = IFM_SERVICE_TYPES.find((type) => type === data.service_type) ?? null;
  return {
    id,
    humanId: text(data.human_id) || id,
    applicant: [text(user.name), text(user.surname)].filter(Boolean).join(' '),
    requestDate: toDate(data.real_date),
    deadline: toDate(data.deadline),
    closeDate: toDate(data.close_datetime),
    status,
    statusDate: statusDateOf(data.history, status),
    serviceType,
    notes: text(data.notes),
    options: [...new Set(options.filter(Boolean))],
    total: typeof data.total === 'number' && Number.isFinite(data.total) ? data.total : null,
  };
}
