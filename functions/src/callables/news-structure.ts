// Callable copyNewsStructure (spec §6 CopiaStrutturaComunicazioni): copies another canteen's news areas into this
// one with the copy service canteen creation uses (idempotent: an area already copied is not copied twice).
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { canManageCanteen, canOpenScreen, copyNewsStructureInputSchema, resolveRole } from '@backoffice/shared';
import { db } from '../lib/admin';
import { copyNewsAreas } from '../services/news-areas';
import { parseCallableInput } from './parse-input';

export const copyNewsStructure = onCall(async (request) => {
  if (!request.auth) throw new HttpsError('unauthenticated', 'Sign in to copy a structure');
  const input = { data: parseCallableInput(copyNewsStructureInputSchema, request.data) };
  const user = (await db.doc(`users/${request.auth.uid}`).get()).data();
  const role = resolveRole(user);
  const boCanteens = Array.isArray(user?.bo_canteens) ? (user.bo_canteens as string[]) : [];
  if (!canOpenScreen('CopiaStrutturaComunicazioni', role) || ![input.data.fromCid, input.data.toCid].every((cid) => canManageCanteen(cid, role, boCanteens))) {
    throw new HttpsError('permission-denied', 'Only CopiaStrutturaComunicazioni roles of both canteens copy a structure');
  }
  const [from, to] = await Promise.all([db.doc(`canteens/${input.data.fromCid}`).get(), db.doc(`canteens/${input.data.toCid}`).get()]);
  if (!from.exists || !to.exists) throw new HttpsError('not-found', 'Both canteens must exist', { messageKey: 'communications:organize.noCanteen' });
  return copyNewsAreas(db, input.data.fromCid, input.data.toCid);
});
