// Invitation codes of the active canteen: the live, paged list (code order, prefix search) and the CSV upload
// through the existing uploadCodeCSV route; single and bulk writes go through the contributionRules callable.
import {
  INVITATION_CODES,
  INVITATION_CODES_PAGE_SIZE,
  VOUCHER_REDEMPTIONS,
  XSRF_COOKIE_NAME,
  toDate,
  XSRF_HEADER_NAME,
  storedDateOfDay,
  storedInvitationCodeSchema,
  type StoredInvitationCode,
} from '@backoffice/shared';
import useSWR from 'swr';
import { Timestamp, collection, getCountFromServer, limit, orderBy, query, where, type Query } from 'firebase/firestore';
import { appCheckHeaders } from '../../../lib/app-check';
import { apiUrl, readCookie } from '../../../lib/api';
import { useLiveQuery } from '../../../lib/data/live';
import { db } from '../../../lib/firestore';
import { firestoreResource, type FieldFilter } from '../../../lib/data/resource';
import type { ListSource } from '../../../lib/data/pages';
import { auth } from '../../../lib/firebase';

export const invitationCodes = firestoreResource<StoredInvitationCode>({
  collection: INVITATION_CODES,
  canteenField: 'canteen_id',
  // The stored shape has timestamps; the schema turns them into days (the resource only reads through it).
  schema: storedInvitationCodeSchema as never,
  defaultSort: { field: 'code', direction: 'asc' },
  pageSize: INVITATION_CODES_PAGE_SIZE,
});

export type CodeRow = StoredInvitationCode & { id: string };

/** Codes start with the typed text (codes are stored in upper case, so the search is too). */
export function codeList(canteenId: string | null, search: string, listKey: string): ListSource<CodeRow> {
  const prefix = search.trim().toUpperCase();
  const filters: FieldFilter[] = prefix
    ? [
        ['code', '>=', prefix],
        ['code', '<', `${prefix}\uf8ff`],
      ]
    : [];
  return invitationCodes.list(canteenId, { filters }, listKey);
}

export interface CodeUploadReport {
  imported: number;
  created: number;
  updated: number;
  rejected: number;
}

/** POST /api/uploadCodeCSV (spec §7: multipart csv, cid, lang, token): the server validates and upserts again. */
export async function uploadCodeCsv(
  canteenId: string,
  language: string,
  csv: string,
  signal: AbortSignal,
): Promise<CodeUploadReport> {
  const form = new FormData();
  form.set('csv', new Blob([csv], { type: 'text/csv' }), 'codes.csv');
  form.set('cid', canteenId);
  form.set('lang', language);
  form.set('token', (await auth.currentUser?.getIdToken()) ?? '');
  const xsrf = readCookie(document.cookie, XSRF_COOKIE_NAME);
  const response = await fetch(apiUrl('/api/uploadCodeCSV'), {
    method: 'POST',
    body: form,
    signal,
    headers: { ...(await appCheckHeaders()), ...(xsrf ? { [XSRF_HEADER_NAME]: xsrf } : {}) },
  });
  const payload = (await response.json().catch(() => null)) as {
    success?: boolean;
    data?: CodeUploadReport;
    error?: { message?: string };
  } | null;
  if (!response.ok || !payload?.success || !payload.data)
    throw new Error(payload?.error?.message ?? `HTTP ${response.status}`);
  return payload.data;
}

export interface RedemptionRow {
  id: string;
  code: string;
  customer: string;
  email: string;
  redeemedAt: Date | null;
  value: number;
  balance: number;
}

/** Which code each customer used, when, and the voucher left — newest first, the last REDEMPTIONS_WINDOW, live. */
export const REDEMPTIONS_WINDOW = 100;

export function useRedemptions(canteenId: string | null) {
  return useLiveQuery<RedemptionRow[]>(
    canteenId ? [VOUCHER_REDEMPTIONS, canteenId] : null,
    () =>
      query(
        collection(db, VOUCHER_REDEMPTIONS),
        where('canteen_id', '==', canteenId),
        orderBy('redeemed_at', 'desc'),
        limit(REDEMPTIONS_WINDOW),
      ),
    (snapshot) =>
      snapshot.docs.map((entry) => ({
        id: entry.id,
        code: String(entry.get('code') ?? ''),
        customer: `${String(entry.get('name') ?? '')} ${String(entry.get('surname') ?? '')}`.trim(),
        email: String(entry.get('email') ?? ''),
        redeemedAt: toDate(entry.get('redeemed_at')),
        value: Number(entry.get('value') ?? 0),
        balance: Number(entry.get('balance') ?? 0),
      })),
  );
}

/** The dashboard area's figures (spec §2 "invitation codes"): count() queries only, no document read. */
export interface CodeFigures {
  /** Codes valid on the day (valid_from ≤ day ≤ valid_to). */
  valid: number;
  /** Of those still valid, the ones whose last day is within the next 7 days (the day included). */
  expiring: number;
  /** Redemptions of the last 30 days. */
  redeemed: number;
}

const countOf = async (counted: Query) => (await getCountFromServer(counted)).data().count;

export async function codeFigures(canteenId: string, day: string, now = new Date()): Promise<CodeFigures> {
  const start = storedDateOfDay(day);
  const week = new Date(start.getTime() + 7 * 86_400_000);
  const codes = query(collection(db, INVITATION_CODES), where('canteen_id', '==', canteenId));
  // Firestore takes one range field per query: valid = not expired − not started yet (those are not expired either).
  const [notExpired, notStarted, expiring, redeemed] = await Promise.all([
    countOf(query(codes, where('valid_to', '>=', Timestamp.fromDate(start)))),
    countOf(query(codes, where('valid_from', '>', Timestamp.fromDate(start)))),
    countOf(query(codes, where('valid_to', '>=', Timestamp.fromDate(start)), where('valid_to', '<', Timestamp.fromDate(week)))),
    countOf(
      query(
        collection(db, VOUCHER_REDEMPTIONS),
        where('canteen_id', '==', canteenId),
        where('redeemed_at', '>=', Timestamp.fromMillis(now.getTime() - 30 * 86_400_000)),
      ),
    ),
  ]);
  return { valid: Math.max(0, notExpired - notStarted), expiring, redeemed };
}

export function useCodeFigures(canteenId: string | null, day: string) {
  return useSWR(canteenId ? ['dashboard/codes', canteenId, day] : null, () => codeFigures(canteenId!, day), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}
