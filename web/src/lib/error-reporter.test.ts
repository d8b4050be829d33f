// The error reporter within spec §7/§9: not on localhost; offline queue 100, history 20, notice 64,000 characters,
// 10 s timeout, remote settings every 10 minutes, the same error within 1 s once.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ERROR_REPORTER_LIMITS } from '@backoffice/shared';
import {
  connectErrorReporter,
  createErrorReporter,
  reportingEnabled,
  type ErrorReporterOptions,
} from './error-reporter';

const URL = 'https://errors.example.com/notices';
const CONFIG_URL = 'https://errors.example.com/config.json';

describe('reportingEnabled', () => {
  it.each([
    ['bo.example.com', URL, true],
    ['localhost', URL, false],
    ['127.0.0.1', URL, false],
    ['it-bo.localhost', URL, false],
    ['bo.example.com', undefined, false],
  ])('%s with %s → %s', (host, url, expected) => {
    expect(reportingEnabled(host, url)).toBe(expected);
  });
});

describe('createErrorReporter', () => {
  let remoteConfig: unknown = {};
  /** The service: notices answer 201, the config URL answers `remoteConfig`. */
  const fetchMock = vi.fn(async (url: string, _init?: RequestInit) =>
    url === CONFIG_URL ? Response.json(remoteConfig) : new Response(null, { status: 201 }),
  );
  const notices = () =>
    fetchMock.mock.calls
      .filter(([url]) => url !== CONFIG_URL)
      .map(([url, init]) => ({ url, body: JSON.parse(String(init?.body)) as Record<string, unknown> }));
  const configReads = () => fetchMock.mock.calls.filter(([url]) => url === CONFIG_URL).length;
  const reporter = (options: Partial<ErrorReporterOptions> = {}) =>
    createErrorReporter({
      url: URL,
      context: () => ({ canteen_id: 'C_1001', page: '/dashboard' }),
      ...options,
    });

  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-11-21T10:00:00Z') });
    remoteConfig = {};
    fetchMock.mockClear();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('posts the error with the active canteen and the page', () => {
    reporter().notify(new TypeError('x is undefined'), { componentStack: 'at Screen' });
    expect(notices()).toHaveLength(1);
    expect(notices()[0]).toMatchObject({
      url: URL,
      body: { canteen_id: 'C_1001', page: '/dashboard', componentStack: 'at Screen', history: [] },
    });
    expect(notices()[0]!.body.error).toMatch(/^TypeError: x is undefined\n/);
  });

  it('reports the same error once within 1 s, again from 1 s on; another error at once', () => {
    const errors = reporter();
    const error = new Error('render loop');
    errors.notify(error);
    vi.advanceTimersByTime(ERROR_REPORTER_LIMITS.duplicateSuppressionMs - 1);
    errors.notify(error);
    expect(notices()).toHaveLength(1);
    errors.notify(new Error('something else'));
    expect(notices()).toHaveLength(2);
    errors.notify(error);
    vi.advanceTimersByTime(ERROR_REPORTER_LIMITS.duplicateSuppressionMs);
    errors.notify(error);
    expect(notices()).toHaveLength(4);
  });

  it('aborts a send that has not answered after 10 s, and leaves no timer behind a quick answer', async () => {
    let signal: AbortSignal | undefined;
    fetchMock.mockImplementationOnce(
      (_url, init) =>
        new Promise((_, reject) => {
          signal = init?.signal ?? undefined;
          signal?.addEventListener('abort', () => reject(signal?.reason));
        }),
    );
    const errors = reporter();
    errors.notify(new Error('slow service'));
    await vi.advanceTimersByTimeAsync(ERROR_REPORTER_LIMITS.timeoutMs - 1);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(signal?.aborted).toBe(true);
    expect(vi.getTimerCount()).toBe(0);

    errors.notify(new Error('quick service'));
    await vi.advanceTimersByTimeAsync(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('keeps at most the last 100 notices while offline and sends them, oldest first, when back online', () => {
    const errors = reporter({ online: false });
    for (let index = 1; index <= ERROR_REPORTER_LIMITS.offlineQueueSize + 5; index += 1)
      errors.notify(new Error(`offline ${index}`));
    expect(notices()).toHaveLength(0);
    expect(errors.queued()).toBe(100);
    errors.setOnline(true);
    expect(notices()).toHaveLength(100);
    expect(notices()[0]!.body.error).toMatch(/^Error: offline 6\n/);
    expect(notices()[99]!.body.error).toMatch(/^Error: offline 105\n/);
    expect(errors.queued()).toBe(0);
    errors.notify(new Error('online again'));
    expect(notices()).toHaveLength(101);
  });

  it('keeps the last 20 history entries and sends them with the next notice', () => {
    const errors = reporter();
    for (let index = 1; index <= 25; index += 1) errors.record('navigation', `/page-${index}`);
    expect(errors.history()).toHaveLength(ERROR_REPORTER_LIMITS.historySize);
    expect(errors.history()[0]).toEqual({
      type: 'navigation',
      at: '2026-11-21T10:00:00.000Z',
      text: '/page-6',
    });
    errors.notify(new Error('after navigating'));
    const history = notices()[0]!.body.history as Array<{ text: string }>;
    expect(history.map((entry) => entry.text)).toEqual(
      Array.from({ length: 20 }, (_, i) => `/page-${i + 6}`),
    );
    // The reported error joins the history of the next one (still capped at 20).
    expect(errors.history().at(-1)).toMatchObject({ type: 'error', text: 'Error: after navigating' });
    expect(errors.history()).toHaveLength(20);
  });

  it('cuts a notice to 64,000 characters of valid JSON', () => {
    reporter().notify(new Error('x'.repeat(100_000)));
    const body = String(fetchMock.mock.calls[0]![1]?.body);
    expect(body.length).toBeLessThanOrEqual(ERROR_REPORTER_LIMITS.maxNoticeLength);
    expect(body.length).toBeGreaterThan(ERROR_REPORTER_LIMITS.maxNoticeLength - 100);
    expect(JSON.parse(body)).toMatchObject({ canteen_id: 'C_1001', truncated: true });
  });

  it('reads the remote settings at start and every 10 minutes', async () => {
    const errors = reporter({ configUrl: CONFIG_URL });
    errors.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(configReads()).toBe(1);
    await vi.advanceTimersByTimeAsync(ERROR_REPORTER_LIMITS.configPollIntervalMs - 1);
    expect(configReads()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(configReads()).toBe(2);
    await vi.advanceTimersByTimeAsync(ERROR_REPORTER_LIMITS.configPollIntervalMs);
    expect(configReads()).toBe(3);
    errors.stop();
    await vi.advanceTimersByTimeAsync(ERROR_REPORTER_LIMITS.configPollIntervalMs * 3);
    expect(configReads()).toBe(3);
  });

  it('follows the remote settings: off, then on at another address; a broken answer changes nothing', async () => {
    const errors = reporter({ configUrl: CONFIG_URL });
    remoteConfig = { enabled: false };
    errors.start();
    await vi.advanceTimersByTimeAsync(0);
    errors.notify(new Error('while off'));
    expect(notices()).toHaveLength(0);

    remoteConfig = { enabled: true, url: 'https://errors-eu.example.com/notices' };
    await vi.advanceTimersByTimeAsync(ERROR_REPORTER_LIMITS.configPollIntervalMs);
    remoteConfig = { enabled: 'yes', url: 'not an address' };
    await vi.advanceTimersByTimeAsync(ERROR_REPORTER_LIMITS.configPollIntervalMs);
    errors.notify(new Error('while on'));
    expect(notices().map((notice) => notice.url)).toEqual(['https://errors-eu.example.com/notices']);
    errors.stop();
  });

  it('without a config address it never polls', async () => {
    const errors = reporter();
    errors.start();
    await vi.advanceTimersByTimeAsync(ERROR_REPORTER_LIMITS.configPollIntervalMs * 2);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('connectErrorReporter', () => {
  const fake = () => ({
    notify: vi.fn(),
    record: vi.fn(),
    setOnline: vi.fn(),
    pollConfig: vi.fn(async () => undefined),
    start: vi.fn(),
    stop: vi.fn(),
    history: () => [],
    queued: () => 0,
  });

  it('feeds errors, rejections, connectivity, page changes and console errors, and undoes it', () => {
    const reporter = fake();
    const quietConsole = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const disconnect = connectErrorReporter(reporter, window);
    const failure = new Error('uncaught');
    window.dispatchEvent(new ErrorEvent('error', { error: failure, message: 'uncaught' }));
    const rejection = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.defineProperty(rejection, 'reason', { value: 'rejected' });
    window.dispatchEvent(rejection);
    window.dispatchEvent(new Event('offline'));
    window.dispatchEvent(new Event('online'));
    window.history.pushState({}, '', '/tickets');
    window.history.replaceState({}, '', '/tickets-status');
    console.error('Canteen rules not loaded', new TypeError('offline'));
    expect(reporter.notify.mock.calls).toEqual([[failure], ['rejected']]);
    expect(reporter.setOnline.mock.calls).toEqual([[false], [true]]);
    expect(reporter.record.mock.calls).toEqual([
      ['navigation', '/tickets'],
      ['navigation', '/tickets-status'],
      ['console', 'Canteen rules not loaded TypeError: offline'],
    ]);
    expect(quietConsole).toHaveBeenCalledTimes(1);

    disconnect();
    window.dispatchEvent(new Event('offline'));
    window.history.pushState({}, '', '/home');
    console.error('after');
    expect(reporter.setOnline).toHaveBeenCalledTimes(2);
    expect(reporter.record).toHaveBeenCalledTimes(3);
    quietConsole.mockRestore();
  });
});
