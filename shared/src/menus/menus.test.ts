// Menus: valid combinations (§5), reordering only within a component of a diet (§2, §5), defaults (§9), allergens
// and nutrients from ingredients with the rounding of §9, quantities per 100 people, name search keywords.
import { describe, expect, it } from 'vitest';
import type { MenuRecipe } from '../model/entities';
import {
  addMenuRecipe,
  groupMenuDay,
  itemsOf,
  menuItemKey,
  moveMenuRecipe,
  parseMenuStructure,
  placementChoices,
  removeMenuRecipe,
  setMenuRecipePrices,
  setMenuRecipeFoodPaths,
  earlierPrices,
  dayFoodPaths,
  foodPathsOf,
  normalizeFoodPaths,
  validPlacements,
  withCombination,
} from './index';
import { allergensFromIngredients, nameSearchKeywords, per100People, recipeFacts, sameAllergens } from './recipe-facts';
import { exceedsRecommendedFoodPaths, isValidMenuCombination } from '../services/service-rules';

const structure = parseMenuStructure({
  occasions: [{ id: 'lunch', name: { en: 'Lunch' } }, { id: 'dinner', name: { en: 'Dinner' } }],
  diets: [{ id: 'daily', name: { en: 'Menu of the day' } }, { id: 'vegetarian', name: { en: 'Vegetarian' } }],
  components: [
    { id: 'first', name: { en: 'First course' } },
    { id: 'second', name: { en: 'Main course' } },
    { id: 'dessert', name: { en: 'Dessert' } },
  ],
  combinations: [
    { occasion_id: 'lunch', diet_id: 'daily', component_id: 'first' },
    { occasion_id: 'lunch', diet_id: 'daily', component_id: 'second' },
    { occasion_id: 'lunch', diet_id: 'vegetarian', component_id: 'first' },
    { occasion_id: 'dinner', diet_id: 'daily', component_id: 'dessert' },
  ],
});

const item = (recipe: string, diet: string, component: string, pos: number): MenuRecipe => ({
  recipe_id: recipe,
  occasion_id: 'lunch',
  diet_id: diet,
  component_id: component,
  points: 0,
  euro: 0,
  food_paths: {},
  pos,
});

describe('valid occasion/diet/component combinations (§5)', () => {
  const valid = validPlacements(structure);
  it.each([
    ['lunch', 'daily', 'first', true],
    ['lunch', 'vegetarian', 'first', true],
    ['lunch', 'vegetarian', 'second', false],
    ['dinner', 'daily', 'first', false],
    ['dinner', 'daily', 'dessert', true],
  ])('%s / %s / %s → %s', (occasionId, dietId, componentId, expected) => {
    expect(isValidMenuCombination({ occasionId, dietId, componentId }, valid)).toBe(expected);
  });

  it('offers only the diets of the occasion and the components of the diet', () => {
    const choices = placementChoices(structure, { occasionId: 'lunch', dietId: 'vegetarian' });
    expect(choices.diets.map((diet) => diet.id)).toEqual(['daily', 'vegetarian']);
    expect(choices.components.map((component) => component.id)).toEqual(['first']);
    expect(placementChoices(structure, {}).diets).toEqual([]);
  });

  it('switches one combination on or off, keeping the others', () => {
    const off = withCombination(structure, { occasionId: 'lunch', dietId: 'daily', componentId: 'second' }, false);
    expect(off).toHaveLength(3);
    const on = withCombination({ ...structure, combinations: off }, { occasionId: 'dinner', dietId: 'vegetarian', componentId: 'first' }, true);
    expect(on).toContainEqual({ occasion_id: 'dinner', diet_id: 'vegetarian', component_id: 'first' });
    expect(on).toHaveLength(4);
  });

  it('treats a structure without combinations as allowing every triple', () => {
    const legacy = parseMenuStructure({ occasions: [{ id: 'o' }], diets: [{ id: 'd' }], components: [{ id: 'a' }, { id: 'b' }] });
    expect(validPlacements(legacy)).toHaveLength(2);
  });
});

