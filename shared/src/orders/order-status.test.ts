import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '../core/statuses';
import {
  ORDER_STATUS_TRANSITIONS,
  isFinalOrderStatus,
  orderNextStatuses,
  orderStatusChangeAllowed,
  orderStatusLabelKey,
} from './order-status';

describe('order status transitions (spec §4 statuses; transitions per DECISIONS)', () => {
  it('covers every §4 status', () => {
    for (const status of ORDER_STATUSES) expect(ORDER_STATUS_TRANSITIONS[String(status)], String(status)).toBeDefined();
  });

  it.each([
    [1, 3],
    [3, 2],
    [2, 5],
    [1, 4],
    [7, 4],
    [-1, 4],
    [-3, 4],
    [7, 20],
    [20, 5],
    [3, 8],
    [9, 10],
    [10, 5],
  ])('allows %i → %i', (from, to) => expect(orderStatusChangeAllowed(from, to)).toBe(true));

  it.each([
    [5, 3],
    [4, 1],
    [3, 4],
    [2, 4],
    [20, 4],
    [1, 1],
    [-1, 1],
    [1, 9],
    [10, 2],
    [1, 12345],
  ])('refuses %i → %i', (from, to) => expect(orderStatusChangeAllowed(from, to)).toBe(false));

  it('cancels only from the pending states (-1 and below, 1, 7)', () => {
    const cancellable = ORDER_STATUSES.filter((status) => orderStatusChangeAllowed(status, 4));
    expect(cancellable.sort((a, b) => a - b)).toEqual([-1, 1, 7]);
    expect(orderStatusChangeAllowed(-2, 4)).toBe(true);
  });

  it('treats cancelled, withdrawn and unknown statuses as final', () => {
    expect(isFinalOrderStatus(4)).toBe(true);
    expect(isFinalOrderStatus(5)).toBe(true);
    expect(isFinalOrderStatus(42)).toBe(true);
    expect(isFinalOrderStatus(1)).toBe(false);
    expect(orderNextStatuses(-7)).toEqual([4]);
  });

  it('names statuses through the catalogue, pending-payment values as -1', () => {
    expect(orderStatusLabelKey(3)).toBe('catalogue:statuses.order.3');
    expect(orderStatusLabelKey(-4)).toBe('catalogue:statuses.order.-1');
  });
});
