// Deleting a recipe (issue 15, DeleteRecipe): refused while a menu day from today on serves it (one array-contains
// query on the days' recipe_ids), otherwise the recipe document is deleted.
import { RECIPE_DELETION_DAYS_LISTED, earliestToday, type RecipeDeletionResult } from '@backoffice/shared';
import type { Firestore } from 'firebase-admin/firestore';

export class RecipeNotFound extends Error {}

export async function deleteRecipeUnlessServed(
  db: Firestore,
  recipeId: string,
  now: Date = new Date(),
): Promise<RecipeDeletionResult> {
  const recipe = db.doc(`recipes/${recipeId}`);
  const [snapshot, served] = await Promise.all([
    recipe.get(),
    db
      .collection('menu')
      .where('recipe_ids', 'array-contains', recipeId)
      .where('date', '>=', earliestToday(now))
      .orderBy('date')
      .limit(RECIPE_DELETION_DAYS_LISTED)
      .get(),
  ]);
  if (!snapshot.exists) throw new RecipeNotFound(`recipes/${recipeId} not found`);
  if (!served.empty) {
    return {
      deleted: false,
      days: served.docs.map((day) => ({
        canteen_id: String(day.get('canteen_id')),
        date: String(day.get('date')),
      })),
    };
  }
  await recipe.delete();
  return { deleted: true };
}
