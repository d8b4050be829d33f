// The SPA's all-or-nothing writer against the emulator: >500 rows in batches (new documents several at a time), rolled
// back when one is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import { collection, connectFirestoreEmulator, doc, getFirestore, serverTimestamp, type Firestore } from 'firebase/firestore';
import { adminDb, PROJECT_ID } from '../support/admin';
import { DEMO_PASSWORD } from '../tools/seed/users';
import { writeSeedSubset } from './support/seed-subset';
import {
  AllOrNothingError,
  CONCURRENT_NEW_BATCHES,
  createAllOrNothing,
  writeAllOrNothing,
  type WriteOperation,
} from '../../web/src/lib/batch-write';

const SERVICE = 'SHOP_C_1001';
const PRODUCTS = `services/${SERVICE}/products`;
const UID = 'demo-site_manager';

let app: FirebaseApp;
let db: Firestore;
// Products are audited: every client write names its writer and the request time (firestore.rules stamped()).
const stamp = () => ({ updated_by: UID, updated_at: serverTimestamp() });

const product = (index: number, run: string) => ({ name: { it: `Prodotto ${run} ${index}` }, price: 1 + index / 100, pos: index });
const existing = async (ids: readonly string[]) => {
  const snapshots = await adminDb.getAll(...ids.map((id) => adminDb.doc(`${PRODUCTS}/${id}`)));
  return snapshots.filter((snapshot) => snapshot.exists).map((snapshot) => snapshot.id);
};

/** Operations creating `count` products with ids chosen up front; `refused` rows get a price the rules refuse. */
function creations(count: number, run: string, refused: readonly number[] = []): WriteOperation[] {
  return Array.from({ length: count }, (_, index) => ({
    type: 'set' as const,
    ref: doc(collection(db, PRODUCTS)),
    data: refused.includes(index) ? { ...product(index, run), price: 'not a number' } : product(index, run),
    isNew: true,
  }));
}

async function failure(promise: Promise<unknown>): Promise<AllOrNothingError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AllOrNothingError) return error;
    throw error;
  }
  throw new Error('the write succeeded, a failure was expected');
}

// Each product write also runs the activity-log trigger in the emulator: 1,200 writes take tens of seconds there.
// Batches of 50 instead of Firestore's 500 keep the same ordering, rollback and cancel paths at a tenth of the writes:
// every write of an audited collection also runs the activity-log trigger, whose backlog would slow the next suites.
const BATCH = 50;

