// Tests of spec §4 statuses: order groups and filters, every IFM status × option, ticket grades.
import { describe, expect, it } from 'vitest';
import {
  IFM_STATUS,
  IFM_STATUSES,
  IFM_STATUS_LABEL_KEYS,
  IFM_STATUS_OPTIONS,
  ORDER_FILTER,
  ORDER_STATUS,
  ORDER_STATUSES,
  defconGrade,
  ifmDefaultNextStatus,
  ifmHiddenStatusOptions,
  ifmStatusCanChange,
  ifmStatusChangeAllowed,
  ifmStatusSetsCloseDates,
  ifmVisibleStatusOptions,
  isCancelledGroupStatus,
  isPendingPaymentStatus,
  orderMatchesFilter,
  parseIfmStatus,
  ticketGradeFromTags,
} from './statuses';

describe('order statuses', () => {
  it('has the spec values', () => {
    expect(ORDER_STATUS).toEqual({
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
    });
    expect([...ORDER_STATUSES].sort((a, b) => a - b)).toEqual([-1, 1, 2, 3, 4, 5, 7, 8, 9, 10, 20]);
    expect(ORDER_FILTER).toEqual({ ALL: 9999, ALL_EXCEPT_CANCELLED: 9998 });
  });

  it.each([
    [-5, true, true],
    [-1, true, true],
    [0, false, false],
    [1, false, false],
    [4, false, true],
    [5, false, false],
    [20, false, false],
  ])('%i: pending payment %s, cancelled group %s', (status, pending, cancelledGroup) => {
    expect(isPendingPaymentStatus(status)).toBe(pending);
    expect(isCancelledGroupStatus(status)).toBe(cancelledGroup);
  });

  it.each([
    [9999, [-3, -1, 1, 2, 3, 4, 5, 7, 8, 9, 10, 20]],
    [9998, [1, 2, 3, 5, 7, 8, 9, 10, 20]],
    [-1, [-3, -1]],
    [8, [8, 9]],
    [9, [8, 9]],
    [4, [4]],
    [20, [20]],
  ])('filter %i keeps %j', (filter, kept) => {
    const all = [-3, -1, 1, 2, 3, 4, 5, 7, 8, 9, 10, 20];
    expect(all.filter((status) => orderMatchesFilter(status, filter))).toEqual(kept);
  });
});

describe('IFM statuses', () => {
  it('has the spec values', () => {
    expect(IFM_STATUS).toEqual({
      NEW: 100,
      WAITING: 500,
      PENDING: 200,
      WORKING: 300,
      COMPLETED: 400,
      CANCELED: 999,
      EXCEPTION: 800,
    });
    expect(IFM_STATUSES).toEqual([100, 500, 200, 300, 400, 999, 800]);
    expect([...IFM_STATUS_OPTIONS]).toEqual([500, 200, 300, 400, 999]);
    expect(Object.keys(IFM_STATUS_LABEL_KEYS).map(Number).sort()).toEqual([...IFM_STATUSES].sort());
  });

  // Spec §4, by hand: current status → options hidden, default next.
  it.each([
    [100, [], 200],
    [500, [500, 200], null],
    [200, [200], 300],
    [300, [300], 400],
    [400, [500, 200, 999], 400],
    [999, [500, 999, 400], 300],
    [800, [], null],
  ])('current %i hides %j and suggests %s', (current, hidden, next) => {
    expect(ifmHiddenStatusOptions(current)).toEqual(hidden);
    expect(ifmDefaultNextStatus(current)).toBe(next);
  });

  it.each([[0], [1], [-1], [401]])('unknown status %i: nothing hidden, no default, frozen', (status) => {
    expect(ifmHiddenStatusOptions(status)).toEqual([]);
    expect(ifmDefaultNextStatus(status)).toBeNull();
    expect(ifmStatusCanChange(status)).toBe(false);
    expect(ifmVisibleStatusOptions(status)).toEqual([]);
  });

  // Every current status × every target: Y = change allowed.
  // prettier-ignore
  const CHANGE: Record<number, string> = {
    //     to: 100 500 200 300 400 999 800
    100:     '.   Y   Y   Y   Y   Y   .',
    500:     '.   .   .   Y   Y   Y   .',
    200:     '.   Y   .   Y   Y   Y   .',
    300:     '.   Y   Y   .   Y   Y   .',
    400:     '.   .   .   Y   .   .   .',
    999:     '.   .   Y   Y   .   .   .',
    800:     '.   .   .   .   .   .   .',
  };
  const targets = [100, 500, 200, 300, 400, 999, 800];
  const cells = Object.entries(CHANGE).flatMap(([from, row]) =>
    row
      .trim()
      .split(/\s+/)
      .map((mark, index) => [Number(from), targets[index]!, mark === 'Y'] as const),
  );
  it.each(cells)('change %i → %i allowed: %s', (from, to, allowed) => {
    expect(ifmStatusChangeAllowed(from, to)).toBe(allowed);
  });

  it('800 cannot change and shows no options; the others can', () => {
    expect(IFM_STATUSES.filter(ifmStatusCanChange)).toEqual([100, 500, 200, 300, 400, 999]);
    expect(ifmVisibleStatusOptions(800)).toEqual([]);
    expect(ifmVisibleStatusOptions(400)).toEqual([300, 400]);
  });

  it.each(IFM_STATUSES.map((status) => [status, status === 400] as const))(
    '%i sets close dates: %s',
    (status, sets) => {
      expect(ifmStatusSetsCloseDates(status)).toBe(sets);
    },
  );

  it.each([
    ['400', 400],
    [' 999 ', 999],
    [200, 200],
    ['12', null],
    ['', null],
    [null, null],
    ['abc', null],
  ])('parseIfmStatus(%j) → %s', (value, status) => {
    expect(parseIfmStatus(value)).toBe(status);
  });
});

describe('ticket grade from tags (0–5, lowest grade tag wins, default 5)', () => {
  it.each([
    [[], 5],
    [null, 5],
    [undefined, 5],
    [['billing', 'urgent'], 5],
    [['grade_3'], 3],
    [['defcon_2'], 2],
    [['DEFCON-1'], 1],
    [['grade0'], 0],
    [['grade_4', 'defcon_1', 'grade_3'], 1],
    [['grade_7'], 5],
    [['grade_-1'], 5],
    [['grade_x'], 5],
    [['mygrade_1'], 5],
    [[3, null, 'grade_2'], 2],
    [[' grade_4 '], 4],
  ])('%j → %i', (tags, grade) => {
    expect(ticketGradeFromTags(tags)).toBe(grade);
  });

  it('the DEFCON grade is the worst ticket, 5 with none (spec §8)', () => {
    expect(defconGrade([])).toBe(5);
    expect(defconGrade(null)).toBe(5);
    expect(defconGrade([{ tags: ['grade_4'] }, { tags: ['defcon_2'] }, { tags: null }])).toBe(2);
  });
});
