// Callable userAccess: an admin (Utenti) sets another user's role and managed canteens; nobody changes their own.
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { logger } from 'firebase-functions/v2';
import { canOpenScreen, resolveRole, userAccessRequestSchema } from '@backoffice/shared';
import { db } from '../lib/admin';
import { applyUserAccess } from '../services/user-access';
import { parseCallableInput } from './parse-input';

/**
 * Errors: unauthenticated; invalid-argument (nothing written); permission-denied (not an admin, or the caller's own
 * document); not-found. The change and its activity-log entry are one transaction; the users trigger then brings the
 * account's claims in line (the open session refreshes its token without signing out).
 */
export const userAccess = onCall(async (request) => {
  if (!request.auth) throw new HttpsError('unauthenticated', 'Sign in to change a user');
  const input = parseCallableInput(userAccessRequestSchema, request.data);
  const caller = await db.doc(`users/${request.auth.uid}`).get();
  const role = resolveRole(caller.data());
  if (!canOpenScreen('Utenti', role)) throw new HttpsError('permission-denied', `Role ${role} may not change users`);
  // Nobody changes their own role: an admin could otherwise lock themselves out, or be silently escalated.
  if (input.uid === request.auth.uid)
    throw new HttpsError('permission-denied', 'Nobody changes their own role', { messageKey: 'users:access.ownRole' });
  const { uid, ...form } = input;
  const outcome = await applyUserAccess(db, { uid, form, by: request.auth.uid, byRole: role, now: new Date() });
  if (outcome.result === 'not-found') throw new HttpsError('not-found', `User ${uid} does not exist`);
  logger.info('user access', { by: request.auth.uid, uid, role: form.role, outcome });
  return { uid, result: outcome.result };
});
