// Resolves a notification's audience page by page (cursor queries, never a whole-collection read).
import { FieldPath, type DocumentData, type Firestore, type Query } from 'firebase-admin/firestore';
import { ALL_CANTEENS_ROLES, resolveRole, type BackOfficeRole, type NotificationAudience } from '@backoffice/shared';

/** One recipient: the uid and the user document fields the channels need. */
export interface Recipient {
  uid: string;
  data: DocumentData;
}

export const AUDIENCE_PAGE_SIZE = 1000;

/** Walks a query in pages ordered by document id, keeping the documents `keep` accepts. */
async function* paged(query: Query, pageSize: number, keep: (data: DocumentData) => boolean): AsyncGenerator<Recipient[]> {
  let cursor: string | null = null;
  for (;;) {
    let page = query.orderBy(FieldPath.documentId()).limit(pageSize);
    if (cursor !== null) page = page.startAfter(cursor);
    const snapshot = await page.get();
    if (snapshot.empty) return;
    const recipients = snapshot.docs.filter((doc) => keep(doc.data())).map((doc) => ({ uid: doc.id, data: doc.data() }));
    if (recipients.length > 0) yield recipients;
    if (snapshot.size < pageSize) return;
    cursor = snapshot.docs[snapshot.size - 1]!.id;
  }
}

/**
 * Every recipient once, in pages: a canteen's customers (users whose `canteens` holds it); staff of the given
 * roles whose `bo_canteens` holds the canteen, plus admin/admin_provider when asked (they open every canteen);
 * explicit uids that exist.
 */
export async function* audiencePages(
  db: Firestore,
  audience: NotificationAudience,
  pageSize = AUDIENCE_PAGE_SIZE,
): AsyncGenerator<Recipient[]> {
  const users = db.collection('users');
  if (audience.type === 'customers') {
    yield* paged(users.where('canteens', 'array-contains', audience.canteen_id), pageSize, () => true);
    return;
  }
  if (audience.type === 'staff') {
    const roles = new Set<string>(audience.roles);
    const everywhere = audience.roles.filter((role) => (ALL_CANTEENS_ROLES as readonly BackOfficeRole[]).includes(role));
    const seen = new Set<string>();
    const local = paged(users.where('bo_canteens', 'array-contains', audience.canteen_id), pageSize, (data) => {
      const role = resolveRole(data);
      return roles.has(role) && !(ALL_CANTEENS_ROLES as readonly string[]).includes(role);
    });
    for await (const page of local) {
      page.forEach((recipient) => seen.add(recipient.uid));
      yield page;
    }
    if (everywhere.length > 0) {
      const admins = paged(users.where('role', 'in', everywhere), pageSize, (data) => everywhere.includes(resolveRole(data) as BackOfficeRole));
      for await (const page of admins) {
        const fresh = page.filter((recipient) => !seen.has(recipient.uid));
        if (fresh.length > 0) yield fresh;
      }
    }
    return;
  }
  const uids = [...new Set(audience.uids)];
  for (let start = 0; start < uids.length; start += pageSize) {
    const refs = uids.slice(start, start + pageSize).map((uid) => users.doc(uid));
    const snapshots = await db.getAll(...refs);
    const page = snapshots.filter((snapshot) => snapshot.exists).map((snapshot) => ({ uid: snapshot.id, data: snapshot.data() ?? {} }));
    if (page.length > 0) yield page;
  }
}

/** True when the audience resolves to at least one user (stops at the first page). */
export async function audienceHasAnyone(db: Firestore, audience: NotificationAudience): Promise<boolean> {
  for await (const page of audiencePages(db, audience, 200)) if (page.length > 0) return true;
  return false;
}
