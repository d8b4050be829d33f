// Callable contributionRules: validates the input (zod, from shared), then saves or deletes a rule or invitation codes.
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { logger } from 'firebase-functions/v2';
import { contributionRulesRequestSchema } from '@backoffice/shared';
import { db } from '../lib/admin';
import { parseCallableInput } from './parse-input';
import { ContributionRulesError, handleContributionRules } from '../services/contribution-rules';

/**
 * Errors: unauthenticated, invalid-argument (bad input, nothing written; details.messageKey names the first
 * problem), permission-denied (role or canteen), not-found (rule), failed-precondition (bulk codes that exist).
 */
export const contributionRules = onCall(async (request) => {
  if (!request.auth) throw new HttpsError('unauthenticated', 'Sign in to edit contribution rules');
  const input = parseCallableInput(contributionRulesRequestSchema, request.data);
  try {
    const result = await handleContributionRules(db, request.auth.uid, input);
    logger.info('contribution rules', { uid: request.auth.uid, action: input.action });
    return result;
  } catch (error) {
    if (error instanceof ContributionRulesError)
      throw new HttpsError(error.code, error.message, { messageKey: error.messageKey });
    throw error;
  }
});