describe('writeAllOrNothing (Firestore emulator, rules on)', { timeout: 120_000 }, () => {
  beforeAll(async () => {
    await writeSeedSubset((path) => path === `users/${UID}` || path === `services/${SERVICE}`, [UID]);
    app = initializeApp({ apiKey: 'demo-api-key', projectId: PROJECT_ID, authDomain: '127.0.0.1' }, 'batch-write-test');
    const auth = getAuth(app);
    connectAuthEmulator(auth, 'http://127.0.0.1:9099', { disableWarnings: true });
    db = getFirestore(app);
    connectFirestoreEmulator(db, '127.0.0.1', 8080);
    await signInWithEmailAndPassword(auth, 'site_manager@demo.test', DEMO_PASSWORD);
  });

  afterAll(async () => {
    await deleteApp(app);
  });

  it('creates 120 rows in three batches of new documents, committed together, with progress and ids chosen up front', async () => {
    const progress: number[] = [];
    const rows = Array.from({ length: 120 }, (_, index) => product(index, 'ok'));
    const ids = await createAllOrNothing(db, collection(db, PRODUCTS), rows, { stamp, batchSize: BATCH, onProgress: (done) => progress.push(done) });
    // Batches of new documents go CONCURRENT_NEW_BATCHES at a time: progress grows batch by batch, in the order they land.
    expect(progress).toHaveLength(4);
    expect(progress[0]).toBe(0);
    expect(progress.at(-1)).toBe(120);
    expect([...progress].sort((a, b) => a - b)).toEqual(progress);
    expect(progress.slice(1).map((done, index) => done - progress[index]!).sort((a, b) => a - b)).toEqual([20, 50, 50]);
    expect(new Set(ids).size).toBe(120);
    expect(await existing(ids)).toHaveLength(120);
    const last = await adminDb.doc(`${PRODUCTS}/${ids[119]}`).get();
    expect(last.get('name')).toEqual({ it: 'Prodotto ok 119' });
  });

  it('new documents only: a refused row in a later batch undoes every batch, those committed beside it too', async () => {
    expect(CONCURRENT_NEW_BATCHES).toBeGreaterThan(1);
    // Ten batches of 20: the fourth is refused while its neighbours are in flight; the lanes stop taking batches.
    const operations = creations(200, 'lanes', [75]);
    const progress: number[] = [];
    const error = await failure(writeAllOrNothing(db, operations, { stamp, batchSize: 20, onProgress: (done) => progress.push(done) }));
    expect(error.reason).toBe('failed');
    expect(error.code).toBe('permission-denied');
    expect(error.rolledBack).toBe(true);
    expect(Math.max(...progress)).toBeLessThan(200);
    expect(progress.at(-1)).toBe(0);
    expect(await existing(operations.map((operation) => operation.ref.id))).toEqual([]);
  });

  it('a refused row in the third batch undoes the first two: created rows deleted, changed and deleted ones restored', async () => {
    const changed = adminDb.collection(PRODUCTS).doc();
    const removed = adminDb.collection(PRODUCTS).doc();
    await changed.set({ name: { it: 'Prima' }, price: 4.5, pos: 1 });
    await removed.set({ name: { it: 'Da eliminare' }, price: 2, pos: 2 });
    const operations = creations(120, 'fail', [110]);
    operations[10] = { type: 'set', ref: doc(db, PRODUCTS, changed.id), data: { price: 9.9 }, merge: true };
    operations[60] = { type: 'delete', ref: doc(db, PRODUCTS, removed.id) };
    const progress: number[] = [];

    const error = await failure(writeAllOrNothing(db, operations, { stamp, batchSize: BATCH, onProgress: (done) => progress.push(done) }));

    expect(error.reason).toBe('failed');
    expect(error.code).toBe('permission-denied');
    expect(error.rolledBack).toBe(true);
    expect(progress).toContain(100);
    const created = operations.filter((operation) => operation.type === 'set' && operation.isNew).map((operation) => operation.ref.id);
    expect(await existing(created)).toEqual([]);
    // Restored as they were; the restore carries the writer's stamp, which the rules require of every client write.
    expect((await changed.get()).data()).toEqual({ name: { it: 'Prima' }, price: 4.5, pos: 1, updated_by: UID, updated_at: expect.anything() });
    expect((await removed.get()).data()).toEqual({ name: { it: 'Da eliminare' }, price: 2, pos: 2, updated_by: UID, updated_at: expect.anything() });
  });

  it('a cancel between batches undoes what was committed', async () => {
    const controller = new AbortController();
    // Eleven batches of 10: cancelled when the first lands, the batches not yet started never go.
    const operations = creations(110, 'cancel');
    const error = await failure(
      writeAllOrNothing(db, operations, {
        stamp,
        batchSize: 10,
        signal: controller.signal,
        onProgress: (done) => {
          if (done > 0) controller.abort();
        },
      }),
    );
    expect(error.reason).toBe('cancelled');
    expect(error.name).toBe('AbortError');
    expect(error.rolledBack).toBe(true);
    expect(await existing(operations.map((operation) => operation.ref.id))).toEqual([]);
  });

  it('up to a batch of rows go in one atomic batch: all written, or with a refused row nothing', async () => {
    const valid = creations(BATCH, 'single');
    await writeAllOrNothing(db, valid, { stamp, batchSize: BATCH });
    expect(await existing(valid.map((operation) => operation.ref.id))).toHaveLength(BATCH);
    const operations = creations(30, 'single', [29]);
    const error = await failure(writeAllOrNothing(db, operations, { stamp, batchSize: BATCH }));
    expect(error.code).toBe('permission-denied');
    expect(await existing(operations.map((operation) => operation.ref.id))).toEqual([]);
  });

  it('an aborted signal writes nothing at all', async () => {
    const controller = new AbortController();
    controller.abort();
    const operations = creations(3, 'aborted');
    const error = await failure(writeAllOrNothing(db, operations, { stamp, signal: controller.signal }));
    expect(error.reason).toBe('cancelled');
    expect(await existing(operations.map((operation) => operation.ref.id))).toEqual([]);
  });
});
