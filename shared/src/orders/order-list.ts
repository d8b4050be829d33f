// The order list (spec §2 /ordini, /issues/{day}): its filters kept in the URL, the query it makes, the row an order
// shows as, and the total in the service's currency or points (spec §9).
import { z } from 'zod';
import { SERVICE_TAGS } from '../core/catalogs';
import { canteenCurrencyForService, POINTS_CURRENCY } from '../core/currency';
import { toDate } from '../core/dates';
import { formatCardNumber } from '../core/format';
import {
  ORDER_FILTER,
  ORDER_STATUSES,
  NOT_CANCELLED_STATUS_RANGES,
  isCancelledGroupStatus,
  type StatusBound,
  isPendingPaymentStatus,
} from '../core/statuses';
import { isoDaySchema } from '../ifm/ifm-requests';
import { mergeOrderLines, type MergedLine } from './order-lines';

/** Rows per page of the list (cursor pagination). */
export const ORDERS_PAGE_SIZE = 25;
/** Above this many matches the list asks for a narrower filter (and still shows the first pages). */
export const ORDERS_TOO_MANY = 2000;
/** Longest customer search text. */
export const ORDER_CUSTOMER_SEARCH_MAX = 60;

/** The service types an order (not an IFM request) has. */
export const ORDER_TAGS = SERVICE_TAGS.filter((tag) => tag !== 'ifm');
export type OrderTag = (typeof ORDER_TAGS)[number];

/** Status filter values: each §4 status, 9999 all, 9998 all but the cancelled group. */
export const ORDER_STATUS_FILTERS: readonly number[] = [
  ORDER_FILTER.ALL,
  ORDER_FILTER.ALL_EXCEPT_CANCELLED,
  ...ORDER_STATUSES.filter((status) => status !== 9),
];

/** Statuses outside the cancelled group (9998 lists exactly these). */
export const NOT_CANCELLED_ORDER_STATUSES: readonly number[] = ORDER_STATUSES.filter(
  (status) => !isCancelledGroupStatus(status),
);

const filterFields = {
  day: isoDaySchema.optional(),
  from: isoDaySchema.optional(),
  to: isoDaySchema.optional(),
  tag: z.enum(ORDER_TAGS as [OrderTag, ...OrderTag[]]).optional(),
  status: z
    .number()
    .int()
    .refine((value) => ORDER_STATUS_FILTERS.includes(value))
    .optional(),
  pickup: z.string().trim().min(1).max(100).optional(),
  slot: z
    .string()
    .regex(/^\d{2}:\d{2}-\d{2}:\d{2}$/)
    .optional(),
  payment: z.string().trim().min(1).max(60).optional(),
  costCenter: z.string().trim().min(1).max(120).optional(),
  customer: z.string().trim().min(1).max(ORDER_CUSTOMER_SEARCH_MAX).optional(),
};

/** Message of a range whose end comes before its start (an i18n key of the orders namespace). */
export const ORDER_RANGE_ORDER_ERROR = 'filters.errors.rangeOrder';

/** Message of a second narrowing filter (an i18n key of the orders namespace). */
export const ORDER_ONE_NARROWING_ERROR = 'filters.errors.oneNarrowing';

/**
 * The filters that narrow by one detail of the order: at most one at a time (shared/DECISIONS.md). Each is an
 * equality (or the surname range) beside the list's inequalities, so every combination would need its own composite
 * index — 384 for all of them, above Firestore's 200 per database; one at a time needs 36 (firestore.indexes.json,
 * proven by tests/tools/order-indexes.test.ts).
 */
export const ORDER_NARROWING_FILTERS = ['pickup', 'slot', 'payment', 'costCenter', 'customer'] as const;
export type OrderNarrowingFilter = (typeof ORDER_NARROWING_FILTERS)[number];

/** The filters form: a range's end on or after its start; one narrowing filter at most. */
export const orderFiltersSchema = z.object(filterFields).superRefine((filters, context) => {
  if (filters.from && filters.to && filters.to < filters.from)
    context.addIssue({ code: 'custom', path: ['to'], message: ORDER_RANGE_ORDER_ERROR });
  const narrowing = ORDER_NARROWING_FILTERS.filter((key) => filters[key] !== undefined);
  for (const key of narrowing.slice(1))
    context.addIssue({ code: 'custom', path: [key], message: ORDER_ONE_NARROWING_ERROR });
});
export type OrderFilters = z.output<typeof orderFiltersSchema>;
const FILTER_KEYS = Object.keys(filterFields) as Array<keyof OrderFilters>;

/**
 * The filters from a URL query. Lenient: a value that does not parse is dropped (a stale link still opens). A day
 * wins over a range; `fixedDay` (the /issues/{day} route) wins over both.
 */