describe('menu day edits', () => {
  const day = [
    item('R_1', 'daily', 'first', 1),
    item('R_2', 'daily', 'first', 2),
    item('R_3', 'daily', 'first', 3),
    item('R_4', 'daily', 'second', 1),
    item('R_5', 'vegetarian', 'first', 1),
  ];
  const key = (recipe: string) => menuItemKey(day.find((entry) => entry.recipe_id === recipe)!);

  it('adds at the end of its component with points and euro 0 by default (§9)', () => {
    const result = addMenuRecipe(day, 'R_9', { occasionId: 'lunch', dietId: 'daily', componentId: 'first' });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.items.at(-1)).toMatchObject({ recipe_id: 'R_9', pos: 4, points: 0, euro: 0, food_paths: {} });
  });

  it('refuses the same recipe twice in one component', () => {
    expect(addMenuRecipe(day, 'R_1', { occasionId: 'lunch', dietId: 'daily', componentId: 'first' })).toEqual({
      ok: false,
      reason: 'duplicate',
    });
  });

  it('reorders within the same component of the same diet and renumbers only that group', () => {
    const result = moveMenuRecipe(day, key('R_3'), key('R_1'));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const first = itemsOf(result.items, { occasionId: 'lunch', dietId: 'daily', componentId: 'first' });
    expect(first.map((entry) => [entry.recipe_id, entry.pos])).toEqual([
      ['R_3', 1],
      ['R_1', 2],
      ['R_2', 3],
    ]);
    expect(result.items.find((entry) => entry.recipe_id === 'R_4')).toBe(day[3]);
  });

  it.each([
    ['another component of the same diet', 'R_4'],
    ['the same component of another diet', 'R_5'],
  ])('refuses a drop on %s', (_case, target) => {
    expect(moveMenuRecipe(day, key('R_1'), key(target))).toEqual({ ok: false, reason: 'otherComponent' });
  });

  it('deletes and sets prices by key', () => {
    const removed = removeMenuRecipe(day, key('R_2'));
    expect(removed.ok && removed.items.map((entry) => entry.recipe_id)).toEqual(['R_1', 'R_3', 'R_4', 'R_5']);
    const priced = setMenuRecipePrices(day, key('R_4'), { points: 2, euro: 6.5 });
    expect(priced.ok && priced.items[3]).toMatchObject({ points: 2, euro: 6.5 });
    expect(removeMenuRecipe(day, 'nope').ok).toBe(false);
  });

  it('groups by occasion, diet and component in structure order', () => {
    const groups = groupMenuDay([...day].reverse(), structure);
    expect(groups.map((group) => group.occasion.id)).toEqual(['lunch']);
    expect(groups[0]!.diets.map((diet) => [diet.diet.id, diet.components.map((c) => c.component.id)])).toEqual([
      ['daily', ['first', 'second']],
      ['vegetarian', ['first']],
    ]);
    expect(groups[0]!.diets[0]!.components[0]!.items.map((entry) => entry.recipe_id)).toEqual(['R_1', 'R_2', 'R_3']);
  });
});

describe('allergens and nutrients from ingredients (§3 codes, §9 rounding)', () => {
  const ingredients = new Map([
    ['pasta', { allergens: [6], per_100g: { kcal: 353, proteins: 13, fat: 1.5, carbs: 72.2 } }],
    ['parmesan', { allergens: [3], per_100g: { kcal: 392, proteins: 33, fat: 28.4, carbs: 0 } }],
    ['tomato', { allergens: [], per_100g: { kcal: 21.333, proteins: 1.005, fat: 0.2, carbs: 3.5 } }],
    ['egg_pasta', { allergens: [5, 6], per_100g: { kcal: 366, proteins: 14, fat: 3, carbs: 70 } }],
  ]);

  it('takes the union of the ingredients’ allergens in code order', () => {
    expect(allergensFromIngredients([{ allergens: [6, 3] }, { allergens: [5, 6] }, { allergens: [] }])).toEqual([3, 5, 6]);
    // Codes the spec does not list (1, 2, 8…) are not allergens.
    expect(allergensFromIngredients([{ allergens: [1, 8, 19] }])).toEqual([19]);
  });

  it('sums nutrients per portion: kcal to an integer, protein, fat and carbs to 2 decimals', () => {
    const facts = recipeFacts(
      [
        { ingredient_id: 'pasta', quantity: 90, unit: 'g' },
        { ingredient_id: 'parmesan', quantity: 10, unit: 'g' },
        { ingredient_id: 'tomato', quantity: 120, unit: 'ml' },
      ],
      ingredients,
    );
    // 317.7 + 39.2 + 25.5996 = 382.4996 kcal; protein 11.7 + 3.3 + 1.206 = 16.206.
    expect(facts).toEqual({ allergens: [3, 6], kcal: 382, proteins: 16.21, fat: 4.43, carbs: 69.18, unknownLines: 0 });
  });

  it('follows an ingredient change: gluten appears when an ingredient gains it', () => {
    const lines = [{ ingredient_id: 'tomato', quantity: 100, unit: 'g' }];
    expect(recipeFacts(lines, ingredients).allergens).toEqual([]);
    const changed = new Map(ingredients).set('tomato', { ...ingredients.get('tomato')!, allergens: [6] });
    expect(recipeFacts(lines, changed).allergens).toEqual([6]);
  });

  it('counts lines without a known ingredient apart', () => {
    const facts = recipeFacts([{ ingredient_id: 'ghost', quantity: 10, unit: 'g' }, { quantity: 5, unit: 'g' }], ingredients);
    expect(facts).toMatchObject({ allergens: [], kcal: 0, unknownLines: 2 });
  });

  it('compares allergen sets', () => {
    expect(sameAllergens([6, 3], [3, 6, 6])).toBe(true);
    expect(sameAllergens([6], [3, 6])).toBe(false);
  });

  it.each([
    [90, 'g', 9, 'kg'],
    [120, 'ml', 12, 'l'],
    [2.5, 'g', 0.25, 'kg'],
    [1, 'pz', 100, 'pz'],
  ])('%s %s per portion is %s %s per 100 people', (quantity, unit, expected, expectedUnit) => {
    expect(per100People(quantity, unit)).toEqual({ quantity: expected, unit: expectedUnit });
  });

  it('builds search keywords from each word of each language', () => {
    const keywords = nameSearchKeywords({ en: 'Pasta al Pomodoro', it: 'Pasta al pomodoro' });
    expect(keywords).toContain('pom');
    expect(keywords).toContain('al pom');
    expect(keywords).not.toContain('p');
    expect(keywords).not.toContain('omo');
  });
});

