// /canteens and /canteens/details/{id} (spec §2, §3 Canteen, §6 ModificaMense; issue 20): every seeded canteen with
// its group and country, a search kept in the URL; a bad currency refused under its field with nothing written; a
// change saved and audited; a role without the key does not see the entry; axe.
// Customisation: a colour pair below WCAG AA is flagged, a malformed colour refused, a passing scheme saved.
// Mutates only C_7001's address and customisation, put back after.
import { AA_CONTRAST, contrastRatio } from '@backoffice/shared';
import { expect, test, type Page } from './fixtures';
import { adminDb, eventually } from '../support/admin';
import { expectAccessible } from './axe';
import { languageOf, openInCanteen, openScreen, seed, seededDoc, sidebarHrefs, text, TRIGGER_EFFECT_MS, WIDE } from './support';

test.use({ viewport: WIDE });

const ADMIN = 'admin@demo.test';
const CANTEEN = 'C_1001';
const EDITED = 'C_7001';
const language = languageOf(ADMIN);
const t = (key: string, values: Record<string, string | number> = {}) => text(language, 'canteens', key, values);
const common = (key: string, values: Record<string, string | number> = {}) => text(language, 'common', key, values);

const seededCanteens = seed.documents.filter((document) => /^canteens\/[^/]+$/.test(document.path));
const rows = (page: Page) => page.locator('tbody tr');

test.afterAll(async () => {
  await adminDb.doc(`canteens/${EDITED}`).update({
    address: seededDoc(`canteens/${EDITED}`).address,
    customisation: seededDoc(`canteens/${EDITED}`).customisation,
  });
});

test('every canteen with group and country; a search by number survives a reload', async ({ page }, testInfo) => {
  await openScreen(page, ADMIN, CANTEEN, '/canteens', 'canteens');
  await expect(rows(page)).toHaveCount(seededCanteens.length);
  const spanish = seededDoc('canteens/C_501');
  await expect(page.getByRole('row').filter({ hasText: 'C_501' })).toContainText(t('groups.spain'));
  await expect(page.getByRole('row').filter({ hasText: 'C_501' })).toContainText(String(spanish.name));
  await expectAccessible(page, 'canteens');
  await page.screenshot({ path: testInfo.outputPath('canteens.png'), fullPage: true });
  await testInfo.attach('canteens', { path: testInfo.outputPath('canteens.png'), contentType: 'image/png' });

  await page.getByRole('searchbox', { name: t('search.label') }).fill('100');
  await page.getByRole('button', { name: common('list.search'), exact: true }).click();
  await expect(page).toHaveURL(/q=100/);
  const matching = seededCanteens.filter((document) => document.path.startsWith('canteens/C_100'));
  await expect(rows(page)).toHaveCount(matching.length);
  await page.reload();
  await expect(rows(page)).toHaveCount(matching.length);
});

test('a bad currency writes nothing; a change is saved and audited', async ({ page }) => {
  test.setTimeout(120_000);
  await openScreen(page, ADMIN, CANTEEN, `/canteens/details/${EDITED}`, 'canteenDetails');
  const shop = page.getByLabel(t('services.shop'), { exact: true });
  await shop.fill('euro');
  await page.getByRole('button', { name: common('actions.save'), exact: true }).click();
  await expect(page.getByText(t('validation.currency'))).toBeVisible();
  expect((await adminDb.doc(`canteens/${EDITED}`).get()).get('currency')).toEqual(seededDoc(`canteens/${EDITED}`).currency);

  const original = (seededDoc(`canteens/${EDITED}`).currency as Record<string, string>).shop ?? '';
  await shop.fill(original);
  await page.getByLabel(t('fields.address')).fill('Via E2E 1');
  await page.getByRole('button', { name: common('actions.save'), exact: true }).click();
  await expect(page.getByText(t('details.saved'))).toBeVisible();
  await eventually(
    () => adminDb.doc(`canteens/${EDITED}`).get(),
    (snapshot) => snapshot.get('address') === 'Via E2E 1',
  );
  const entries = await eventually(
    () => adminDb.collection('activity_log').where('collection', '==', 'canteens').where('doc_id', '==', EDITED).get(),
    (snapshot) => snapshot.docs.some((doc) => JSON.stringify(doc.get('changes')).includes('Via E2E 1')),
    TRIGGER_EFFECT_MS,
  );
  expect(entries.size).toBeGreaterThan(0);
});

