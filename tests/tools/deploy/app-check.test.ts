// The App Check enforcement step against a local recorder of the Firebase Management and App Check REST APIs: the
// project number read first, one atomic batchUpdate of Firestore and Storage with the mode asked, the token sent,
// and a refusal reported with the API's message and a non-zero exit.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { APP_CHECK_SERVICES, applyAppCheckEnforcement, batchUpdateRequest, modeArgument } from './app-check';

interface Recorded {
  method: string;
  url: string;
  authorization?: string;
  body: unknown;
}

let server: Server;
let base: { appCheck: string; firebase: string };
let recorded: Recorded[] = [];
/** What the recorder answers to the batchUpdate: the services as Google echoes them, or an error. */
let refuse: { status: number; message: string } | null = null;

async function bodyOf(request: IncomingMessage): Promise<unknown> {
  let text = '';
  for await (const chunk of request) text += String(chunk);
  return text ? JSON.parse(text) : undefined;
}

beforeAll(async () => {
  server = createServer((request, response) => {
    void bodyOf(request).then((body) => {
      recorded.push({ method: request.method!, url: request.url!, authorization: request.headers.authorization, body });
      response.setHeader('content-type', 'application/json');
      if (request.url === '/firebase/projects/canteen-prod') {
        response.end(JSON.stringify({ projectId: 'canteen-prod', projectNumber: '123456789012' }));
      } else if (request.url === '/firebase/projects/canteen-missing') {
        response.statusCode = 404;
        response.end(JSON.stringify({ error: { code: 404, message: 'Requested entity was not found.' } }));
      } else if (request.url === '/appcheck/projects/123456789012/services:batchUpdate' && !refuse) {
        const requests = (body as { requests: { service: unknown }[] }).requests;
        response.end(JSON.stringify({ services: requests.map((item) => item.service) }));
      } else {
        response.statusCode = refuse?.status ?? 404;
        response.end(JSON.stringify({ error: { message: refuse?.message ?? 'not found' } }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  base = { appCheck: `http://127.0.0.1:${port}/appcheck`, firebase: `http://127.0.0.1:${port}/firebase` };
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  recorded = [];
  refuse = null;
});

describe('App Check enforcement of Firestore and Storage', () => {
  it('reads the project number, then sets both services in one batch, with the signed-in token', async () => {
    const lines: string[] = [];
    const code = await applyAppCheckEnforcement('canteen-prod', 'ENFORCED', {
      dryRun: false,
      token: () => 'ya29.test-token',
      base,
      log: (line) => lines.push(line),
    });
    expect(code).toBe(0);
    expect(recorded.map((call) => `${call.method} ${call.url}`)).toEqual([
      'GET /firebase/projects/canteen-prod',
      'POST /appcheck/projects/123456789012/services:batchUpdate',
    ]);
    expect(recorded.every((call) => call.authorization === 'Bearer ya29.test-token')).toBe(true);
    expect(recorded[1]!.body).toEqual({
      updateMask: 'enforcementMode',
      requests: [
        { service: { name: 'projects/123456789012/services/firestore.googleapis.com', enforcementMode: 'ENFORCED' }, updateMask: 'enforcementMode' },
        { service: { name: 'projects/123456789012/services/firebasestorage.googleapis.com', enforcementMode: 'ENFORCED' }, updateMask: 'enforcementMode' },
      ],
    });
    expect(lines).toContain('[app-check] projects/123456789012/services/firestore.googleapis.com: ENFORCED');
    expect(lines).toContain('[app-check] projects/123456789012/services/firebasestorage.googleapis.com: ENFORCED');
  });

  it('a refused batch exits non-zero with the API message, and says nothing changed', async () => {
    refuse = { status: 403, message: 'The caller does not have permission' };
    const lines: string[] = [];
    const code = await applyAppCheckEnforcement('canteen-prod', 'UNENFORCED', { dryRun: false, token: () => 't', base, log: (line) => lines.push(line) });
    expect(code).toBe(1);
    expect(lines.at(-1)).toBe('[app-check] refused (HTTP 403: The caller does not have permission); nothing changed (the batch is atomic)');
  });

  it('an unknown project stops before any change', async () => {
    const lines: string[] = [];
    const code = await applyAppCheckEnforcement('canteen-missing', 'ENFORCED', { dryRun: false, token: () => 't', base, log: (line) => lines.push(line) });
    expect(code).toBe(1);
    expect(recorded.map((call) => call.method)).toEqual(['GET']);
    expect(lines.at(-1)).toMatch(/could not read the project canteen-missing \(HTTP 404: Requested entity was not found\.\)/);
  });

  it('no token: a clear message and no request', async () => {
    const lines: string[] = [];
    const code = await applyAppCheckEnforcement('canteen-prod', 'ENFORCED', {
      dryRun: false,
      token: () => {
        throw new Error('no access token from the Google Cloud CLI (exit 1); sign in with gcloud auth login.');
      },
      base,
      log: (line) => lines.push(line),
    });
    expect(code).toBe(1);
    expect(recorded).toEqual([]);
    expect(lines.at(-1)).toMatch(/gcloud auth login/);
  });

  it('the dry run prints the request and sends nothing', async () => {
    const lines: string[] = [];
    expect(await applyAppCheckEnforcement('canteen-prod', 'OFF', { dryRun: true, base, log: (line) => lines.push(line) })).toBe(0);
    expect(recorded).toEqual([]);
    expect(lines[0]).toBe(`[app-check] ${APP_CHECK_SERVICES.join(', ')} → OFF on canteen-prod`);
  });

  it('takes --mode in either spelling, enforced by default, and refuses another value', () => {
    expect(modeArgument(['--project', 'p'])).toBe('ENFORCED');
    expect(modeArgument(['--mode', 'unenforced'])).toBe('UNENFORCED');
    expect(modeArgument(['--mode=off'])).toBe('OFF');
    expect(() => modeArgument(['--mode', 'maybe'])).toThrow(/--mode must be one of enforced, unenforced, off/);
    expect(batchUpdateRequest('1', 'OFF').url).toBe('https://firebaseappcheck.googleapis.com/v1/projects/1/services:batchUpdate');
  });
});