describe('food paths per recipe per day (spec §3, §5)', () => {
  const day = '2026-03-02';
  const items = [item('R_1', 'daily', 'first', 1), item('R_2', 'daily', 'second', 1)];
  const key = menuItemKey(items[0]!);

  it('sets one day’s paths, trimmed and each once, and keeps other days', () => {
    const withOther = [{ ...items[0]!, food_paths: { '2026-03-09': ['Self'] } }, items[1]!];
    const result = setMenuRecipeFoodPaths(withOther, key, day, [' Linea 1 ', 'linea 1', '', 'Self']);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.items[0]!.food_paths).toEqual({ '2026-03-09': ['Self'], [day]: ['Linea 1', 'Self'] });
    expect(result.items[1]).toBe(withOther[1]);
    expect(foodPathsOf(result.items[0]!, day)).toEqual(['Linea 1', 'Self']);
    expect(dayFoodPaths(result.items, day)).toEqual(['Linea 1', 'Self']);
  });

  it('no paths removes the day; an unknown recipe is refused', () => {
    const set = setMenuRecipeFoodPaths(items, key, day, ['Grill']);
    if (!set.ok) throw new Error('refused');
    const cleared = setMenuRecipeFoodPaths(set.items, key, day, ['  ']);
    expect(cleared.ok && cleared.items[0]!.food_paths).toEqual({});
    expect(setMenuRecipeFoodPaths(items, 'lunch/daily/first/R_9', day, ['Grill'])).toEqual({ ok: false, reason: 'notFound' });
  });

  it('allows more than 3 paths: the advice of §5 is a warning, not a refusal', () => {
    const four = ['A', 'B', 'C', 'D'];
    const result = setMenuRecipeFoodPaths(items, key, day, four);
    expect(result.ok && foodPathsOf(result.items[0]!, day)).toEqual(four);
    expect(exceedsRecommendedFoodPaths(3)).toBe(false);
    expect(exceedsRecommendedFoodPaths(4)).toBe(true);
    expect(normalizeFoodPaths(['x'.repeat(60)])[0]).toHaveLength(40);
  });
});

describe('points and euro kept for later days (spec §3)', () => {
  const placement = { occasionId: 'lunch', dietId: 'daily', componentId: 'first' };
  it('takes the same placement’s values, else the recipe’s first appearance, else none', () => {
    const earlier = [
      { ...item('R_1', 'vegetarian', 'first', 1), points: 2, euro: 3.5 },
      { ...item('R_1', 'daily', 'first', 1), points: 4, euro: 6.2 },
    ];
    expect(earlierPrices(earlier, 'R_1', placement)).toEqual({ points: 4, euro: 6.2 });
    expect(earlierPrices(earlier.slice(0, 1), 'R_1', placement)).toEqual({ points: 2, euro: 3.5 });
    expect(earlierPrices(earlier, 'R_2', placement)).toBeNull();
  });
});
