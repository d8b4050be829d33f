// Customers of a canteen found by first name, last name or e-mail prefix, from 2 characters (spec §2, §5, §9).
import useSWR from 'swr';
import { collection, query, where } from 'firebase/firestore';
import {
  SUGGESTION_MIN_LENGTH,
  authorizedUserIdentity,
  type AuthorizedUserIdentity,
} from '@backoffice/shared';
import { db } from '../../../lib/firestore';
import { NAME_AND_EMAIL_FIELDS, searchUsersByPrefix } from '../../../lib/user-search';

const PER_FIELD = 10;

/**
 * The canteen's customers (users whose `canteens` hold it: what the rules let a manager of the canteen read)
 * matching the text; only those with name, surname and e-mail are offered (spec §5).
 */
export async function searchCustomers(canteenId: string, text: string): Promise<AuthorizedUserIdentity[]> {
  const customers = query(collection(db, 'users'), where('canteens', 'array-contains', canteenId));
  const found = await searchUsersByPrefix(customers, text, NAME_AND_EMAIL_FIELDS, PER_FIELD);
  return found
    .flatMap((entry) => authorizedUserIdentity(entry.id, entry.get('profile')) ?? [])
    .sort((a, b) => `${a.surname} ${a.name}`.localeCompare(`${b.surname} ${b.name}`));
}

/** Results for a typed text; nothing is asked below 2 characters. */
export function useCustomerSearch(canteenId: string | null, text: string) {
  const term = text.trim();
  return useSWR(
    canteenId && term.length >= SUGGESTION_MIN_LENGTH ? ['services/customer-search', canteenId, term] : null,
    ([, canteen, typed]) => searchCustomers(canteen, typed),
    { revalidateOnFocus: false, keepPreviousData: true },
  );
}
