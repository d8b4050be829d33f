// POST /api/peopleCounterOccupancy (issue 22) against the emulators: a counting device with its key sets the
// counter's occupancy; a wrong key, an unknown counter and bad input change nothing; a key without its counter is 404;
// the key tool (npm run counter-key) stores the key's hash for an existing counter only.
// Owns: its own people counter, its key and a second key without a counter (deleted afterwards).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { counterKeyHash } from '../../functions/src/api/routes/people-counters';
import { provisionCounterKey } from '../tools/deploy/counter-key';
import { adminDb } from '../support/admin';
import { call, expectApiError } from './api-support';

const RUN = Date.now().toString(36).toUpperCase();
const COUNTER = `PC_IT${RUN}`;
const ORPHAN = `PC_IT${RUN}_GONE`;
const KEY = `k-${RUN}-${'x'.repeat(40)}`;
const report = (json: Record<string, unknown>) => call('POST', '/api/peopleCounterOccupancy', { json });
const countOf = async () => (await adminDb.doc(`people_counters/${COUNTER}`).get()).get('count') as number;

describe('people counter occupancy', () => {
  beforeAll(async () => {
    await adminDb
      .doc(`people_counters/${COUNTER}`)
      .set({ canteen_id: 'C_1001', name: 'Ingresso prova', count: 5, capacity: 100 });
    // Provisioned as operators do (npm run counter-key): only the key's hash is stored.
    await provisionCounterKey(adminDb, COUNTER, KEY);
    expect((await adminDb.doc(`people_counter_keys/${COUNTER}`).get()).get('key_sha256')).toBe(counterKeyHash(KEY));
    await adminDb.doc(`people_counter_keys/${ORPHAN}`).set({ key_sha256: counterKeyHash(KEY) });
  });

  afterAll(async () => {
    await Promise.all(
      [`people_counters/${COUNTER}`, `people_counter_keys/${COUNTER}`, `people_counter_keys/${ORPHAN}`].map(
        (path) => adminDb.doc(path).delete(),
      ),
    );
  });

  it('sets the count and the time of the report for the device with its key', async () => {
    const response = await report({ counter_id: COUNTER, count: 73, key: KEY });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ success: true, data: { counter_id: COUNTER, count: 73 } });
    const stored = await adminDb.doc(`people_counters/${COUNTER}`).get();
    expect(stored.get('count')).toBe(73);
    expect(stored.get('reported_at')).toBeDefined();
  });

  it('refuses a wrong key and an unknown counter alike (401), and bad input (400), writing nothing', async () => {
    expectApiError(await report({ counter_id: COUNTER, count: 9, key: `${KEY}-wrong` }), 401);
    expectApiError(await report({ counter_id: `${COUNTER}_NOPE`, count: 9, key: KEY }), 401);
    expectApiError(await report({ counter_id: COUNTER, count: -1, key: KEY }), 400, 'invalid_input');
    expectApiError(await report({ counter_id: 'a/b', count: 1, key: KEY }), 400, 'invalid_input');
    expectApiError(await report({ counter_id: COUNTER, count: 1 }), 400, 'invalid_input');
    expect(await countOf()).toBe(73);
  });

  it('the key tool refuses a counter that does not exist, writing no key', async () => {
    await expect(provisionCounterKey(adminDb, `${COUNTER}_NONE`, KEY)).rejects.toThrow(/does not exist/);
    expect((await adminDb.doc(`people_counter_keys/${COUNTER}_NONE`).get()).exists).toBe(false);
  });

  it('answers 404 for a valid key whose counter document is gone', async () => {
    expectApiError(await report({ counter_id: ORPHAN, count: 1, key: KEY }), 404, 'not_found');
  });
});
