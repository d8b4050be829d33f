// The API's HTTP edges: malformed JSON, oversized bodies, unknown routes, bad paths, tokens and CORS — on the
// emulator and on the same express app run in-process (where the Functions runtime's own parser is absent).
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiApp } from '../../functions/src/api/app';
import { adminAuth, adminDb } from '../support/admin';
import {
  activityCount,
  call,
  ensureSeeded,
  expectApiError,
  expectSuccess,
  roleEmail,
  tokenOf,
} from './api-support';

const bigJson = JSON.stringify({ text: 'x'.repeat(2 * 1024 * 1024) });

describe('API edges on the functions emulator', () => {
  beforeAll(ensureSeeded, 180_000);

  it('answers 413 in JSON for a body over 1 MiB', async () => {
    expectApiError(
      await call('POST', '/api/regExpHelper', { raw: bigJson, contentType: 'application/json' }),
      413,
      'payload_too_large',
    );
  });

  it('answers 400 in JSON for malformed JSON sent as text', async () => {
    expectApiError(
      await call('POST', '/api/regExpHelper', { raw: '{"text": "pasta"', contentType: 'text/plain' }),
      400,
      'invalid_json',
    );
  });

  it('malformed JSON sent as application/json is refused by the Functions runtime before our code: 400, nothing written', async () => {
    // Cloud Functions (and its emulator) parse JSON bodies before the function runs (firebase-functions#364):
    // the 400 is theirs and not in our JSON shape; what we can hold is: not a 500, and not even a log entry.
    const before = await activityCount();
    const response = await call('POST', '/api/regExpHelper', {
      raw: '{"text": ',
      contentType: 'application/json',
    });
    expect(response.status).toBe(400);
    expect(await activityCount()).toBe(before);
  });

  it('answers 404 in JSON for an unknown path or a method a route does not take', async () => {
    expectApiError(await call('GET', '/api/noSuchCall'), 404, 'not_found');
    expectApiError(await call('GET', '/api/regExpHelper'), 404, 'not_found');
  });

  it('answers 401 for garbage, unsigned-looking and non-Bearer tokens, in every place a token can travel', async () => {
    expectApiError(
      await call('POST', '/api/getUserData', { json: { uid: 'demo-admin', token: 'x'.repeat(9000) } }),
      401,
      'unauthenticated',
    );
    expectApiError(
      await call('POST', '/api/getUserData', {
        json: { uid: 'demo-admin' },
        headers: { Authorization: 'Basic YWRtaW46YWRtaW4=' },
      }),
      401,
    );
    expectApiError(
      await call('GET', '/helpdesk/ccms/getCollections', { query: { token: 'abc.def.ghi' } }),
      401,
    );
    expectApiError(await call('POST', '/api/getUserData', { json: { uid: 'demo-admin', token: 12 } }), 401);
  });

  it('takes the token from the Authorization header on POST routes too', async () => {
    const data = expectSuccess<{ id: string }>(
      await call('POST', '/api/getUserData', {
        json: { uid: 'demo-admin' },
        headers: { Authorization: `Bearer ${await tokenOf(roleEmail('admin'))}` },
      }),
    );
    expect(data.id).toBe('demo-admin');
  });
});

describe('the same app in-process (no Functions runtime in front)', () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    await ensureSeeded();
    const app = createApiApp({ db: adminDb, auth: adminAuth, now: () => new Date() });
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }, 180_000);
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const local = async (path: string, init: RequestInit = {}) => {
    const response = await fetch(`${base}${path}`, init);
    const text = await response.text();
    return {
      status: response.status,
      headers: response.headers,
      text,
      bytes: Buffer.from(text),
      json: response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : undefined,
    };
  };

  it('answers malformed application/json with 400 in JSON (never the default HTML page)', async () => {
    const response = await local('/api/regExpHelper', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"text": ',
    });
    expectApiError(response, 400, 'invalid_json');
  });

  it('answers 413 in JSON for an oversized body, read from the stream with a limit', async () => {
    expectApiError(
      await local('/api/regExpHelper', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: bigJson,
      }),
      413,
      'payload_too_large',
    );
  });

  it('answers absurdly nested JSON with a 400', async () => {
    const nested = `${'['.repeat(50_000)}${']'.repeat(50_000)}`;
    expectApiError(
      await local('/api/regExpHelper', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: nested,
      }),
      400,
    );
  });

  it('answers a path express cannot decode, and an unknown path, in JSON', async () => {
    expectApiError(await local('/api/%E0%A4%A'), 404);
    expectApiError(await local('/nothing/here', { method: 'POST' }), 404, 'not_found');
  });

  it('serves the same answers as on the emulator', async () => {
    expect(
      expectSuccess(
        await local('/api/regExpHelper', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: '{"text":"riso"}',
        }),
      ),
    ).toBe('^(?:riso)$');
  });

  it('answers CORS preflights for the SPA origins only', async () => {
    const allowed = await local('/api/getUserData', {
      method: 'OPTIONS',
      headers: { Origin: 'http://127.0.0.1:5173', 'Access-Control-Request-Method': 'POST' },
    });
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173');
    expect(allowed.headers.get('access-control-allow-headers')).toMatch(/Authorization/);
    const foreign = await local('/api/getUserData', {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' },
    });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });
});
