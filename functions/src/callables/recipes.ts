// Callable deleteRecipe (DeleteRecipe): the only way to delete a recipe — refused while it is on a menu from today on.
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { logger } from 'firebase-functions/v2';
import { canOpenScreen, recipeDeletionRequestSchema, resolveRole } from '@backoffice/shared';
import { db } from '../lib/admin';
import { RecipeNotFound, deleteRecipeUnlessServed } from '../services/recipe-deletion';
import { parseCallableInput } from './parse-input';

/**
 * Errors: unauthenticated, invalid-argument (nothing deleted), permission-denied (role without DeleteRecipe),
 * not-found, failed-precondition with details { messageKey: 'delete.refused', days } while a menu day from today on
 * serves the recipe (nothing deleted).
 */
export const deleteRecipe = onCall(async (request) => {
  if (!request.auth) throw new HttpsError('unauthenticated', 'Sign in to delete a recipe');
  const input = parseCallableInput(recipeDeletionRequestSchema, request.data);
  const user = await db.doc(`users/${request.auth.uid}`).get();
  const role = resolveRole(user.data());
  if (!canOpenScreen('DeleteRecipe', role))
    throw new HttpsError('permission-denied', `Role ${role} may not delete recipes`);
  try {
    const result = await deleteRecipeUnlessServed(db, input.recipe_id);
    if (!result.deleted) {
      throw new HttpsError('failed-precondition', 'The recipe is on a menu from today on', {
        messageKey: 'delete.refused',
        days: result.days,
      });
    }
    logger.info('recipe deleted', { uid: request.auth.uid, recipe_id: input.recipe_id });
    return result;
  } catch (error) {
    if (error instanceof RecipeNotFound) throw new HttpsError('not-found', error.message);
    throw error;
  }
});