export function parseOrderFilters(query: string | URLSearchParams, fixedDay?: string): OrderFilters {
  const params = typeof query === 'string' ? new URLSearchParams(query) : query;
  const filters: Record<string, unknown> = {};
  for (const key of FILTER_KEYS) {
    const raw = params.get(key);
    if (raw === null || raw === '') continue;
    const parsed = filterFields[key].safeParse(key === 'status' ? Number(raw) : raw);
    if (parsed.success && parsed.data !== undefined) filters[key] = parsed.data;
  }
  const day = fixedDay !== undefined && isoDaySchema.safeParse(fixedDay).success ? fixedDay : filters.day;
  if (day !== undefined) {
    delete filters.from;
    delete filters.to;
    filters.day = day;
  } else if (filters.from && filters.to && (filters.to as string) < (filters.from as string)) delete filters.to;
  // One narrowing filter: the first of a hand-made link's several is kept.
  for (const key of ORDER_NARROWING_FILTERS.filter((name) => filters[name] !== undefined).slice(1)) delete filters[key];
  return filters as OrderFilters;
}

/** The URL query (without '?') of the filters, keys in a fixed order; '' when nothing is applied. */
export function orderFiltersQuery(filters: OrderFilters): string {
  const query = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    if (value !== undefined && value !== '') query.set(key, String(value));
  }
  return query.toString();
}

/** True when any filter narrows the list. */
export function hasOrderFilters(filters: OrderFilters): boolean {
  return orderFiltersQuery(filters) !== '';
}

// ---- The query ----------------------------------------------------------------------------------------------------

export type OrderQueryField =
  | 'tag'
  | 'status'
  | 'date_obj'
  | 'pickup_point.id'
  | 'slot'
  | 'payment_method'
  | 'cost_center_id'
  | 'user.surname';

export type OrderQueryCondition =
  | { field: OrderQueryField; op: '==' | '!='; value: string | number }
  | { field: 'status'; op: 'in'; value: number[] }
  /** Any of the ranges (an OR of ANDs of status bounds). */
  | { field: 'status'; op: 'any-range'; value: ReadonlyArray<readonly StatusBound[]> }
  | { field: OrderQueryField; op: '>=' | '<' | '<='; value: Date | string | number };

/**
 * The query of a list besides `canteenid == active canteen` (which the rules require with the tag condition).
 * Every query states the tag: `tag == X`, or `tag != 'ifm'` (IFM requests share the collection). Newest service day
 * first, then latest pickup time: ordering by date_obj, the field of the date filter, lets one index serve a list
 * with and without a date range.
 */
export interface OrderListQuery {
  conditions: OrderQueryCondition[];
  orderBy: Array<{ field: OrderQueryField | 'execution_datetime'; direction: 'asc' | 'desc' }>;
}

/**
 * A service day as stored orders date it: date_obj is noon of the day in the canteen's zone, so the UTC day
 * [00:00, next 00:00) holds it for every zone within ±11 hours.
 */
export function serviceDayRange(from: string, to: string = from): { start: Date; end: Date } {
  const [fy, fm, fd] = from.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = to.split('-').map(Number) as [number, number, number];
  return { start: new Date(Date.UTC(fy, fm - 1, fd)), end: new Date(Date.UTC(ty, tm - 1, td + 1)) };
}

