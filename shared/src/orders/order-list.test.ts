import { describe, expect, it } from 'vitest';
import { formatCardNumber } from '../core/format';
import { NOT_CANCELLED_STATUS_RANGES, ORDER_STATUSES, isCancelledGroupStatus } from '../core/statuses';
import {
  NOT_CANCELLED_ORDER_STATUSES,
  ORDER_ONE_NARROWING_ERROR,
  orderAmount,
  orderFiltersSchema,
  orderFiltersQuery,
  orderListQuery,
  orderRow,
  parseOrderFilters,
  serviceDayRange,
} from './order-list';

describe('order list filters in the URL', () => {
  it('round-trips the filters and drops what does not parse', () => {
    const filters = parseOrderFilters('from=2026-11-02&to=2026-11-06&tag=lunchbox&status=9998&slot=12:00-12:15&x=1');
    expect(filters).toEqual({ from: '2026-11-02', to: '2026-11-06', tag: 'lunchbox', status: 9998, slot: '12:00-12:15' });
    expect(parseOrderFilters(orderFiltersQuery(filters))).toEqual(filters);
    expect(parseOrderFilters('status=6&tag=ifm&day=2026-02-30')).toEqual({});
  });

  it('lets the day of /issues/{day} win over a range', () => {
    expect(parseOrderFilters('from=2026-11-02&to=2026-11-06', '2026-11-03')).toEqual({ day: '2026-11-03' });
  });
});

describe('orderListQuery (spec §4 filters)', () => {
  const status = (filters: Parameters<typeof orderListQuery>[0]) =>
    orderListQuery(filters).conditions.filter((c) => c.field === 'status');

  it('always states the tag, IFM requests left out', () => {
    expect(orderListQuery({}).conditions[0]).toEqual({ field: 'tag', op: '!=', value: 'ifm' });
    expect(orderListQuery({ tag: 'posto' }).conditions[0]).toEqual({ field: 'tag', op: '==', value: 'posto' });
  });

  it('9999 is every status, 9998 every status but the cancelled group, -1 every value ≤ -1, 8 and 9 together', () => {
    expect(status({ status: 9999 })).toEqual([]);
    expect(status({ status: 9998 })).toEqual([{ field: 'status', op: 'any-range', value: NOT_CANCELLED_STATUS_RANGES }]);
    // The ranges hold exactly the statuses outside the cancelled group, and any status a later release might add
    // (an integer) falls on the side isCancelledGroupStatus puts it.
    const inRanges = (value: number) =>
      NOT_CANCELLED_STATUS_RANGES.some((bounds) => bounds.every((b) => (b.op === '>' ? value > b.value : value < b.value)));
    expect(ORDER_STATUSES.filter(inRanges)).toEqual([...NOT_CANCELLED_ORDER_STATUSES]);
    for (let value = -5; value <= 120; value += 1) expect(inRanges(value), String(value)).toBe(!isCancelledGroupStatus(value));
    expect(NOT_CANCELLED_ORDER_STATUSES).not.toContain(4);
    expect(NOT_CANCELLED_ORDER_STATUSES).not.toContain(-1);
    expect(status({ status: -1 })).toEqual([{ field: 'status', op: '<=', value: -1 }]);
    expect(status({ status: 8 })).toEqual([{ field: 'status', op: 'in', value: [8, 9] }]);
    expect(status({ status: 3 })).toEqual([{ field: 'status', op: '==', value: 3 }]);
  });

  it('takes whole service days', () => {
    expect(serviceDayRange('2026-11-02', '2026-11-03')).toEqual({
      start: new Date('2026-11-02T00:00:00Z'),
      end: new Date('2026-11-04T00:00:00Z'),
    });
    const conditions = orderListQuery({ day: '2026-11-02' }).conditions.filter((c) => c.field === 'date_obj');
    expect(conditions.map((c) => c.op)).toEqual(['>=', '<']);
  });

  it('searches customers by surname prefix, capitalised as stored', () => {
    const query = orderListQuery({ customer: 'de lu' });
    expect(query.conditions).toContainEqual({ field: 'user.surname', op: '>=', value: 'De Lu' });
    expect(query.orderBy[0]).toEqual({ field: 'user.surname', direction: 'asc' });
  });
});

