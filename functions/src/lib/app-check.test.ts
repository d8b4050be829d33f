// App Check enforcement (issue 23): the switch (on in production, off under the emulators, an explicit override), the
// API's guard on the express app, and a real callable refusing a call without a valid token where enforcement is on.
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express, { type RequestHandler } from 'express';
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiApp } from '../api/app';
import { appCheckEnforced } from './app-check';

process.env.GCLOUD_PROJECT ??= 'demo-backoffice';

async function serve(
  handler: express.Express | RequestHandler,
): Promise<{ url: string; close: () => Promise<void> }> {
  const app = express();
  app.use(handler as RequestHandler);
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

describe('appCheckEnforced', () => {
  it('is on in production, off under the emulators, and follows APP_CHECK_ENFORCEMENT when set', () => {
    expect(appCheckEnforced({})).toBe(true);
    expect(appCheckEnforced({ FUNCTIONS_EMULATOR: 'true' })).toBe(false);
    expect(appCheckEnforced({ FUNCTIONS_EMULATOR: 'true', APP_CHECK_ENFORCEMENT: 'on' })).toBe(true);
    expect(appCheckEnforced({ APP_CHECK_ENFORCEMENT: 'OFF' })).toBe(false);
    expect(appCheckEnforced({ APP_CHECK_ENFORCEMENT: '' })).toBe(true);
    expect(() => appCheckEnforced({ APP_CHECK_ENFORCEMENT: 'maybe' })).toThrow(/on or off/);
  });
});

describe('the API with App Check enforced', () => {
  const verify = vi.fn((token: string) =>
    token === 'valid-token' ? Promise.resolve({ appId: 'web' }) : Promise.reject(new Error('bad token')),
  );
  const deps = (enforced: boolean) => ({
    db: {} as Firestore,
    auth: {} as Auth,
    now: () => new Date(),
    appCheck: { enforced, verify },
  });

  it('refuses a call without a token or with an invalid one (401), lets a valid token through', async () => {
    const api = await serve(createApiApp(deps(true)));
    try {
      const call = (headers: Record<string, string> = {}) => fetch(`${api.url}/api/noSuchCall`, { headers });
      const missing = await call();
      expect(missing.status).toBe(401);
      expect(await missing.json()).toMatchObject({ success: false, error: { code: 'unauthenticated' } });
      expect((await call({ 'X-Firebase-AppCheck': 'forged' })).status).toBe(401);
      // Past the guard, the unknown path is the router's 404.
      expect((await call({ 'X-Firebase-AppCheck': 'valid-token' })).status).toBe(404);
      expect(verify).toHaveBeenCalledWith('valid-token');
      // Preflights are answered before the guard, with the header allowed.
      const preflight = await fetch(`${api.url}/api/noSuchCall`, {
        method: 'OPTIONS',
        headers: { Origin: 'http://127.0.0.1:5000', 'Access-Control-Request-Headers': 'x-firebase-appcheck' },
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-headers')).toContain('X-Firebase-AppCheck');
    } finally {
      await api.close();
    }
  });

  it('does not check tokens where enforcement is off (the emulators)', async () => {
    const api = await serve(createApiApp(deps(false)));
    try {
      expect((await fetch(`${api.url}/api/noSuchCall`)).status).toBe(404);
    } finally {
      await api.close();
    }
  });
});

describe('a callable', () => {
  const saved = { ...process.env };
  beforeEach(() => vi.resetModules());
  afterEach(() => {
    process.env = { ...saved };
  });

  /** The real accessRules callable, loaded with the given enforcement, called over HTTP as the SDK calls it. */
  async function callAccessRules(enforcement: 'on' | 'off', headers: Record<string, string>) {
    process.env.APP_CHECK_ENFORCEMENT = enforcement;
    await import('./options');
    const { accessRules } = await import('../callables/access-rules');
    const server = await serve([
      express.json(),
      accessRules as unknown as RequestHandler,
    ] as unknown as RequestHandler);
    try {
      const response = await fetch(server.url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify({ data: {} }),
      });
      return {
        status: response.status,
        body: (await response.json()) as { error?: { status?: string; message?: string } },
      };
    } finally {
      await server.close();
    }
  }

  it('refuses a call without an App Check token, or with one that does not verify, where enforcement is on', async () => {
    const missing = await callAccessRules('on', {});
    expect(missing.status).toBe(401);
    expect(missing.body.error).toMatchObject({ status: 'UNAUTHENTICATED', message: 'Unauthenticated' });
    const forged = await callAccessRules('on', {
      'X-Firebase-AppCheck': 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.forged',
    });
    expect(forged.status).toBe(401);
    expect(forged.body.error?.message).toBe('Unauthenticated');
  });

  it('reaches the handler without a token where enforcement is off', async () => {
    const off = await callAccessRules('off', {});
    // The handler's own answer (no signed-in user), not App Check's.
    expect(off.status).toBe(401);
    expect(off.body.error?.message).toBe('Sign in to edit access rules');
  });
});
