// Callable createCanteen (spec §6 CreazioneMense, issue 20): the wizard's last step. Admin only; the input through the
// shared wizard schema; a taken id, a missing template or an unqualified staff member refused with nothing written.
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { logger } from 'firebase-functions/v2';
import { canOpenScreen, createCanteenRequestSchema, resolveRole } from '@backoffice/shared';
import { db } from '../lib/admin';
import { createCanteenFromWizard } from '../services/canteen-wizard';
import { baseCanteenFor } from '../services/news-areas';
import { parseCallableInput } from './parse-input';

/** Errors: unauthenticated; invalid-argument; permission-denied; already-exists (the id); not-found (the template). */
export const createCanteen = onCall(async (request) => {
  if (!request.auth) throw new HttpsError('unauthenticated', 'Sign in to create a canteen');
  const input = parseCallableInput(createCanteenRequestSchema, request.data);
  const role = resolveRole((await db.doc(`users/${request.auth.uid}`).get()).data());
  if (!canOpenScreen('CreazioneMense', role))
    throw new HttpsError('permission-denied', `Role ${role} may not create canteens`);
  const outcome = await createCanteenFromWizard(db, {
    wizard: input.wizard,
    draftId: input.draft_id ?? null,
    by: request.auth.uid,
  });
  logger.info('create canteen', { by: request.auth.uid, outcome });
  switch (outcome.result) {
    case 'taken':
      throw new HttpsError('already-exists', `Canteen ${outcome.canteenId} already exists`, {
        messageKey: 'wizard:errors.taken',
      });
    case 'no-template':
      throw new HttpsError(
        'not-found',
        `Template canteen ${input.wizard.template_canteen_id} does not exist`,
        {
          messageKey: 'wizard:errors.noTemplate',
        },
      );
    case 'bad-staff':
      throw new HttpsError('invalid-argument', `Not offered as staff: ${outcome.uids.join(', ')}`, {
        messageKey: 'wizard:errors.badStaff',
      });
    default: {
      // The canteen whose news areas the canteens trigger copies now: the wizard shows them arriving beside its own.
      const base = (await baseCanteenFor(db, outcome.canteenId)) ?? null;
      return { canteenId: outcome.canteenId, baseCanteenId: base === outcome.canteenId ? null : base };
    }
  }
});
