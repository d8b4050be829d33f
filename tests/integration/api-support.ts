// Helpers of the API tests: the seeded emulators, ID tokens of demo accounts, HTTP calls to the `api` function,
// the error-shape assertion and a watch on every collection proving that nothing was written.
import { describe, expect, it } from 'vitest';
import type { DocumentChange, QuerySnapshot } from 'firebase-admin/firestore';
import { adminDb } from '../support/admin';
import { buildSeed } from '../tools/seed';
import { reseedEmulators, restoreSeedDocuments, SEED_INFO_DOC, seedDayOf } from '../tools/seed/reseed';
import { runSeedInstant } from '../tools/seed/today';
import { DEMO_PASSWORD } from '../tools/seed/users';

export const API_BASE = 'http://127.0.0.1:5001/demo-backoffice/europe-west1/api';
const AUTH_EMULATOR = 'http://127.0.0.1:9099';

/** The instant the run's seed is built for (the run's one "today", see tests/tools/seed/today.ts). */
export const NOW = runSeedInstant();
/** The seed as the emulators hold it today: tests look expected data up here instead of hard-coding it. */
export const SEED = buildSeed({ today: NOW });

/**
 * Seeds the emulators once per day (files of one run share it); returns quickly when already seeded. Like every
 * reseed of the integration suite, it returns once the resumed background triggers answer: the first event after a
 * resume waits ~6.5 s per earlier resume (reseed.ts), and the next file may be one that waits for a trigger's effect
 * (a fresh-clone run, 2026-11-26: order-rejection timed out at 20 s right after api-core's reseed).
 */
export async function ensureSeeded(): Promise<void> {
  const info = await adminDb.doc(SEED_INFO_DOC).get();
  if (info.get('seeded_for') === seedDayOf(NOW)) return;
  await reseedEmulators({ today: NOW, waitForTriggers: true });
}

/**
 * Puts back what api-core reads as seeded — a customer's orders and statistics, the first request and order of two
 * canteens, the canteens, C_1001's news areas — and removes that customer's orders and the canteens other files
 * added. A targeted restore, not a reseed (reseed.ts restoreSeedDocuments says why).
 */
export async function restoreForCoreRoutes(uid: string): Promise<void> {
  await ensureSeeded();
  const top = (path: string) => path.split('/').length === 2;
  const orders = SEED.documents.filter((d) => d.path.startsWith('orders/') && top(d.path));
  const firstOf = (canteen: string, ifm: boolean) => orders.find((d) => (d.data.tag === 'ifm') === ifm && d.data.canteenid === canteen)?.path;
  const paths = new Set([
    ...orders.filter((d) => d.data.userid === uid).map((d) => d.path),
    firstOf('C_1001', true),
    firstOf('C_4001', true),
    firstOf('C_1001', false),
    `statistics/${uid}`,
    ...SEED.documents.filter((d) => (d.path.startsWith('canteens/') && top(d.path)) || (d.path.startsWith('aree_news/') && d.data.canteen_id === 'C_1001')).map((d) => d.path),
  ]);
  const summary = await restoreSeedDocuments({
    today: NOW,
    keep: (path) => paths.has(path),
    extra: (db) => [
      db.collection('orders').where('userid', '==', uid),
      db.collection('canteens'),
      db.collection('statistics').where('__name__', '==', db.doc(`statistics/${uid}`)),
    ],
  });
  console.log(`[seed] ${summary}`);
}

const tokens = new Map<string, string>();

/**
 * A fresh ID token of a seeded account (password demo-password), from the Auth emulator; kept for the test file that
 * asked (the emulator project shares modules between files, and a later file may have changed the account's claims).
 */
