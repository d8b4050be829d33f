// Affiliated-user search (spec §2): prefix queries on name, surname, e-mail and voucher, scoped to canteen and company.
import useSWR from 'swr';
import { SUGGESTION_MIN_LENGTH } from '@backoffice/shared';
import { NAME_AND_EMAIL_FIELDS, searchUsersByPrefix, type UserSearchField } from '../../../lib/user-search';
import { affiliatedUsersOf } from './counters';

export interface AffiliatedUser {
  id: string;
  name: string;
  surname: string;
  email: string;
  voucher: string;
}

const PER_FIELD = 10;

/** Names as written (capitalised), e-mails in lower case, vouchers as typed. */
const FIELDS: readonly UserSearchField[] = [...NAME_AND_EMAIL_FIELDS, { path: 'voucher', shape: (term) => term }];

export async function searchAffiliatedUsers(canteenId: string, company: string, text: string): Promise<AffiliatedUser[]> {
  const found = await searchUsersByPrefix(affiliatedUsersOf(canteenId, company), text, FIELDS, PER_FIELD);
  return found
    .map((entry) => {
      const profile = (entry.get('profile') ?? {}) as Record<string, unknown>;
      return {
        id: entry.id,
        name: String(profile.name ?? ''),
        surname: String(profile.surname ?? ''),
        email: String(profile.email ?? ''),
        voucher: String(entry.get('voucher') ?? ''),
      };
    })
    .sort((a, b) => `${a.surname} ${a.name}`.localeCompare(`${b.surname} ${b.name}`));
}

/** Results for a typed text; nothing is asked before 2 characters (spec §9). */
export function useAffiliatedUserSearch(canteenId: string, company: string | null, text: string) {
  const term = text.trim();
  return useSWR(
    company && term.length >= SUGGESTION_MIN_LENGTH ? ['dashboard/affiliated-search', canteenId, company, term] : null,
    () => searchAffiliatedUsers(canteenId, company!, term),
    { revalidateOnFocus: false, keepPreviousData: true },
  );
}
