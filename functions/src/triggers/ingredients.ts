// Ingredient trigger: a changed or deleted ingredient recomputes the allergens and nutrients of its recipes.
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { logger } from 'firebase-functions/v2';
import { db } from '../lib/admin';
import { skippingSeedWrites } from '../lib/seed-writes';
import { recomputeRecipesOfIngredient } from '../services/recipe-ingredients';

export const onIngredientWritten = onDocumentWritten('ingredients/{ingredientId}', skippingSeedWrites(async (event) => {
  // Safe to run twice: a recipe already up to date is not written.
  const updated = await recomputeRecipesOfIngredient(db, event.params.ingredientId);
  logger.info('recipes recomputed', { ingredientId: event.params.ingredientId, eventId: event.id, updated });
}));
