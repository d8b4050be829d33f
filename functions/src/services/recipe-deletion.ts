// Deleting a recipe (issue 15, DeleteRecipe): refused while a menu day from today on serves it (one array-contains
// query on the days' recipe_ids), otherwise the recipe document is deleted — both in one transaction.
import { RECIPE_DELETION_DAYS_LISTED, earliestToday, type RecipeDeletionResult } from '@backoffice/shared';
import type { Firestore } from 'firebase-admin/firestore';

export class RecipeNotFound extends Error {}

export async function deleteRecipeUnlessServed(
  db: Firestore,
  recipeId: string,
  now: Date = new Date(),
): Promise<RecipeDeletionResult> {
  const recipe = db.doc(`recipes/${recipeId}`);
  const served = db
    .collection('menu')
    .where('recipe_ids', 'array-contains', recipeId)
    .where('date', '>=', earliestToday(now))
    .orderBy('date')
    .limit(RECIPE_DELETION_DAYS_LISTED);
  // One transaction: the query's read is part of it (Firestore transactions are serializable), so a menu day planned
  // with the recipe while it is checked makes one of the two writes retry, not both succeed.
  return db.runTransaction(async (transaction) => {
    const [snapshot, days] = await Promise.all([transaction.get(recipe), transaction.get(served)]);
    if (!snapshot.exists) throw new RecipeNotFound(`recipes/${recipeId} not found`);
    if (!days.empty) {
      return {
        deleted: false,
        days: days.docs.map((day) => ({
          canteen_id: String(day.get('canteen_id')),
          date: String(day.get('date')),
        })),
      } satisfies RecipeDeletionResult;
    }
    transaction.delete(recipe);
    return { deleted: true } satisfies RecipeDeletionResult;
  });
}
