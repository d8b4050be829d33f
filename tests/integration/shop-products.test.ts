// The saveServiceProduct callable against the emulators: the product form's schema in the service's currency, role
// and canteen checks, an existing category, per-language variant names, the stamp the activity log records.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin';
import { callError, callableClient, type CallableClient } from './support/callable';
import { todaysSeed, writeSeedSubset } from './support/seed-subset';

const STAFF = ['site_manager', 'cuoco', 'visualizzatore'] as const;
const SERVICES = ['SHOP_C_1001', 'IFM_C_1001'];
const clients = new Map<string, CallableClient>();
const client = (key: string) => clients.get(key)!;

const product = {
  category_id: 'SHOP_C_1001_SANDWICHES',
  name: { en: 'Integration club', it: 'Club di prova' },
  description: {},
  points: 2,
  price: 6.2,
  available: true,
  max_quantity: 10,
  services: ['shop'],
  timing_hours: 0,
  options: [{ name: { en: 'Extra cheddar' }, price: 0.5, is_percentage: false }],
  variants: [
    {
      name: { en: 'Bread', it: 'Pane' },
      min: 1,
      max: 1,
      options: [
        { name: { en: 'White' }, price: 0, is_percentage: false },
        { name: { en: 'Large' }, price: 20, is_percentage: true },
      ],
    },
  ],
};

const productCount = async () =>
  (await adminDb.collection('services/SHOP_C_1001/products').count().get()).data().count;

describe('saveServiceProduct callable', () => {
  const created: string[] = [];

  beforeAll(async () => {
    const uids = STAFF.map((role) => `demo-${role}`);
    await writeSeedSubset(
      (path) =>
        uids.some((uid) => path === `users/${uid}`) ||
        SERVICES.some((s) => path === `services/${s}` || path.startsWith(`services/${s}/`)),
      uids,
    );
    for (const role of STAFF)
      clients.set(role, await callableClient('saveServiceProduct', `${role}@demo.test`));
  });

  afterAll(async () => {
    await Promise.all(created.map((id) => adminDb.doc(`services/SHOP_C_1001/products/${id}`).delete()));
    await Promise.all([...clients.values()].map((c) => c.close()));
  });

  it('a cuoco creates a product last in its category, stamped, with names per language', async () => {
    const result = (await client('cuoco').call({ serviceId: 'SHOP_C_1001', productId: null, product })) as {
      productId: string;
      created: boolean;
    };
    created.push(result.productId);
    expect(result.created).toBe(true);
    const stored = (await adminDb.doc(`services/SHOP_C_1001/products/${result.productId}`).get()).data()!;
    expect(stored).toMatchObject({
      name: { en: 'Integration club', it: 'Club di prova' },
      updated_by: 'demo-cuoco',
      price: 6.2,
    });
    expect(stored.variants[0].name).toEqual({ en: 'Bread', it: 'Pane' });
    const siblings = todaysSeed().documents.filter(
      (d) =>
        d.path.startsWith('services/SHOP_C_1001/products/') && d.data.category_id === product.category_id,
    );
    expect(stored.pos).toBe(Math.max(...siblings.map((d) => Number(d.data.pos))) + 1);
  });

  it('updates the form fields of a seeded product and keeps its image and position', async () => {
    const seeded = todaysSeed().documents.find((d) =>
      d.path.startsWith('services/SHOP_C_1001/products/SHOP_C_1001_SANDWICHES_'),
    )!;
    const id = seeded.path.split('/').pop()!;
    await client('site_manager').call({
      serviceId: 'SHOP_C_1001',
      productId: id,
      product: { ...product, price: 7 },
    });
    const stored = (await adminDb.doc(seeded.path).get()).data()!;
    expect(stored).toMatchObject({
      price: 7,
      pos: seeded.data.pos,
      image: seeded.data.image,
      updated_by: 'demo-site_manager',
    });
    await adminDb.doc(seeded.path).set(seeded.data);
  });

  it.each([
    [
      'min above max',
      { variants: [{ ...product.variants[0], min: 2, max: 1 }] },
      'validation.variant.minAboveMax',
    ],
    [
      'max above its options',
      { variants: [{ ...product.variants[0], max: 3 }] },
      'shop:validation.maxAboveOptions',
    ],
    ['a negative price', { price: -1 }, 'forms.money.negative'],
    ['an unknown category', { category_id: 'SHOP_C_1001_NOPE' }, 'shop:validation.unknownCategory'],
  ])('refuses %s with its message key and writes nothing', async (_label, change, messageKey) => {
    const before = await productCount();
    const error = await callError(
      client('site_manager').call({
        serviceId: 'SHOP_C_1001',
        productId: null,
        product: { ...product, ...change },
      }),
    );
    expect(error.code).toBe('functions/invalid-argument');
    expect((error.details as { messageKey: string }).messageKey).toBe(messageKey);
    expect(await productCount()).toBe(before);
  });

  it.each([
    ['visualizzatore', 'SHOP_C_1001'],
    ['cuoco', 'IFM_C_1001'],
  ])('%s may not save products of %s', async (who, serviceId) => {
    const error = await callError(
      client(who).call({ serviceId, productId: null, product: { ...product, category_id: 'X' } }),
    );
    expect(error.code).toBe('functions/permission-denied');
  });
});
