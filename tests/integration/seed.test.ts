// Two seed runs on the emulators write identical documents, and the seed covers every status it promises. The local
// scheduler still reaches the scheduled functions after a reseed paused and resumed the background triggers (the same
// reseeds: each one adds a generation of triggers, which every later trigger of the session pays for, reseed.ts).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { IFM_STATUSES, ORDER_STATUSES } from '@backoffice/shared';
import { adminAuth, adminDb } from '../support/admin';
import { reseedNow } from '../tools/seed-runner';
import { buildSeed } from '../tools/seed';
import { runSeedInstant } from '../tools/seed/today';
import { currentTriggerId, discoverScheduledFunctions, fireScheduledFunction } from '../tools/scheduler';

const BUNDLE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../functions/dist/index.js');

/** Plain JSON of a document (Timestamps and Dates as ISO strings), parsed back so key order does not matter. */
const plain = (path: string, data: unknown): unknown =>
  JSON.parse(
    JSON.stringify({ path, data }, function (this: Record<string, unknown>, key: string, value: unknown) {
      const raw = this[key];
      if (raw instanceof Date) return raw.toISOString();
      return raw && typeof raw === 'object' && 'toDate' in raw && typeof raw.toDate === 'function' ? (raw.toDate() as Date).toISOString() : value;
    }),
  );

/** Reads every seeded path back as plain JSON, in path order. */
async function readSeededDocuments(paths: string[]): Promise<unknown[]> {
  const snapshots = [];
  for (let start = 0; start < paths.length; start += 300) {
    snapshots.push(...(await adminDb.getAll(...paths.slice(start, start + 300).map((path) => adminDb.doc(path)))));
  }
  return snapshots.map((snapshot) => plain(snapshot.ref.path, snapshot.data()));
}

describe('seed on the emulators', () => {
  const now = runSeedInstant();
  const seed = buildSeed({ today: now });
  const paths = seed.documents.map((doc) => doc.path).sort();
  /** The scheduled function's trigger id before and after the second reseed (read by the scheduler test below). */
  const triggerIds: string[] = [];

  it('two runs produce identical documents and accounts', async () => {
    // The session was seeded before the first file (emulator-suites.ts), and files since have changed documents: one
    // reseed here, read back, equals the seed built by this file (the build is pure: seed.test of the unit suite builds
    // it twice). One reseed instead of two: each costs a trigger generation (~7 s per first event later).
    triggerIds.push(await currentTriggerId('retryDeliveries'));
    // The suite's next file may wait for a trigger's effect: this reseed returns once the triggers answer.
    await reseedNow(now, { waitForTriggers: true });
    triggerIds.push(await currentTriggerId('retryDeliveries'));
    const written = await readSeededDocuments(paths);
    const byPath = new Map(seed.documents.map((doc) => [doc.path, doc.data]));
    expect(written).toHaveLength(seed.documents.length);
    expect(written).toEqual(paths.map((path) => plain(path, byPath.get(path))));
    // The seed is state, not events: once the triggers answer (the ping's event is handed over after every event
    // queued before it), no trigger has written anything for a seeded write, which the resumed triggers may still have
    // received (functions/src/lib/seed-writes.ts): the activity log holds exactly the seeded entries.
    const logged = (await adminDb.collection('activity_log').select().get()).docs.map((doc) => doc.ref.path).sort();
    expect(logged).toEqual(paths.filter((path) => path.startsWith('activity_log/')));
    const users = (await adminAuth.listUsers(1000)).users.map((user) => `${user.uid} ${user.email}`).sort();
    expect(users).toEqual(seed.authUsers.map((user) => `${user.uid} ${user.email}`).sort());
  }, 300_000);

  it('every order status and every IFM status is in the emulator data', async () => {
    const orders = adminDb.collection('orders');
    for (const status of ORDER_STATUSES) {
      const count = (await orders.where('status', '==', status).count().get()).data().count;
      expect(count, `order status ${status}`).toBeGreaterThan(0);
    }
    for (const status of IFM_STATUSES) {
      const count = (await orders.where('tag', '==', 'ifm').where('status', '==', status).count().get()).data().count;
      expect(count, `IFM status ${status}`).toBeGreaterThan(0);
    }
  });

  it('the local scheduler discovers every scheduled function of the bundle with its cron and time zone', () => {
    const found = discoverScheduledFunctions(BUNDLE).map((fn) => fn.name).sort();
    expect(found).toEqual(expect.arrayContaining(['dispatchDueNotifications', 'retryDeliveries']));
  });

  it('the local scheduler fires them (HTTP 200) after the reseed, which reloaded the triggers under a new generation', async () => {
    expect(triggerIds).toHaveLength(2);
    expect(triggerIds[1]).not.toBe(triggerIds[0]);
    expect(await currentTriggerId('retryDeliveries')).toBe(triggerIds[1]);
    for (const fn of discoverScheduledFunctions(BUNDLE)) {
      expect(await fireScheduledFunction(fn, new Date()), fn.name).toBe(200);
    }
  }, 60_000);
});
