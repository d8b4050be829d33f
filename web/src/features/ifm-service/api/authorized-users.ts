// The authorised users of a service, a page at a time in name order, live; and how many there are in all.
import useSWR, { mutate } from 'swr';
import useSWRSubscription from 'swr/subscription';
import {
  collection,
  documentId,
  getCountFromServer,
  limit,
  onSnapshot,
  orderBy,
  query,
  startAfter,
  type QueryConstraint,
} from 'firebase/firestore';
import { AUTHORIZED_USERS_COLLECTION, authorizedUserSchema, toDate } from '@backoffice/shared';
import { db } from '../../../lib/firestore';

export const AUTHORIZED_USERS_PAGE_SIZE = 20;

export interface AuthorizedUserRow {
  uid: string;
  name: string;
  surname: string;
  email: string;
  authorizedAt: Date | null;
  authorizedBy: string;
}

/** Where a page starts: just after this row in (surname, name, uid) order. */
export interface AuthorizedUsersCursor {
  surname: string;
  name: string;
  uid: string;
}

export interface AuthorizedUsersPage {
  rows: AuthorizedUserRow[];
  /** The cursor of the next page, null on the last page. */
  next: AuthorizedUsersCursor | null;
}

const COUNT_KEY = 'services/authorized-users/count';

export const authorizedUsersOf = (serviceId: string) =>
  collection(db, 'services', serviceId, AUTHORIZED_USERS_COLLECTION);

function rowOf(uid: string, data: Record<string, unknown>): AuthorizedUserRow | null {
  const parsed = authorizedUserSchema.safeParse(data);
  if (!parsed.success) {
    console.warn(`Authorised user ${uid} skipped: unexpected shape`, parsed.error);
    return null;
  }
  return {
    uid,
    name: parsed.data.name,
    surname: parsed.data.surname,
    email: parsed.data.email,
    authorizedAt: toDate(parsed.data.authorized_at),
    authorizedBy: parsed.data.authorized_by,
  };
}

/** One page, live: an authorisation given or removed elsewhere shows at once. */
export function useAuthorizedUsersPage(serviceId: string | null, cursor: AuthorizedUsersCursor | null) {
  return useSWRSubscription<AuthorizedUsersPage, Error, string[] | null>(
    serviceId
      ? ['services/authorized-users', serviceId, cursor?.surname ?? '', cursor?.name ?? '', cursor?.uid ?? '']
      : null,
    ([, id], { next }) => {
      const constraints: QueryConstraint[] = [orderBy('surname'), orderBy('name'), orderBy(documentId())];
      if (cursor) constraints.push(startAfter(cursor.surname, cursor.name, cursor.uid));
      // One row more than a page tells whether a next page exists.
      constraints.push(limit(AUTHORIZED_USERS_PAGE_SIZE + 1));
      return onSnapshot(
        query(authorizedUsersOf(id!), ...constraints),
        (snapshot) => {
          const rows = snapshot.docs.flatMap((entry) => rowOf(entry.id, entry.data()) ?? []);
          const shown = rows.slice(0, AUTHORIZED_USERS_PAGE_SIZE);
          const last = shown.at(-1);
          next(null, {
            rows: shown,
            next:
              rows.length > AUTHORIZED_USERS_PAGE_SIZE && last
                ? { surname: last.surname, name: last.name, uid: last.uid }
                : null,
          });
        },
        (error) => next(error),
      );
    },
  );
}

/** How many customers the service authorises (count(), never a read of the whole list). */
export function useAuthorizedUsersCount(serviceId: string | null) {
  return useSWR(
    serviceId ? [COUNT_KEY, serviceId] : null,
    async ([, id]) => (await getCountFromServer(authorizedUsersOf(id))).data().count,
    { revalidateOnFocus: false },
  );
}

/** Asks the total again after an authorisation was given or removed. */
export function refreshAuthorizedUsersCount(serviceId: string): Promise<unknown> {
  return mutate([COUNT_KEY, serviceId]);
}
