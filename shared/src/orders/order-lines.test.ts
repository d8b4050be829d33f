import { describe, expect, it } from 'vitest';
import { mergeOrderLines, productionSheet, type ProductionOrder } from './order-lines';

const line = (name: string, qt: number, variants: string[] = [], euro = 5) => ({
  name,
  qt,
  euro,
  recipe_id: name.toUpperCase(),
  variants: variants.map((v) => ({ name: v })),
});

describe('mergeOrderLines (spec §3: merge only if variant lists have equal length and equal names)', () => {
  it('merges the same dish without variants', () => {
    expect(mergeOrderLines([line('Lasagne', 1), line('Lasagne', 2)])).toEqual([
      { key: 'LASAGNE', name: 'Lasagne', variants: [], quantity: 3, amount: 15 },
    ]);
  });

  it('merges the same dish with equal variant names', () => {
    const merged = mergeOrderLines([line('Lasagne', 1, ['Senza glutine']), line('Lasagne', 1, ['Senza glutine'])]);
    expect(merged).toHaveLength(1);
    expect(merged[0]?.quantity).toBe(2);
  });

  it('keeps apart lists of different length', () => {
    expect(mergeOrderLines([line('Lasagne', 1), line('Lasagne', 1, ['Senza glutine'])])).toHaveLength(2);
  });

  it('keeps apart lists of equal length with different names', () => {
    expect(
      mergeOrderLines([line('Lasagne', 1, ['Senza glutine']), line('Lasagne', 1, ['Porzione ridotta'])]),
    ).toHaveLength(2);
  });

  it('never merges different dishes, and counts a missing quantity as 1', () => {
    const merged = mergeOrderLines([line('Lasagne', 1), { name: 'Insalata', variants: [] }, line('Lasagne', 1)]);
    expect(merged.map((m) => [m.name, m.quantity])).toEqual([
      ['Lasagne', 2],
      ['Insalata', 1],
    ]);
  });

  it('ignores lines without a dish', () => {
    expect(mergeOrderLines([{ qt: 3 }])).toEqual([]);
  });
});

describe('productionSheet', () => {
  const orders: ProductionOrder[] = [
    { tag: 'menu', status: 1, pickupPoint: 'Cassa', slot: '12:00-12:15', lines: [line('Lasagne', 1)] },
    { tag: 'menu', status: 3, pickupPoint: 'Cassa', slot: '12:15-12:30', lines: [line('Lasagne', 2)] },
    { tag: 'lunchbox', status: 1, pickupPoint: 'Corner', slot: '12:00-12:15', lines: [line('Lasagne', 1, ['Senza glutine'])] },
    { tag: 'menu', status: 4, pickupPoint: 'Cassa', slot: '12:00-12:15', lines: [line('Lasagne', 5)] },
  ];
  const counts = (status: number) => status !== 4 && status > 0;

  it('counts dishes per occasion, merged by the §3 rule, leaving out cancelled orders', () => {
    const sheet = productionSheet(orders, 'tag', counts);
    expect(sheet.map((g) => [g.group, g.total])).toEqual([
      ['lunchbox', 1],
      ['menu', 3],
    ]);
  });

  it('groups per slot and per pickup point', () => {
    expect(productionSheet(orders, 'slot', counts).map((g) => [g.group, g.dishes.length, g.total])).toEqual([
      ['12:00-12:15', 2, 2],
      ['12:15-12:30', 1, 2],
    ]);
    expect(productionSheet(orders, 'pickupPoint', counts).map((g) => g.group)).toEqual(['Cassa', 'Corner']);
  });
});
