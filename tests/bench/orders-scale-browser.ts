// The Chromium half of the orders-scale benchmark (orders-scale.bench.ts): the production build on the Hosting
// emulator, signed in as the cook of the scale canteen. Measures (1) the time from a navigation to /ordini to its first
// page on screen (the screen's own `bo:first-data` mark, web/src/lib/perf.ts) and the order documents the page
// received for it (counted in the Firestore channel's responses) and the count() requests it sent; (2) an export of
// ~20,000 orders as xlsx and as csv through the screen's own export button: the time from the click to the download,
// the tab's peak JS heap (Chrome DevTools Protocol), and the main thread's longest task meanwhile (its responsiveness).
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Download, type Page } from '@playwright/test';
import { CHROMIUM_ARGS } from '../playwright.config';
import { REPO_ROOT } from '../tools/emulator-env';
import { DEMO_PASSWORD } from '../tools/seed/users';

const BASE = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:5000';
const EMAIL = 'cuoco@demo.test';
/** The cook's language is Italian: the export button's text (web/src/i18n/locales/it/orders.json export.start). */
const EXPORT_BUTTON = 'Esporta ordini';

interface PageProbe {
  /** Order document names the Firestore channel delivered, with the moment (performance.now) each arrived first. */
  reads: Array<[string, number]>;
  longTasks: Array<[number, number]>;
}

declare global {
  interface Window {
    __bench?: PageProbe;
  }
}

/** Runs in the page before its scripts: watches the Firestore channel's XHR responses and the main thread's long tasks. */
function installProbe(): void {
  const probe: PageProbe = { reads: [], longTasks: [] };
  window.__bench = probe;
  const seen = new Set<string>();
  const documentName = /"documentChange":\s*\{\s*"document":\s*\{\s*"name":\s*"[^"]*\/documents\/orders\/([^"]+)"/g;
  const scan = (text: string) => {
    for (const match of text.matchAll(documentName)) {
      const name = match[1]!;
      if (!seen.has(name)) {
        seen.add(name);
        probe.reads.push([name, performance.now()]);
      }
    }
  };
  // The channel's responses come over XHR or fetch streams, depending on the SDK and browser: both are watched.
  const open = XMLHttpRequest.prototype.open;
  XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, ...args: unknown[]) {
    const url = String(args[1]);
    if (url.includes('/Listen/channel')) {
      let scanned = 0;
      this.addEventListener('readystatechange', () => {
        if (this.readyState < 3) return;
        let text = '';
        try {
          text = this.responseText;
        } catch {
          return;
        }
        // Back a little so a name cut between two chunks is still found.
        scan(text.slice(Math.max(0, scanned - 200)));
        scanned = text.length;
      });
    }
    return (open as (...a: unknown[]) => void).apply(this, args);
  } as typeof XMLHttpRequest.prototype.open;
  const fetchOriginal = window.fetch.bind(window);
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const response = await fetchOriginal(input, init);
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.includes('/Listen/channel') && response.body) {
      const reader = response.clone().body!.getReader();
      const decoder = new TextDecoder();
      let tail = '';
      void (async () => {
        for (;;) {
          const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
          if (done) return;
          const text = tail + decoder.decode(value, { stream: true });
          scan(text);
          tail = text.slice(-200);
        }
      })();
    }
    return response;
  };
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) probe.longTasks.push([entry.startTime, entry.duration]);
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // No long-task timing in this browser: the responsiveness figure says so.
  }
}

/**
 * Installs installProbe in the page. tsx compiles this file keeping function names, so the probe's named inner
 * functions call esbuild's `__name` helper, which the page does not have: without this shim the probe stopped at its
 * first such function, before it watched the channel, and every run counted 0 documents and 0 long tasks.
 */
async function addProbe(page: Page): Promise<void> {
  await page.addInitScript({ content: 'globalThis.__name ??= (target) => target;' });
  await page.addInitScript(installProbe);
}

async function signIn(page: Page, canteenId: string): Promise<void> {
  await page.goto(`${BASE}/?cid=${canteenId}`);
  await page.locator('input[name="username"]').fill(EMAIL);
  await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await page.locator('form button[type="submit"]').click();
  await page.locator('#app-sidebar nav a').first().waitFor({ timeout: 60_000 });
  // The landing screen's wait is over (its first data shown, or the 10 s after a sign-in in which navigations do not
  // restart the clock have passed): the navigation below starts a clock of its own.
  await page
    .waitForFunction(() => performance.getEntriesByName('bo:first-data').length > 0, null, { timeout: 11_000 })
    .catch(() => undefined);
}

