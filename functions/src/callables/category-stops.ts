// Callable setCategoryStopped: validates the input, then stops or resumes a category through the service.
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { logger } from 'firebase-functions/v2';
import { categoryStopRequestSchema } from '@backoffice/shared';
import { db } from '../lib/admin';
import { CategoryStopError, setCategoryStopped as stopOrResume } from '../services/category-stops';
import { parseCallableInput } from './parse-input';

/**
 * Errors: unauthenticated (no sign-in), invalid-argument (bad input, nothing written), permission-denied
 * (role or canteen), not-found, failed-precondition with "It's impossible to stop the entire service"
 * (the callable protocol answers it with HTTP 400; the SPA reads the code and details.messageKey).
 */
export const setCategoryStopped = onCall(async (request) => {
  if (!request.auth) throw new HttpsError('unauthenticated', 'Sign in to stop or resume a category');
  const input = parseCallableInput(categoryStopRequestSchema, request.data);
  try {
    const result = await stopOrResume(db, request.auth.uid, input);
    logger.info('category stop', { uid: request.auth.uid, ...result });
    return result;
  } catch (error) {
    if (error instanceof CategoryStopError) {
      throw new HttpsError(error.code, error.message, error.messageKey ? { messageKey: error.messageKey } : undefined);
    }
    throw error;
  }
});
