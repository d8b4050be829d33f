// Callable getCustomerCareSla: validates the period, then answers the SLA report of the caller's canteens (reads only).
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { logger } from 'firebase-functions/v2';
import { slaRequestSchema } from '@backoffice/shared';
import { db } from '../lib/admin';
import { customerCareSla, SlaReportError } from '../services/customer-care-sla';
import { parseCallableInput } from './parse-input';

const deps = { db, now: () => new Date(), warn: (message: string, details: Record<string, unknown>) => logger.warn(message, details) };

/**
 * { from, to (YYYY-MM-DD, support calendar days), canteenIds?, rows? } → { report, rows? }. Errors: unauthenticated,
 * invalid-argument (bad input; details.messageKey is the first issue's i18n key), permission-denied (role without
 * CustomerCareSLA, or a canteen the caller does not manage), failed-precondition (too many tickets for one report).
 */
export const getCustomerCareSla = onCall(async (request) => {
  if (!request.auth) throw new HttpsError('unauthenticated', 'Sign in to read the SLA report');
  const input = parseCallableInput(slaRequestSchema, request.data);
  try {
    return await customerCareSla(deps, request.auth.uid, input);
  } catch (error) {
    if (error instanceof SlaReportError) throw new HttpsError(error.code, error.message, { messageKey: error.messageKey });
    throw error;
  }
});