/**
 * Waits until the landing dashboard has no count()/sum() request in flight for 1 s (at most 3 min); resolves how long
 * that took. Its counters and 14-day trend are 17 aggregations: under the emulator each scans the whole collection
 * (about 2 s over 100,000 orders; in production an index answers them), and a navigation made while they run measures
 * them, not /ordini — a user who opens /ordini from the dashboard has looked at it first.
 */
async function dashboardSettled(page: Page, inFlight: Set<unknown>): Promise<number> {
  const started = performance.now();
  let quietSince = performance.now();
  while (performance.now() - started < 180_000) {
    if (inFlight.size > 0) quietSince = performance.now();
    else if (performance.now() - quietSince >= 1_000) break;
    await page.waitForTimeout(100);
  }
  return performance.now() - started;
}

/** Client-side navigation, as a sidebar link makes it (the router's POP); resolves the moment it started. */
async function navigate(page: Page, url: string): Promise<number> {
  return page.evaluate((target) => {
    const at = performance.now();
    history.pushState({}, '', target);
    dispatchEvent(new PopStateEvent('popstate'));
    return at;
  }, url);
}

/** The `bo:first-data` mark of /ordini set after `since`: its time from the navigation. */
async function ordersFirstData(page: Page, since: number): Promise<{ ms: number; at: number }> {
  const handle = await page.waitForFunction(
    (after) => {
      const mark = performance
        .getEntriesByName('bo:first-data')
        .find((entry) => entry.startTime >= after && (entry as PerformanceMark).detail?.screen === 'orders') as
        | PerformanceMark
        | undefined;
      return mark ? { ms: (mark.detail as { ms: number }).ms, at: mark.startTime } : null;
    },
    since,
    { timeout: 60_000, polling: 50 },
  );
  return (await handle.jsonValue())!;
}

/**
 * What a Firestore channel request carried (BENCH_TRACE): the targets it added (their collection) and removed. The
 * forward channel sends one request at a time and the emulator answers it after evaluating the targets it adds.
 */
