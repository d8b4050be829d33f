// When an ingredient changes, the recipes made with it follow: their allergens (unless set by hand) and nutrients
// are recomputed with the shared recipe computation (issue 15) — the same function the editor and the seed use.
import type { Firestore } from 'firebase-admin/firestore';
import { inBatches, recomputedRecipeFields, type IngredientFacts } from '@backoffice/shared';

function factsOf(data: Record<string, unknown> | undefined): IngredientFacts | null {
  if (!data) return null;
  const per100 = (data.per_100g ?? {}) as Record<string, unknown>;
  const number = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
  return {
    allergens: Array.isArray(data.allergens) ? data.allergens.filter((code): code is number => typeof code === 'number') : [],
    per_100g: { kcal: number(per100.kcal), proteins: number(per100.proteins), fat: number(per100.fat), carbs: number(per100.carbs) },
  };
}

/** Recomputes every recipe naming `ingredientId`; returns the ids of the recipes it updated. */
export async function recomputeRecipesOfIngredient(db: Firestore, ingredientId: string): Promise<string[]> {
  const recipes = await db.collection('recipes').where('ingredient_ids', 'array-contains', ingredientId).get();
  const updated: string[] = [];
  for (const recipe of recipes.docs) {
    const ids = (recipe.get('ingredient_ids') as unknown[] | undefined)?.filter((id): id is string => typeof id === 'string') ?? [];
    const ingredients = new Map<string, IngredientFacts>();
    for (const batch of inBatches(ids, 100)) {
      const snapshots = await db.getAll(...batch.map((id) => db.collection('ingredients').doc(id)));
      for (const snapshot of snapshots) {
        const facts = factsOf(snapshot.data());
        if (facts) ingredients.set(snapshot.id, facts);
      }
    }
    // Loop guard: a recipe whose stored values already match is not written again (recomputedRecipeFields → null).
    const fields = recomputedRecipeFields(recipe.data(), ingredients);
    if (!fields) continue;
    await recipe.ref.update(fields);
    updated.push(recipe.id);
  }
  return updated;
}
