// Callable saveServiceProduct: validates the request, then creates or updates a product through the service.
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { logger } from 'firebase-functions/v2';
import { productSaveRequestSchema } from '@backoffice/shared';
import { db } from '../lib/admin';
import { ProductSaveError, saveServiceProduct as save } from '../services/shop-products';
import { parseCallableInput } from './parse-input';

/**
 * Errors: unauthenticated, invalid-argument (bad request or product: details.issues name each field with its i18n
 * key, nothing written), permission-denied (role or canteen), not-found (service or product).
 */
export const saveServiceProduct = onCall(async (request) => {
  if (!request.auth) throw new HttpsError('unauthenticated', 'Sign in to save a product');
  const input = parseCallableInput(productSaveRequestSchema, request.data);
  try {
    const result = await save(db, request.auth.uid, input);
    logger.info('product saved', { uid: request.auth.uid, ...result });
    return result;
  } catch (error) {
    if (error instanceof ProductSaveError) {
      throw new HttpsError(
        error.code,
        error.message,
        error.messageKey ? { messageKey: error.messageKey, issues: error.issues ?? [] } : undefined,
      );
    }
    throw error;
  }
});
