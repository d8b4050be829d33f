// Status values of spec §4: orders (with groups and filters), IFM requests (popup rules) and ticket grades.
import { DEFAULT_TICKET_GRADE, TICKET_GRADE_MAX, TICKET_GRADE_MIN } from './constants';

/** Order statuses (spec §4). 8 and 9 both mean "ready to ship". */
export const ORDER_STATUS = {
  PENDING_PAYMENT: -1,
  PENDING: 1,
  READY: 2,
  UNDER_PROCESSING: 3,
  CANCELLED: 4,
  WITHDRAWN: 5,
  BOOKED: 7,
  READY_TO_SHIP: 8,
  READY_TO_SHIP_ALT: 9,
  SHIPPED: 10,
  CUSTOMER_WAITING: 20,
} as const;
/** An order status value. */
export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];
/** Every order status value. */
export const ORDER_STATUSES = Object.values(ORDER_STATUS) as OrderStatus[];

/** Order list filter values besides the statuses themselves (spec §4). */
export const ORDER_FILTER = { ALL: 9999, ALL_EXCEPT_CANCELLED: 9998 } as const;

/** Pending payment: -1 and any value below it (spec §4). */
export function isPendingPaymentStatus(status: number): boolean {
  return status <= ORDER_STATUS.PENDING_PAYMENT;
}

/** Cancelled and pending-payment orders form one group, excluded together (spec §4). */
export function isCancelledGroupStatus(status: number): boolean {
  return status === ORDER_STATUS.CANCELLED || isPendingPaymentStatus(status);
}

/** One comparison of an order's status (a range bound). */
export interface StatusBound {
  op: '>' | '<';
  value: number;
}

/**
 * The statuses outside the cancelled group as ranges, any of which an order's status falls in: above pending payment
 * and below cancelled, or above cancelled. Queries ask for these instead of an `in` of every other status: Firestore
 * reads an `in` of nine values as nine queries, and the emulator scans the collection for each (9 s instead of 2 s
 * over 100,000 orders; bench orders-scale). An order's status is an integer (firestore.rules).
 */
export const NOT_CANCELLED_STATUS_RANGES: ReadonlyArray<readonly StatusBound[]> = [
  [
    { op: '>', value: ORDER_STATUS.PENDING_PAYMENT },
    { op: '<', value: ORDER_STATUS.CANCELLED },
  ],
  [{ op: '>', value: ORDER_STATUS.CANCELLED }],
];

/**
 * Does an order status pass a list filter? 9999 passes everything; 9998 ("all except cancelled")
 * drops the whole cancelled group, pending payment included; 8 and 9 match each other; -1 matches
 * any pending-payment value; any other filter matches its own value only.
 */
export function orderMatchesFilter(status: number, filter: number): boolean {
  if (filter === ORDER_FILTER.ALL) return true;
  if (filter === ORDER_FILTER.ALL_EXCEPT_CANCELLED) return !isCancelledGroupStatus(status);
  if (isPendingPaymentStatus(filter)) return isPendingPaymentStatus(status);
  const readyToShip: number[] = [ORDER_STATUS.READY_TO_SHIP, ORDER_STATUS.READY_TO_SHIP_ALT];
  if (readyToShip.includes(filter)) return readyToShip.includes(status);
  return status === filter;
}

/** IFM request statuses (spec §4). */
export const IFM_STATUS = {
  NEW: 100,
  WAITING: 500,
  PENDING: 200,
  WORKING: 300,
  COMPLETED: 400,
  CANCELED: 999,
  EXCEPTION: 800,
} as const;
/** An IFM status value. */
export type IfmStatus = (typeof IFM_STATUS)[keyof typeof IFM_STATUS];
/** Every IFM status value, in the spec's order. */
export const IFM_STATUSES = Object.values(IFM_STATUS) as IfmStatus[];

/**
 * The options of the status popup. 100 (set on insert) and 800 (exception) are not offered:
 * the spec never lists them as choices, so they cannot be chosen (least privilege).
 */
export const IFM_STATUS_OPTIONS: readonly IfmStatus[] = [
  IFM_STATUS.WAITING,
  IFM_STATUS.PENDING,
  IFM_STATUS.WORKING,
  IFM_STATUS.COMPLETED,
  IFM_STATUS.CANCELED,
];

/**
 * Keys of the IFM status names in the text catalogue, namespace-qualified (`catalogue:`) so an SPA `t()` bound to any
 * namespace reads them; the server reads the same keys (catalogueText). One translation for SPA, mail and push.
 */
export const IFM_STATUS_LABEL_KEYS: Readonly<Record<IfmStatus, string>> = {
  100: 'catalogue:statuses.ifm.100',
  500: 'catalogue:statuses.ifm.500',
  200: 'catalogue:statuses.ifm.200',
  300: 'catalogue:statuses.ifm.300',
  400: 'catalogue:statuses.ifm.400',
  999: 'catalogue:statuses.ifm.999',
  800: 'catalogue:statuses.ifm.800',
};

