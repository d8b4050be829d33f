// User triggers: every write of users/{uid} brings the account's custom claims (role, canteens) and the document's
// search keywords in line.
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { logger } from 'firebase-functions/v2';
import { auth, db } from '../lib/admin';
import { syncUserClaims } from '../services/user-claims';
import { syncUserSearchKeywords } from '../services/user-search';
import { skippingSeedWrites } from '../lib/seed-writes';

export const onUserWritten = onDocumentWritten('users/{uid}', skippingSeedWrites(async (event) => {
  // Replays and out-of-order events are safe: both services compare with the current state before writing.
  const [result, keywords] = await Promise.all([
    syncUserClaims({ db, auth }, event.params.uid),
    syncUserSearchKeywords(db, event.params.uid),
  ]);
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
    keywords,
  });
}));