describe('orderRow and orderAmount', () => {
  const data = {
    human_id: '1001-0007',
    userid: 'u1',
    user: { name: 'Anna', surname: 'Rossi' },
    card: '7340104729',
    tag: 'menu',
    status: 1,
    recipes: [
      { name: 'Lasagne', qt: 2, euro: 5, variants: [{ name: 'Senza glutine' }] },
      { name: 'Insalata', qt: 1, euro: 3, variants: [] },
    ],
    total: 13,
    points: 9,
    pickup_point: { id: 'PP_1', name: 'Cassa' },
    slot: '12:00-12:15',
    payment_method_name: 'Badge',
  };

  it('shows the card as spec §5 says, and the lines with their variants', () => {
    const row = orderRow('ORD_1', data);
    expect(row.card).toBe(formatCardNumber('7340104729'));
    expect(row.card).toBe('4729');
    expect(row.items).toBe('Lasagne (Senza glutine) ×2, Insalata');
    expect(row.quantity).toBe(3);
    expect(row.customer).toBe('Anna Rossi');
  });

  it('never throws on a malformed order', () => {
    expect(orderRow('X', { recipes: 'no', user: null }).items).toBe('');
  });

  it('shows menu and lunchbox in points, the other services in their currency (spec §9)', () => {
    const currency = { menu: 'PT', lunchbox: 'PT', takeaway: 'EUR', shop: 'EUR' };
    expect(orderAmount({ tag: 'menu', total: 13, points: 9 }, currency)).toEqual({ value: 9, currency: 'PT' });
    expect(orderAmount({ tag: 'takeaway', total: 13, points: null }, currency)).toEqual({ value: 13, currency: 'EUR' });
    expect(orderAmount({ tag: 'posto', total: 8, points: 4 }, { shop: 'CLP' })).toEqual({ value: 8, currency: 'CLP' });
  });
});

describe('order exports (kinds orders and lines)', async () => {
  const { orderExportColumns, orderLineExportColumns, orderLineExportRows } = await import('./order-export');
  const labels = {
    status: (status: number) => `S${status}`,
    tag: (tag: string) => tag.toUpperCase(),
    amount: (row: { total: number | null }) => ({ value: row.total, currency: 'EUR' }),
  };
  const order = orderRow('ORD_1', {
    human_id: '1001-0001',
    tag: 'takeaway',
    status: 2,
    total: 13,
    recipes: [
      { name: 'Lasagne', recipe_id: 'R1', qt: 1, euro: 5, variants: [{ name: 'Senza glutine' }] },
      { name: 'Lasagne', recipe_id: 'R1', qt: 1, euro: 5, variants: [{ name: 'Senza glutine' }] },
      { name: 'Lasagne', recipe_id: 'R1', qt: 1, euro: 3, variants: [] },
    ],
  });

  it('writes one row per order with names for codes', () => {
    const columns = orderExportColumns(labels);
    const cell = (id: string) => columns.find((c) => c.id === id)!.value(order);
    expect(cell('status')).toBe('S2');
    expect(cell('tag')).toBe('TAKEAWAY');
    expect(cell('total')).toBe(13);
    expect(cell('quantity')).toBe(3);
  });

  it('writes one row per line merged by the §3 rule', () => {
    const rows = orderLineExportRows([order]);
    expect(rows.map((r) => [r.line.name, r.line.variants.join(), r.line.quantity, r.line.amount])).toEqual([
      ['Lasagne', 'Senza glutine', 2, 10],
      ['Lasagne', '', 1, 3],
    ]);
    expect(orderLineExportColumns(labels).find((c) => c.id === 'dish')!.value(rows[0]!)).toBe('Lasagne');
  });
});

describe('one narrowing filter at a time (firestore.indexes.json)', () => {
  it('the form refuses a second one, naming it', () => {
    const result = orderFiltersSchema.safeParse({ pickup: 'PP_1', payment: 'CREDIT_CARD', customer: 'ros' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['payment', ORDER_ONE_NARROWING_ERROR],
      ['customer', ORDER_ONE_NARROWING_ERROR],
    ]);
  });

  it('a link with several keeps the first, with the other filters', () => {
    expect(parseOrderFilters('status=3&slot=12:00-12:15&payment=BADGE&costCenter=CC_1')).toEqual({
      status: 3,
      slot: '12:00-12:15',
    });
  });

  it('orders newest service day first, then latest pickup time', () => {
    expect(orderListQuery({}).orderBy).toEqual([
      { field: 'date_obj', direction: 'desc' },
      { field: 'execution_datetime', direction: 'desc' },
    ]);
  });
});
