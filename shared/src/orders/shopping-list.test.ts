import { describe, expect, it } from 'vitest';
import { toTable } from '../export/table';
import { orderRow } from './order-list';
import {
  addPortions,
  dishPortions,
  expectedCoverPortions,
  parseShoppingCovers,
  parseShoppingRange,
  shoppingCoversQuery,
  shoppingList,
  shoppingListColumns,
} from './shopping-list';

const order = (id: string, status: number, recipes: Array<Record<string, unknown>>) =>
  orderRow(id, { status, recipes, tag: 'menu', date_obj: new Date('2026-11-20T11:00:00Z') });

describe('the shopping list (ListaSpesa)', () => {
  const orders = [
    order('a', 5, [
      { recipe_id: 'R1', name: 'Pasta al pomodoro', qt: 2 },
      { recipe_id: 'R2', name: 'Pollo', qt: 1 },
    ]),
    order('b', 1, [
      { recipe_id: 'R1', name: 'Pasta al pomodoro', qt: 1, variants: [{ name: 'Senza glutine' }] },
    ]),
    order('c', 4, [{ recipe_id: 'R1', name: 'Pasta al pomodoro', qt: 10 }]),
    order('d', 2, [{ product_id: 'P1', name: 'Acqua', qt: 1 }]),
  ];
  const recipes = new Map([
    [
      'R1',
      {
        ingredients: [
          { ingredient_id: 'pasta', quantity: 80, unit: 'g' },
          { ingredient_id: 'tomato', quantity: 100.5, unit: 'g' },
          { ingredient_id: 'olive_oil', quantity: 10, unit: 'ml' },
        ],
      },
    ],
    [
      'R2',
      {
        ingredients: [
          { ingredient_id: 'chicken', quantity: 150, unit: 'g' },
          { ingredient_id: 'olive_oil', quantity: 5, unit: 'ml' },
        ],
      },
    ],
  ]);
  const ingredients = new Map([
    ['pasta', { name: 'Pasta', supplier: 'Alimentari Rossi' }],
    ['tomato', { name: 'Pomodoro', supplier: 'Ortofrutta' }],
    ['olive_oil', { name: 'Olio', supplier: 'Alimentari Rossi' }],
    ['chicken', { name: 'Pollo', supplier: '' }],
  ]);

  it('counts portions of every line, variants included, cancelled orders left out', () => {
    expect([...dishPortions(orders)]).toEqual([
      ['R1', 3],
      ['R2', 1],
      ['P1', 1],
    ]);
  });

  it('multiplies portions by the recipe quantities, sums per ingredient and unit, groups by supplier', () => {
    const list = shoppingList(dishPortions(orders), recipes, ingredients);
    expect(
      list.lines.map((line) => [line.supplier, line.ingredient, line.quantity, line.unit, line.portions]),
    ).toEqual([
      ['Alimentari Rossi', 'Olio', 35, 'ml', 4],
      ['Alimentari Rossi', 'Pasta', 240, 'g', 3],
      ['Ortofrutta', 'Pomodoro', 301.5, 'g', 3],
      ['', 'Pollo', 150, 'g', 1],
    ]);
    expect(list.withoutRecipe).toEqual(['P1']);
  });

  it('exports supplier, ingredient, quantity, unit and portions', () => {
    const list = shoppingList(dishPortions(orders), recipes, ingredients);
    const table = toTable(shoppingListColumns('(none)'), list.lines, 'csv', {
      header: (c) => c.id,
      yes: 'y',
      no: 'n',
    });
    expect(table[0]).toEqual(['supplier', 'ingredient', 'quantity', 'unit', 'portions']);
    expect(table[3]).toEqual(['Ortofrutta', 'Pomodoro', '301,50', 'g', '3']);
    expect(table[4]![0]).toBe('(none)');
  });
});

describe('the shopping list range in the URL', () => {
  const today = new Date('2026-11-27T09:00:00Z');
  it('defaults to the week from today, swaps a reversed range and cuts a wide one', () => {
    expect(parseShoppingRange('', today)).toEqual({ from: '2026-11-27', to: '2026-12-03' });
    expect(parseShoppingRange('from=2026-11-10&to=2026-11-02', today)).toEqual({
      from: '2026-11-02',
      to: '2026-11-10',
    });
    expect(parseShoppingRange('from=2026-01-01&to=2026-12-31', today)).toEqual({
      from: '2026-01-01',
      to: '2026-01-31',
    });
    expect(parseShoppingRange('from=2026-02-30', today)).toEqual({ from: '2026-11-27', to: '2026-12-03' });
  });
});

describe('expected covers (days without advance orders)', () => {
  const menu = [
    { occasion_id: 'LUNCH', component_id: 'primo', recipe_id: 'R1' },
    { occasion_id: 'LUNCH', component_id: 'primo', recipe_id: 'R2' },
    { occasion_id: 'LUNCH', component_id: 'primo', recipe_id: 'R3' },
    { occasion_id: 'LUNCH', component_id: 'secondo', recipe_id: 'R4' },
    { occasion_id: 'LUNCH', component_id: 'contorno' },
    { occasion_id: 'DINNER', component_id: 'primo', recipe_id: 'R9' },
  ];

  it('spreads the covers evenly over each course of the occasion, rounded up', () => {
    expect(Object.fromEntries(expectedCoverPortions(menu, 'LUNCH', 100))).toEqual({ R1: 34, R2: 34, R3: 34, R4: 100 });
    expect(expectedCoverPortions(menu, 'LUNCH', 0).size).toBe(0);
    expect(expectedCoverPortions(menu, 'BREAKFAST', 50).size).toBe(0);
  });

  it('adds to the ordered portions and scales the recipe quantities', () => {
    const portions = addPortions(new Map([['R4', 3]]), expectedCoverPortions(menu, 'LUNCH', 10));
    expect(portions.get('R4')).toBe(13);
    const list = shoppingList(
      portions,
      new Map([['R4', { ingredients: [{ ingredient_id: 'I1', quantity: 0.15, unit: 'kg' }] }]]),
      new Map([['I1', { name: 'Petto di pollo', supplier: 'Carni Srl' }]]),
    );
    expect(list.lines).toEqual([
      { supplier: 'Carni Srl', ingredientId: 'I1', ingredient: 'Petto di pollo', unit: 'kg', quantity: 1.95, portions: 13 },
    ]);
  });

  it('keeps covers in the URL for days of the range only', () => {
    const range = { from: '2026-11-23', to: '2026-11-27' };
    expect(parseShoppingCovers('covers=2026-11-24:120,2026-11-30:5,2026-11-25:x,2026-11-26:0,2026-11-27:80', range)).toEqual({
      '2026-11-24': 120,
      '2026-11-27': 80,
    });
    expect(shoppingCoversQuery({ '2026-11-27': 80, '2026-11-24': 120, '2026-11-25': 0 })).toBe('2026-11-24:120,2026-11-27:80');
  });
});
