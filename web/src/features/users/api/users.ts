// Users of the product for the admin screens (spec §2 Utenti): the searchable list, one user live, the API's activity
// and statistics calls (§7), and the admin's change of a user's access (the userAccess callable).
import useSWR from 'swr';
import {
  collection,
  doc,
  documentId,
  getDocs,
  limit,
  orderBy,
  query,
  where,
  type DocumentData,
} from 'firebase/firestore';
import {
  USERS_PAGE_SIZE,
  USER_ACCESS_CALLABLE,
  USER_SEARCH_FIELD,
  userSearchKeyword,
  userSchema,
  type User,
  type UserAccessRequest,
  type UserListParams,
} from '@backoffice/shared';
import { requestData } from '../../../lib/api';
import type { Cursor, ListSource } from '../../../lib/data/pages';
import { useLiveDoc } from '../../../lib/data/live';
import { db } from '../../../lib/firestore';
import { callable } from '../../../lib/functions';

export type UserRow = User & { id: string };

function parseUser(id: string, data: DocumentData): UserRow | null {
  const parsed = userSchema.safeParse(data);
  if (!parsed.success) {
    console.warn(`users/${id} left out: unexpected shape`, parsed.error.issues);
    return null;
  }
  return { ...parsed.data, id };
}

/**
 * The list: top-level user documents only (never the inbox subcollection), one array-contains on the search keywords
 * (a search, a canteen, or both: shared userSearchKeyword), the role as an equality, sorted by surname.
 */
export function userList(params: UserListParams, listKey: string): ListSource<UserRow> {
  // A one-character search narrows nothing (shared userSearchKeyword leaves it out); the screen says so.
  const keyword = userSearchKeyword(params.search, params.canteen);
  return {
    key: ['users', 'list', listKey],
    query: () =>
      query(
        collection(db, 'users'),
        ...(keyword !== null ? [where(USER_SEARCH_FIELD, 'array-contains', keyword)] : []),
        ...(params.role !== 'all' ? [where('role', '==', params.role)] : []),
      ),
    order: [orderBy('profile.surname'), orderBy(documentId())],
    toRow: (snapshot: Cursor) => parseUser(snapshot.id, snapshot.data()),
    pageSize: USERS_PAGE_SIZE,
  };
}

/** One user, live (a role change made elsewhere shows at once); null when missing or malformed. */
export function useUser(id: string | null) {
  return useLiveDoc(
    id ? ['users', 'one', id] : null,
    () => doc(db, 'users', id!),
    (snapshot) => (snapshot.exists() ? parseUser(snapshot.id, snapshot.data()) : null),
  );
}

/** Canteens to pick from (filters, managed canteens): id and name, ordered by id; admins read them all (few). */
export function useCanteenOptions() {
  return useSWR(
    ['users', 'canteen-options'],
    async () => {
      const snapshot = await getDocs(query(collection(db, 'canteens'), orderBy(documentId()), limit(500)));
      return snapshot.docs.map((entry) => ({
        id: entry.id,
        name: typeof entry.get('name') === 'string' ? String(entry.get('name')) : entry.id,
      }));
    },
    { revalidateOnFocus: false },
  );
}

/** getUserDataNOrdersLastOrderLastLoginByID (spec §7). */
export interface UserActivity {
  lastOrderData: {
    id: string;
    canteenid: string | null;
    tag: string | null;
    status: number | null;
    total: number | null;
    human_id: string | number | null;
    execution_datetime: string | null;
    date_obj: string | null;
  } | null;
  ordersNumber: number;
  creationTime: string | null;
  lastRefreshTime: string | null;
  lastSignInTime: string | null;
}

/** getUserStatisticsData / alignUserStatisticsData (spec §7). */
export interface UserStatistics {
  orders_count: number;
  valid_orders_count: number;
  orders_by_tag: Record<string, number>;
  total_amount: number;
  total_points: number;
  first_order_at: string | null;
  last_order_at: string | null;
  aligned_at: string | null;
}

/** Null data is a failed call (the API's envelope said no): the screen shows its error state. */
async function orFail<T>(call: Promise<T | null>): Promise<T> {
  const data = await call;
  if (data === null) throw new Error('The API answered without data');
  return data;
}

export function useUserActivity(uid: string | null) {
  return useSWR(uid ? ['users', 'activity', uid] : null, () =>
    orFail(
      requestData<UserActivity>('/api/getUserDataNOrdersLastOrderLastLoginByID', {
        body: { uid: uid! },
        token: 'body',
      }),
    ),
  );
}

export function useUserStatistics(uid: string | null) {
  return useSWR(uid ? ['users', 'statistics', uid] : null, () =>
    orFail(requestData<UserStatistics>('/api/getUserStatisticsData', { body: { id: uid! }, token: 'body' })),
  );
}

/** Recomputes the statistics from the user's orders and stores them (alignUserStatisticsData). */
export function alignUserStatistics(uid: string): Promise<UserStatistics> {
  return orFail(requestData<UserStatistics>('/api/alignUserStatisticsData', { body: { id: uid }, token: 'body' }));
}

const userAccessCall = callable<UserAccessRequest, unknown>(USER_ACCESS_CALLABLE);

/** Sets another user's role and managed canteens (refused for one's own, on the server too). */
export async function setUserAccess(request: UserAccessRequest): Promise<void> {
  await userAccessCall(request);
}
