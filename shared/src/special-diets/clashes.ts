// Which dishes of a day's menu a special diet must avoid: those whose allergens include an excluded allergen.

/** A menu day's items as stored (spec §3: menu/{canteenId}_{YYYY-MM-DD}); only the recipe matters here. */
export interface MenuItemLike {
  recipe_id?: unknown;
}

/** Distinct recipe ids on a menu day, in menu order (a dish served in two menu diets counts once). */
export function menuRecipeIds(items: readonly MenuItemLike[] | undefined): string[] {
  const ids = new Set<string>();
  for (const item of items ?? []) {
    if (typeof item.recipe_id === 'string' && item.recipe_id !== '') ids.add(item.recipe_id);
  }
  return [...ids];
}

/**
 * The dishes (recipe ids) among `recipeIds` that clash with a diet excluding `excluded`: at least one of the
 * recipe's allergens is excluded. A recipe whose allergens are unknown (not found) is not counted: the count
 * says what the recipes declare, and the screen says when some could not be read.
 */
export function clashingDishes(
  recipeIds: readonly string[],
  allergensByRecipe: ReadonlyMap<string, readonly number[]>,
  excluded: readonly number[],
): string[] {
  const avoid = new Set(excluded);
  return recipeIds.filter((id) => (allergensByRecipe.get(id) ?? []).some((code) => avoid.has(code)));
}

/** Splits ids into batches for `in` queries (Firestore accepts at most 30 values). */
export function inBatches<T>(values: readonly T[], size = 30): T[][] {
  const batches: T[][] = [];
  for (let start = 0; start < values.length; start += size) batches.push(values.slice(start, start + size));
  return batches;
}
