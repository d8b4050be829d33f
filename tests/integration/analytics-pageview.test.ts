// POST /api/analytics/pageview (issue 20, the Stats screen's input) against the emulators: a valid page view is
// stored in the caller's day document with its operating system; bad input and a missing token get a clear error
// and write nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import { ANALYTICS_EVENTS, analyticsDayOf, pageViewsDocId } from '@backoffice/shared';
import { adminDb } from '../support/admin';
import { call, expectApiError, expectSuccess, post, tokenOf } from './api-support';
import { writeSeedSubset } from './support/seed-subset';

const PATH = '/api/analytics/pageview';
const ADMIN = 'admin@demo.test';
const RUN = Date.now().toString(36);
// The day's document of demo-admin in C_1001 (other files may add views to it: the test compares counts).
const eventsDoc = () =>
  adminDb
    .collection(ANALYTICS_EVENTS)
    .doc(pageViewsDocId(analyticsDayOf(new Date()), 'C_1001', 'demo-admin'));
const countNow = async () => Number((await eventsDoc().get()).get('count') ?? 0);

describe('POST /api/analytics/pageview', () => {
  beforeAll(async () => {
    await writeSeedSubset(
      (path) => path === 'users/demo-admin' || path === 'canteens/C_1001',
      ['demo-admin'],
    );
  });

  it('stores a valid page view with its path, title and operating system', async () => {
    const before = await countNow();
    const response = await call('POST', PATH, {
      json: { cid: 'C_1001', path: `/wizard/${RUN}`, title: 'New canteen', token: await tokenOf(ADMIN) },
      headers: { 'User-Agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64)' },
    });
    expect(expectSuccess<{ recorded: boolean }>(response)).toEqual({ recorded: true });
    const stored = (await eventsDoc().get()).data()!;
    expect(stored.count).toBe(before + 1);
    expect(stored.views).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          path: `/wizard/${RUN}`,
          title: 'New canteen',
          app: 'backoffice',
          os: 'windows',
        }),
      ]),
    );
  });

  it.each([
    ['no path', { cid: 'C_1001' }],
    ['a path over 300 characters', { cid: 'C_1001', path: `/${'x'.repeat(300)}` }],
    ['an unknown app', { cid: 'C_1001', path: '/dashboard', app: 'kiosk' }],
    ['a canteen id without C_', { cid: '1001', path: '/dashboard' }],
  ])('refuses %s with a 400 and writes nothing', async (_name, body) => {
    const before = await countNow();
    expectApiError(await post(PATH, ADMIN, body), 400);
    expect(await countNow()).toBe(before);
  });

  it('refuses a call without a token with a 401 and writes nothing', async () => {
    const before = await countNow();
    expectApiError(await post(PATH, null, { cid: 'C_1001', path: '/dashboard' }), 401);
    expect(await countNow()).toBe(before);
  });
});
