// The REST client's error rule of spec §8: status < 200 or ≥ 400 is an error, aborts say so, data-or-null helpers.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError, apiUrl, request, requestData } from './api';

function answer(status: number, body: unknown) {
  // Response refuses statuses below 200, so those are plain objects shaped like one.
  return vi.fn(async () =>
    status < 200
      ? ({ status, json: async () => body, text: async () => JSON.stringify(body) } as unknown as Response)
      : new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );
}

describe('api client', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('builds addresses on the configured base, leaving out empty parameters', () => {
    expect(apiUrl('/api/canteenStyle', { cid: 'C_1', lang: undefined })).toBe(
      'http://127.0.0.1:5001/demo-backoffice/europe-west1/api/api/canteenStyle?cid=C_1',
    );
  });

  it.each([200, 204, 299, 399])('accepts status %i', async (status) => {
    vi.stubGlobal('fetch', async () => new Response(status === 204 ? null : '{"ok":1}', { status }));
    await expect(request('/x')).resolves.toEqual(status === 204 ? null : { ok: 1 });
  });

  it.each([199, 400, 401, 404, 500])('treats status %i as an error', async (status) => {
    vi.stubGlobal('fetch', answer(status, { success: false }));
    await expect(request('/x')).rejects.toBeInstanceOf(HttpError);
    await expect(requestData('/x')).resolves.toBeNull();
  });

  it("gives 'Request aborted' for an aborted call", async () => {
    vi.stubGlobal('fetch', async () => {
      throw new DOMException('The operation was aborted.', 'AbortError');
    });
    await expect(request('/x')).rejects.toThrow('Request aborted');
  });

  it('returns data only for { success: true, data }', async () => {
    vi.stubGlobal('fetch', answer(200, { success: true, data: { tickets: [] } }));
    await expect(requestData('/x')).resolves.toEqual({ tickets: [] });
    vi.stubGlobal('fetch', answer(200, { success: false, error: { code: 'x' } }));
    await expect(requestData('/x')).resolves.toBeNull();
  });
});
