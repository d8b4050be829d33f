// Callable customerStatus: a GestioneUtenti role activates or deactivates a customer of a canteen it manages;
// company managers only the customers of their own company.
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { logger } from 'firebase-functions/v2';
import { canManageCanteen, canOpenScreen, customerStatusRequestSchema, resolveRole } from '@backoffice/shared';
import { auth, db } from '../lib/admin';
import { applyCustomerStatus } from '../services/customer-status';
import { parseCallableInput } from './parse-input';

/**
 * Errors: unauthenticated; invalid-argument (nothing written); permission-denied (not GestioneUtenti, a canteen it
 * does not manage, its own account, or a customer outside its company); not-found.
 */
export const customerStatus = onCall(async (request) => {
  if (!request.auth) throw new HttpsError('unauthenticated', 'Sign in to change a customer');
  const input = parseCallableInput(customerStatusRequestSchema, request.data);
  const caller = await db.doc(`users/${request.auth.uid}`).get();
  const role = resolveRole(caller.data());
  if (!canOpenScreen('GestioneUtenti', role) || !canManageCanteen(input.canteenId, role, caller.get('bo_canteens') as string[] | undefined))
    throw new HttpsError('permission-denied', `Role ${role} may not change the customers of ${input.canteenId}`);
  if (input.uid === request.auth.uid)
    throw new HttpsError('permission-denied', 'Nobody deactivates their own account', {
      messageKey: 'customers:status.own',
    });
  const company = caller.get('profile.company') as unknown;
  const outcome = await applyCustomerStatus(
    { db, auth },
    {
      ...input,
      by: request.auth.uid,
      byRole: role,
      byCompany: typeof company === 'string' ? company : null,
      now: new Date(),
    },
  );
  if (outcome.result === 'not-found') throw new HttpsError('not-found', `User ${input.uid} does not exist`);
  if (outcome.result === 'out-of-scope')
    throw new HttpsError('permission-denied', 'Not a customer you manage', { messageKey: 'customers:status.outOfScope' });
  logger.info('customer status', { by: request.auth.uid, uid: input.uid, active: input.active, outcome });
  return { uid: input.uid, result: outcome.result };
});
