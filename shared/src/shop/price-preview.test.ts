// The price a customer pays (spec §3 Product, Variant, Option; §5 variant min/max, 99999): cases from the seeded shop.
import { describe, expect, it } from 'vitest';
import { choiceSurcharge, defaultSelection, previewPrice, type PricedProduct } from './price-preview';

/** The seeded club sandwich: €6.20, an extra cheddar add-on, a bread variant choosing exactly one. */
const club: PricedProduct = {
  price: 6.2,
  max_quantity: 10,
  options: [{ price: 0.5, is_percentage: false }],
  variants: [
    {
      min: 1,
      max: 1,
      options: [
        { price: 0, is_percentage: false },
        { price: 0, is_percentage: false },
        { price: 0.5, is_percentage: false },
      ],
    },
  ],
};

/** A coffee-break tray with a size variant priced in percentages and up to two extras. */
const tray: PricedProduct = {
  price: 24,
  max_quantity: 99999,
  options: [{ price: 15, is_percentage: true }],
  variants: [
    {
      min: 1,
      max: 1,
      options: [
        { price: -25, is_percentage: true },
        { price: 0, is_percentage: false },
        { price: 50, is_percentage: true },
      ],
    },
    {
      min: 0,
      max: 2,
      options: [
        { price: 1.2, is_percentage: false },
        { price: 0.8, is_percentage: false },
        { price: 2, is_percentage: false },
      ],
    },
  ],
};

describe('choiceSurcharge', () => {
  it.each([
    [{ price: 0.5, is_percentage: false }, 6.2, 0.5],
    [{ price: 10, is_percentage: true }, 6.2, 0.62],
    [{ price: -25, is_percentage: true }, 24, -6],
  ])('%j on %d adds %d', (choice, base, added) =>
    expect(choiceSurcharge(choice, base)).toBeCloseTo(added, 10),
  );
});

describe('previewPrice', () => {
  it.each([
    ['bread only, the base price', { options: [], variants: [[0]], quantity: 1 }, 6.2, 6.2],
    ['gluten-free bread and cheddar', { options: [0], variants: [[2]], quantity: 1 }, 7.2, 7.2],
    ['two of them', { options: [0], variants: [[2]], quantity: 2 }, 7.2, 14.4],
  ])('club sandwich: %s', (_label, selection, unit, total) => {
    expect(previewPrice(club, selection, 'EUR')).toEqual({ unit, total, problems: [] });
  });

  it('applies percentages to the product price only, never to other surcharges', () => {
    // 24 + 15% (3.60) + large 50% (12) + 1.20 + 2.00 = 42.80
    expect(previewPrice(tray, { options: [0], variants: [[2], [0, 2]], quantity: 1 }, 'EUR').unit).toBe(42.8);
    // small: 24 − 25% = 18
    expect(previewPrice(tray, { options: [], variants: [[0], []], quantity: 3 }, 'EUR')).toEqual({
      unit: 18,
      total: 54,
      problems: [],
    });
  });

  it('rounds to the currency: pesos have no decimals', () => {
    const empanada: PricedProduct = {
      price: 2990,
      options: [{ price: 7.5, is_percentage: true }],
      variants: [],
    };
    // 2990 × 7.5% = 224.25 → 3214.25 → 3214 CLP
    expect(previewPrice(empanada, { options: [0], variants: [], quantity: 1 }, 'CLP').unit).toBe(3214);
  });

  it('says which variant has too few or too many choices (spec §5 min/max)', () => {
    expect(previewPrice(club, { options: [], variants: [[]], quantity: 1 }, 'EUR').problems).toEqual([
      { kind: 'tooFewChoices', variant: 0, min: 1 },
    ]);
    expect(previewPrice(club, { options: [], variants: [[0, 1]], quantity: 1 }, 'EUR').problems).toEqual([
      { kind: 'tooManyChoices', variant: 0, max: 1 },
    ]);
    expect(
      previewPrice(tray, { options: [], variants: [[1], [0, 1, 2]], quantity: 1 }, 'EUR').problems,
    ).toEqual([{ kind: 'tooManyChoices', variant: 1, max: 2 }]);
  });

  it('checks the maximum order quantity, where 99999 means no limit', () => {
    expect(previewPrice(club, { options: [], variants: [[0]], quantity: 11 }, 'EUR').problems).toEqual([
      { kind: 'quantity', max: 10 },
    ]);
    expect(previewPrice(tray, { options: [], variants: [[1], []], quantity: 500 }, 'EUR').problems).toEqual(
      [],
    );
  });

  it('never goes below zero and ignores unknown or repeated indexes', () => {
    const discounted: PricedProduct = {
      price: 2,
      options: [{ price: -3, is_percentage: false }],
      variants: [],
    };
    expect(previewPrice(discounted, { options: [0, 0, 7], variants: [], quantity: 1 }, 'EUR').unit).toBe(0);
  });

  it('starts from the first `min` options of each variant', () => {
    expect(defaultSelection(tray)).toEqual({ options: [], variants: [[0], []], quantity: 1 });
  });
});
