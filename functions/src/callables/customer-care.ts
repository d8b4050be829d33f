// Callable customerCare: validates the input (zod, from shared), then opens, answers, updates or marks a ticket read.
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { logger } from 'firebase-functions/v2';
import { customerCareRequestSchema } from '@backoffice/shared';
import { deliveryDeps } from '../lib/transports';
import { deliverySecrets } from '../lib/params';
import { CustomerCareError, handleCustomerCare } from '../services/customer-care/tickets';
import { parseCallableInput } from './parse-input';

/**
 * Errors: unauthenticated, invalid-argument (bad input, nothing written; details.messageKey names the first
 * problem), permission-denied (role, canteen, or a requester changing state), not-found, failed-precondition
 * (customer care inactive, a closed ticket, a move the state machine refuses).
 */
export const customerCare = onCall({ secrets: deliverySecrets }, async (request) => {
  if (!request.auth) throw new HttpsError('unauthenticated', 'Sign in to use customer care');
  const input = parseCallableInput(customerCareRequestSchema, request.data);
  try {
    const result = await handleCustomerCare(deliveryDeps(), request.auth.uid, input);
    logger.info('customer care', {
      uid: request.auth.uid,
      action: input.action,
      ticketId: result.ticketId,
    });
    return result;
  } catch (error) {
    if (error instanceof CustomerCareError) {
      throw new HttpsError(error.code, error.message, { messageKey: error.messageKey });
    }
    throw error;
  }
});
