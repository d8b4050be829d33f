// The rating screens (issue 17): /ratings counts and averages what the admin SDK reads for the filters in the URL and
// moves live when a rating arrives; /ratings/export downloads exactly the filtered ratings; a cuoco (no
// RatesDashboardElements) is sent home. Axe on both screens.
// Mutates only the rating it adds and deletes (ratings/RT_E2E_LIVE_*); reads C_1002's seeded ratings, which no spec writes.
import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import { readSheet } from 'read-excel-file/node';
import type { Query } from 'firebase-admin/firestore';
import {
  RATINGS,
  parseRatingFilters,
  ratingExportColumns,
  ratingRow,
  ratingsQuery,
  summariseRatings,
  toTable,
  type RatingFilters,
} from '@backoffice/shared';
import { expect, test } from './fixtures';
import { adminDb } from '../support/admin';
import { expectAccessible } from './axe';
import { languageOf, openInCanteen, openScreen, sidebarHrefs, text, WIDE } from './support';
import { runSeedInstant } from '../tools/seed/today';

test.use({ viewport: WIDE });

const CANTEEN = 'C_1002';
const MANAGER = 'super_site_manager@demo.test';
const language = languageOf(MANAGER);
const say = (key: string, values: Record<string, string | number> = {}) =>
  text(language, 'ratings', key, values);
const DAY_MS = 86_400_000;
const isoDay = (instant: number) => new Date(instant).toISOString().slice(0, 10);
const today = runSeedInstant().getTime();
/** The seeded month: the 30 days before today. */
const range = { from: isoDay(today - 30 * DAY_MS), to: isoDay(today - DAY_MS) };

async function adminRatings(filters: RatingFilters) {
  let query: Query = adminDb.collection(RATINGS).where('canteen_id', '==', CANTEEN);
  for (const condition of ratingsQuery(filters))
    query = query.where(condition.field, condition.op, condition.value);
  return (await query.orderBy('day', 'desc').get()).docs.map((d) => ratingRow(d.id, d.data()));
}

const queryOf = (filters: RatingFilters) =>
  new URLSearchParams(filters as unknown as Record<string, string>).toString();

test('the dashboard counts and averages the filtered ratings, keeps the filters in the URL and moves live', async ({
  page,
}) => {
  const filters = parseRatingFilters(queryOf(range), new Date(today));
  const rows = await adminRatings(filters);
  const summary = summariseRatings(rows);
  expect(summary.count).toBeGreaterThan(50);
  await openScreen(page, MANAGER, CANTEEN, `/ratings?${queryOf(range)}`, 'ratings');
  const count = page.getByTestId('ratings-count');
  await expect(count).toHaveAttribute('data-count', String(summary.count));
  await expect(page.getByTestId('ratings-average')).toHaveAttribute('data-average', String(summary.average));
  // Every star of the distribution, and the best dish first in the per-dish table.
  for (const [index, value] of summary.distribution.entries())
    await expect(
      page
        .getByTestId(`figure-stars-${index + 1}`)
        .getByRole('cell')
        .nth(1),
    ).toHaveText(String(value));
  await expect(page.getByTestId(`figure-dish-${summary.byDish[0]!.key}`)).toContainText(
    summary.byDish[0]!.label,
  );
  const comments = rows.filter((row) => row.comment !== '').length;
  await expect(
    page.getByText(say('comments.range', { from: 1, to: Math.min(10, comments), total: comments })),
  ).toBeVisible();
  await expectAccessible(page, '/ratings');

  // Filter by one star value: the address keeps it, the figures follow.
  await page.locator('select[name="stars"]').selectOption('5');
  await page.getByRole('button', { name: say('filters.apply') }).click();
  await expect(page).toHaveURL(/[?&]stars=5(&|$)/);
  const five = await adminRatings({ ...filters, stars: 5 });
  await expect(count).toHaveAttribute('data-count', String(five.length));

  // A rating arriving now shows at once.
  const added = adminDb.doc(`${RATINGS}/RT_E2E_LIVE_${test.info().workerIndex}_${Date.now()}`);
  await added.set({
    canteen_id: CANTEEN,
    userid: 'e2e-rater',
    user: { name: 'E2E', surname: 'Rater' },
    day: range.to,
    tag: 'menu',
    recipe_id: 'R_001',
    recipe_name: 'E2E dish',
    rating: 5,
    comment: null,
    has_comment: false,
    created_at: new Date(),
  });
  try {
    await expect(count).toHaveAttribute('data-count', String(five.length + 1));
  } finally {
    await added.delete();
  }
  await expect(count).toHaveAttribute('data-count', String(five.length));
});

