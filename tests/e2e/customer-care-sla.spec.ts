// /customer-care/sla (spec §6 CustomerCareSLA, issue 19): a seeded week's figures on screen and in the server's answer equal
// the shared SLA function over the seeded tickets, a bad period is refused, the export opens back (csv and xlsx), axe, a
// screenshot, and a role without the permission has no entry and is sent home. Reads only: changes no document.
import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import { readSheet } from 'read-excel-file/node';
import {
  addIsoDays,
  formatNumberIt,
  formatPercentIt,
  isoWeekOf,
  localDayOf,
  slaReport,
  slaRows,
  type SlaReport,
  type SlaResponse,
} from '@backoffice/shared';
import { expect, test, type Page } from './fixtures';
import { expectAccessible } from './axe';
import { languageOf, openInCanteen, openScreen, seed, sidebarHrefs, text, WIDE } from './support';
import { seededSlaTickets, seededSupportSettings } from '../tools/seed/customer-care';

test.use({ viewport: WIDE });

const ADMIN = 'admin@demo.test';
const language = languageOf(ADMIN);
const t = (key: string, values: Record<string, string | number> = {}) => text(language, 'customerCareSla', key, values);

const settings = seededSupportSettings(seed.documents);
const tickets = seededSlaTickets(seed.documents);
const seededIds = new Set(tickets.map((ticket) => ticket.id));
/** The last full ISO week in the support calendar's zone: the seed has met and breached tickets in it on any day. */
const thisMonday = isoWeekOf(localDayOf(new Date(), settings.calendar.time_zone).iso).start;
const WEEK = { from: addIsoDays(thisMonday, -7), to: addIsoDays(thisMonday, -1) };
const hours = (minutes: number | null) => (minutes === null ? '-' : formatNumberIt(minutes / 60));

/** The callable's answer the page receives (its `now` is the instant the figures were measured at). */
function slaAnswer(page: Page): Promise<SlaResponse> {
  return page
    .waitForResponse((response) => response.url().endsWith('/getCustomerCareSla') && response.request().method() === 'POST')
    .then(async (response) => ((await response.json()) as { result: SlaResponse }).result);
}

/** Figures of a report without the at-risk list (other specs may open tickets while this one runs). */
const figures = (report: SlaReport) => ({ totals: report.totals, weeks: report.weeks, canteens: report.canteens, countries: report.countries });

async function exportAs(page: Page, format: string) {
  await page.locator('select[name="exportFormat"]').selectOption(format);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: t('export.start'), exact: true }).click()]);
  return download;
}