test('a role without ModificaMense sees no entry and is sent home', async ({ page }) => {
  await openInCanteen(page, 'site_manager@demo.test', CANTEEN, '/canteens');
  await expect(page).toHaveURL(/\/home$/);
  expect(await sidebarHrefs(page)).not.toContain('/canteens');
});

test('customisation: a colour pair below AA is flagged, a malformed colour refused, a scheme saved', async ({ page }) => {
  await openScreen(page, ADMIN, CANTEEN, `/canteens/customize/${EDITED}`, 'canteenCustomize');
  const primary = page.getByLabel(t('customize.primary'), { exact: true });
  const textColour = page.getByLabel(t('customize.text'), { exact: true });
  await textColour.fill('#ffffff');
  await primary.fill('#f1c232');
  const low = t('customize.contrastLow', {
    pair: t('customize.pairs.textOnPrimary'),
    ratio: contrastRatio('#ffffff', '#f1c232').toFixed(2),
    minimum: AA_CONTRAST,
  });
  await expect(page.getByText(low)).toBeVisible();
  // No axe here: the preview shows the failing pair on purpose (axe's color-contrast flags exactly what we warn of).

  await primary.fill('blue');
  await page.getByRole('button', { name: common('actions.save'), exact: true }).click();
  await expect(page.getByText(t('validation.colour'))).toBeVisible();
  expect((await adminDb.doc(`canteens/${EDITED}`).get()).get('customisation')).toEqual(seededDoc(`canteens/${EDITED}`).customisation);

  await primary.fill('#0b5394');
  await expect(page.getByText(low)).toBeHidden();
  await page.getByRole('button', { name: common('actions.save'), exact: true }).click();
  await expect(page.getByText(t('customize.saved'))).toBeVisible();
  await eventually(
    () => adminDb.doc(`canteens/${EDITED}`).get(),
    (snapshot) => (snapshot.get('customisation') as { primary_color?: string })?.primary_color === '#0b5394',
  );
});

test('styles: the sheet follows the edited colours live, a low pair is flagged, and the colours are saved', async ({ page }) => {
  await openScreen(page, ADMIN, CANTEEN, `/canteens/styles/${EDITED}`, 'canteenStyles');
  const primary = page.getByLabel(t('customize.primary'), { exact: true });
  const textColour = page.getByLabel(t('customize.text'), { exact: true });
  await expect(page.getByTestId('styles-served')).toContainText('--canteen-primary:');
  await textColour.fill('#ffffff');
  await primary.fill('#FFD966');
  await expect(page.getByTestId('styles-edited')).toContainText('--canteen-primary: #ffd966;');
  await expect(page.getByTestId('styles-preview')).toHaveAttribute('data-primary', '#ffd966');
  const low = t('customize.contrastLow', {
    pair: t('customize.pairs.textOnPrimary'),
    ratio: contrastRatio('#ffffff', '#ffd966').toFixed(2),
    minimum: AA_CONTRAST,
  });
  await expect(page.getByText(low)).toBeVisible();

  await primary.fill('#2a4d14');
  await expect(page.getByText(low)).toBeHidden();
  await page.getByRole('button', { name: common('actions.save'), exact: true }).click();
  await expect(page.getByText(t('styles.saved'))).toBeVisible();
  await eventually(
    () => adminDb.doc(`canteens/${EDITED}`).get(),
    (snapshot) => (snapshot.get('customisation') as { primary_color?: string })?.primary_color === '#2a4d14',
  );
  // The "served now" panel reads /api/canteenStyle again once the server has the write (it used to keep the sheet it
  // fetched from the local, not yet committed snapshot).
  await expect(page.getByTestId('styles-served')).toContainText('--canteen-primary: #2a4d14;');
  await expectAccessible(page, 'canteen styles');
});
