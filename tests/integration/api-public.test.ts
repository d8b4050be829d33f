// REST API (spec §7), the two public calls (canteenStyle, regExpHelper: spec §7 sends them no token, so no
// 401/403 exist) and the activity log every call writes.
import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin';
import { SEED, call, ensureSeeded, expectApiError, expectSuccess, get, post, roleEmail } from './api-support';

const docs = (collection: string) =>
  SEED.documents.filter((d) => d.path.startsWith(`${collection}/`) && d.path.split('/').length === 2);

describe('REST API public calls and the activity log', () => {
  beforeAll(ensureSeeded, 180_000);

  describe('GET /api/canteenStyle (public: no 401/403 exist)', () => {
    it('serves the canteen colours as cacheable CSS, with 304 on a matching ETag', async () => {
      const response = await call('GET', '/api/canteenStyle', { query: { cid: 'C_1001' } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/css/);
      expect(response.headers.get('cache-control')).toMatch(/public, max-age=300/);
      const colours = docs('canteens').find((d) => d.path === 'canteens/C_1001')!.data
        .customisation as Record<string, string>;
      expect(response.text).toContain(`--canteen-primary: ${colours.primary_color};`);
      const etag = response.headers.get('etag')!;
      const again = await call('GET', '/api/canteenStyle', {
        query: { cid: 'C_1001' },
        headers: { 'If-None-Match': etag },
      });
      expect(again.status).toBe(304);
    });
    it('answers 400 for a malformed cid and 404 for an unknown canteen', async () => {
      expectApiError(
        await call('GET', '/api/canteenStyle', { query: { cid: 'C_1001;}body{' } }),
        400,
        'invalid_input',
      );
      expectApiError(await call('GET', '/api/canteenStyle'), 400, 'invalid_input');
      expectApiError(await call('GET', '/api/canteenStyle', { query: { cid: 'C_8888' } }), 404, 'not_found');
    });
  });

  describe('POST /api/regExpHelper (public: no 401/403 exist)', () => {
    it('turns free text into an anchored, escaped pattern', async () => {
      expect(
        expectSuccess(
          await call('POST', '/api/regExpHelper', { json: { text: 'Pasta (al) pomodoro, riso*' } }),
        ),
      ).toBe('^(?:Pasta\\s+\\(al\\)\\s+pomodoro|riso.*)$');
    });
    it('answers 400 for empty, missing or absurd text', async () => {
      expectApiError(await call('POST', '/api/regExpHelper', { json: { text: '' } }), 400);
      expectApiError(await call('POST', '/api/regExpHelper', { json: {} }), 400);
      expectApiError(await call('POST', '/api/regExpHelper', { json: { text: ' ,;, ' } }), 400);
    });
  });

  it('writes an activity-log entry for every call, with user, canteen, environment code and outcome', async () => {
    await post('/api/getOccasionsForPeriod', roleEmail('cuoco'), { canteen_id: 'C_501', services: ['menu'] });
    const entries = await adminDb
      .collection('activity_log')
      .where('user', '==', 'demo-cuoco')
      .where('action', '==', 'getOccasionsForPeriod')
      .get();
    const refused = entries.docs.find((doc) => doc.get('canteen_id') === 'C_501');
    expect(refused?.data()).toMatchObject({
      outcome: 'rejected',
      status: 403,
      error_code: 'forbidden',
      method: 'POST',
    });
    // An Italian canteen under the europe environment is code 1 (italia), a Spanish one 2 (spagna).
    await post('/api/getOccasionsForPeriod', roleEmail('super_site_manager'), {
      canteen_id: 'C_501',
      services: ['menu'],
    });
    const spanish = await adminDb
      .collection('activity_log')
      .where('user', '==', 'demo-super_site_manager')
      .where('canteen_id', '==', 'C_501')
      .get();
    expect(spanish.docs.map((doc) => doc.data())).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ outcome: 'success', environment_code: 2, status: 200 }),
      ]),
    );
    await get('/helpdesk/getStatusTickets', roleEmail('site_manager'), { cid: 'C_1001' });
    const italian = await adminDb
      .collection('activity_log')
      .where('user', '==', 'demo-site_manager')
      .where('action', '==', 'getStatusTickets')
      .get();
    expect(
      italian.docs.some((doc) => doc.get('environment_code') === 1 && doc.get('canteen_id') === 'C_1001'),
    ).toBe(true);
  });
});
