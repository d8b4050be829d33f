// The IFM request lists (spec §2): count()-backed paging, filters kept in the URL, search, exports parsed back. Read-only.
import { readFileSync } from 'node:fs';
import { expect, test, type Download, type Page } from './fixtures';
import Papa from 'papaparse';
import { readSheet } from 'read-excel-file/node';
import { FieldPath, Timestamp, type Query } from 'firebase-admin/firestore';
import {
  IFM_EXPORT_COLUMNS,
  IFM_REQUESTS_PAGE_SIZE,
  IFM_STATUS,
  IFM_STATUS_LABEL_KEYS,
} from '@backoffice/shared';
import { adminDb } from '../support/admin';
import { expectAccessible } from './axe';
import { languageOf, openInCanteen, text, WIDE } from './support';

test.use({ viewport: WIDE });

const CANTEEN = 'C_1001';
const OPERATOR = 'operatore_ifm@demo.test';
const SITE_MANAGER = 'site_manager@demo.test';
const lang = languageOf(OPERATOR);
const say = (key: string, values?: Record<string, string | number>) => text(lang, 'ifmRequests', key, values);

// ---- Expectations straight from the emulator (other specs may change statuses before this one runs) -------------

/** The canteen's IFM requests, newest request first: what every list starts from. */
const requests = () =>
  adminDb.collection('orders').where('canteenid', '==', CANTEEN).where('tag', '==', 'ifm');
const newestFirst = (query: Query) => query.orderBy('real_date', 'desc');

async function humanIds(query: Query): Promise<string[]> {
  return (await query.get()).docs.map((doc) => String(doc.get('human_id')));
}
async function countOf(query: Query): Promise<number> {
  return (await query.count().get()).data().count;
}

const pad = (value: number) => String(value).padStart(2, '0');
/** A local calendar day as date inputs take it, `days` from today. */
function localDay(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
/** Local midnight at the start of a YYYY-MM-DD day, plus `days`. */
function midnight(day: string, days = 0): Timestamp {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return Timestamp.fromDate(new Date(year, month - 1, date + days));
}

// ---- The page -----------------------------------------------------------------------------------------------------

/** Signs in through a cid link (the canteen becomes the active one; operatore_ifm has no dashboard) and opens `path`. */
async function openList(page: Page, email: string, path: string): Promise<void> {
  await openInCanteen(page, email, CANTEEN, path);
  // A fresh page load fetches the screen, its texts and the user's language: allow it the sign-in's patience.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
}

const requestLinks = (page: Page) => page.locator('table tbody tr td:first-child a');
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const shownIds = (page: Page) => requestLinks(page).allTextContents();

/** Reads every page of the list (from the first) and comes back to the first page. */
async function allShownIds(page: Page, total: number): Promise<string[]> {
  const ids: string[] = [];
  const pages = Math.max(1, Math.ceil(total / IFM_REQUESTS_PAGE_SIZE));
  for (let index = 0; index < pages; index += 1) {
    const from = index * IFM_REQUESTS_PAGE_SIZE + 1;
    const to = Math.min(total, from + IFM_REQUESTS_PAGE_SIZE - 1);
    if (total > 0)
      await expect(page.getByText(say('table.range', { from, to, total }), { exact: true })).toBeVisible();
    await expect(requestLinks(page)).toHaveCount(to - from + 1);
    ids.push(...(await shownIds(page)));
    if (index < pages - 1) await button(page, text(lang, 'common', 'actions.next')).click();
  }
  await expect(button(page, text(lang, 'common', 'actions.next'))).toBeDisabled();
  for (let index = 1; index < pages; index += 1)
    await button(page, text(lang, 'common', 'actions.previous')).click();
  return ids;
}

async function applyFilters(
  page: Page,
  values: { requestFrom?: string; requestTo?: string; status?: number; beyondLimit?: boolean },
) {
  if (values.requestFrom) await page.locator('input[name="requestFrom"]').fill(values.requestFrom);
  if (values.requestTo) await page.locator('input[name="requestTo"]').fill(values.requestTo);
  if (values.status !== undefined)
    await page.locator('select[name="status"]').selectOption(String(values.status));
  if (values.beyondLimit) await page.getByRole('checkbox', { name: say('filters.beyondLimit') }).check();
  await button(page, say('filters.apply')).click();
}

async function exportAs(page: Page, format: string): Promise<Download> {
  await page.locator('select[name="exportFormat"]').selectOption(format);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    button(page, say('export.start')).click(),
  ]);
  return download;
}

