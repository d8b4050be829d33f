// The recipe editor's save (allergens and nutrients from ingredients, a manual override kept as such), the ingredient
// trigger's recomputation and its loop guard, and the editors' schemas refusing bad input.
import { describe, expect, it } from 'vitest';
import { ingredientFormSchema, recipeFormSchema, recipeWriteFields, recomputedRecipeFields } from './recipe-form';

const ingredients = new Map([
  ['pasta', { name: { it: 'Pasta' }, allergens: [6], per_100g: { kcal: 353, proteins: 13, fat: 1.5, carbs: 72.2 } }],
  ['tomato', { name: { it: 'Pomodoro' }, allergens: [], per_100g: { kcal: 24, proteins: 1.3, fat: 0.2, carbs: 4.5 } }],
]);
const form = recipeFormSchema.parse({
  name: { it: 'Pasta al pomodoro', en: '  ' },
  description: {},
  ingredients: [
    { ingredient_id: 'pasta', quantity: 90, unit: 'g' },
    { ingredient_id: 'tomato', quantity: 120, unit: 'g' },
  ],
});

describe('recipe save', () => {
  it('stores the allergens and nutrients of its ingredients, defaults of §9 and the names of the lines', () => {
    const fields = recipeWriteFields(form, ingredients);
    expect(fields).toMatchObject({
      name: { it: 'Pasta al pomodoro' },
      allergens: [6],
      kcal: 347,
      proteins: 13.26,
      fat: 1.59,
      carbs: 70.38,
      euro: 0,
      points: 0,
      pos: 9999,
      flag_co2: 'standard',
      ingredient_ids: ['pasta', 'tomato'],
    });
    expect(fields.ingredients[1]).toEqual({ ingredient_id: 'tomato', quantity: 120, unit: 'g', name: { it: 'Pomodoro' } });
    expect(fields.nutrients.map((line) => line.id)).toEqual([37, 10, 8, 33]);
    expect(fields).not.toHaveProperty('manual_allergens');
  });

  it('keeps allergens set by hand when overridden', () => {
    const fields = recipeWriteFields({ ...form, allergens_override: true, manual_allergens: [3, 6] }, ingredients);
    expect(fields.allergens).toEqual([3, 6]);
    expect(fields.allergens_override).toBe(true);
    // The list's "free of" filter: every code but 3 and 6.
    expect(fields.free_of).not.toHaveProperty('3');
    expect(fields.free_of).not.toHaveProperty('6');
    expect(fields.free_of).toMatchObject({ '4': true, '7': true, '19': true });
    expect(Object.keys(fields.free_of)).toHaveLength(12);
  });

  it('refuses bad input: no name, a negative quantity, an unknown allergen', () => {
    expect(recipeFormSchema.safeParse({ name: { it: ' ' }, description: {}, ingredients: [] }).success).toBe(false);
    expect(
      recipeFormSchema.safeParse({
        name: { it: 'x' },
        description: {},
        ingredients: [{ ingredient_id: 'pasta', quantity: -1, unit: 'g' }],
      }).success,
    ).toBe(false);
    expect(
      ingredientFormSchema.safeParse({
        name: { it: 'Farina' },
        allergens: [8],
        per_100g: { kcal: 1, proteins: 0, fat: 0, carbs: 0 },
        unit: 'g',
      }).success,
    ).toBe(false);
  });
});

describe('recomputation after an ingredient change', () => {
  const stored = { ...recipeWriteFields(form, ingredients), allergens_override: false };

  it('writes nothing when the recipe is up to date (the trigger’s loop guard)', () => {
    expect(recomputedRecipeFields(stored, ingredients)).toBeNull();
  });

  it('adds gluten when an ingredient gains it, and follows its nutrients', () => {
    const changed = new Map(ingredients).set('tomato', { ...ingredients.get('tomato')!, allergens: [6, 9] });
    const fields = recomputedRecipeFields(stored, changed);
    expect(fields).toMatchObject({ allergens: [6, 9], kcal: 347 });
    expect(fields?.free_of).not.toHaveProperty('6');
    expect(fields?.free_of).toHaveProperty('3', true);
  });

  it('leaves overridden allergens alone', () => {
    const changed = new Map(ingredients).set('tomato', { ...ingredients.get('tomato')!, allergens: [9], per_100g: { kcal: 100, proteins: 0, fat: 0, carbs: 0 } });
    const fields = recomputedRecipeFields({ ...stored, allergens_override: true }, changed);
    expect(fields).not.toHaveProperty('allergens');
    expect(fields).not.toHaveProperty('free_of');
    expect(fields).toMatchObject({ kcal: 438 });
  });
});
