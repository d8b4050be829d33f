// Affiliated-user search (spec §2): prefix queries on name, surname, e-mail and voucher, scoped to canteen and company.
import useSWR from 'swr';
import { getDocs, limit, query, where } from 'firebase/firestore';
import { SUGGESTION_MIN_LENGTH } from '@backoffice/shared';
import { affiliatedUsersOf } from './counters';

export interface AffiliatedUser {
  id: string;
  name: string;
  surname: string;
  email: string;
  voucher: string;
}

const PER_FIELD = 10;
/** The last code point Firestore sorts: `term` ≤ value < `term\uf8ff` is a prefix match. */
const HIGH = '\uf8ff';

/** How each field is searched: names as written (capitalised), e-mails in lower case, vouchers as typed. */
const FIELDS: ReadonlyArray<{ path: string; shape: (term: string) => string }> = [
  { path: 'profile.name', shape: (term) => term.charAt(0).toUpperCase() + term.slice(1) },
  { path: 'profile.surname', shape: (term) => term.charAt(0).toUpperCase() + term.slice(1) },
  { path: 'profile.email', shape: (term) => term.toLowerCase() },
  { path: 'voucher', shape: (term) => term },
];

export async function searchAffiliatedUsers(canteenId: string, company: string, text: string): Promise<AffiliatedUser[]> {
  const term = text.trim();
  const snapshots = await Promise.all(
    FIELDS.map(({ path, shape }) =>
      getDocs(
        query(affiliatedUsersOf(canteenId, company), where(path, '>=', shape(term)), where(path, '<', `${shape(term)}${HIGH}`), limit(PER_FIELD)),
      ),
    ),
  );
  const found = new Map<string, AffiliatedUser>();
  for (const snapshot of snapshots) {
    for (const entry of snapshot.docs) {
      const profile = (entry.get('profile') ?? {}) as Record<string, unknown>;
      found.set(entry.id, {
        id: entry.id,
        name: String(profile.name ?? ''),
        surname: String(profile.surname ?? ''),
        email: String(profile.email ?? ''),
        voucher: String(entry.get('voucher') ?? ''),
      });
    }
  }
  return [...found.values()].sort((a, b) => `${a.surname} ${a.name}`.localeCompare(`${b.surname} ${b.name}`));
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
