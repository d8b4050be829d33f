// /printers (spec §6 Printers, issue 22) as admin: the seeded printers and print queue, the receipt preview equal to the
// job's ESC/POS bytes read back, a test print that reaches the queue live as printed (recording transport), a printer
// with a bad address refused (nothing written) then saved with a good one, routed to a service and a shop category,
// and deleted; the state filter in the URL;
// the role that may not, axe and a screenshot. Mutates only what it creates (printers "E2E …", test jobs).
import { escposPreview, fromBase64, localizedText, normalizeLanguage } from '@backoffice/shared';
import { expect, test, type Page } from './fixtures';
import { adminDb, eventually } from '../support/admin';
import { expectAccessible } from './axe';
import { languageOf, openInCanteen, openScreen, seed, sidebarHrefs, text, WIDE } from './support';

test.use({ viewport: WIDE });

const ADMIN = 'admin@demo.test';
const CANTEEN = 'C_1001';
const language = languageOf(ADMIN);
const t = (key: string, values: Record<string, string | number> = {}) => text(language, 'printers', key, values);
const common = (key: string) => text(language, 'common', key);

const seededPrinters = seed.documents.filter((document) => document.path.startsWith('printers/') && document.data.canteen_id === CANTEEN);
const seededJobs = seed.documents.filter((document) => document.path.startsWith('print_jobs/') && document.data.canteen_id === CANTEEN);
const kitchen = seededPrinters.find((document) => document.data.kind === 'kitchen')!;
const printedJob = seededJobs.find((document) => document.data.status === 'printed')!;
// A shop category of the canteen, as the routing picker names it.
const shopCategory = seed.documents.find((document) => document.path.startsWith(`services/SHOP_${CANTEEN}/categories/`))!;
const shopCategoryName = localizedText(shopCategory.data.name, normalizeLanguage(language));
// Two tables: the printers, then the print queue.
const rows = (page: Page, name: string) => page.locator('table').nth(0).locator('tbody tr').filter({ hasText: name });
const jobRows = (page: Page) => page.locator('table').nth(1).locator('tbody tr');

test.afterAll(async () => {
  const tests = await adminDb.collection('print_jobs').where('canteen_id', '==', CANTEEN).where('kind', '==', 'test').get();
  const created = await adminDb.collection('printers').where('canteen_id', '==', CANTEEN).get();
  await Promise.all([
    ...tests.docs.map((doc) => doc.ref.delete()),
    ...created.docs.filter((doc) => String(doc.get('name')).startsWith('E2E')).map((doc) => doc.ref.delete()),
  ]);
});

test('printers and their queue, the receipt preview, a test print arriving live, a bad address refused', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  expect(seededPrinters.length).toBeGreaterThan(0);
  expect(printedJob).toBeDefined();
  await openScreen(page, ADMIN, CANTEEN, '/printers', 'printers');
  for (const printer of seededPrinters) await expect(rows(page, String(printer.data.name))).toBeVisible();
  await expect(jobRows(page).filter({ hasText: String(printedJob.data.order_id) })).toBeVisible();
  await expectAccessible(page, 'printers');
  await page.screenshot({ path: testInfo.outputPath('printers.png'), fullPage: true });

  // The preview is the job's own bytes read back: every printed line, in order.
  await page.getByRole('button', { name: t('actions.previewOf', { name: String(printedJob.data.order_id) }) }).click();
  const expected = escposPreview(fromBase64(String(printedJob.data.bytes))).lines.map((line) => line.text || '\u00a0');
  await expect(page.getByTestId('receipt').locator('div')).toHaveText(expected);
  await page.keyboard.press('Escape');

  // A test print goes through the recording transport and appears in the queue as printed, without reload.
  const name = String(kitchen.data.name);
  await page.getByRole('button', { name: t('actions.testOf', { name }) }).click();
  await expect(page.getByText(t('actions.testDone', { name }))).toBeVisible({ timeout: 30_000 });
  await expect(jobRows(page).filter({ hasText: t('queue.test') }).first()).toContainText(t('states.printed'));
  const tests = await eventually(() => adminDb.collection('print_jobs').where('canteen_id', '==', CANTEEN).where('kind', '==', 'test').get(), (snapshot) => snapshot.size === 1);
  const recordings = await adminDb.collection('print_recordings').where('job_id', '==', tests.docs[0]!.id).get();
  expect(recordings.size).toBe(1);

  // The state filter in the URL.
  await page.getByLabel(t('queue.status')).selectOption({ label: t('states.failed') });
  await expect(page).toHaveURL(/jobs=failed/);
  await expect(jobRows(page).filter({ hasText: t('states.printed') })).toHaveCount(0);

  // A new printer: a bad address is refused under its field and nothing is written; a good one is saved; delete.
  const before = (await adminDb.collection('printers').where('canteen_id', '==', CANTEEN).count().get()).data().count;
  await page.getByRole('button', { name: t('actions.new') }).click();
  const drawer = page.getByRole('dialog', { name: t('form.newTitle') });
  await drawer.getByLabel(t('fields.name')).fill('E2E Pizzeria');
  await drawer.getByLabel(t('fields.address')).fill('10.0.0.300:9100');
  await drawer.getByRole('button', { name: common('actions.save'), exact: true }).click();
  await expect(drawer.getByText(text(language, 'kit', 'validation.invalidFormat'))).toBeVisible();
  expect((await adminDb.collection('printers').where('canteen_id', '==', CANTEEN).count().get()).data().count).toBe(before);
  await drawer.getByLabel(t('fields.address')).fill('10.0.0.30:9100');
  await drawer.getByRole('checkbox', { name: t('services.shop'), exact: true }).check();
  await drawer.getByRole('checkbox', { name: `${t('services.shop')} · ${shopCategoryName}`, exact: true }).check();
  await drawer.getByRole('button', { name: common('actions.save'), exact: true }).click();
  await expect(drawer).toBeHidden();
  await expect(rows(page, 'E2E Pizzeria')).toContainText(`${t('services.shop')}, ${shopCategoryName}`);
  const saved = await eventually(() => adminDb.collection('printers').where('name', '==', 'E2E Pizzeria').get(), (snapshot) => snapshot.size === 1);
  expect(saved.docs[0]!.data()).toMatchObject({ canteen_id: CANTEEN, address: '10.0.0.30:9100', routing: { services: ['shop'], category_ids: [shopCategory.path.split('/').pop()] }, updated_by: 'demo-admin' });
  await page.getByRole('button', { name: t('actions.deleteLabel', { name: 'E2E Pizzeria' }) }).click();
  await page.getByRole('dialog', { name: t('delete.title') }).getByRole('button', { name: common('actions.confirm') }).click();
  await expect(rows(page, 'E2E Pizzeria')).toBeHidden();
});

test('a role without Printers has no entry, and the address sends it home', async ({ page }) => {
  await openInCanteen(page, 'site_manager@demo.test', CANTEEN, '/printers');
  await expect(page).toHaveURL(/\/home$/);
  expect(await sidebarHrefs(page)).not.toContain('/printers');
});
