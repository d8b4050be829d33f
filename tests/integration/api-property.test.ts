// Property (fast-check): random and hostile requests to every route of the API never get a 500, always get
// the JSON error shape when refused, write nothing (the activity log aside) and are each logged exactly once.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES } from '../../functions/src/api/routes';
import {
  activityCount,
  call,
  ensureSeeded,
  expectApiError,
  roleEmail,
  tokenOf,
  watchWrites,
  type ApiResponse,
  type WriteWatch,
} from './api-support';

const HOSTILE = [
  '',
  ' ',
  '__proto__',
  'constructor',
  'prototype',
  'C_1001',
  'c_1001',
  'C_../../x',
  'C_1001/menu',
  '../../etc/passwd',
  'a/b',
  '.',
  '..',
  '__name__',
  '__x__',
  '=1+1',
  '@SUM(A1)',
  '+cmd',
  '-2+3',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '${7*7}',
  '{{7*7}}',
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e309',
  '0x10',
  'x'.repeat(5000),
  '\u0000',
  '\ud800',
  '😀🍝',
  'glossario',
  'lunch',
  '2026-02-30',
  '9999-99-99',
  'Bearer x',
  'menu',
  'ifm',
  'it',
  'cl',
  '6,10,91',
  'R_001',
  '%00',
  '\r\n',
];
const KEYS = [
  'token',
  'cid',
  'canteen_id',
  'uid',
  'id',
  'oid',
  'month',
  'year',
  'language',
  'lang',
  'filters',
  'services',
  'recipes',
  'occasionId',
  'dietId',
  'componentId',
  'date',
  'service',
  'fromCid',
  'toCid',
  'text',
  'user_id',
  'environment_code',
  'environment',
  'application',
  'data',
  'dataSelected',
  'n',
  'ids',
  'slug',
  'tags',
  'variant',
  'excludeId',
  'from',
  'to',
  '__proto__',
  'constructor',
];

const text = fc.oneof(
  fc.constantFrom(...HOSTILE),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
);
const leaf = fc.oneof(
  text,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.integer({ min: 1, max: 12 }),
);
const { value } = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.constantFrom(...KEYS), tie('value'), { maxKeys: 4 }),
  ),
}));
const body = fc.oneof(
  fc.dictionary(fc.constantFrom(...KEYS), value, { maxKeys: 8 }),
  fc.jsonValue({ maxDepth: 3 }),
  fc.dictionary(fc.string({ maxLength: 10 }), value, { maxKeys: 5 }),
);
const transport = fc.constantFrom('json', 'malformed', 'urlencoded', 'multipart', 'octet');
const who = fc.constantFrom('none', 'garbage', 'header-garbage', 'admin', 'admin', 'cuoco', 'web_user');

type Who = 'none' | 'garbage' | 'header-garbage' | 'admin' | 'cuoco' | 'web_user';

async function tokenFor(whom: Who): Promise<string | null> {
  if (whom === 'none') return null;
  if (whom === 'garbage' || whom === 'header-garbage')
    return 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJkZW1vLWFkbWluIn0.';
  return tokenOf(roleEmail(whom));
}

const flat = (input: unknown): Array<[string, string]> =>
  input && typeof input === 'object' && !Array.isArray(input)
    ? Object.entries(input as Record<string, unknown>).map(([key, item]) => [
        key,
        typeof item === 'string' ? item : (JSON.stringify(item) ?? ''),
      ])
    : [];

