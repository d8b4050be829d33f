// Callable accessRules: validates the input (zod, from shared), then saves or deletes a canteen's access rule.
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { logger } from 'firebase-functions/v2';
import { accessRulesRequestSchema } from '@backoffice/shared';
import { db } from '../lib/admin';
import { parseCallableInput } from './parse-input';
import { AccessRulesError, handleAccessRules } from '../services/access-rules';

/** Errors: unauthenticated, invalid-argument (nothing written; details.messageKey), permission-denied, not-found. */
export const accessRules = onCall(async (request) => {
  if (!request.auth) throw new HttpsError('unauthenticated', 'Sign in to edit access rules');
  const input = parseCallableInput(accessRulesRequestSchema, request.data);
  try {
    const result = await handleAccessRules(db, request.auth.uid, input);
    logger.info('access rules', { uid: request.auth.uid, action: input.action, ruleId: result.rule_id });
    return result;
  } catch (error) {
    if (error instanceof AccessRulesError)
      throw new HttpsError(error.code, error.message, { messageKey: error.messageKey });
    throw error;
  }
});
