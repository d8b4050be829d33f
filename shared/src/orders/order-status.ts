// Order status transitions (spec §4 lists the statuses, not the transitions: our decision, shared/DECISIONS.md).
import { ORDER_STATUS, isPendingPaymentStatus, type OrderStatus } from '../core/statuses';

const S = ORDER_STATUS;

/**
 * What a canteen does with an order, as the statuses staff may set from each current one:
 * pending payment (any value ≤ -1) can only be cancelled (payment itself is the payment provider's, not staff's);
 * pending → under processing, ready, booked (a table-service booking confirmed) or cancelled;
 * booked → customer arrived/waiting, under processing or cancelled; customer waiting → under processing, ready or
 * withdrawn (served at the table); under processing → ready or ready to ship; ready → withdrawn or ready to ship;
 * ready to ship (8 or 9) → shipped; shipped → withdrawn (handed over at the pickup point).
 * Cancelled and withdrawn are final. Cancelling is allowed from the pending states only (-1, 1, 7): once the kitchen
 * works on an order, its food exists. 9 is never set (8 is the one "ready to ship" value staff choose).
 */
export const ORDER_STATUS_TRANSITIONS: Readonly<Record<string, readonly OrderStatus[]>> = {
  [S.PENDING_PAYMENT]: [S.CANCELLED],
  [S.PENDING]: [S.UNDER_PROCESSING, S.READY, S.BOOKED, S.CANCELLED],
  [S.BOOKED]: [S.CUSTOMER_WAITING, S.UNDER_PROCESSING, S.CANCELLED],
  [S.CUSTOMER_WAITING]: [S.UNDER_PROCESSING, S.READY, S.WITHDRAWN],
  [S.UNDER_PROCESSING]: [S.READY, S.READY_TO_SHIP],
  [S.READY]: [S.WITHDRAWN, S.READY_TO_SHIP],
  [S.READY_TO_SHIP]: [S.SHIPPED],
  [S.READY_TO_SHIP_ALT]: [S.SHIPPED],
  [S.SHIPPED]: [S.WITHDRAWN],
  [S.CANCELLED]: [],
  [S.WITHDRAWN]: [],
};

/** The statuses staff may move an order to from `status`; none for final or unknown statuses. */
export function orderNextStatuses(status: number): readonly OrderStatus[] {
  const key = isPendingPaymentStatus(status) ? S.PENDING_PAYMENT : status;
  return ORDER_STATUS_TRANSITIONS[String(key)] ?? [];
}

/** May staff move an order from one status to another? Never to the same status. */
export function orderStatusChangeAllowed(from: number, to: number): boolean {
  return from !== to && orderNextStatuses(from).includes(to as OrderStatus);
}

/** True when no status can follow (cancelled, withdrawn, unknown). */
export function isFinalOrderStatus(status: number): boolean {
  return orderNextStatuses(status).length === 0;
}

/** Key of an order status name in the text catalogue (SPA and server read the same texts); ≤ -1 reads -1's. */
export function orderStatusLabelKey(status: number): string {
  const key = isPendingPaymentStatus(status) ? S.PENDING_PAYMENT : status;
  return `catalogue:statuses.order.${key}`;
}