test('an admin sees a seeded week measured by the shared SLA function, refuses a bad period and exports the rows', async ({ page }, testInfo) => {
  const answered = slaAnswer(page);
  await test.step('open the screen on the seeded week', () =>
    openScreen(page, ADMIN, 'C_1001', `/customer-care/sla?from=${WEEK.from}&to=${WEEK.to}`, 'customerCareSla'),
  );
  const answer = await test.step('the callable answers', () => answered);
  const now = new Date(answer.report.now);
  const expected = slaReport(tickets, settings, WEEK, now);
  // The server's figures are the shared function's over the seeded tickets; so is its at-risk list, for seeded tickets.
  expect(figures(answer.report)).toEqual(figures(expected));
  expect(answer.report.atRisk.filter((risk) => seededIds.has(risk.id))).toEqual(expected.atRisk);
  expect(expected.totals.firstResponse.met).toBeGreaterThan(0);
  expect(expected.totals.firstResponse.breached).toBeGreaterThan(0);

  // The tiles, in the spec's number format (§9).
  const tile = (id: string) => page.locator(`[data-kpi="${id}"] dd`).first();
  await expect(tile('withinTarget')).toHaveText(formatPercentIt(expected.totals.withinTargetShare));
  await expect(tile('firstResponseMedian')).toHaveText(hours(expected.totals.firstResponse.medianMinutes));
  await expect(tile('firstResponseP90')).toHaveText(hours(expected.totals.firstResponse.p90Minutes));
  await expect(tile('resolutionMedian')).toHaveText(hours(expected.totals.resolution.medianMinutes));
  await expect(tile('resolutionP90')).toHaveText(hours(expected.totals.resolution.p90Minutes));
  await expect(tile('tickets')).toHaveText(String(expected.totals.tickets));

  // The week's row, and one row per canteen and per country.
  const weeks = page.getByRole('table', { name: t('tables.weeks') });
  const week = expected.weeks[0]!;
  await expect(weeks.locator('tbody tr')).toHaveCount(1);
  await expect(weeks.locator('tbody tr').first().locator('td')).toHaveText([
    new RegExp(`^${week.week}`),
    String(week.figures.tickets),
    formatPercentIt(week.figures.withinTargetShare),
    formatPercentIt(week.figures.firstResponse.withinTargetShare),
    hours(week.figures.firstResponse.medianMinutes),
    hours(week.figures.firstResponse.p90Minutes),
    formatPercentIt(week.figures.resolution.withinTargetShare),
    hours(week.figures.resolution.medianMinutes),
    hours(week.figures.resolution.p90Minutes),
  ]);
  const canteens = page.getByRole('table', { name: t('tables.canteens') });
  await expect(canteens.locator('tbody tr')).toHaveCount(expected.canteens.length);
  for (const canteen of expected.canteens) {
    await expect(canteens.locator('tbody tr', { hasText: canteen.canteenName }).locator('td').nth(1)).toHaveText(String(canteen.figures.tickets));
  }
  const countries = page.getByRole('table', { name: t('tables.countries') });
  await expect(countries.locator('tbody tr')).toHaveCount(expected.countries.length);
  for (const risk of expected.atRisk) await expect(page.getByRole('link', { name: risk.subject }).first()).toBeVisible();

  // The chart loads on its own (chart.js is not in the route's chunk) and describes itself to screen readers.
  await expect(page.getByRole('img', { name: /^\d+ / })).toBeVisible();
  await test.step('axe', () => expectAccessible(page, '/customer-care/sla'));
  await page.screenshot({ path: testInfo.outputPath('customer-care-sla.png'), fullPage: true });
  await testInfo.attach('customer-care-sla', { path: testInfo.outputPath('customer-care-sla.png'), contentType: 'image/png' });

  // A period that ends before it starts is refused under its field; the address keeps the week.
  await page.getByLabel(t('period.from'), { exact: true }).fill(WEEK.to);
  await page.getByLabel(t('period.to'), { exact: true }).fill(WEEK.from);
  await page.getByRole('button', { name: t('period.apply'), exact: true }).click();
  await expect(page.getByText(t('errors.order'), { exact: true })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`from=${WEEK.from}&to=${WEEK.to}`));

  // The export: exactly the week's tickets, measured like the report (csv with decimal commas, xlsx with numbers).
  const rows = slaRows(tickets, settings, WEEK, now);
  const csv = await test.step('export csv', () => exportAs(page, 'csv'));
  expect(csv.suggestedFilename()).toMatch(new RegExp(`^sla-customer-care_${WEEK.from}_${WEEK.to}_\\d{4}-\\d{2}-\\d{2}\\.csv$`));
  const csvRows = Papa.parse<string[]>(readFileSync(await csv.path(), 'utf8').replace(/^\uFEFF/, ''), { delimiter: ';', skipEmptyLines: true }).data;
  expect(csvRows[0]?.[0]).toBe(t('export.id'));
  expect(csvRows.slice(1).map((row) => row[0])).toEqual(rows.map((row) => row.id));
  // A clock still running (a ticket open on the run's day, e.g. a Monday morning) is measured when the file is made,
  // after the report's `now`: each value lies between the figures at `now` and at a moment after the download.
  const csvAfter = slaRows(tickets, settings, WEEK, new Date());
  const measured = (values: number[], clock: 'firstResponse' | 'resolution', later: typeof rows, slack: number) =>
    values.forEach((value, index) => {
      expect(value).toBeGreaterThanOrEqual(rows[index]![clock].elapsedMinutes - slack);
      expect(value).toBeLessThanOrEqual(later[index]![clock].elapsedMinutes + slack);
    });
  measured(csvRows.slice(1).map((row) => Number(row[9]!.replace(',', '.'))), 'firstResponse', csvAfter, 0.005);
  const xlsx = await test.step('export xlsx', () => exportAs(page, 'xlsx'));
  const sheet = await readSheet(readFileSync(await xlsx.path()));
  expect(sheet.slice(1).map((row) => row[0])).toEqual(rows.map((row) => row.id));
  measured(sheet.slice(1).map((row) => Number(row[13])), 'resolution', slaRows(tickets, settings, WEEK, new Date()), 1e-9);
  expect(sheet.slice(1).map((row) => row[10])).toEqual(rows.map((row) => row.firstResponse.targetMinutes));
});

test('a role without CustomerCareSLA has no entry, and the address sends it home', async ({ page }) => {
  await openInCanteen(page, 'site_manager@demo.test', 'C_1001', '/customer-care/sla');
  await expect(page).toHaveURL(/\/home$/);
  expect(await sidebarHrefs(page)).not.toContain('/customer-care/sla');
});
