// The mass import of products on the server (issue 16): the importServiceProducts callable streams its progress and
// creates every kept row or none, checked again with the product form's schema and the service's categories; the
// service behind it stops and deletes what it wrote when a batch is refused or the caller goes away.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Firestore, WriteBatch } from 'firebase-admin/firestore';
import { adminDb } from '../support/admin';
import { createRunCategory } from '../support/catalogue';
import { importServiceProducts } from '../../functions/src/services/product-import';
import { ProductSaveError } from '../../functions/src/services/shop-products';
import { callError, callableClient, type CallableClient } from './support/callable';
import { writeSeedSubset } from './support/seed-subset';

const SERVICE = 'SHOP_C_1001';
const STAFF = ['site_manager', 'cuoco', 'visualizzatore'] as const;
const RUN = Date.now().toString(36);
const CATEGORY = `INT_IMPORT_${RUN}`;
const CATEGORY_NAME = `Import ${RUN}`;
const clients = new Map<string, CallableClient>();
const client = (role: string) => clients.get(role)!;
const imported = adminDb.collection(`services/${SERVICE}/products`).where('category_id', '==', CATEGORY);
const count = async () => (await imported.count().get()).data().count;
/** A new import's id, as the client picks it (a Firestore auto id). */
const newImportId = () => adminDb.collection('product_imports').doc().id;
const importRecord = async (importId: string) =>
  (await adminDb.doc(`product_imports/${importId}`).get()).data();

/** Rows as the import's preview keeps them (productImportRowSchema's output). */
const rows = (length: number, from = 0) =>
  Array.from({ length }, (_, index) => ({
    category_id: CATEGORY,
    name: { it: `Prodotto ${from + index}`, en: `Product ${from + index}` },
    description: {},
    price: 1 + (index % 10) / 10,
    points: index % 3,
    max_quantity: 99999,
    available: index % 7 !== 0,
  }));

