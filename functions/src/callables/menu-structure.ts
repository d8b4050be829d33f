// Callable saveMenuStructure (MenuStructure): the only client path to a canteen's menu_structure — zod-validated
// request, applied to the stored structure in a transaction, the result validated again (the rules cannot check
// the lists' entries, so they let no client write the field).
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { logger } from 'firebase-functions/v2';
import { menuStructureSaveRequestSchema } from '@backoffice/shared';
import { db } from '../lib/admin';
import { MenuStructureSaveError, saveMenuStructure as save } from '../services/menu-structure';
import { parseCallableInput } from './parse-input';

/**
 * Errors: unauthenticated; invalid-argument (bad request, or a resulting structure that breaks the shared schema:
 * details.issues name each problem with its i18n key; nothing written); permission-denied (role without
 * MenuStructure, or a canteen the user does not manage); not-found (canteen).
 */
export const saveMenuStructure = onCall(async (request) => {
  if (!request.auth) throw new HttpsError('unauthenticated', 'Sign in to edit a menu structure');
  const input = parseCallableInput(menuStructureSaveRequestSchema, request.data);
  try {
    const result = await save(db, request.auth.uid, input);
    logger.info('menu structure saved', {
      uid: request.auth.uid,
      canteen_id: input.canteen_id,
      part: input.names ? 'names' : 'combinations',
    });
    return result;
  } catch (error) {
    if (error instanceof MenuStructureSaveError) {
      throw new HttpsError(
        error.code,
        error.message,
        error.issues ? { messageKey: error.issues[0]?.message, issues: error.issues } : undefined,
      );
    }
    throw error;
  }
});
