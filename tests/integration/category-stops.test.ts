// The stop/resume callable against the emulators: input, role and canteen checks, never the whole service, races.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin';
import { asCallError, callError, callableClient, type CallableClient } from './support/callable';
import { seedDocument, todaysSeed, writeSeedSubset } from './support/seed-subset';

const STAFF = ['site_manager', 'cuoco', 'visualizzatore', 'admin'] as const;
const SERVICES = ['SHOP_C_1001', 'COFFEEBREAK_C_1001', 'IFM_C_1001', 'SHOP_C_501'];
const clients = new Map<string, CallableClient>();

const categoriesOf = (serviceId: string) =>
  todaysSeed().documents.filter((d) => d.path.startsWith(`services/${serviceId}/categories/`));
const idOf = (path: string) => path.split('/').pop()!;
const enabledSeedCategories = (serviceId: string) => categoriesOf(serviceId).filter((d) => d.data.stopped !== true).map((d) => idOf(d.path));
const stoppedFlags = async (serviceId: string) =>
  Object.fromEntries((await adminDb.collection(`services/${serviceId}/categories`).get()).docs.map((d) => [d.id, d.get('stopped')]));
const client = (key: string) => clients.get(key)!;

/** Puts every category of the services back as seeded. */
async function restoreCategories(): Promise<void> {
  const batch = adminDb.batch();
  for (const serviceId of SERVICES) for (const d of categoriesOf(serviceId)) batch.set(adminDb.doc(d.path), d.data);
  await batch.commit();
}

