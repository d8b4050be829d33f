// The REST client's error rule of spec §8 (status < 200 or ≥ 400 is an error, aborts say so, data-or-null helpers)
// and the §9 anti-forgery header from the XSRF-TOKEN cookie.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError, apiUrl, readCookie, request, requestData } from './api';

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

describe('anti-forgery header (spec §9)', () => {
  const expire = (name: string) => {
    document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  };
  afterEach(() => {
    expire('XSRF-TOKEN');
    expire('OTHER-XSRF-TOKEN');
    vi.unstubAllGlobals();
  });

  it.each([
    ['XSRF-TOKEN=abc', 'abc'],
    ['theme=dark; XSRF-TOKEN=a%2Bb%3D%3D; lang=it', 'a+b=='],
    ['OTHER-XSRF-TOKEN=no; XSRF-TOKEN=yes', 'yes'],
    ['XSRF-TOKEN=100%', '100%'],
    ['OTHER-XSRF-TOKEN=no', null],
    ['XSRF-TOKEN=', null],
    ['', null],
  ])('reads %j as %j', (cookies, value) => {
    expect(readCookie(cookies, 'XSRF-TOKEN')).toBe(value);
  });

  /** The headers of the one fetch a request made. */
  async function headersSent(options: Parameters<typeof request>[1]): Promise<Record<string, string>> {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) =>
      Response.json({ success: true, data: 1 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await request('/api/regExpHelper', options);
    return fetchMock.mock.calls[0]![1]!.headers as Record<string, string>;
  }

  it.each([
    ['GET', {}],
    ['POST', { body: { text: 'C_1001' } }],
  ] as const)('a %s sends X-XSRF-TOKEN from the XSRF-TOKEN cookie', async (_, options) => {
    document.cookie = 'XSRF-TOKEN=t0k%2Ben; path=/';
    document.cookie = 'OTHER-XSRF-TOKEN=wrong; path=/';
    expect(await headersSent(options)).toMatchObject({ 'X-XSRF-TOKEN': 't0k+en' });
  });

  it('sends no X-XSRF-TOKEN without the cookie', async () => {
    document.cookie = 'OTHER-XSRF-TOKEN=wrong; path=/';
    expect(await headersSent({ body: { text: 'x' } })).not.toHaveProperty('X-XSRF-TOKEN');
  });
});
