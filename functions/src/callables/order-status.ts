// Callable changeOrderStatus (issue 17): validates the input with the shared zod schema, then changes the status.
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { logger } from 'firebase-functions/v2';
import { orderStatusChangeSchema } from '@backoffice/shared';
import { deliveryDeps } from '../lib/transports';
import { deliverySecrets } from '../lib/params';
import { OrderStatusError, changeOrderStatus as change } from '../services/order-status';
import { parseCallableInput } from './parse-input';

/**
 * Errors: unauthenticated, invalid-argument (bad input), permission-denied (role without ModificaOrdini, or a canteen
 * not managed), not-found, failed-precondition (a transition the shared table forbids; details.messageKey names the
 * message). Nothing is written on any error.
 */
export const changeOrderStatus = onCall({ secrets: deliverySecrets }, async (request) => {
  if (!request.auth) throw new HttpsError('unauthenticated', 'Sign in to change an order');
  const input = parseCallableInput(orderStatusChangeSchema, request.data);
  try {
    const result = await change(deliveryDeps(), request.auth.uid, input);
    logger.info('order status', { uid: request.auth.uid, ...result });
    return result;
  } catch (error) {
    if (error instanceof OrderStatusError) {
      throw new HttpsError(error.code, error.message, error.messageKey ? { messageKey: error.messageKey } : undefined);
    }
    throw error;
  }
});
