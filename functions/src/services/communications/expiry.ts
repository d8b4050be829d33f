// Expiry of communications (spec §3): a message whose end has passed is deleted for good, a page at a time.
import type { Firestore } from 'firebase-admin/firestore';

/** Deletes per round; a round reads at most this many documents. */
export const EXPIRY_PAGE = 300;

/**
 * Deletes every message whose `end` is before `now` and returns how many. Safe to run twice or to overlap: a
 * message already deleted is simply not found again (deleting a missing document is no error).
 */
export async function deleteExpiredMessages(db: Firestore, now: Date, page = EXPIRY_PAGE): Promise<number> {
  let deleted = 0;
  for (;;) {
    const expired = await db.collection('messages').where('end', '<', now).orderBy('end').limit(page).get();
    if (expired.empty) return deleted;
    const writer = db.bulkWriter();
    for (const message of expired.docs) void writer.delete(message.ref);
    await writer.close();
    deleted += expired.size;
    if (expired.size < page) return deleted;
  }
}
