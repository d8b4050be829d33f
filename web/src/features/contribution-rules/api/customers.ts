// The canteen's customers for the simulator: search by name, surname or e-mail (from 2 characters), with the
// company and the invitation codes they redeemed — what the pricing function needs to know who they are.
import useSWR from 'swr';
import {
  collection,
  documentId,
  getDocs,
  query,
  where,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import {
  SUGGESTION_MIN_LENGTH,
  VOUCHER_REDEMPTIONS,
  inBatches,
  type PricingCustomer,
} from '@backoffice/shared';
import { db } from '../../../lib/firestore';
import { NAME_AND_EMAIL_FIELDS, searchUsersByPrefix } from '../../../lib/user-search';

export interface SimulatorCustomer extends PricingCustomer {
  name: string;
  email: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Name, surname and e-mail (spec §5: the users offered for selection show them), company and cost centre. */
function toCustomer(entry: QueryDocumentSnapshot): SimulatorCustomer {
  const profile = (entry.get('profile') ?? {}) as Record<string, unknown>;
  return {
    uid: entry.id,
    name: `${text(profile.name)} ${text(profile.surname)}`.trim(),
    email: text(profile.email),
    company: text(profile.company) || null,
    cost_center_id: text(profile.cost_center_id) || null,
    invitation_codes: [],
  };
}

export async function searchSimulatorCustomers(
  canteenId: string,
  term: string,
): Promise<SimulatorCustomer[]> {
  const base = query(collection(db, 'users'), where('canteens', 'array-contains', canteenId));
  const found = await searchUsersByPrefix(base, term, NAME_AND_EMAIL_FIELDS, 8);
  return found.map(toCustomer);
}

/** The codes a customer redeemed in the canteen (voucher_redemptions). */
export async function redeemedCodes(canteenId: string, uid: string) {
  const snapshot = await getDocs(
    query(
      collection(db, VOUCHER_REDEMPTIONS),
      where('canteen_id', '==', canteenId),
      where('userid', '==', uid),
    ),
  );
  return snapshot.docs.map((entry) => ({
    code: text(entry.get('code')),
    balance: Number(entry.get('balance') ?? 0),
    valid_from: text(entry.get('voucher_valid_from')),
    valid_to: text(entry.get('voucher_valid_to')) || null,
  }));
}

export function useSimulatorCustomerSearch(canteenId: string | null, term: string) {
  const typed = term.trim();
  return useSWR(
    canteenId && typed.length >= SUGGESTION_MIN_LENGTH
      ? ['contribution-rules/customers', canteenId, typed]
      : null,
    ([, canteen, value]) => searchSimulatorCustomers(canteen, value),
    { revalidateOnFocus: false, keepPreviousData: true },
  );
}

/** Customers of the canteen by uid (30 per `in` query), for the names of a rule's assigned customers. */
export async function readCustomersByUid(canteenId: string, uids: readonly string[]) {
  const snapshots = await Promise.all(
    inBatches([...uids]).map((ids) =>
      getDocs(
        query(
          collection(db, 'users'),
          where('canteens', 'array-contains', canteenId),
          where(documentId(), 'in', ids),
        ),
      ),
    ),
  );
  return snapshots.flatMap((snapshot) => snapshot.docs.map(toCustomer));
}

/** Customers of the canteen by e-mail (bulk assignment from a pasted list), 30 e-mails per query. */
export async function readCustomersByEmail(canteenId: string, emails: readonly string[]) {
  const wanted = [...new Set(emails.map((email) => email.trim().toLowerCase()).filter(Boolean))];
  const snapshots = await Promise.all(
    inBatches(wanted).map((batch) =>
      getDocs(
        query(
          collection(db, 'users'),
          where('canteens', 'array-contains', canteenId),
          where('profile.email', 'in', batch),
        ),
      ),
    ),
  );
  const found = snapshots.flatMap((snapshot) => snapshot.docs.map(toCustomer));
  const foundEmails = new Set(found.map((customer) => customer.email.toLowerCase()));
  return { found, missing: wanted.filter((email) => !foundEmails.has(email)) };
}

export function useCustomersByUid(canteenId: string, uids: readonly string[]) {
  const key = [...uids].sort().join(',');
  return useSWR(
    uids.length ? ['contribution-rules/assigned', canteenId, key] : null,
    () => readCustomersByUid(canteenId, uids),
    {
      revalidateOnFocus: false,
      keepPreviousData: true,
    },
  );
}