function channelMessages(body: string | null): string {
  if (!body || !body.includes('req0')) return '';
  let text = body;
  try {
    text = decodeURIComponent(body.replace(/\+/g, ' '));
  } catch {
    // Left encoded: the patterns below still find most of it.
  }
  const added = [...text.matchAll(/"collectionId":"([^"]+)"/g)].map((match) => match[1]);
  const removed = (text.match(/"removeTarget"/g) ?? []).length;
  const writes = (text.match(/"update"|"delete"|"transform"/g) ?? []).length;
  const parts = [
    added.length > 0 ? `adds ${added.join(', ')}` : '',
    removed > 0 ? `removes ${removed} target(s)` : '',
    writes > 0 ? `${writes} write(s)` : '',
  ].filter(Boolean);
  return parts.length > 0 ? ` [${parts.join('; ')}]` : '';
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const mb = (bytes: number) => `${Math.round(bytes / 1_048_576)} MB`;

/** The orders read up to `until` (performance.now) since `since`. */
async function readsBetween(page: Page, since: number, until: number): Promise<number> {
  return page.evaluate(
    ([from, to]) => window.__bench!.reads.filter(([, at]) => at >= from && at <= to).length,
    [since, until] as const,
  );
}

/**
 * As a user opens it: the pointer rests on the sidebar's orders link for 300 ms (the shell fetches the screen's files
 * then, Sidebar onIntent), then clicks it; resolves the moment of the click.
 */
async function openFromSidebar(page: Page, url: string): Promise<number> {
  const link = page.locator(`#app-sidebar a[href="${url}"]`);
  await link.hover();
  await page.waitForTimeout(300);
  const at = await page.evaluate(() => performance.now());
  await link.click();
  return at;
}

async function firstPage(
  browser: Browser,
  canteenId: string,
  runs: number,
  lines: string[],
  how: 'navigation' | 'sidebar' = 'navigation',
): Promise<void> {
  const samples: number[] = [];
  for (let run = 0; run <= runs; run += 1) {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    try {
      const page = await context.newPage();
      await addProbe(page);
      const counts: number[] = [];
      const requests: Array<{ at: number; end: number; what: string }> = [];
      const inFlight = new Set<unknown>();
      page.on('request', (request) => {
        if (request.url().includes(':runAggregationQuery')) {
          counts.push(Date.now());
          inFlight.add(request);
        }
      });
      page.on('requestfinished', (request) => inFlight.delete(request));
      page.on('requestfailed', (request) => inFlight.delete(request));
      page.on('requestfinished', (request) => {
        const timing = request.timing();
        const url = new URL(request.url());
        requests.push({
          at: timing.startTime,
          end: timing.startTime + Math.max(0, timing.responseEnd),
          what:
            `${request.method()} ${url.port === '5000' ? '' : `:${url.port}`}${url.pathname.split('/').slice(-2).join('/')} (${request.resourceType()})` +
            channelMessages(request.postData()),
        });
      });
      await signIn(page, canteenId);
      const settled = await dashboardSettled(page, inFlight);
      const navigatedAt = Date.now();
      const since = how === 'sidebar' ? await openFromSidebar(page, '/ordini') : await navigate(page, '/ordini');
      const mark = await ordersFirstData(page, since);
      await page.locator('table tbody tr').first().waitFor();
      // What arrived with the first page: the documents up to the mark (and any within the next half second).
      await page.waitForTimeout(500);
      const reads = await readsBetween(page, since, mark.at + 500);
      // The total (count()) is not waited for: under the emulator it scans every order (tens of seconds over 100,000).
      const totalShown = page.locator('[data-testid="orders-total"]');
      const total = (await totalShown.count()) > 0 ? await totalShown.getAttribute('data-total') : 'not yet counted';
      const rows = await page.locator('table tbody tr').count();
      const aggregations = counts.filter((at) => at >= navigatedAt).length;
      // Where the wait went: the scripts and styles fetched after the navigation (the route's chunks), the first order
      // document on the channel, the long tasks before the mark, and when the first count() was sent.
      const breakdown = await page.evaluate(
        ([from, to]) => {
          const chunks = performance
            .getEntriesByType('resource')
            .filter((entry) => entry.startTime >= from && /\.(js|css|json)(\?|$)/.test(entry.name))
            .map((entry) => (entry as PerformanceResourceTiming).responseEnd - from);
          const firstRead = window.__bench!.reads.find(([, at]) => at >= from)?.[1];
          const tasks = window.__bench!.longTasks.filter(([at]) => at >= from && at <= to);
          return {
            chunks: chunks.length,
            chunksDone: chunks.length > 0 ? Math.max(...chunks) : 0,
            firstRead: firstRead === undefined ? null : firstRead - from,
            longTasks: tasks.length,
            blocked: tasks.reduce((sum, [, duration]) => sum + duration, 0),
          };
        },
        [since, mark.at] as const,
      );
      const firstCount = counts.find((at) => at >= navigatedAt);
      if (run === 0) {
        lines.push(`Chromium warm-up: first page ${seconds(mark.ms)} (the dashboard's counters and trend done ${seconds(settled)} after its first data)`);
        continue;
      }
      samples.push(mark.ms);
      if (process.env.BENCH_TRACE)
        for (const request of requests.filter((entry) => entry.at >= navigatedAt - 5).sort((a, b) => a.at - b.at))
          lines.push(`    ${String(Math.round(request.at - navigatedAt)).padStart(6)} → ${String(Math.round(request.end - navigatedAt)).padStart(6)} ms  ${request.what}`);
      lines.push(
        `Chromium run ${run}: /ordini first page ${seconds(mark.ms)} after the ${how === 'sidebar' ? 'click on the hovered link' : 'navigation'}, the dashboard done ${seconds(settled)} after its first data (mark at +${seconds(mark.at - since)}); ${rows} rows shown; ` +
          `${reads} order documents received (page size 25 + 1 = 26); ${aggregations} count() request(s); total ${total}`,
        `  where it went: ${breakdown.chunks} script/style/locale file(s) fetched, the last done at +${Math.round(breakdown.chunksDone)} ms; ` +
          `first order document at +${breakdown.firstRead === null ? '—' : Math.round(breakdown.firstRead)} ms; ` +
          `${breakdown.longTasks} long task(s) before the mark, ${Math.round(breakdown.blocked)} ms blocked; ` +
          `first count() sent at ${firstCount === undefined ? '—' : `+${firstCount - navigatedAt} ms`}`,
      );
    } finally {
      await context.close();
    }
  }
  const sorted = [...samples].sort((a, b) => a - b);
  const median = sorted[Math.floor((sorted.length - 1) / 2)]!;
  lines.push(
    `Chromium /ordini first page (${how === 'sidebar' ? 'sidebar link hovered 300 ms, then clicked' : 'client-side navigation'}): median ${seconds(median)} (${seconds(sorted[0]!)}–${seconds(sorted.at(-1)!)}, ` +
      `${samples.length} runs); target ≤ 1 s ${median <= 1000 ? 'met' : 'NOT met'}`,
  );
}

async function exportRun(
  browser: Browser,
  canteenId: string,
  range: { from: string; to: string; orders: number },
  format: 'xlsx' | 'csv',
  lines: string[],
): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, acceptDownloads: true });
  try {
    const page = await context.newPage();
    await addProbe(page);
    await signIn(page, canteenId);
    const since = await navigate(page, `/ordini?from=${range.from}&to=${range.to}`);
    await ordersFirstData(page, since);
    // The export starts once the total is known (the button waits for count()).
    const counting = performance.now();
    await page.locator(`[data-testid="orders-total"][data-total="${range.orders}"]`).waitFor({ timeout: 600_000 });
    lines.push(`Chromium count() of the ${range.orders} orders shown after ${seconds(performance.now() - counting)} (emulator)`);
    await page.locator('select[name="exportFormat"]').selectOption(format);
    const cdp = await context.newCDPSession(page);
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('Performance.enable');
    const heap = async () => {
      const { metrics } = (await cdp.send('Performance.getMetrics')) as { metrics: Array<{ name: string; value: number }> };
      return metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value ?? 0;
    };
    const before = await heap();
    let peak = before;
    let sampling = true;
    // The sampler polls the tab over CDP every 100 ms. It is stopped (and awaited) in the finally below, before the
    // context closes, and a failed poll only ends it: a poll still running when the tab closed once rejected with
    // nobody awaiting it and the unhandled rejection killed the whole bench before any figure was printed.
    const sampler = (async () => {
      while (sampling) {
        const used = await heap().catch(() => undefined);
        if (used === undefined) return;
        peak = Math.max(peak, used);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
    let took: number;
    let file: Download;
    let startedAt: number;
    try {
      startedAt = await page.evaluate(() => performance.now());
      const started = performance.now();
      const download = page.waitForEvent('download', { timeout: 180_000 });
      await page.getByRole('button', { name: EXPORT_BUTTON }).click();
      file = await download.catch(async (error: Error) => {
        // No download: say what the screen showed (the export panel's error or progress), not only the timeout.
        const shown = await page
          .evaluate(() =>
            [...document.querySelectorAll('[role="alert"], [aria-live="polite"], [role="progressbar"]')].map(
              (node) =>
                `${node.getAttribute('role') ?? 'live'}: ${(node.textContent ?? '').trim()}${
                  node.getAttribute('aria-valuenow') === null ? '' : ` (${node.getAttribute('aria-valuenow')}%)`
                }`,
            ),
          )
          .catch(() => [] as string[]);
        throw new Error(`${error.message.split('\n')[0]}; the screen showed: ${shown.join(' | ') || 'nothing'}`);
      });
      took = performance.now() - started;
    } finally {
      sampling = false;
      await sampler.catch(() => undefined);
    }
    peak = Math.max(peak, (await heap().catch(() => undefined)) ?? 0);
    await cdp.detach().catch(() => undefined);
    const endedAt = await page.evaluate(() => performance.now());
    const saved = await file.path();
    const size = saved ? statSync(saved).size : 0;
    const tasks = await page.evaluate(
      ([from, to]) => window.__bench!.longTasks.filter(([at]) => at >= from && at <= to),
      [startedAt, endedAt] as const,
    );
    const longest = tasks.reduce((max, [, duration]) => Math.max(max, duration), 0);
    const blocked = tasks.reduce((sum, [, duration]) => sum + duration, 0);
    lines.push(
      `Chromium export ${format} of ${range.orders} orders (${range.from} → ${range.to}): ${seconds(took)} from the click ` +
        `to the download (${Math.round(size / 1024)} KB; target ≤ 15 s ${took <= 15_000 ? 'met' : 'NOT met'}); ` +
        `JS heap ${mb(before)} before, peak ${mb(peak)}; main thread: longest task ${Math.round(longest)} ms, ` +
        `${tasks.length} tasks over 50 ms, ${seconds(blocked)} blocked in all`,
    );
  } finally {
    await context.close();
  }
}

/** The browser figures, or a line saying why they were left out. */
export async function browserFigures(
  canteenId: string,
  exportRange: { from: string; to: string; orders: number },
  runs: number,
): Promise<string[]> {
  const lines: string[] = [];
  const index = path.join(REPO_ROOT, 'web', 'dist', 'index.html');
  const up = await fetch(`${BASE}/`).then(
    (response) => response.ok,
    () => false,
  );
  if (!up || !existsSync(index)) {
    lines.push(
      `Chromium part skipped: nothing served at ${BASE} or no web/dist (npm run build -w @backoffice/web, then npm run bench -- orders-scale)`,
    );
    return lines;
  }
  lines.push(`web/dist built ${statSync(index).mtime.toISOString()}`);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    // A failing part is reported and the others still run: every figure measured is printed.
    const attempt = async (what: string, part: () => Promise<void>) =>
      part().catch((error: Error) => lines.push(`${what} could not run: ${error.message.split('\n')[0]}`));
    await attempt('Chromium first page', () => firstPage(browser, canteenId, runs, lines));
    await attempt('Chromium first page from the sidebar', () => firstPage(browser, canteenId, runs, lines, 'sidebar'));
    for (const format of ['xlsx', 'csv'] as const)
      await attempt(`Chromium export ${format}`, () => exportRun(browser, canteenId, exportRange, format, lines));
  } finally {
    await browser.close();
  }
  return lines;
}
