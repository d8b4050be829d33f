// Canteens for the admin screens (spec §2 /canteens, §6 ModificaMense): the paged list, one canteen live, its update.
import {
  collection,
  doc,
  documentId,
  orderBy,
  query,
  serverTimestamp,
  updateDoc,
  where,
  type DocumentData,
} from 'firebase/firestore';
import { CANTEENS_PAGE_SIZE, canteenSearch, type CanteenListParams } from '@backoffice/shared';
import type { Cursor, ListSource } from '../../../lib/data/pages';
import { useLiveDoc } from '../../../lib/data/live';
import { request } from '../../../lib/api';
import { auth } from '../../../lib/firebase';
import { db } from '../../../lib/firestore';

export type CanteenRow = DocumentData & { id: string };

/** Characters after which every string with a given prefix sorts: the upper bound of a prefix range. */
const PREFIX_END = '\uf8ff';

/** Every canteen (admins open all), by id; a search by id or name start and a country filter narrow it. */
export function canteenList(params: CanteenListParams, listKey: string): ListSource<CanteenRow> {
  const search = canteenSearch(params.search);
  const field = search?.field === 'name' ? 'name' : documentId();
  return {
    key: ['canteens', 'list', listKey],
    query: () =>
      query(
        collection(db, 'canteens'),
        ...(params.country !== 'all' ? [where('endpoint_prefix', '==', params.country)] : []),
        ...(search ? [where(field, '>=', search.prefix), where(field, '<', search.prefix + PREFIX_END)] : []),
      ),
    order: search?.field === 'name' ? [orderBy('name'), orderBy(documentId())] : [orderBy(documentId())],
    toRow: (snapshot: Cursor) => ({ ...snapshot.data(), id: snapshot.id }),
    pageSize: CANTEENS_PAGE_SIZE,
  };
}

/** One canteen document, live; null when missing. */
export function useCanteen(id: string | null) {
  return useLiveDoc(
    id ? ['canteens', 'one', id] : null,
    () => doc(db, 'canteens', id!),
    (snapshot) => (snapshot.exists() ? ({ ...snapshot.data(), id: snapshot.id } as CanteenRow) : null),
  );
}

/** Writes the form's fields with the stamp the rules demand, which the activity log reads (who, before, after). */
export async function updateCanteen(id: string, patch: Record<string, unknown>): Promise<void> {
  await updateDoc(doc(db, 'canteens', id), {
    ...patch,
    updated_by: auth.currentUser?.uid ?? null,
    updated_at: serverTimestamp(),
  });
}

/**
 * The style sheet GET /api/canteenStyle serves now, past the browser's 5-minute cache (a query parameter the route
 * ignores makes it a new URL), so the styles screen shows what a fresh visitor gets; null when it cannot be fetched.
 */
export async function fetchServedStyle(canteenId: string): Promise<string | null> {
  try {
    return await request<string>('/api/canteenStyle', { query: { cid: canteenId, fresh: Date.now() }, responseType: 'text' });
  } catch {
    return null;
  }
}
