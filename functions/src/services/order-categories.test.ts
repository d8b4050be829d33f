// Which order writes are judged against stopped categories (and that the server's own writes are not).
import { describe, expect, it } from 'vitest';
import { needsCategoryCheck, orderServiceId } from './order-categories';

const lines = [{ name: 'Croissant', category_id: 'SHOP_C_1001_BAKERY' }];
const order = (status: number, extra: Record<string, unknown> = {}) => ({ tag: 'shop', canteenid: 'C_1001', status, recipes: lines, ...extra });

describe('needsCategoryCheck', () => {
  it.each([
    ['a new pending order', undefined, order(1), true],
    ['a new order waiting for payment', undefined, order(-1), true],
    ['a new order already ready', undefined, order(2), false],
    ['an IFM request', undefined, { ...order(1), tag: 'ifm' }, false],
    ['a menu order without categories', undefined, order(1, { recipes: [{ name: 'Pasta' }] }), false],
    ['a delete', order(1), undefined, false],
    ['payment done: -1 → 1', order(-1), order(1), false],
    ['back to pending from booked', order(7), order(1), true],
    ['lines changed while pending', order(1), order(1, { recipes: [...lines, { category_id: 'SHOP_C_1001_DRINKS' }] }), true],
    ['the server marking it accepted', order(1), order(1, { category_check: { result: 'accepted' } }), false],
    ['the server rejecting it', order(1), order(4, { rejection: { code: 'CATEGORY_STOPPED' } }), false],
  ])('%s → %s', (_label, before, after, expected) => {
    expect(needsCategoryCheck(before, after)).toBe(expected);
  });
});

describe('orderServiceId', () => {
  it.each([
    [{ service_id: 'SHOP_C_501', tag: 'shop', canteenid: 'C_1001' }, 'SHOP_C_501'],
    [{ tag: 'coffeebreak', canteenid: 'C_1001' }, 'COFFEEBREAK_C_1001'],
    [{ tag: 'shop' }, null],
  ])('%j → %s', (order, id) => {
    expect(orderServiceId(order)).toBe(id);
  });
});
