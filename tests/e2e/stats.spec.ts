// /stats (Stats, admin only; issue 20): the seeded figures of one day equal what the nightly job recomputes on the
// server from the stored page views and orders, and the screen shows them; the default period over months of seeded
// figures, with the filters in the URL and an export holding the days shown; the screen's own page view reaches the
// API; a site manager has no entry and is sent home. Axe on the screen.
// Mutates only analytics documents: it re-runs the nightly job for the seed's yesterday (which rewrites that day's
// figures of every scope, idempotently) and adds the admin's page views of today; no other spec reads analytics.
import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import {
  ANALYTICS_DAILY,
  ANALYTICS_EVENTS,
  dailySeries,
  figuresOf,
  formatNumberIt,
  monthDocId,
  monthsOf,
  pageViewsDocId,
  parseStatsFilters,
  periodMetrics,
  statsExportColumns,
  toTable,
  type DailyFigures,
} from '@backoffice/shared';
import { expect, test } from './fixtures';
import { adminAuth, adminDb } from '../support/admin';
import { expectAccessible } from './axe';
import { languageOf, openInCanteen, openScreen, sidebarHrefs, text, WIDE } from './support';
import { runSeedInstant } from '../tools/seed/today';
import { fireScheduledFunction } from '../tools/scheduler';

test.use({ viewport: WIDE });

const ADMIN = 'admin@demo.test';
const language = languageOf(ADMIN);
const say = (key: string, values: Record<string, string | number> = {}) => text(language, 'stats', key, values);
const DAY_MS = 86_400_000;
const isoDay = (instant: number) => new Date(instant).toISOString().slice(0, 10);
const seedDay = runSeedInstant().getTime();
/** The last day the seed has both raw page views and daily figures for. */
const YESTERDAY = isoDay(seedDay - DAY_MS);
/** A canteen whose orders of past days no spec changes. */
const CANTEEN = 'C_7001';
const JOB = { name: 'aggregateAnalytics', schedule: '10 0 * * *', timeZone: 'UTC' };

async function storedDay(scope: string, day: string): Promise<DailyFigures | null> {
  const snapshot = await adminDb.doc(`${ANALYTICS_DAILY}/${monthDocId(day, scope)}`).get();
  const data = (snapshot.get('days') as Record<string, Record<string, unknown>> | undefined)?.[day];
  return data ? figuresOf(data) : null;
}

async function expectMetrics(page: import('@playwright/test').Page, days: DailyFigures[]) {
  const metrics = periodMetrics(days);
  const expected: Record<string, number> = {
    users: metrics.users,
    newUsers: metrics.newUsers,
    sessions: metrics.sessions,
    bounceRate: metrics.bounceRate,
    averageSession: metrics.averageSessionSeconds,
    pageViews: metrics.pageViews,
    pagesPerSession: metrics.pagesPerSession,
    sessionsPerUser: metrics.sessionsPerUser,
  };
  for (const [id, value] of Object.entries(expected))
    await expect(page.getByTestId(`metric-${id}`)).toHaveAttribute('data-value', String(value));
  return metrics;
}

test('one day: the seeded figures equal the nightly job’s recomputation, and /stats shows them', async ({ page }) => {
  const seeded = await storedDay(CANTEEN, YESTERDAY);
  expect(seeded?.sessions ?? 0).toBeGreaterThan(0);
  // The job, fired as Cloud Scheduler would just after midnight, recomputes yesterday from the stored raw data.
  const firedAt = new Date(`${isoDay(seedDay)}T00:10:00Z`);
  expect(await fireScheduledFunction(JOB, firedAt)).toBe(200);
  const computedAt = async () => {
    const snapshot = await adminDb.doc(`${ANALYTICS_DAILY}/${monthDocId(YESTERDAY, CANTEEN)}`).get();
    const day = (snapshot.get('days') as Record<string, { computed_at?: { toMillis(): number } }>)[YESTERDAY];
    return day?.computed_at?.toMillis() ?? 0;
  };
  await expect.poll(computedAt, { timeout: 30_000 }).toBeGreaterThan(firedAt.getTime());
  const recomputed = await storedDay(CANTEEN, YESTERDAY);
  expect(recomputed).toEqual(seeded);

  await openScreen(page, ADMIN, CANTEEN, `/stats?scope=${CANTEEN}&from=${YESTERDAY}&to=${YESTERDAY}`, 'stats');
  const metrics = await expectMetrics(page, [recomputed!]);
  const total = page.getByTestId('row-total');
  await expect(total.getByRole('cell').nth(1)).toHaveText(String(metrics.orders));
  await expect(total.getByRole('cell').nth(2)).toHaveText(String(metrics.ordersTotal));
  const value = metrics.sales.EUR ?? 0;
  await expect(total.getByRole('cell').nth(3)).toContainText(formatNumberIt(value, 2));
  await expectAccessible(page, '/stats');
});

