// REST API (spec §7), core routes: for each a success, a 400, a 401 and a 403 against the emulators.
import { beforeAll, describe, expect } from 'vitest';
import { adminDb } from '../support/admin';
import {
  SEED,
  call,
  restoreForCoreRoutes,
  expectApiError,
  expectSuccess,
  post,
  roleEmail,
  tokenOf,
  describeRouteCases,
  type RouteCase,
} from './api-support';

const CUSTOMER = 'customer@demo.test';
const docs = (collection: string) =>
  SEED.documents.filter((d) => d.path.startsWith(`${collection}/`) && d.path.split('/').length === 2);
const customerOrders = docs('orders').filter((d) => d.data.userid === 'demo-customer');
const ifmOrderOf = (canteen: string) =>
  docs('orders').find((d) => d.data.tag === 'ifm' && d.data.canteenid === canteen)!;
const plainOrderOf = (canteen: string) =>
  docs('orders').find((d) => d.data.tag !== 'ifm' && d.data.canteenid === canteen)!;
const idOf = (path: string) => path.split('/')[1]!;

const logBody = {
  user_id: 'demo-admin',
  environment_code: 1,
  application: 2,
  canteen_id: 'C_1001',
  data: { page: '/menu', n: [1, [2]] },
};

const cases: RouteCase[] = [
  {
    route: 'POST /log',
    success: async () => {
      expectSuccess(await post('/log', roleEmail('admin'), logBody));
      const entries = await adminDb
        .collection('activity_log')
        .where('user', '==', 'demo-admin')
        .where('action', '==', 'client_log')
        .get();
      expect(
        entries.docs.some(
          (doc) =>
            doc.get('data') === JSON.stringify(logBody.data) &&
            doc.get('canteen_id') === 'C_1001' &&
            doc.get('environment_code') === 1 &&
            doc.get('application') === 2,
        ),
      ).toBe(true);
    },
    badRequest: () => post('/log', roleEmail('admin'), { ...logBody, environment_code: 7 }),
    unauthenticated: () => post('/log', null, logBody),
    // Logging on behalf of someone else.
    forbidden: () => post('/log', roleEmail('cuoco'), logBody),
  },
  {
    route: 'POST /api/getUserData',
    success: async () => {
      const data = expectSuccess<Record<string, unknown>>(
        await post('/api/getUserData', roleEmail('site_manager'), { uid: 'demo-customer' }),
      );
      expect(data).toMatchObject({
        id: 'demo-customer',
        role: 'web_user',
        profile: { email: CUSTOMER },
        canteens: ['C_1001'],
      });
      expect(data).not.toHaveProperty('fcm_tokens');
      expect(typeof data.created_at).toBe('string');
    },
    badRequest: () => post('/api/getUserData', roleEmail('admin'), { uid: 'a/b' }),
    unauthenticated: () => post('/api/getUserData', null, { uid: 'demo-customer' }),
    forbidden: () => post('/api/getUserData', roleEmail('cuoco'), { uid: 'demo-customer' }),
  },
  {
    route: 'POST /api/alignUserStatisticsData',
    success: async () => {
      const data = expectSuccess<Record<string, unknown>>(
        await post('/api/alignUserStatisticsData', roleEmail('admin'), { id: 'demo-customer' }),
      );
      expect(data).toMatchObject({ userid: 'demo-customer', orders_count: customerOrders.length });
      const stored = await adminDb.doc('statistics/demo-customer').get();
      expect(stored.get('orders_count')).toBe(customerOrders.length);
      const byTag = customerOrders.reduce<Record<string, number>>(
        (acc, d) => ({ ...acc, [String(d.data.tag)]: (acc[String(d.data.tag)] ?? 0) + 1 }),
        {},
      );
      expect(data.orders_by_tag).toEqual(byTag);
    },
    badRequest: () => post('/api/alignUserStatisticsData', roleEmail('admin'), { id: '' }),
    unauthenticated: () => post('/api/alignUserStatisticsData', null, { id: 'demo-customer' }),
    // site_manager manages C_1001/C_1002; a customer of C_501 shares no canteen with them.
    forbidden: async () => {
      const spanish = docs('users').find((d) => (d.data.canteens as string[]).includes('C_501'))!;
      return post('/api/alignUserStatisticsData', roleEmail('site_manager'), { id: idOf(spanish.path) });
    },
  },
  {
    route: 'POST /api/getUserStatisticsData',
    success: async () => {
      await post('/api/alignUserStatisticsData', roleEmail('admin'), { id: 'demo-customer' });
      const data = expectSuccess<Record<string, unknown>>(
        await post('/api/getUserStatisticsData', roleEmail('company_manager'), { id: 'demo-customer' }),
      );
      expect(data).toMatchObject({ userid: 'demo-customer', orders_count: customerOrders.length });
      expect(typeof data.aligned_at).toBe('string');
    },
    badRequest: () => post('/api/getUserStatisticsData', roleEmail('admin'), { id: 42 }),
    unauthenticated: () => post('/api/getUserStatisticsData', null, { id: 'demo-customer' }),
    forbidden: () => post('/api/getUserStatisticsData', roleEmail('cuoco'), { id: 'demo-customer' }),
  },
  {
    route: 'POST /api/getUserDataNOrdersLastOrderLastLoginByID',
    success: async () => {
      await post('/api/getUserData', CUSTOMER, { uid: 'demo-customer' }); // a sign-in of the customer (refused, but signed in)
      const data = expectSuccess<Record<string, unknown>>(
        await post('/api/getUserDataNOrdersLastOrderLastLoginByID', roleEmail('admin'), {
          uid: 'demo-customer',
        }),
      );
      // Orders due at the same minute tie (on some days the seed moves several onto the same weekday): Firestore
      // then orders by document id in the direction of the last orderBy, descending here.
      const latest = [...customerOrders]
        .filter((d) => d.data.execution_datetime instanceof Date)
        .sort(
          (a, b) =>
            (b.data.execution_datetime as Date).getTime() - (a.data.execution_datetime as Date).getTime() ||
            (idOf(b.path) > idOf(a.path) ? 1 : idOf(b.path) < idOf(a.path) ? -1 : 0),
        )[0]!;
      expect(data.ordersNumber).toBe(customerOrders.length);
      expect((data.lastOrderData as { id: string }).id).toBe(idOf(latest.path));
      for (const key of ['creationTime', 'lastSignInTime', 'lastRefreshTime'])
        expect(typeof data[key], key).toBe('string');
    },
    badRequest: () => post('/api/getUserDataNOrdersLastOrderLastLoginByID', roleEmail('admin'), {}),
    unauthenticated: () =>
      post('/api/getUserDataNOrdersLastOrderLastLoginByID', null, { uid: 'demo-customer' }),
    forbidden: () =>
      post('/api/getUserDataNOrdersLastOrderLastLoginByID', roleEmail('visualizzatore'), {
        uid: 'demo-customer',
      }),
  },
  {
    route: 'GET /api/getCanteenIdsFromFirebase',
    success: async () => {
      const all = docs('canteens')
        .map((d) => idOf(d.path))
        .sort();
      expect(
        expectSuccess(
          await call('GET', '/api/getCanteenIdsFromFirebase', { query: { token: await tokenFor('admin') } }),
        ),
      ).toEqual(all);
      expect(
        expectSuccess(
          await call('GET', '/api/getCanteenIdsFromFirebase', {
            query: { token: await tokenFor('admin_provider') },
          }),
        ),
      ).toEqual(all);
      expect(
        expectSuccess(
          await call('GET', '/api/getCanteenIdsFromFirebase', {
            query: { token: await tokenFor('country_manager') },
          }),
        ),
      ).toEqual(['C_1001', 'C_1002', 'C_4001', 'C_9001']);
    },
    badRequest: async () =>
      call('GET', '/api/getCanteenIdsFromFirebase', {
        query: { token: await tokenFor('admin'), cid: 'C_1001' },
      }),
    unauthenticated: () => call('GET', '/api/getCanteenIdsFromFirebase'),
    forbidden: async () =>
      call('GET', '/api/getCanteenIdsFromFirebase', { query: { token: await tokenFor('web_user') } }),
  },
  {
    route: 'POST /api/copyAreaNewsFromCidToAnother',
    success: async () => {
      const data = expectSuccess<Record<string, number>>(
        await post('/api/copyAreaNewsFromCidToAnother', roleEmail('admin'), {
          fromCid: 'C_1001',
          toCid: 'c_1002',
        }),
      );
      const sourceAreas = docs('aree_news').filter((d) => d.data.canteen_id === 'C_1001').length;
      expect(data).toMatchObject({ fromCanteenId: 'C_1001', toCanteenId: 'C_1002', sourceAreas });
      expect(data.created! + data.alreadyPresent!).toBe(sourceAreas);
      const copies = await adminDb.collection('aree_news').where('canteen_id', '==', 'C_1002').count().get();
      expect(copies.data().count).toBeGreaterThanOrEqual(sourceAreas);
      expectApiError(
        await post('/api/copyAreaNewsFromCidToAnother', roleEmail('admin'), {
          fromCid: 'C_8888',
          toCid: 'C_1002',
        }),
        404,
        'not_found',
      );
    },
    badRequest: () =>
      post('/api/copyAreaNewsFromCidToAnother', roleEmail('admin'), { fromCid: 'C_1001', toCid: 'C_1001' }),
    unauthenticated: () =>
      post('/api/copyAreaNewsFromCidToAnother', null, { fromCid: 'C_1001', toCid: 'C_1002' }),
    forbidden: () =>
      post('/api/copyAreaNewsFromCidToAnother', roleEmail('admin_provider'), {
        fromCid: 'C_1001',
        toCid: 'C_1002',
      }),
  },
  {
    route: 'POST /api/getOrderHistory',
    success: async () => {
      const order = ifmOrderOf('C_1001');
      const data = expectSuccess<Array<Record<string, unknown>>>(
        await post('/api/getOrderHistory', roleEmail('operatore_ifm'), { oid: idOf(order.path) }),
      );
      const seeded = order.data.history as Array<{ status: string; change_date: Date }>;
      expect(data.map((entry) => entry.status)).toEqual(seeded.map((entry) => entry.status));
      expect(data[0]?.change_date).toBe(seeded[0]?.change_date.toISOString());
      expectApiError(
        await post('/api/getOrderHistory', roleEmail('admin'), { oid: 'NO_SUCH_ORDER' }),
        404,
        'not_found',
      );
      // Another canteen's request: the role may, the canteen may not.
      expectApiError(
        await post('/api/getOrderHistory', roleEmail('operatore_ifm'), {
          oid: idOf(ifmOrderOf('C_4001').path),
        }),
        403,
        'forbidden',
      );
    },
    badRequest: () => post('/api/getOrderHistory', roleEmail('admin'), { oid: ['x'] }),
    unauthenticated: () => post('/api/getOrderHistory', null, { oid: idOf(ifmOrderOf('C_1001').path) }),
    // cliente_ifm has RichiesteIFM but not Ordini: a plain order's history is not theirs.
    forbidden: () =>
      post('/api/getOrderHistory', roleEmail('cliente_ifm'), { oid: idOf(plainOrderOf('C_1001').path) }),
  },
];

const tokenFor = (role: string) => tokenOf(roleEmail(role));

describe('REST API core routes', () => {
  // This file counts a customer's orders and statistics and reads canteens and news areas: those as seeded.
  beforeAll(() => restoreForCoreRoutes('demo-customer'), 180_000);

  describeRouteCases(cases);
});