describe('setCategoryStopped callable', () => {
  beforeAll(async () => {
    const uids = [...STAFF.map((role) => `demo-${role}`), 'demo-customer'];
    await writeSeedSubset(
      (path) => uids.some((uid) => path === `users/${uid}`) || SERVICES.some((s) => path === `services/${s}` || path.startsWith(`services/${s}/categories/`)),
      uids,
    );
    for (const role of STAFF) clients.set(role, await callableClient('setCategoryStopped', `${role}@demo.test`));
    clients.set('customer', await callableClient('setCategoryStopped', 'customer@demo.test'));
    clients.set('anonymous', await callableClient('setCategoryStopped', null));
  });

  afterEach(restoreCategories);

  afterAll(async () => {
    await Promise.all([...clients.values()].map((c) => c.close()));
  });

  it.each([
    ['no data', undefined],
    ['no category', { serviceId: 'SHOP_C_1001', stopped: true }],
    ['stopped as text', { serviceId: 'SHOP_C_1001', categoryId: 'SHOP_C_1001_DRINKS', stopped: 'true' }],
    ['an unknown field', { serviceId: 'SHOP_C_1001', categoryId: 'SHOP_C_1001_DRINKS', stopped: true, everything: true }],
    ['an empty service id', { serviceId: '  ', categoryId: 'SHOP_C_1001_DRINKS', stopped: true }],
  ])('bad input (%s) → invalid-argument and nothing written', async (_label, data) => {
    const before = await stoppedFlags('SHOP_C_1001');
    const error = await callError(client('site_manager').call(data));
    expect(error.code).toBe('functions/invalid-argument');
    expect(error.message).toMatch(/^Invalid request: /);
    expect(await stoppedFlags('SHOP_C_1001')).toEqual(before);
  });

  it('refuses a caller who is not signed in', async () => {
    const error = await callError(client('anonymous').call({ serviceId: 'SHOP_C_1001', categoryId: 'SHOP_C_1001_DRINKS', stopped: true }));
    expect(error.code).toBe('functions/unauthenticated');
  });

  // Shop/CoffeeBreak screens: management roles plus cuoco; other services: Servizi (management roles) — spec §6.
  it.each([
    ['site_manager', 'SHOP_C_1001', 'ok'],
    ['cuoco', 'SHOP_C_1001', 'ok'],
    ['cuoco', 'COFFEEBREAK_C_1001', 'ok'],
    ['admin', 'SHOP_C_501', 'ok'],
    ['site_manager', 'IFM_C_1001', 'ok'],
    ['cuoco', 'IFM_C_1001', 'functions/permission-denied'],
    ['visualizzatore', 'SHOP_C_1001', 'functions/permission-denied'],
    ['customer', 'SHOP_C_1001', 'functions/permission-denied'],
    ['site_manager', 'SHOP_C_501', 'functions/permission-denied'],
  ])('%s on %s → %s', async (who, serviceId, expected) => {
    const categoryId = enabledSeedCategories(serviceId)[0]!;
    const request = { serviceId, categoryId, stopped: true };
    if (expected === 'ok') {
      expect(await client(who).call(request)).toEqual({ serviceId, categoryId, stopped: true, changed: true });
      const stored = (await adminDb.doc(`services/${serviceId}/categories/${categoryId}`).get()).data();
      expect(stored).toMatchObject({ stopped: true, stopped_by: `demo-${who}` });
      expect(await client(who).call({ ...request, stopped: false })).toMatchObject({ stopped: false, changed: true });
      expect((await adminDb.doc(`services/${serviceId}/categories/${categoryId}`).get()).get('stopped')).toBe(false);
    } else {
      expect((await callError(client(who).call(request))).code).toBe(expected);
      expect((await adminDb.doc(`services/${serviceId}/categories/${categoryId}`).get()).get('stopped')).toBe(false);
    }
  });

  it('an unknown service or category → not-found', async () => {
    expect((await callError(client('admin').call({ serviceId: 'SHOP_C_0', categoryId: 'X', stopped: true }))).code).toBe('functions/not-found');
    expect((await callError(client('admin').call({ serviceId: 'SHOP_C_1001', categoryId: 'X', stopped: true }))).code).toBe('functions/not-found');
  });

  it("stopping the last enabled category is refused with the spec's message; the others stop, and stopping twice changes nothing", async () => {
    const [last, ...others] = enabledSeedCategories('SHOP_C_1001');
    for (const categoryId of others) {
      await client('site_manager').call({ serviceId: 'SHOP_C_1001', categoryId, stopped: true });
    }
    const again = await client('site_manager').call({ serviceId: 'SHOP_C_1001', categoryId: others[0], stopped: true });
    expect(again).toMatchObject({ changed: false });
    const error = await callError(client('site_manager').call({ serviceId: 'SHOP_C_1001', categoryId: last, stopped: true }));
    // failed-precondition travels as HTTP 400 in the callable protocol.
    expect(error).toEqual({
      code: 'functions/failed-precondition',
      message: "It's impossible to stop the entire service",
      httpStatus: 400,
      details: { messageKey: 'errors.services.stopAll' },
    });
    expect((await adminDb.doc(`services/SHOP_C_1001/categories/${last}`).get()).get('stopped')).toBe(false);
  });

  it('two concurrent stops of the last two enabled categories: exactly one wins, the service keeps one', async () => {
    const serviceId = 'COFFEEBREAK_C_1001';
    for (let round = 0; round < 3; round += 1) {
      const enabled = enabledSeedCategories(serviceId);
      const [a, b, ...rest] = round % 2 === 0 ? enabled : [...enabled].reverse();
      const batch = adminDb.batch();
      for (const categoryId of rest) batch.update(adminDb.doc(`services/${serviceId}/categories/${categoryId}`), { stopped: true });
      await batch.commit();
      const results = await Promise.allSettled([
        client('site_manager').call({ serviceId, categoryId: a, stopped: true }),
        client('cuoco').call({ serviceId, categoryId: b, stopped: true }),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
      const rejected = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
      expect(asCallError(rejected.reason)).toMatchObject({ code: 'functions/failed-precondition', message: "It's impossible to stop the entire service" });
      const flags = await stoppedFlags(serviceId);
      expect(Object.values(flags).filter((stopped) => stopped !== true)).toHaveLength(1);
      await restoreCategories();
    }
  });

  it('a seeded stopped category can be resumed', async () => {
    const stopped = categoriesOf('SHOP_C_1001').find((d) => d.data.stopped === true);
    if (!stopped) throw new Error('the seed has no stopped shop category');
    expect(seedDocument(stopped.path).data.stopped).toBe(true);
    const result = await client('cuoco').call({ serviceId: 'SHOP_C_1001', categoryId: idOf(stopped.path), stopped: false });
    expect(result).toMatchObject({ stopped: false, changed: true });
    expect((await adminDb.doc(stopped.path).get()).data()).toMatchObject({ stopped: false, resumed_by: 'demo-cuoco' });
  });
});