/** The admin Firestore with each new batch passed through `wrap` (its number counted from 1): a test's way in. */
function withBatches(wrap: (batch: WriteBatch, index: number) => WriteBatch): Firestore {
  let batches = 0;
  return new Proxy(adminDb, {
    get(target, property) {
      if (property === 'batch') return () => wrap(target.batch(), ++batches);
      const value: unknown = Reflect.get(target, property);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

async function deleteImported(): Promise<void> {
  const snapshot = await imported.get();
  const batch = adminDb.batch();
  for (const doc of snapshot.docs) batch.delete(doc.ref);
  await batch.commit();
}

describe('importServiceProducts', () => {
  beforeAll(async () => {
    const uids = STAFF.map((role) => `demo-${role}`);
    await writeSeedSubset(
      (path) =>
        uids.some((uid) => path === `users/${uid}`) ||
        path === `services/${SERVICE}` ||
        path === 'services/IFM_C_1001' ||
        path.startsWith(`services/${SERVICE}/categories/`),
      uids,
    );
    await createRunCategory(SERVICE, CATEGORY, CATEGORY_NAME);
    // One seeded-like product already in the category: the imported ones go after it.
    await adminDb
      .doc(`services/${SERVICE}/products/${CATEGORY}_FIRST`)
      .set({ ...rows(1)[0], services: ['shop'], pos: 7 });
    for (const role of STAFF)
      clients.set(role, await callableClient('importServiceProducts', `${role}@demo.test`));
    for (const role of ['site_manager', 'cuoco'])
      clients.set(`cancel:${role}`, await callableClient('cancelProductImport', `${role}@demo.test`));
  });

  afterAll(async () => {
    await deleteImported();
    await adminDb.doc(`services/${SERVICE}/categories/${CATEGORY}`).delete();
    await Promise.all([...clients.values()].map((c) => c.close()));
  });

  it("a cuoco imports rows after the category's last product, stamped, with the progress streamed", async () => {
    const importId = newImportId();
    const { chunks, result } = await client('cuoco').stream<
      { created: number },
      { done: number; total: number }
    >({
      serviceId: SERVICE,
      importId,
      rows: rows(12),
    });
    expect(result).toEqual({ created: 12 });
    expect(chunks).toEqual([
      { done: 0, total: 12 },
      { done: 12, total: 12 },
    ]);
    const written = (await imported.get()).docs.filter((doc) => doc.id !== `${CATEGORY}_FIRST`);
    expect(written).toHaveLength(12);
    const byName = new Map(written.map((doc) => [(doc.get('name') as { it: string }).it, doc.data()]));
    expect(byName.get('Prodotto 0')).toMatchObject({
      category_id: CATEGORY,
      name: { it: 'Prodotto 0', en: 'Product 0' },
      price: 1,
      points: 0,
      available: false,
      max_quantity: 99999,
      services: ['shop'],
      options: [],
      variants: [],
      timing_hours: 0,
      pos: 8,
      updated_by: 'demo-cuoco',
      import_id: importId,
    });
    expect(await importRecord(importId)).toMatchObject({
      status: 'done',
      uid: 'demo-cuoco',
      service_id: SERVICE,
      rows: 12,
    });
    expect(byName.get('Prodotto 11')).toMatchObject({ pos: 19 });
    expect(byName.get('Prodotto 0')!.created_at).toBeDefined();
    await deleteImported();
    await adminDb
      .doc(`services/${SERVICE}/products/${CATEGORY}_FIRST`)
      .set({ ...rows(1)[0], services: ['shop'], pos: 7 });
  });

  it.each([
    ['a price with three decimals', { price: 1.234 }, 'rows.3.price', 'forms.money.tooManyDecimals'],
    ['a row without a name', { name: {} }, 'rows.3.name.en', 'shop:validation.nameRequired'],
    [
      'an unknown category',
      { category_id: `${CATEGORY}_NOPE` },
      'rows.3.category_id',
      'shop:validation.importUnknownCategory',
    ],
  ])('refuses %s, naming the row, and writes none of the rows', async (_label, change, path, messageKey) => {
    const before = await count();
    const sent: Array<Record<string, unknown>> = rows(6);
    sent[3] = { ...sent[3]!, ...change };
    const importId = newImportId();
    const error = await callError(client('site_manager').call({ serviceId: SERVICE, importId, rows: sent }));
    expect(error.code).toBe('functions/invalid-argument');
    expect(await importRecord(importId)).toBeUndefined();
    const details = error.details as { messageKey: string; issues: Array<{ path: string; message: string }> };
    expect(details.messageKey).toBe(messageKey);
    expect(details.issues).toEqual([{ path, message: messageKey }]);
    expect(await count()).toBe(before);
  });

  it('refuses an empty import and one over 5,000 rows, writing nothing', async () => {
    const before = await count();
    for (const sent of [[], rows(5001)]) {
      const error = await callError(
        client('site_manager').call({ serviceId: SERVICE, importId: newImportId(), rows: sent }),
      );
      expect(error.code).toBe('functions/invalid-argument');
    }
    expect(await count()).toBe(before);
  });

  it.each([
    ['visualizzatore', SERVICE],
    ['cuoco', 'IFM_C_1001'],
  ])('%s may not import products into %s', async (role, serviceId) => {
    const error = await callError(client(role).call({ serviceId, importId: newImportId(), rows: rows(2) }));
    expect(error.code).toBe('functions/permission-denied');
  });

  it('an import cancelled after its first batch deletes what it wrote', async () => {
    const before = await count();
    const controller = new AbortController();
    const progress: number[] = [];
    const attempt = importServiceProducts(
      adminDb,
      'demo-site_manager',
      { serviceId: SERVICE, importId: newImportId(), rows: rows(30, 100) },
      {
        batchSize: 5,
        signal: controller.signal,
        onProgress: (done) => {
          progress.push(done);
          if (done > 0) controller.abort();
        },
      },
    );
    await expect(attempt).rejects.toMatchObject({ code: 'cancelled' });
    await expect(attempt).rejects.toBeInstanceOf(ProductSaveError);
    expect(progress[0]).toBe(0);
    expect(progress.at(-1)).toBeLessThan(30);
    expect(await count()).toBe(before);
  });

  it('a batch refused part-way deletes the batches committed beside it', async () => {
    const before = await count();
    // The rows pass every check; the third batch then also creates a document that already exists (as a concurrent
    // writer could cause), so Firestore refuses that batch while others are committed or in flight.
    const clash = adminDb.collection(`services/${SERVICE}/products`).doc();
    await clash.set({ pos: 0 });
    let batches = 0;
    const refusingThirdBatch = withBatches((batch, index) => {
      batches = index;
      return index === 3 ? batch.create(clash, { pos: 0 }) : batch;
    });
    try {
      await expect(
        importServiceProducts(
          refusingThirdBatch,
          'demo-site_manager',
          { serviceId: SERVICE, importId: newImportId(), rows: rows(30, 200) },
          { batchSize: 5 },
        ),
      ).rejects.toMatchObject({ code: 6 }); // gRPC ALREADY_EXISTS
      expect(batches).toBeGreaterThan(3); // the others ran, and the deletions after them
      expect(await count()).toBe(before);
    } finally {
      await clash.delete();
    }
  });

  it('a cancel while the import runs stops it and answers once its products are deleted', async () => {
    const before = await count();
    const importId = newImportId();
    // Batches after the second wait until the cancel is recorded: the import is surely running when it comes.
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    const watch = adminDb.doc(`product_imports/${importId}`).onSnapshot((snapshot) => {
      if (snapshot.get('status') === 'cancelled') release();
    });
    let batches = 0;
    const gated = withBatches((batch, index) => {
      batches = index;
      if (index > 2) {
        const commit = batch.commit.bind(batch);
        batch.commit = async () => {
          await released;
          return commit();
        };
      }
      return batch;
    });
    let cancelled: Promise<unknown> | null = null;
    try {
      const attempt = importServiceProducts(
        gated,
        'demo-site_manager',
        { serviceId: SERVICE, importId, rows: rows(60, 300) },
        {
          batchSize: 5,
          onProgress: (done) => {
            if (done > 0) cancelled ??= client('cancel:site_manager').call({ importId });
          },
        },
      );
      await expect(attempt).rejects.toMatchObject({ code: 'cancelled' });
      await expect(cancelled).resolves.toEqual({ status: 'rolled_back' });
      expect(batches).toBeLessThan(12 + 12); // stopped early: fewer than every batch and its deletion
      expect(await count()).toBe(before);
      expect(await importRecord(importId)).toMatchObject({ status: 'rolled_back' });
    } finally {
      watch();
    }
  });

  it('a cancel of an import already done deletes its products; only its importer may cancel it', async () => {
    const before = await count();
    const importId = newImportId();
    await client('site_manager').call({ serviceId: SERVICE, importId, rows: rows(8, 400) });
    expect(await count()).toBe(before + 8);
    const refused = await callError(client('cancel:cuoco').call({ importId }));
    expect(refused.code).toBe('functions/permission-denied');
    expect(await client('cancel:site_manager').call({ importId })).toEqual({ status: 'rolled_back' });
    expect(await count()).toBe(before);
  });

  it('an import cancelled before it arrives writes nothing; an import id is used once', async () => {
    const before = await count();
    const early = newImportId();
    expect(await client('cancel:site_manager').call({ importId: early })).toEqual({ status: 'cancelled' });
    const late = await callError(
      client('site_manager').call({ serviceId: SERVICE, importId: early, rows: rows(3, 500) }),
    );
    expect(late.code).toBe('functions/cancelled');
    expect(await count()).toBe(before);

    const importId = newImportId();
    await client('site_manager').call({ serviceId: SERVICE, importId, rows: rows(2, 600) });
    const again = await callError(
      client('site_manager').call({ serviceId: SERVICE, importId, rows: rows(2, 600) }),
    );
    expect(again.code).toBe('functions/already-exists');
    expect(await count()).toBe(before + 2);
    await deleteImported();
    await adminDb
      .doc(`services/${SERVICE}/products/${CATEGORY}_FIRST`)
      .set({ ...rows(1)[0], services: ['shop'], pos: 7 });
  });
});