/** Capitalises the first letter of each word, as surnames are stored ('de luca' → 'De Luca'). */
function surnamePrefix(search: string): string {
  return search
    .trim()
    .toLocaleLowerCase()
    .replace(/(^|[\s'-])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toLocaleUpperCase());
}

const PREFIX_END = '\uf8ff';

/** What the list asks Firestore for. */
export function orderListQuery(filters: OrderFilters): OrderListQuery {
  const conditions: OrderQueryCondition[] = [
    filters.tag ? { field: 'tag', op: '==', value: filters.tag } : { field: 'tag', op: '!=', value: 'ifm' },
  ];
  const status = filters.status;
  if (status === ORDER_FILTER.ALL_EXCEPT_CANCELLED)
    conditions.push({ field: 'status', op: 'any-range', value: NOT_CANCELLED_STATUS_RANGES });
  else if (status !== undefined && isPendingPaymentStatus(status))
    conditions.push({ field: 'status', op: '<=', value: -1 });
  else if (status === 8 || status === 9) conditions.push({ field: 'status', op: 'in', value: [8, 9] });
  else if (status !== undefined && status !== ORDER_FILTER.ALL)
    conditions.push({ field: 'status', op: '==', value: status });
  const from = filters.day ?? filters.from;
  const to = filters.day ?? filters.to;
  if (from !== undefined || to !== undefined) {
    const range = serviceDayRange(from ?? to!, to ?? from!);
    if (from !== undefined) conditions.push({ field: 'date_obj', op: '>=', value: range.start });
    if (to !== undefined) conditions.push({ field: 'date_obj', op: '<', value: range.end });
  }
  if (filters.pickup) conditions.push({ field: 'pickup_point.id', op: '==', value: filters.pickup });
  if (filters.slot) conditions.push({ field: 'slot', op: '==', value: filters.slot });
  if (filters.payment) conditions.push({ field: 'payment_method', op: '==', value: filters.payment });
  if (filters.costCenter) conditions.push({ field: 'cost_center_id', op: '==', value: filters.costCenter });
  const orderBy: OrderListQuery['orderBy'] = [];
  if (filters.customer) {
    const prefix = surnamePrefix(filters.customer);
    conditions.push({ field: 'user.surname', op: '>=', value: prefix });
    conditions.push({ field: 'user.surname', op: '<', value: `${prefix}${PREFIX_END}` });
    orderBy.push({ field: 'user.surname', direction: 'asc' });
  }
  orderBy.push({ field: 'date_obj', direction: 'desc' }, { field: 'execution_datetime', direction: 'desc' });
  return { conditions, orderBy };
}

// ---- Rows ---------------------------------------------------------------------------------------------------------

/** One order as the list and the exports show it. */
export interface OrderRow {
  id: string;
  humanId: string;
  customer: string;
  userId: string;
  /** The card as spec §5 displays it (last 4, zero-padded, suffix kept). */
  card: string;
  tag: string;
  status: number | null;
  day: Date | null;
  execution: Date | null;
  pickupPoint: string;
  pickupPointId: string;
  slot: string;
  paymentMethod: string;
  costCenter: string;
  notes: string;
  /** 'Lasagne ×2, Insalata' */
  items: string;
  quantity: number;
  total: number | null;
  points: number | null;
  /** The order's lines merged by the §3 rule (the `lines` export). */
  lines: MergedLine[];
}

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const text = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
const finite = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/** The row of a stored order; anything missing or malformed shows as empty, never throws. */
export function orderRow(id: string, data: Record<string, unknown>): OrderRow {
  const user = record(data.user);
  const pickup = record(data.pickup_point);
  const lines = list(data.recipes).map(record);
  const items = lines
    .map((line) => {
      const qt = finite(line.qt) ?? 1;
      const variants = list(line.variants).map((v) => text(record(v).name)).filter(Boolean);
      const name = text(line.name) + (variants.length ? ` (${variants.join(', ')})` : '');
      return qt === 1 ? name : `${name} ×${qt}`;
    })
    .filter(Boolean)
    .join(', ');
  return {
    id,
    humanId: text(data.human_id) || id,
    customer: [text(user.name), text(user.surname)].filter(Boolean).join(' '),
    userId: text(data.userid),
    card: formatCardNumber(text(data.card) || text(user.card)),
    tag: text(data.tag),
    status: finite(data.status),
    day: toDate(data.date_obj),
    execution: toDate(data.execution_datetime),
    pickupPoint: text(pickup.name) || text(data.pickup_point),
    pickupPointId: text(pickup.id),
    slot: text(data.slot),
    paymentMethod: text(data.payment_method_name) || text(data.payment_method),
    costCenter: text(data.cost_center_name),
    notes: text(data.notes),
    items,
    quantity: lines.reduce((sum, line) => sum + (finite(line.qt) ?? 1), 0),
    total: finite(data.total),
    points: finite(data.points),
    lines: mergeOrderLines(lines),
  };
}

/**
 * What an order's total is shown in (spec §9): points for services counted in points (menu, lunchbox) when the order
 * has them, else the service's currency from the canteen's map (default: the canteen's shop currency, else euro).
 */
export function orderAmount(
  row: Pick<OrderRow, 'tag' | 'total' | 'points'>,
  canteenCurrency: Readonly<Partial<Record<string, string>>> | string | null | undefined,
): { value: number | null; currency: string } {
  const fallback =
    (typeof canteenCurrency === 'string' ? canteenCurrency : (canteenCurrency?.shop ?? canteenCurrency?.takeaway)) ??
    'EUR';
  const currency = canteenCurrencyForService(canteenCurrency, row.tag, fallback);
  if (currency === POINTS_CURRENCY) {
    if (row.points !== null) return { value: row.points, currency };
    return { value: row.total, currency: fallback === POINTS_CURRENCY ? 'EUR' : fallback };
  }
  return { value: row.total, currency };
}
