// Callable customerCare: validates the input (zod, from shared), then opens, answers, updates or marks a ticket read.
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { logger } from 'firebase-functions/v2';
import { customerCareRequestSchema } from '@backoffice/shared';
import { deliveryDeps } from '../lib/transports';
import { CustomerCareError, handleCustomerCare } from '../services/customer-care/tickets';

/**
 * Errors: unauthenticated, invalid-argument (bad input, nothing written; details.messageKey names the first
 * problem), permission-denied (role, canteen, or a requester changing state), not-found, failed-precondition
 * (customer care inactive, a closed ticket, a move the state machine refuses).
 */
export const customerCare = onCall(async (request) => {
  if (!request.auth) throw new HttpsError('unauthenticated', 'Sign in to use customer care');
  const input = customerCareRequestSchema.safeParse(request.data);
  if (!input.success) {
    const issues = input.error.issues.map((issue) => ({
      path: issue.path.join('.'),
      message: issue.message,
    }));
    throw new HttpsError(
      'invalid-argument',
      `Invalid request: ${issues.map((i) => `${i.path || '(root)'} ${i.message}`).join('; ')}`,
      { messageKey: issues[0]?.message, issues },
    );
  }
  try {
    const result = await handleCustomerCare(deliveryDeps(), request.auth.uid, input.data);
    logger.info('customer care', {
      uid: request.auth.uid,
      action: input.data.action,
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
