// Special diets: the form (names per language, allergen codes of spec §3), the list's URL params and the clash count.
import { describe, expect, it } from 'vitest';
import {
  SPECIAL_DIET_CUSTOMERS_MAX,
  SPECIAL_DIET_NAME_REQUIRED,
  parseSpecialDietListParams,
  specialDietFormSchema,
  specialDietListQuery,
  specialDietMatches,
  specialDietName,
  specialDietSchema,
  specialDietSortKey,
} from './special-diet';
import { clashingDishes, inBatches, menuRecipeIds } from './clashes';

const diet = { name: { it: 'Senza glutine' }, excluded_allergens: [6], notes: '', customer_ids: [] };

describe('specialDietFormSchema', () => {
  it.each([
    ['one language named', diet, true],
    ['every allergen of spec §3', { ...diet, excluded_allergens: [3, 4, 5, 6, 7, 9, 10, 11, 12, 15, 16, 17, 18, 19] }, true],
    ['no name in any language', { ...diet, name: {} }, false],
    ['only blank names', { ...diet, name: { it: '  ', en: '' } }, false],
    ['a language that is not a UI language', { ...diet, name: { de: 'Glutenfrei' } }, false],
    ['a name too long', { ...diet, name: { it: 'a'.repeat(201) } }, false],
    ['no excluded allergen', { ...diet, excluded_allergens: [] }, false],
    ['code 8 is not an allergen of spec §3', { ...diet, excluded_allergens: [8] }, false],
    ['code 1 is not an allergen of spec §3', { ...diet, excluded_allergens: [1] }, false],
    ['notes too long', { ...diet, notes: 'n'.repeat(4001) }, false],
    ['too many customers', { ...diet, customer_ids: Array.from({ length: SPECIAL_DIET_CUSTOMERS_MAX + 1 }, (_, i) => `u${i}`) }, false],
  ])('%s: valid %s', (_name, input, valid) => {
    expect(specialDietFormSchema.safeParse(input).success).toBe(valid);
  });

  it('drops blank languages, sorts and dedupes allergens and customers, trims notes', () => {
    expect(
      specialDietFormSchema.parse({
        name: { it: ' Senza lattosio ', en: ' ', es: 'Sin lactosa' },
        excluded_allergens: [6, 3, 6],
        notes: '  Latte e derivati  ',
        customer_ids: ['b', 'a', 'b'],
      }),
    ).toEqual({
      name: { it: 'Senza lattosio', es: 'Sin lactosa' },
      excluded_allergens: [3, 6],
      notes: 'Latte e derivati',
      customer_ids: ['b', 'a'],
    });
  });

  it('says which rule failed: the name key on `name`, "required" on the allergens', () => {
    const result = specialDietFormSchema.safeParse({ ...diet, name: {}, excluded_allergens: [] });
    const issues = result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues).toEqual([
      ['name', SPECIAL_DIET_NAME_REQUIRED],
      ['excluded_allergens', 'validation.required'],
    ]);
  });

  it('reads stored documents without notes or customers', () => {
    expect(specialDietSchema.parse({ name: { en: 'Nut free' }, excluded_allergens: [11, 12] })).toEqual({
      name: { en: 'Nut free' },
      excluded_allergens: [11, 12],
      notes: '',
      customer_ids: [],
    });
  });
});

describe('names', () => {
  it.each([
    [{ it: 'Senza glutine', en: 'Gluten free' }, 'it', 'Senza glutine'],
    [{ it: 'Senza glutine', en: 'Gluten free' }, 'fr', 'Gluten free'],
    [{ es: 'Sin lactosa' }, 'tr', 'Sin lactosa'],
    [{}, 'en', ''],
  ])('%j in %s reads %s', (name, language, expected) => {
    expect(specialDietName(name, language)).toBe(expected);
  });

  it('orders by the English name, else the first language filled', () => {
    expect(specialDietSortKey({ it: 'Senza glutine', en: 'Gluten free' })).toBe('gluten free');
    expect(specialDietSortKey({ es: 'Sin Lactosa' })).toBe('sin lactosa');
  });

  it.each([
    ['glut', true],
    ['GLUTINE', true],
    ['lácteos', true],
    ['lacteos', true],
    ['soia', false],
    ['', true],
  ])('search %s matches "Senza glutine" / "Sin lácteos": %s', (text, expected) => {
    expect(specialDietMatches({ it: 'Senza glutine', es: 'Sin lácteos' }, text)).toBe(expected);
  });
});

describe('list params', () => {
  it.each([
    ['', { search: '', allergen: null, day: null }],
    ['q=glut&allergen=6&day=2026-03-02', { search: 'glut', allergen: 6, day: '2026-03-02' }],
    ['allergen=8', { search: '', allergen: null, day: null }],
    ['allergen=abc&day=2026-13-45', { search: '', allergen: null, day: null }],
    ['day=yesterday&q=%20x%20', { search: 'x', allergen: null, day: null }],
  ])('%s reads as %j and writes back without defaults', (query, params) => {
    const parsed = parseSpecialDietListParams(new URLSearchParams(query));
    expect(parsed).toEqual(params);
    expect(parseSpecialDietListParams(specialDietListQuery(parsed))).toEqual(parsed);
  });
});

describe('clashes', () => {
  // Recipes as the seed declares them: pasta (gluten), risotto (milk), grilled fish (fish), salad (none).
  const allergens = new Map<string, number[]>([
    ['pasta', [6]],
    ['risotto', [3, 10]],
    ['fish', [7]],
    ['salad', []],
  ]);
  const day = ['pasta', 'risotto', 'fish', 'salad', 'unknown'];

  it.each([
    ['gluten free', [6], ['pasta']],
    ['lactose free', [3], ['risotto']],
    ['no fish, no gluten', [6, 7], ['pasta', 'fish']],
    ['no sesame', [4], []],
    ['nothing excluded', [], []],
  ])('%s (%j) avoids %j', (_name, excluded, expected) => {
    expect(clashingDishes(day, allergens, excluded)).toEqual(expected);
  });

  it('counts a dish once when two menu diets serve it, and skips items without a recipe', () => {
    expect(menuRecipeIds([{ recipe_id: 'pasta' }, { recipe_id: 'fish' }, { recipe_id: 'pasta' }, {}, { recipe_id: '' }])).toEqual([
      'pasta',
      'fish',
    ]);
    expect(menuRecipeIds(undefined)).toEqual([]);
  });

  it('batches ids by 30 for `in` queries', () => {
    const ids = Array.from({ length: 61 }, (_, i) => `r${i}`);
    expect(inBatches(ids).map((batch) => batch.length)).toEqual([30, 30, 1]);
    expect(inBatches([])).toEqual([]);
  });
});
