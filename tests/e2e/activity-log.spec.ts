// /activities-log (spec §6 AdminLogs) on the screen kit: the seeded entries of the canteen with their total, filters
// kept in the URL, before → after of an entry, a live entry, the export opened back, a bad range refused, the role
// that may not, axe and a screenshot. Adds one entry of its own (removed after).
import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import { expect, test, type Page } from './fixtures';
import { adminDb } from '../support/admin';
import { expectAccessible } from './axe';
import { languageOf, openInCanteen, openScreen, sidebarHrefs, text, WIDE } from './support';

test.use({ viewport: WIDE });

const MANAGER = 'site_manager@demo.test';
const CANTEEN = 'C_1001';
const language = languageOf(MANAGER);
const t = (key: string, values: Record<string, string | number> = {}) =>
  text(language, 'activityLog', key, values);
const common = (key: string, values: Record<string, string | number> = {}) =>
  text(language, 'common', key, values);
const LIVE_ID = 'e2e-activity-live';

/** Opens the log with the canteen already active (the subject is the screen, not how the canteen was chosen). */
async function openLog(page: Page, query = ''): Promise<void> {
  await openScreen(page, MANAGER, CANTEEN, `/activities-log${query}`, 'activitiesLog');
}

const countWhere = async (build: (q: FirebaseFirestore.Query) => FirebaseFirestore.Query) =>
  (
    await build(adminDb.collection('activity_log').where('canteen_id', '==', CANTEEN))
      .count()
      .get()
  ).data().count;

test.afterAll(async () => {
  await adminDb.doc(`activity_log/${LIVE_ID}`).delete();
});

test('the canteen’s entries with their total; filter by operation kept in the URL; before → after; export', async ({
  page,
}, testInfo) => {
  const total = await countWhere((q) => q);
  const updates = await countWhere((q) => q.where('kind', '==', 'write').where('operation', '==', 'update'));
  expect(total).toBeGreaterThan(0);
  expect(updates).toBeGreaterThan(0);
  await openLog(page);
  // Opening the canteen logs its own API call (canteenStyle) while the screen loads: the total shown is the one stored
  // once the screen has loaded, whichever side of the count that entry landed.
  await expect
    .poll(async () => {
      const now = await countWhere((q) => q);
      return page
        .getByText(common('list.range', { from: 1, to: Math.min(now, 25), total: now }), { exact: true })
        .isVisible();
    })
    .toBe(true);
  await expectAccessible(page, 'activity log');
  await page.screenshot({ path: testInfo.outputPath('activity-log.png'), fullPage: true });
  await testInfo.attach('activity-log', {
    path: testInfo.outputPath('activity-log.png'),
    contentType: 'image/png',
  });

  await page.getByLabel(t('filters.operation')).selectOption('update');
  await page.getByRole('button', { name: t('filters.apply') }).click();
  await expect(page).toHaveURL(/operation=update/);
  await expect(
    page.getByText(common('list.range', { from: 1, to: Math.min(updates, 25), total: updates }), {
      exact: true,
    }),
  ).toBeVisible();
  const badges = page.locator('tbody tr td:nth-child(5)');
  await expect(badges.first()).toHaveText(t('operations.update'));
  expect(new Set(await badges.allTextContents())).toEqual(new Set([t('operations.update')]));

  // Before → after of the first entry.
  await page.locator('tbody tr').first().locator('summary').click();
  await expect(
    page
      .locator('tbody tr')
      .first()
      .getByRole('columnheader', { name: t('changes.before') }),
  ).toBeVisible();

  // The export holds exactly the filtered rows.
  await page.locator('select[name="exportFormat"]').selectOption('csv_international');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: text(language, 'export', 'start') }).click(),
  ]);
  const csv = readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '');
  const parsed = Papa.parse<string[]>(csv.trim(), { delimiter: ',' });
  expect(parsed.data.length - 1).toBe(updates);
  expect(parsed.data[0]).toContain(t('columns.changes'));
});

test('an entry written elsewhere appears without reload', async ({ page }) => {
  await openLog(page);
  await expect(page.locator('tbody tr').first()).toBeVisible();
  await adminDb.doc(`activity_log/${LIVE_ID}`).set({
    kind: 'write',
    user: 'demo-admin',
    role: 'admin',
    canteen_id: CANTEEN,
    collection: 'cost_centers',
    doc_id: 'CC_E2E_LIVE',
    doc_path: 'cost_centers/CC_E2E_LIVE',
    operation: 'create',
    changes: [{ field: 'name', after: 'E2E live entry' }],
    truncated: false,
    at: new Date(),
    event_id: LIVE_ID,
  });
  await expect(page.getByText('cost_centers/CC_E2E_LIVE', { exact: true })).toBeVisible();
});

test('a range that ends before it starts is refused and changes nothing', async ({ page }) => {
  await openLog(page);
  await page.getByLabel(t('filters.from'), { exact: true }).fill('2026-11-10');
  await page.getByLabel(t('filters.to'), { exact: true }).fill('2026-11-01');
  await page.getByRole('button', { name: t('filters.apply') }).click();
  await expect(page.getByText(common('validation.dateRange.order'))).toBeVisible();
  await expect(page).not.toHaveURL(/from=/);
});

test('a role without AdminLogs has no entry, and the address sends it home', async ({ page }) => {
  await openInCanteen(page, 'cuoco@demo.test', CANTEEN, '/activities-log');
  await expect(page).toHaveURL(/\/home$/);
  expect(await sidebarHrefs(page)).not.toContain('/activities-log');
});