export async function tokenOf(email: string): Promise<string> {
  const key = `${expect.getState().testPath ?? ''}\n${email}`;
  const cached = tokens.get(key);
  if (cached) return cached;
  const response = await fetch(
    `${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: DEMO_PASSWORD, returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`no token for ${email}: ${JSON.stringify(body)}`);
  tokens.set(key, body.idToken);
  return body.idToken;
}

export const roleEmail = (role: string) => `${role}@demo.test`;

export interface ApiResponse {
  status: number;
  headers: Headers;
  text: string;
  bytes: Buffer;
  json: unknown;
}

export interface CallOptions {
  json?: unknown;
  /** A raw body sent as is (with contentType). */
  raw?: string | Buffer;
  contentType?: string;
  form?: FormData;
  query?: Record<string, string | string[]>;
  headers?: Record<string, string>;
}

/** Calls the API on the functions emulator. */
export async function call(
  method: 'GET' | 'POST',
  path: string,
  options: CallOptions = {},
): Promise<ApiResponse> {
  const url = new URL(`${API_BASE}${path}`);
  for (const [key, value] of Object.entries(options.query ?? {}))
    for (const item of Array.isArray(value) ? value : [value]) url.searchParams.append(key, item);
  const headers: Record<string, string> = { ...options.headers };
  let body: string | Buffer | FormData | undefined;
  if (options.form) body = options.form;
  else if (options.raw !== undefined) {
    body = options.raw;
    if (options.contentType) headers['Content-Type'] = options.contentType;
  } else if (options.json !== undefined) {
    body = JSON.stringify(options.json);
    headers['Content-Type'] = 'application/json';
  }
  const response = await fetch(url, { method, headers, body: body as BodyInit | undefined });
  const bytes = Buffer.from(await response.arrayBuffer());
  const text = bytes.toString('utf8');
  let json: unknown = undefined;
  if ((response.headers.get('content-type') ?? '').includes('application/json')) json = JSON.parse(text);
  return { status: response.status, headers: response.headers, text, bytes, json };
}

/** A POST with a JSON body carrying the token of `email` (or no token when email is null). */
export async function post(
  path: string,
  email: string | null,
  body: Record<string, unknown> = {},
): Promise<ApiResponse> {
  return call('POST', path, { json: email ? { ...body, token: await tokenOf(email) } : body });
}

/** A GET with the token of `email` in the Authorization header (or none). */
export async function get(
  path: string,
  email: string | null,
  query: Record<string, string> = {},
): Promise<ApiResponse> {
  return call('GET', path, {
    query,
    headers: email ? { Authorization: `Bearer ${await tokenOf(email)}` } : {},
  });
}

/** The design.md §4 error answer: JSON {success:false, error:{code, message}} with the given status. */
export function expectApiError(response: ApiResponse, status: number, code?: string): void {
  expect(response.status, response.text.slice(0, 300)).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/application\/json/);
  const body = response.json as { success: boolean; error: { code: string; message: string } };
  expect(body.success).toBe(false);
  expect(typeof body.error.code).toBe('string');
  expect(typeof body.error.message).toBe('string');
  expect(body.error.message.length).toBeGreaterThan(0);
  if (code) expect(body.error.code).toBe(code);
}

/** The {success:true, data} answer; returns data. */
export function expectSuccess<T = unknown>(response: ApiResponse): T {
  expect(response.status, response.text.slice(0, 500)).toBe(200);
  const body = response.json as { success: boolean; data: T };
  expect(body.success).toBe(true);
  return body.data;
}

/** Collection groups watched for writes: every root collection, the known subcollections, and the API's own. */
const EXTRA_GROUPS = [
  'categories',
  'products',
  'inbox',
  'statistics',
  'invitation_codes',
  'activity_log',
  'user_claims',
];

export interface WriteWatch {
  /** Document paths created, changed or deleted since the watch started, except those of `ignored` collections. */
  changes(): string[];
  /** Resolves once nothing changed for `quietMs` (background triggers of the seed have settled). */
  settle(quietMs?: number, timeoutMs?: number): Promise<void>;
  rootCollections(): Promise<string[]>;
  stop(): void;
}

/** Listens to every collection group: any create, update or delete anywhere is seen. */
export async function watchWrites(ignored: readonly string[] = ['activity_log']): Promise<WriteWatch> {
  const roots = (await adminDb.listCollections()).map((collection) => collection.id);
  // Ignored groups are not listened to at all: trigger output such as user_claims can arrive in bursts of
  // thousands (an earlier file's CSV import), and a watch stream under that load once delivered a corrupted
  // resource name that the Admin SDK threw on, outside any test.
  const groups = [...new Set([...roots, ...EXTRA_GROUPS])].filter((group) => !ignored.includes(group));
  const seen: string[] = [];
  let lastChange = Date.now();
  let started = false;
  const ready: Array<Promise<void>> = [];
  const stops = groups.map((group) => {
    let first = true;
    let resolveReady: () => void = () => undefined;
    ready.push(new Promise((resolve) => (resolveReady = resolve)));
    return adminDb.collectionGroup(group).onSnapshot((snapshot: QuerySnapshot) => {
      if (first) {
        first = false;
        resolveReady();
        return;
      }
      snapshot.docChanges().forEach((change: DocumentChange) => {
        const path = change.doc.ref.path;
        if (ignored.includes(path.split('/').at(-2) ?? '')) return;
        lastChange = Date.now();
        if (started) seen.push(`${change.type} ${path}`);
      });
    });
  });
  await Promise.all(ready);
  return {
    changes: () => [...seen],
    async settle(quietMs = 3000, timeoutMs = 120_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() - lastChange < quietMs && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 250));
      started = true;
    },
    rootCollections: async () => (await adminDb.listCollections()).map((collection) => collection.id).sort(),
    stop: () => stops.forEach((stop) => stop()),
  };
}

/**
 * How many API-call entries the activity log holds (every API call writes one, with its HTTP method). The audit
 * trigger's entries of back-office writes (kind 'write', no method) are left out: they arrive whenever the trigger
 * queue reaches them, and are not the API's doing.
 */
export async function activityCount(): Promise<number> {
  return (await adminDb.collection('activity_log').where('method', '>=', '').count().get()).data().count;
}

/** One API route's four verdicts: success for an allowed caller, 400, 401 and 403 with the error shape. */
export interface RouteCase {
  route: string;
  success: () => Promise<void>;
  badRequest: () => Promise<ApiResponse>;
  unauthenticated: () => Promise<ApiResponse>;
  forbidden: () => Promise<ApiResponse>;
}

/** The same four tests for every route of a table. */
export function describeRouteCases(cases: readonly RouteCase[]): void {
  for (const route of cases) {
    describe(route.route, () => {
      it('succeeds for an allowed role', route.success);
      it('answers 400 for invalid input', async () => expectApiError(await route.badRequest(), 400));
      it('answers 401 without a valid token', async () =>
        expectApiError(await route.unauthenticated(), 401, 'unauthenticated'));
      it('answers 403 for a role or canteen that may not', async () =>
        expectApiError(await route.forbidden(), 403, 'forbidden'));
    });
  }
}