test('the export holds exactly the filtered ratings (csv and xlsx)', async ({ page }) => {
  const filters = parseRatingFilters(
    queryOf({ ...range, tag: 'menu', stars: 4 } as RatingFilters),
    new Date(today),
  );
  const rows = await adminRatings(filters);
  expect(rows.length).toBeGreaterThan(10);
  await openScreen(page, MANAGER, CANTEEN, `/ratings/export?${queryOf(filters)}`, 'ratingsExport');
  await expect(page.getByTestId('ratings-matching')).toHaveAttribute('data-total', String(rows.length));
  await expectAccessible(page, '/ratings/export');
  const columns = ratingExportColumns((tag) => say(`tags.${tag}`));
  const texts = {
    header: (column: { headerKey: string }) => say(column.headerKey.replace(/^ratings:/, '')),
    yes: text(language, 'export', 'yes'),
    no: text(language, 'export', 'no'),
  };
  const download = async (format: string) => {
    await page.locator('select[name="exportFormat"]').selectOption(format);
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: say('export.start') }).click(),
    ]);
    expect(file.suggestedFilename()).toMatch(
      new RegExp(`^valutazioni_${CANTEEN}_${filters.from}_${filters.to}_`),
    );
    return readFileSync(await file.path());
  };
  const csv = (await download('csv')).toString('utf8');
  const parsed = Papa.parse<string[]>(csv.slice(1), { delimiter: ';', skipEmptyLines: true }).data;
  expect(parsed).toEqual(toTable(columns, rows, 'csv', texts));
  const sheet = await readSheet(await download('xlsx'));
  expect(sheet.map((row) => row.map((cell) => cell ?? ''))).toEqual(
    toTable(columns, rows, 'txt', texts).map((row, index) =>
      index === 0 ? row : row.map((cell, c) => (c === 4 ? Number(cell) : cell)),
    ),
  );
});

test('a cuoco has no ratings entry and is sent home from /ratings', async ({ page }) => {
  await openInCanteen(page, 'cuoco@demo.test', 'C_1001', '/ratings');
  await expect(page).toHaveURL(/\/home$/);
  expect(await sidebarHrefs(page)).not.toContain('/ratings');
});

test('the dashboard area: the last 30 days counted and averaged as the admin SDK does, one click from /ratings', async ({
  page,
}) => {
  const rows = await adminRatings(parseRatingFilters('', new Date(today)));
  expect(rows.length).toBeGreaterThan(50);
  const mean = rows.reduce((sum, row) => sum + row.rating, 0) / rows.length;
  await openScreen(page, MANAGER, CANTEEN, '/dashboard', 'dashboard');
  const area = page.getByTestId('area-ratings');
  await expect(area.getByTestId('figure-ratings-count')).toHaveText(String(rows.length));
  await expect(area.getByTestId('figure-ratings-comments')).toHaveText(
    String(rows.filter((row) => row.comment !== '').length),
  );
  // The server's average (an aggregation), shown with two decimals as /ratings shows its own.
  await expect(area.getByTestId('figure-ratings-average')).toContainText(
    mean.toLocaleString(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  );
  await area.getByRole('link', { name: say('dashboard.open') }).click();
  await expect(page).toHaveURL(/\/ratings$/);
});