test('the default period: months of figures of a country, filters in the URL, and the export holds the days shown', async ({ page }) => {
  // The screen's default period ends yesterday by the browser's clock (this machine's).
  const filters = parseStatsFilters('scope=country_italy', new Date());
  const byDay = new Map<string, DailyFigures>();
  for (const month of monthsOf(filters.from, filters.to)) {
    const snapshot = await adminDb.doc(`${ANALYTICS_DAILY}/${monthDocId(`${month}-01`, filters.scope)}`).get();
    for (const [day, data] of Object.entries((snapshot.get('days') ?? {}) as Record<string, Record<string, unknown>>))
      if (day >= filters.from && day <= filters.to) byDay.set(day, figuresOf(data));
  }
  expect(byDay.size).toBeGreaterThan(60);
  const series = dailySeries(filters.from, filters.to, byDay);

  await openScreen(page, ADMIN, 'C_1001', '/stats', 'stats');
  await page.locator('select[name="scope"]').selectOption('country_italy');
  await page.getByRole('button', { name: say('filters.apply') }).click();
  await expect(page).toHaveURL(/[?&]scope=country_italy(&|$)/);
  await expectMetrics(page, series.map((point) => point.figures));
  await page.reload();
  await expect(page.locator('select[name="scope"]')).toHaveValue('country_italy');
  await expectMetrics(page, series.map((point) => point.figures));

  const currencies = [...new Set(series.flatMap((point) => Object.keys(point.figures.sales)))].sort();
  const columns = statsExportColumns(currencies, (currency) => say('export.salesIn', { currency }));
  await page.locator('select[name="exportFormat"]').selectOption('csv');
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: say('export.start') }).click()]);
  expect(file.suggestedFilename()).toMatch(new RegExp(`^statistiche_country_italy_${filters.from}_${filters.to}_`));
  const csv = readFileSync(await file.path()).toString('utf8');
  const parsed = Papa.parse<string[]>(csv.slice(1), { delimiter: ';', skipEmptyLines: true }).data;
  const texts = {
    header: (column: { headerKey: string }) => say(column.headerKey.replace(/^stats:/, '')),
    yes: text(language, 'export', 'yes'),
    no: text(language, 'export', 'no'),
  };
  expect(parsed).toEqual(toTable(columns, series, 'csv', texts));
});

test('the screen’s own page view is stored through the API for the nightly job', async ({ page }) => {
  const uid = (await adminAuth.getUserByEmail(ADMIN)).uid;
  const since = Date.now();
  await openScreen(page, ADMIN, 'C_1002', '/stats', 'stats');
  const ref = adminDb.collection(ANALYTICS_EVENTS).doc(pageViewsDocId(isoDay(Date.now()), 'C_1002', uid));
  await expect
    .poll(
      async () => {
        const views = ((await ref.get()).get('views') ?? []) as Array<{ path: string; at: number; os: string }>;
        return views.some((view) => view.path === '/stats' && view.at >= since - 5_000 && view.os === 'linux');
      },
      { timeout: 30_000 },
    )
    .toBe(true);
});

test('a site manager has no statistics entry and is sent home from /stats', async ({ page }) => {
  await openInCanteen(page, 'site_manager@demo.test', 'C_1001', '/stats');
  await expect(page).toHaveURL(/\/home$/);
  expect(await sidebarHrefs(page)).not.toContain('/stats');
});
