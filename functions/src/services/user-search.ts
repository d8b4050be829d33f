// Keeps a user document's search keywords (shared userSearchKeywords) equal to its profile, card and canteens.
import type { Firestore } from 'firebase-admin/firestore';
import { USER_SEARCH_FIELD, userSearchKeywords } from '@backoffice/shared';

export type SearchKeywordsSync = 'updated' | 'unchanged' | 'no-document';

function sameList(a: unknown, b: readonly string[]): boolean {
  return Array.isArray(a) && a.length === b.length && a.every((value, index) => value === b[index]);
}

/**
 * Writes `search_keywords` of users/{uid} from the document as it is now. It writes only when they differ, so the
 * write it makes (which fires the users trigger again) finds them equal and stops: the loop guard. The write leaves
 * the activity stamp as it was, so the audit trigger skips it (not a back-office write).
 */
export async function syncUserSearchKeywords(db: Firestore, uid: string): Promise<SearchKeywordsSync> {
  const ref = db.doc(`users/${uid}`);
  const snapshot = await ref.get();
  if (!snapshot.exists) return 'no-document';
  const keywords = userSearchKeywords(snapshot.data() ?? {});
  if (sameList(snapshot.get(USER_SEARCH_FIELD), keywords)) return 'unchanged';
  // A stale write (another write landed in between) fires the trigger again, which recomputes from the new state.
  await ref.update({ [USER_SEARCH_FIELD]: keywords });
  return 'updated';
}
