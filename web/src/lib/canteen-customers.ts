// A canteen's customers to choose from (a special diet's, a survey's audience): search by first name, last name or
// e-mail (from 2 characters), and the names of those chosen, read by id 30 at a time within the canteen (what the
// rules let its managers read).
import useSWR from 'swr';
import { collection, documentId, getDocs, query, where } from 'firebase/firestore';
import {
  SUGGESTION_MIN_LENGTH,
  authorizedUserIdentity,
  inBatches,
  isCompanyScoped,
  type AuthorizedUserIdentity,
} from '@backoffice/shared';
import { auth } from './firebase';
import { db } from './firestore';
import { NAME_AND_EMAIL_FIELDS, searchUsersByPrefix } from './user-search';

const PER_FIELD = 10;

/**
 * The canteen's customers the caller may read: a company manager only those of its own company (its `company` claim),
 * as the rules demand of its queries (issue 20).
 */
async function customersOf(canteenId: string) {
  const claims = (await auth.currentUser?.getIdTokenResult())?.claims ?? {};
  const customers = query(collection(db, 'users'), where('canteens', 'array-contains', canteenId));
  if (!isCompanyScoped(typeof claims.role === 'string' ? claims.role : null)) return customers;
  return query(customers, where('profile.company', '==', typeof claims.company === 'string' ? claims.company : ''));
}

const byName = (a: AuthorizedUserIdentity, b: AuthorizedUserIdentity) =>
  `${a.surname} ${a.name}`.localeCompare(`${b.surname} ${b.name}`);

/** Customers offered for selection need name, surname and e-mail (spec §5). */
export async function searchCustomers(canteenId: string, text: string): Promise<AuthorizedUserIdentity[]> {
  const found = await searchUsersByPrefix(await customersOf(canteenId), text, NAME_AND_EMAIL_FIELDS, PER_FIELD);
  return found.flatMap((entry) => authorizedUserIdentity(entry.id, entry.get('profile')) ?? []).sort(byName);
}

export function useCustomerSearch(canteenId: string, text: string) {
  const term = text.trim();
  return useSWR(
    term.length >= SUGGESTION_MIN_LENGTH ? ['canteen-customers/search', canteenId, term] : null,
    ([, canteen, typed]) => searchCustomers(canteen, typed),
    { revalidateOnFocus: false, keepPreviousData: true },
  );
}

/** The chosen customers still in the canteen, by uid; those no longer there (or incomplete) are absent. */
export async function readCustomers(canteenId: string, uids: readonly string[]): Promise<Map<string, AuthorizedUserIdentity>> {
  const customers = await customersOf(canteenId);
  const snapshots = await Promise.all(
    inBatches([...uids]).map((ids) => getDocs(query(customers, where(documentId(), 'in', ids)))),
  );
  const found = new Map<string, AuthorizedUserIdentity>();
  for (const snapshot of snapshots) {
    for (const entry of snapshot.docs) {
      const identity = authorizedUserIdentity(entry.id, entry.get('profile'));
      if (identity) found.set(entry.id, identity);
    }
  }
  return found;
}

export function useAssignedCustomers(canteenId: string, uids: readonly string[]) {
  const key = [...uids].sort().join(',');
  return useSWR(['canteen-customers/chosen', canteenId, key], () => readCustomers(canteenId, uids), {
    revalidateOnFocus: false,
    keepPreviousData: true,
  });
}
