// Fast commands (spec §3 bo_fast_commands, §6 FastCommands; issue 20): Ctrl-K opens the palette over the routes the
// role may use, typing narrows it and Enter opens the screen; a command pinned on the dashboard shows there (and
// first in the palette) for that canteen only; a role's palette holds nothing it may not open.
// Mutates only super_site_manager's bo_fast_commands.C_501 (a field no other spec writes), removed after.
import { FieldValue } from 'firebase-admin/firestore';
import { expect, test, type Page } from './fixtures';
import { adminDb } from '../support/admin';
import { expectAccessible } from './axe';
import { languageOf, openInCanteen, text, WIDE } from './support';

test.use({ viewport: WIDE });

const MANAGER = 'site_manager@demo.test';
const PINNER = 'super_site_manager@demo.test';
const PINNER_UID = 'demo-super_site_manager';
const PIN_CANTEEN = 'C_501';

const f = (email: string, key: string, values: Record<string, string | number> = {}) =>
  text(languageOf(email), 'fastCommands', key, values);
const screen = (email: string, id: string) => text(languageOf(email), 'shell', `screens.${id}`);

async function openPalette(page: Page, email: string) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('ControlOrMeta+k');
  const dialog = page.getByRole('dialog', { name: f(email, 'title') });
  await expect(dialog.getByRole('combobox', { name: f(email, 'inputLabel') })).toBeFocused();
  return dialog;
}

test.afterAll(async () => {
  await adminDb.doc(`users/${PINNER_UID}`).update({ [`bo_fast_commands.${PIN_CANTEEN}`]: FieldValue.delete() });
});

test('Ctrl-K, type, Enter: the screen opens', async ({ page }) => {
  await openInCanteen(page, MANAGER, 'C_1001', '/dashboard');
  const dialog = await openPalette(page, MANAGER);
  await expectAccessible(page, 'command palette');
  const target = screen(MANAGER, 'costCenters');
  await dialog.getByRole('combobox').fill(target.split(' ')[0]!.slice(0, 5));
  await expect(dialog.getByRole('option').first()).toHaveText(new RegExp(target));
  await expect(dialog.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/cost-centers$/);
  await expect(page.getByRole('heading', { level: 1, name: target })).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // Arrows move the choice; Escape closes without going anywhere.
  const again = await openPalette(page, MANAGER);
  await page.keyboard.press('ArrowDown');
  await expect(again.getByRole('option').nth(1)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Escape');
  await expect(again).toHaveCount(0);
  await expect(page).toHaveURL(/\/cost-centers$/);
});

test('a command pinned on the dashboard shows there and first in the palette', async ({ page }) => {
  await openInCanteen(page, PINNER, PIN_CANTEEN, '/dashboard');
  const area = page.getByTestId('fast-commands-area');
  await expect(area.getByText(f(PINNER, 'area.empty'))).toBeVisible();
  await area.getByRole('button', { name: f(PINNER, 'area.choose') }).click();
  const menu = screen(PINNER, 'menu');
  await area.getByRole('checkbox', { name: menu, exact: true }).check();
  const pinned = area.getByRole('list', { name: f(PINNER, 'area.pinnedLabel') });
  await expect(pinned.getByRole('link', { name: menu, exact: true })).toBeVisible();
  await expect
    .poll(async () => (await adminDb.doc(`users/${PINNER_UID}`).get()).get(`bo_fast_commands.${PIN_CANTEEN}`))
    .toEqual(['menu']);
  await expectAccessible(page, 'dashboard with fast commands');

  const dialog = await openPalette(page, PINNER);
  await expect(dialog.getByRole('option').first()).toContainText(menu);
  await expect(dialog.getByRole('option').first()).toContainText(f(PINNER, 'pinned'));
  await page.keyboard.press('Escape');
  await pinned.getByRole('link', { name: menu, exact: true }).click();
  await expect(page).toHaveURL(/\/menu$/);
});

test('the palette offers only what the role may open; no fast commands area without FastCommands', async ({ page }) => {
  const manager = 'company_manager@demo.test';
  await openInCanteen(page, manager, 'C_1001', '/dashboard');
  await expect(page.getByTestId('fast-commands-area')).toHaveCount(0);
  const dialog = await openPalette(page, manager);
  await dialog.getByRole('combobox').fill(screen(manager, 'users'));
  await expect(dialog.getByRole('status').filter({ hasText: f(manager, 'empty') })).toBeVisible();
  await expect(dialog.getByRole('option')).toHaveCount(0);
  await dialog.getByRole('combobox').fill(screen(manager, 'customers'));
  await expect(dialog.getByRole('option').first()).toContainText(screen(manager, 'customers'));
});