const headers = () => IFM_EXPORT_COLUMNS.map((column) => say(`export.columns.${column.id}`));
const column = (id: string) => IFM_EXPORT_COLUMNS.findIndex((entry) => entry.id === id);
const FILE_NAME = new RegExp(`^richieste-ifm_${CANTEEN}_\\d{4}-\\d{2}-\\d{2}\\.(csv|xlsx)$`);

// ---- Tests --------------------------------------------------------------------------------------------------------

test('operatore_ifm sees the canteen requests, newest first, with the total from count(), and pages through them', async ({
  page,
}) => {
  await openList(page, OPERATOR, '/richieste-ifm');
  await expect(
    page.getByRole('heading', { level: 1, name: text(lang, 'shell', 'screens.ifmRequests') }),
  ).toBeVisible();
  const total = await countOf(requests());
  // The seed's archive makes the list longer than a few pages.
  expect(total).toBeGreaterThan(3 * IFM_REQUESTS_PAGE_SIZE);
  const expected = await humanIds(newestFirst(requests()));
  await expect(
    page.getByText(say('table.range', { from: 1, to: IFM_REQUESTS_PAGE_SIZE, total }), { exact: true }),
  ).toBeVisible();
  await expect.poll(() => shownIds(page)).toEqual(expected.slice(0, IFM_REQUESTS_PAGE_SIZE));
  await expectAccessible(page, '/richieste-ifm');

  await button(page, text(lang, 'common', 'actions.next')).click();
  await expect(
    page.getByText(
      say('table.range', { from: IFM_REQUESTS_PAGE_SIZE + 1, to: 2 * IFM_REQUESTS_PAGE_SIZE, total }),
      { exact: true },
    ),
  ).toBeVisible();
  await expect
    .poll(() => shownIds(page))
    .toEqual(expected.slice(IFM_REQUESTS_PAGE_SIZE, 2 * IFM_REQUESTS_PAGE_SIZE));
  await button(page, text(lang, 'common', 'actions.previous')).click();
  await expect.poll(() => shownIds(page)).toEqual(expected.slice(0, IFM_REQUESTS_PAGE_SIZE));

  expect(await allShownIds(page, total)).toEqual(expected);
  // Each request links to its detail.
  await expect(requestLinks(page).first()).toHaveAttribute('href', /^\/richieste-ifm\/IFM_C_1001_\d{3}$/);
});

test('a status and a request-date range show exactly the matching rows, kept in the URL across reload and back', async ({
  page,
}) => {
  await openList(page, OPERATOR, '/richieste-ifm');
  await expect(requestLinks(page)).toHaveCount(IFM_REQUESTS_PAGE_SIZE);
  const from = localDay(-90);
  const to = localDay(-20);
  await applyFilters(page, { requestFrom: from, requestTo: to, status: IFM_STATUS.COMPLETED });
  await expect(page).toHaveURL(new RegExp(`requestFrom=${from}&requestTo=${to}&status=400`));

  const matching = requests()
    .where('status', '==', IFM_STATUS.COMPLETED)
    .where('real_date', '>=', midnight(from))
    .where('real_date', '<', midnight(to, 1));
  const total = await countOf(matching);
  expect(total).toBeGreaterThan(0);
  const expected = await humanIds(newestFirst(matching));
  expect(await allShownIds(page, total)).toEqual(expected);

  await page.reload();
  await expect(page.locator('select[name="status"]')).toHaveValue('400');
  await expect(page.locator('input[name="requestFrom"]')).toHaveValue(from);
  expect(await allShownIds(page, total)).toEqual(expected);

  // Back returns to the list before the filters.
  await page.goBack();
  await expect(page).toHaveURL(/\/richieste-ifm$/);
  await expect(
    page.getByText(
      say('table.range', { from: 1, to: IFM_REQUESTS_PAGE_SIZE, total: await countOf(requests()) }),
      { exact: true },
    ),
  ).toBeVisible();
});

