// User triggers: every write of users/{uid} brings the account's custom claims (role, canteens) in line.
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { logger } from 'firebase-functions/v2';
import { auth, db } from '../lib/admin';
import { syncUserClaims } from '../services/user-claims';
import { skippingSeedWrites } from '../lib/seed-writes';

export const onUserWritten = onDocumentWritten('users/{uid}', skippingSeedWrites(async (event) => {
  // Replays and out-of-order events are safe: the service compares with the account's claims before writing.
  const result = await syncUserClaims({ db, auth }, event.params.uid);
  if (result.dropped.length > 0) {
    logger.warn('custom claims over 1,000 bytes: canteens left out', {
      uid: event.params.uid,
      dropped: result.dropped,
    });
  }
  logger.info('custom claims', {
    uid: event.params.uid,
    eventId: event.id,
    outcome: result.outcome,
    claims: result.claims,
  });
}));