/** Sends one generated request the way a (broken or hostile) client could. */
async function send(
  route: (typeof API_ROUTES)[number],
  input: unknown,
  mode: string,
  whom: Who,
  junk: string,
  file: Uint8Array | null,
): Promise<ApiResponse> {
  const token = await tokenFor(whom);
  // Where the token travels: the header for 'header-garbage' and for bodies that cannot carry it, else the body/query.
  const inHeader =
    whom === 'header-garbage' || (token !== null && (mode === 'malformed' || mode === 'octet'));
  const headers: Record<string, string> = inHeader && token ? { Authorization: `Bearer ${token}` } : {};
  const isRecord = (record: unknown): record is Record<string, unknown> =>
    !!record && typeof record === 'object' && !Array.isArray(record);
  const withToken = (record: unknown) =>
    token && !inHeader && isRecord(record) ? { ...record, token } : record;
  if (route.method === 'GET')
    return call('GET', route.path, { query: Object.fromEntries(flat(withToken(input))), headers });
  switch (mode) {
    case 'malformed':
      // text/plain reaches our parser; application/json would be refused by the Functions runtime itself (see api-transport).
      return call('POST', route.path, { raw: `{${junk}`, contentType: 'text/plain', headers });
    case 'urlencoded':
      return call('POST', route.path, {
        raw: new URLSearchParams(flat(withToken(input))).toString(),
        contentType: 'application/x-www-form-urlencoded',
        headers,
      });
    case 'multipart': {
      const form = new FormData();
      for (const [key, item] of flat(withToken(input))) form.append(key, item);
      if (file)
        form.append(junk.length % 2 === 0 ? 'csv' : 'other', new Blob([new Uint8Array(file)]), 'x.csv');
      return call('POST', route.path, { form, headers });
    }
    case 'octet':
      return call('POST', route.path, {
        raw: Buffer.from(file ?? new Uint8Array([1, 2, 3])),
        contentType: 'application/octet-stream',
        headers,
      });
    default:
      // The runtime's strict JSON parser refuses top-level primitives (firebase-functions#428) before our code:
      // those go as text, which reaches our parser; objects and arrays go as application/json.
      return input !== null && typeof input === 'object'
        ? call('POST', route.path, { json: withToken(input), headers })
        : call('POST', route.path, { raw: JSON.stringify(input) ?? '', contentType: 'text/plain', headers });
  }
}

/**
 * The routes that write. The generated values hold one real canteen id and no real user, recipe or menu
 * structure id, so none of them can legitimately succeed: a 2xx there would be a write from generated input.
 * Read-only routes may succeed (e.g. canteenStyle?cid=C_1001).
 */
const WRITING_ACTIONS = new Set([
  'client_log',
  'alignUserStatisticsData',
  'uploadUsersCSV',
  'uploadCodeCSV',
  'addSoMealCenaComponent',
  'copyAreaNewsFromCidToAnother',
]);

describe('REST API under random and hostile input (fast-check)', () => {
  let watch: WriteWatch;
  beforeAll(async () => {
    await ensureSeeded();
    await Promise.all(['admin', 'cuoco', 'web_user'].map((role) => tokenOf(roleEmail(role))));
    // The API writes none of the trigger-output collections; the triggers may still be working through earlier
    // test files' writes (e.g. claims for 10,000 imported users). Any API write would show in a data collection.
    watch = await watchWrites([
      'activity_log',
      'user_claims',
      'processed_events',
      'deliveries',
      'push_recordings',
      'sms_recordings',
      'inbox',
    ]);
    // Let the seed's own trigger work settle: from here on, any write would be the API's.
    await watch.settle(3000, 150_000);
  }, 240_000);
  afterAll(() => watch?.stop());

  it('never answers 500, refuses with the JSON error shape, writes nothing and logs every call once', async () => {
    const rootsBefore = await watch.rootCollections();
    const activityBefore = await activityCount();
    let sent = 0;
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...API_ROUTES),
        body,
        transport,
        who,
        fc.string({ maxLength: 30 }),
        fc.option(fc.uint8Array({ maxLength: 300 }), { nil: null }),
        async (route, input, mode, whom, junk, file) => {
          const response = await send(route, input, mode, whom as Who, junk, file);
          sent += 1;
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
          expect(response.status, `${route.path} ${response.text.slice(0, 200)}`).toBeLessThan(500);
          if (response.status >= 400) expectApiError(response, response.status);
          else
            expect(WRITING_ACTIONS.has(route.action), `${route.path} succeeded on generated input`).toBe(
              false,
            );
        },
      ),
      { numRuns: 300, seed: Number(process.env.API_PROPERTY_SEED ?? Date.now() % 2 ** 31) },
    );
    await new Promise((resolve) => setTimeout(resolve, 2000));
    console.log(`[api-property] ${sent} requests, statuses ${JSON.stringify(Object.fromEntries(statuses))}`);
    expect(watch.changes()).toEqual([]);
    // No new collection either (the activity log may be created by the first logged call).
    expect((await watch.rootCollections()).filter((name) => name !== 'activity_log')).toEqual(
      rootsBefore.filter((name) => name !== 'activity_log'),
    );
    expect(await activityCount()).toBe(activityBefore + sent);
  }, 600_000);
});