test('"only beyond the limit" shows the open requests whose limit date has passed', async ({ page }) => {
  await openList(page, OPERATOR, '/richieste-ifm');
  await applyFilters(page, { beyondLimit: true });
  await expect(page).toHaveURL(/beyondLimit=1/);
  const open = [
    IFM_STATUS.NEW,
    IFM_STATUS.WAITING,
    IFM_STATUS.PENDING,
    IFM_STATUS.WORKING,
    IFM_STATUS.EXCEPTION,
  ];
  const matching = requests().where('status', 'in', open).where('deadline', '<', Timestamp.now());
  const total = await countOf(matching);
  // The archive holds requests still open long after their limit date.
  expect(total).toBeGreaterThan(IFM_REQUESTS_PAGE_SIZE);
  const shown = await allShownIds(page, total);
  expect([...shown].sort()).toEqual((await humanIds(matching)).sort());
  // Every row shown carries the beyond-the-limit mark.
  await expect(page.locator('table tbody tr').filter({ hasText: say('table.beyondLimit') })).toHaveCount(
    IFM_REQUESTS_PAGE_SIZE,
  );
});

test('the order search finds a request by human id or by order id prefix, any case; no match says so', async ({
  page,
}) => {
  await openList(page, OPERATOR, '/richieste-ifm');
  const search = page.getByRole('searchbox', { name: say('search.label') });
  await search.fill('ifm-1001-003');
  await search.press('Enter');
  await expect(page).toHaveURL(/q=ifm-1001-003/);
  await expect.poll(() => shownIds(page)).toEqual(['IFM-1001-003']);
  await expect(
    page.getByText(say('table.range', { from: 1, to: 1, total: 1 }), { exact: true }),
  ).toBeVisible();

  await search.fill('ifm_c_1001_01');
  await button(page, say('search.submit')).click();
  const byId = await humanIds(
    requests()
      .where(FieldPath.documentId(), '>=', 'IFM_C_1001_01')
      .where(FieldPath.documentId(), '<', 'IFM_C_1001_01\uf8ff')
      .orderBy(FieldPath.documentId()),
  );
  expect(byId).toHaveLength(10);
  await expect.poll(() => shownIds(page)).toEqual(byId);

  await search.fill('IFM-9999');
  await search.press('Enter');
  await expect(page.getByText(say('results.emptyTitle'), { exact: true })).toBeVisible();
  await expect(page.getByText(say('results.emptyFiltered'), { exact: true })).toBeVisible();
  await expect(requestLinks(page)).toHaveCount(0);
});

