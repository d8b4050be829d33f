// Callable surveys: validates the input (zod, from shared), then saves, schedules, closes, deletes or reports a survey.
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { logger } from 'firebase-functions/v2';
import { surveyRequestSchema } from '@backoffice/shared';
import { db } from '../lib/admin';
import { SurveyError, handleSurveyRequest } from '../services/surveys/surveys';
import { parseCallableInput } from './parse-input';

/**
 * Errors: unauthenticated, invalid-argument (bad input, nothing written; details.messageKey names the first problem),
 * permission-denied (role without Surveys, or a canteen the caller does not manage), not-found, failed-precondition
 * (cannot be scheduled yet, an opened survey's questions, closing a draft).
 */
export const surveys = onCall(async (request) => {
  if (!request.auth) throw new HttpsError('unauthenticated', 'Sign in to manage surveys');
  const input = parseCallableInput(surveyRequestSchema, request.data);
  try {
    const result = await handleSurveyRequest({ db, now: () => new Date() }, request.auth.uid, input);
    if (input.action !== 'report') logger.info('survey', { uid: request.auth.uid, action: input.action, id: result.id });
    return result;
  } catch (error) {
    if (error instanceof SurveyError) throw new HttpsError(error.code, error.message, { messageKey: error.messageKey });
    throw error;
  }
});
