// The customers of the active canteen (spec §6 GestioneUtenti): a live list in cursor pages with a count(), company
// managers' queries narrowed to their own company (the rules demand it), the activation callable and the users CSV
// upload (uploadUsersCSV, spec §7: a multipart form).
import {
  collection,
  documentId,
  orderBy,
  query,
  where,
  type DocumentData,
  type QueryConstraint,
} from 'firebase/firestore';
import {
  CUSTOMERS_PAGE_SIZE,
  CUSTOMER_STATUS_CALLABLE,
  XSRF_COOKIE_NAME,
  XSRF_HEADER_NAME,
  userSchema,
  type CustomerListParams,
  type CustomerStatusRequest,
  type User,
} from '@backoffice/shared';
import { appCheckHeaders } from '../../../lib/app-check';
import { apiUrl, readCookie } from '../../../lib/api';
import { auth } from '../../../lib/firebase';
import type { Cursor, ListSource } from '../../../lib/data/pages';
import { db } from '../../../lib/firestore';
import { callable } from '../../../lib/functions';

export type CustomerRow = User & { id: string; disabled?: boolean };

/** The last code point Firestore sorts: `term` ≤ value < `term\uf8ff` is a prefix match. */
const HIGH = '\uf8ff';

/** A search with an @ looks in the e-mail (lower case), any other in the surname (as written, capitalised). */
export function customerSearchRange(search: string): { field: string; from: string } | null {
  const term = search.trim();
  if (term.length < 2) return null;
  if (term.includes('@')) return { field: 'profile.email', from: term.toLowerCase() };
  return { field: 'profile.surname', from: term.charAt(0).toUpperCase() + term.slice(1) };
}

function parseCustomer(id: string, data: DocumentData): CustomerRow | null {
  const parsed = userSchema.safeParse(data);
  if (!parsed.success) return null;
  return { ...parsed.data, id, disabled: data.disabled === true };
}

/**
 * The canteen's customers (`canteens` array-contains), for a company manager only those of its company, maybe only
 * the deactivated ones, maybe those whose surname (or e-mail) starts with the search; sorted by that field.
 */
export function customerList(
  canteenId: string | null,
  company: string | null,
  params: CustomerListParams,
  listKey: string,
): ListSource<CustomerRow> {
  const range = customerSearchRange(params.search);
  const field = range?.field ?? 'profile.surname';
  const filters: QueryConstraint[] = [
    ...(company !== null ? [where('profile.company', '==', company)] : []),
    ...(params.status === 'disabled' ? [where('disabled', '==', true)] : []),
    ...(range ? [where(range.field, '>=', range.from), where(range.field, '<', `${range.from}${HIGH}`)] : []),
  ];
  return {
    key: canteenId ? ['customers', canteenId, company ?? '*', listKey] : null,
    query: () => query(collection(db, 'users'), where('canteens', 'array-contains', canteenId), ...filters),
    order: [orderBy(field), orderBy(documentId())],
    toRow: (snapshot: Cursor) => parseCustomer(snapshot.id, snapshot.data()),
    pageSize: CUSTOMERS_PAGE_SIZE,
  };
}

const customerStatusCall = callable<CustomerStatusRequest, unknown>(CUSTOMER_STATUS_CALLABLE);

export async function setCustomerActive(request: CustomerStatusRequest): Promise<void> {
  await customerStatusCall(request);
}

/** The server's per-row report of uploadUsersCSV. */
export interface UsersUploadReport {
  total_rows: number;
  imported: number;
  created: number;
  updated: number;
  rejected: number;
  errors: Array<{ line: number; column?: string; code: string; message: string }>;
}

export async function uploadUsersCsv(
  canteenId: string,
  language: string,
  csv: string,
  signal: AbortSignal,
): Promise<UsersUploadReport> {
  const form = new FormData();
  form.set('csv', new Blob([csv], { type: 'text/csv' }), 'users.csv');
  form.set('cid', canteenId);
  form.set('lang', language);
  form.set('token', (await auth.currentUser?.getIdToken()) ?? '');
  const xsrf = readCookie(document.cookie, XSRF_COOKIE_NAME);
  const response = await fetch(apiUrl('/api/uploadUsersCSV'), {
    method: 'POST',
    body: form,
    signal,
    headers: { ...(await appCheckHeaders()), ...(xsrf ? { [XSRF_HEADER_NAME]: xsrf } : {}) },
  });
  const payload = (await response.json().catch(() => null)) as {
    success?: boolean;
    data?: UsersUploadReport;
    error?: { message?: string };
  } | null;
  if (!response.ok || !payload?.success || !payload.data)
    throw new Error(payload?.error?.message ?? `HTTP ${response.status}`);
  return payload.data;
}