test('the export holds exactly the filtered rows, in csv, csv_international and xlsx', async ({ page }) => {
  await openList(page, OPERATOR, '/richieste-ifm');
  await applyFilters(page, { status: IFM_STATUS.COMPLETED });
  const matching = requests().where('status', '==', IFM_STATUS.COMPLETED);
  const expected = await humanIds(newestFirst(matching));
  // More rows than one page: the export is not just the visible page.
  expect(expected.length).toBeGreaterThan(IFM_REQUESTS_PAGE_SIZE);
  await expect(
    page.getByText(say('table.range', { from: 1, to: IFM_REQUESTS_PAGE_SIZE, total: expected.length }), {
      exact: true,
    }),
  ).toBeVisible();
  const total = column('total');
  const requestDate = column('requestDate');

  const csv = await exportAs(page, 'csv');
  expect(csv.suggestedFilename()).toMatch(FILE_NAME);
  const csvText = readFileSync(await csv.path(), 'utf8');
  expect(csvText.charCodeAt(0)).toBe(0xfeff);
  const csvRows = Papa.parse<string[]>(csvText.slice(1), { delimiter: ';', skipEmptyLines: true }).data;
  expect(csvRows[0]).toEqual(headers());
  expect(csvRows.slice(1).map((row) => row[0])).toEqual(expected);
  expect(csvRows[1]?.[requestDate]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
  expect(csvRows[1]?.[total]).toMatch(/^\d+,\d{2}$/);

  const international = await exportAs(page, 'csv_international');
  const intlRows = Papa.parse<string[]>(readFileSync(await international.path(), 'utf8').slice(1), {
    delimiter: ',',
    skipEmptyLines: true,
  }).data;
  expect(intlRows[0]).toEqual(headers());
  expect(intlRows.slice(1).map((row) => row[0])).toEqual(expected);
  expect(intlRows[1]?.[requestDate]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  expect(intlRows[1]?.[total]).toMatch(/^\d+\.\d{2}$/);

  const xlsx = await exportAs(page, 'xlsx');
  expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/);
  const sheet = await readSheet(readFileSync(await xlsx.path()));
  expect(sheet[0]).toEqual(headers());
  expect(sheet.slice(1).map((row) => row[0])).toEqual(expected);
  // Real typed cells: dates as dates, amounts as numbers.
  expect(sheet[1]?.[requestDate]).toBeInstanceOf(Date);
  expect(typeof sheet[1]?.[total]).toBe('number');
  const first = (await matching.where('human_id', '==', expected[0]).get()).docs[0]!;
  expect(sheet[1]?.[total]).toBe(first.get('total'));
});

test('site_manager is sent from /richieste-ifm to /home but opens /richieste-ifm-admin; 800 offers no status change', async ({
  page,
}) => {
  const managerLanguage = languageOf(SITE_MANAGER);
  const sayManager = (key: string, values?: Record<string, string | number>) =>
    text(managerLanguage, 'ifmRequests', key, values);
  await openList(page, SITE_MANAGER, '/richieste-ifm');
  await expect(page).toHaveURL(/\/home$/);

  await page.goto('/richieste-ifm-admin');
  await expect(
    page.getByRole('heading', { level: 1, name: text(managerLanguage, 'shell', 'screens.ifmRequestsAdmin') }),
  ).toBeVisible();
  const total = await countOf(requests());
  await expect(
    page.getByText(sayManager('table.range', { from: 1, to: IFM_REQUESTS_PAGE_SIZE, total }), {
      exact: true,
    }),
  ).toBeVisible();
  await expectAccessible(page, '/richieste-ifm-admin');

  const changeLabel = sayManager('actions.changeStatusLabel', { id: '' }).replace(
    /[.*+?^${}()|[\]\\]/g,
    '\\$&',
  );
  const changeStatus = page.getByRole('button', { name: new RegExp(`^${changeLabel}`) });
  await expect(changeStatus.first()).toBeVisible();
  // The row action opens the status popup of that request; cancelling leaves everything as it was.
  const firstId = (await shownIds(page))[0]!;
  await page
    .getByRole('button', { name: sayManager('actions.changeStatusLabel', { id: firstId }), exact: true })
    .click();
  const popup = page.getByRole('dialog', {
    name: text(managerLanguage, 'ifmRequest', 'statusChange.title', { id: firstId }),
  });
  // Headless UI's dialog element has no box of its own (its panel is fixed): its title shows it is open.
  await expect(
    popup.getByText(text(managerLanguage, 'ifmRequest', 'statusChange.title', { id: firstId })),
  ).toBeVisible();
  await popup
    .getByRole('button', { name: text(managerLanguage, 'common', 'actions.cancel'), exact: true })
    .click();
  await expect(popup).toHaveCount(0);
  await expect(page).toHaveURL(/\/richieste-ifm-admin$/);
  // The status legend filters the list: 800 (exception) rows have no status action (spec §4: the popup never opens).
  await page
    .getByRole('button', {
      name: text(managerLanguage, 'catalogue', IFM_STATUS_LABEL_KEYS[IFM_STATUS.EXCEPTION]),
    })
    .click();
  await expect(page).toHaveURL(/status=800/);
  const exceptions = await humanIds(newestFirst(requests().where('status', '==', IFM_STATUS.EXCEPTION)));
  await expect.poll(() => shownIds(page)).toEqual(exceptions);
  await expect(changeStatus).toHaveCount(0);
});
