// Callables saveServiceProduct and importServiceProducts: validate the request, then create or update products
// through the services.
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { logger } from 'firebase-functions/v2';
import {
  productImportCancelSchema,
  productImportRequestSchema,
  productSaveRequestSchema,
  type ProductImportProgress,
} from '@backoffice/shared';
import { db } from '../lib/admin';
import {
  cancelProductImport as cancelImport,
  importServiceProducts as importProducts,
} from '../services/product-import';
import { ProductSaveError, saveServiceProduct as save } from '../services/shop-products';
import { parseCallableInput } from './parse-input';

/** The callable error of a refusal; anything else is rethrown (an internal error to the caller). */
function asHttpsError(error: unknown): unknown {
  if (!(error instanceof ProductSaveError)) return error;
  return new HttpsError(
    error.code,
    error.message,
    error.messageKey ? { messageKey: error.messageKey, issues: error.issues ?? [] } : undefined,
  );
}

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
    throw asHttpsError(error);
  }
});

/**
 * The mass import of products (up to 5,000 rows): checked as a whole, then written all or nothing. A streaming call
 * receives `{done, total}` after each batch. cancelProductImport (or the caller going away, where the request's end
 * reaches the function) cancels it and deletes what was written. Errors as saveServiceProduct's, plus cancelled and
 * already-exists (the same import id twice).
 */
export const importServiceProducts = onCall<unknown, Promise<unknown>, ProductImportProgress>(
  { timeoutSeconds: 300, memory: '512MiB' },
  async (request, response) => {
    if (!request.auth) throw new HttpsError('unauthenticated', 'Sign in to import products');
    const input = parseCallableInput(productImportRequestSchema, request.data);
    const started = Date.now();
    try {
      const result = await importProducts(db, request.auth.uid, input, {
        signal: response?.signal,
        onProgress: (done, total) => void response?.sendChunk({ done, total }).catch(() => false),
      });
      logger.info('products imported', {
        uid: request.auth.uid,
        serviceId: input.serviceId,
        ...result,
        ms: Date.now() - started,
      });
      return result;
    } catch (error) {
      throw asHttpsError(error);
    }
  },
);

/** Cancels an import the caller sent (`importId`) and answers once none of its products is left. */
export const cancelProductImport = onCall({ timeoutSeconds: 120 }, async (request) => {
  if (!request.auth) throw new HttpsError('unauthenticated', 'Sign in to cancel an import');
  const input = parseCallableInput(productImportCancelSchema, request.data);
  try {
    const result = await cancelImport(db, request.auth.uid, input.importId);
    logger.info('product import cancelled', { uid: request.auth.uid, importId: input.importId, ...result });
    return result;
  } catch (error) {
    throw asHttpsError(error);
  }
});
