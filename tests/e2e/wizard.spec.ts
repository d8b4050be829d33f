// /wizard and /wizard/{id} (spec §2, §3 canteen id ranges, §6 CreazioneMense; issue 20): an admin starts a wizard,
// a number outside the group and a taken id are refused, the draft survives a reload, the last step creates C_1003
// and its news areas arrive equal to the base canteen's (C_1001); a role without CreazioneMense is sent home; axe.
// Owns C_1003, its news areas and the drafts named "E2E …": removed before and after. Exclusive (playwright.config):
// a new canteen moves every canteen list and count other specs read while it exists.
import { expect, test } from './fixtures';
import { adminDb, eventually } from '../support/admin';
import { expectAccessible } from './axe';
import { languageOf, openInCanteen, openScreen, text, TRIGGER_EFFECT_MS, WIDE } from './support';

test.use({ viewport: WIDE });

const ADMIN = 'admin@demo.test';
const CANTEEN = 'C_1001';
const CREATED = 'C_1003';
const NAME = 'E2E Mensa Aziendale Bergamo';
const language = languageOf(ADMIN);
const t = (key: string, values: Record<string, string | number> = {}) => text(language, 'wizard', key, values);

async function removeOwnData(): Promise<void> {
  const [areas, drafts] = await Promise.all([
    adminDb.collection('aree_news').where('canteen_id', '==', CREATED).get(),
    adminDb.collection('canteen_wizard_drafts').orderBy('saved_at', 'desc').limit(50).get(),
  ]);
  const ownDrafts = drafts.docs.filter((draft) => String((draft.get('values') as { name?: unknown } | undefined)?.name ?? '').startsWith('E2E') || draft.get('label') === '');
  await Promise.all([
    ...areas.docs.map((area) => area.ref.delete()),
    ...ownDrafts.map((draft) => draft.ref.delete()),
    adminDb.doc(`canteens/${CREATED}`).delete(),
  ]);
}

test.beforeAll(removeOwnData);
test.afterAll(removeOwnData);

test('the wizard refuses a number outside the group and a taken id, resumes its draft and creates C_1003 with the base news areas', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  await openScreen(page, ADMIN, CANTEEN, '/wizard', 'wizard');
  await expectAccessible(page, 'wizard drafts');
  await page.getByRole('button', { name: t('drafts.new'), exact: true }).click();
  await expect(page).toHaveURL(/\/wizard\/[A-Za-z0-9]+$/);
  const step = (index: number, name: string) =>
    page.getByRole('heading', { level: 2, name: t('wizard.stepOf', { number: index, total: 5, step: t(`steps.${name}`) }) });
  const next = page.getByRole('button', { name: t('wizard.next'), exact: true });
  await expect(step(1, 'identity')).toBeVisible();

  // Italy (the default group) takes no school number (spec §3: 4000–4999 are Italian schools).
  const number = page.getByRole('textbox', { name: t('fields.number') });
  await number.fill('4100');
  await next.click();
  await expect(page.getByText(t('validation.numberGroup'))).toBeVisible();
  await number.fill('1001');
  await expect(page.getByText(t('errors.taken', { id: 'C_1001' }))).toBeVisible();
  await next.click();
  await expect(page.getByText(t('validation.taken'))).toBeVisible();
  await expect(step(1, 'identity')).toBeVisible();

  await number.fill('1003');
  await expect(page.getByRole('status').filter({ hasText: 'C_1003' })).toBeVisible();
  await expectAccessible(page, 'wizard identity step');
  await next.click();
  await expect(step(2, 'data')).toBeVisible();
  await page.getByRole('textbox', { name: t('fields.name'), exact: true }).fill(NAME);
  await page.getByRole('textbox', { name: t('fields.address'), exact: true }).fill('Via Roma 1, 24121 Bergamo BG');
  // The keyboard moves on too: Enter submits the step.
  await page.getByRole('textbox', { name: t('fields.address'), exact: true }).press('Enter');
  await expect(step(3, 'services')).toBeVisible();
  await page.getByRole('checkbox', { name: t('services.shop'), exact: true }).check();
  await next.click();
  await expect(step(4, 'menu')).toBeVisible();

  // The draft keeps the step reached and what was typed.
  await page.reload();
  await expect(step(4, 'menu')).toBeVisible({ timeout: 20_000 });
  await page.getByRole('combobox', { name: t('fields.template') }).selectOption(CANTEEN);
  await next.click();
  await expect(step(5, 'staff')).toBeVisible();
  await expect(page.getByRole('checkbox').first()).toBeVisible();
  await expectAccessible(page, 'wizard staff step');
  await page.getByRole('button', { name: t('wizard.create'), exact: true }).click();

  // The canteens trigger copies C_1001's news areas: the screen shows them arriving, then all of them.
  const base = await adminDb.collection('aree_news').where('canteen_id', '==', CANTEEN).get();
  await expect(page.getByTestId('wizard-areas-status')).toHaveText(t('result.complete', { count: base.size, base: CANTEEN }), {
    timeout: TRIGGER_EFFECT_MS,
  });
  const copies = await eventually(
    () => adminDb.collection('aree_news').where('canteen_id', '==', CREATED).get(),
    (snapshot) => snapshot.size === base.size,
  );
  const shape = (docs: typeof base.docs) => docs.map((area) => JSON.stringify([area.get('name'), area.get('pos'), area.get('icon')])).sort();
  expect(shape(copies.docs)).toEqual(shape(base.docs));
  const created = (await adminDb.doc(`canteens/${CREATED}`).get()).data()!;
  expect(created).toMatchObject({ name: NAME, endpoint_prefix: 'it', currency: { menu: 'PT', shop: 'EUR' } });
  expect(created.menu_structure).toEqual((await adminDb.doc(`canteens/${CANTEEN}`).get()).get('menu_structure'));
  await expectAccessible(page, 'wizard result');
  await page.screenshot({ path: testInfo.outputPath('wizard.png'), fullPage: true });
  await testInfo.attach('wizard', { path: testInfo.outputPath('wizard.png'), contentType: 'image/png' });
});

test('a role without CreazioneMense is sent home from /wizard', async ({ page }) => {
  await openInCanteen(page, 'site_manager@demo.test', CANTEEN, '/wizard');
  await expect(page).toHaveURL(/\/home$/);
});