/** True when the value is an IFM status. */
export function isIfmStatus(value: unknown): value is IfmStatus {
  return typeof value === 'number' && (IFM_STATUSES as number[]).includes(value);
}

/** Reads a status stored as number or numeric string (history entries keep it as a string). */
export function parseIfmStatus(value: unknown): IfmStatus | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return isIfmStatus(number) ? number : null;
}

// Spec §4: each popup option and the current statuses that hide it.
const HIDDEN_WHEN_CURRENT: ReadonlyArray<readonly [option: IfmStatus, currents: readonly IfmStatus[]]> = [
  [IFM_STATUS.WAITING, [IFM_STATUS.CANCELED, IFM_STATUS.WAITING, IFM_STATUS.COMPLETED]],
  [IFM_STATUS.PENDING, [IFM_STATUS.PENDING, IFM_STATUS.WAITING, IFM_STATUS.COMPLETED]],
  [IFM_STATUS.WORKING, [IFM_STATUS.WORKING]],
  [IFM_STATUS.CANCELED, [IFM_STATUS.CANCELED, IFM_STATUS.COMPLETED]],
  [IFM_STATUS.COMPLETED, [IFM_STATUS.CANCELED]],
];

/** Popup options hidden for the current status (spec §4). */
export function ifmHiddenStatusOptions(status: number): IfmStatus[] {
  return HIDDEN_WHEN_CURRENT.filter(([, currents]) => (currents as number[]).includes(status)).map(
    ([option]) => option,
  );
}

/** Popup options shown for the current status; none for 800, whose popup does not open. */
export function ifmVisibleStatusOptions(status: number): IfmStatus[] {
  if (!ifmStatusCanChange(status)) return [];
  const hidden = ifmHiddenStatusOptions(status);
  return IFM_STATUS_OPTIONS.filter((option) => !hidden.includes(option));
}

const DEFAULT_NEXT: Readonly<Partial<Record<number, IfmStatus>>> = {
  [IFM_STATUS.NEW]: IFM_STATUS.PENDING,
  [IFM_STATUS.PENDING]: IFM_STATUS.WORKING,
  [IFM_STATUS.WORKING]: IFM_STATUS.COMPLETED,
  [IFM_STATUS.COMPLETED]: IFM_STATUS.COMPLETED,
  [IFM_STATUS.CANCELED]: IFM_STATUS.WORKING,
};

/** Status the popup suggests (spec §4); null when the spec gives none (500, 800, unknown). */
export function ifmDefaultNextStatus(status: number): IfmStatus | null {
  return DEFAULT_NEXT[status] ?? null;
}

/** False for 800 (exception) and unknown statuses: the popup does not open. */
export function ifmStatusCanChange(status: number): boolean {
  return isIfmStatus(status) && status !== IFM_STATUS.EXCEPTION;
}

/** May a request go from one status to another? Not from 800, not to itself, only to a visible option. */
export function ifmStatusChangeAllowed(from: number, to: number): boolean {
  if (to === from) return false; // spec §4: saving happens only if the status differs
  return ifmVisibleStatusOptions(from).includes(to as IfmStatus);
}

/** True for 400 (completed): the close and report datetimes are set; any other status removes them. */
export function ifmStatusSetsCloseDates(status: number): boolean {
  return status === IFM_STATUS.COMPLETED;
}

// Tags such as grade_3, grade-3, defcon_3 or defcon3 (case-insensitive) carry a ticket grade.
const GRADE_TAG = /^(?:grade|defcon)[_-]?(\d+)$/i;

/**
 * Ticket grade (0 worst … 5 best) from its tags: the lowest grade among grade tags wins, tags out of
 * 0–5 are ignored, and without any the grade is 5.
 */
export function ticketGradeFromTags(tags: readonly unknown[] | null | undefined): number {
  let grade = DEFAULT_TICKET_GRADE;
  for (const tag of tags ?? []) {
    const match = typeof tag === 'string' ? GRADE_TAG.exec(tag.trim()) : null;
    const value = match?.[1] === undefined ? NaN : Number(match[1]);
    if (value >= TICKET_GRADE_MIN && value <= TICKET_GRADE_MAX && value < grade) grade = value;
  }
  return grade;
}

/** DEFCON grade of the help desk: the worst ticket grade, 5 with no tickets (spec §8). */
export function defconGrade(
  tickets: ReadonlyArray<{ tags?: readonly unknown[] | null }> | null | undefined,
): number {
  return Math.min(DEFAULT_TICKET_GRADE, ...(tickets ?? []).map((ticket) => ticketGradeFromTags(ticket.tags)));
}
