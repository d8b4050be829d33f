// /users and /users/details/{id} (spec §2 Utenti, issue 20): the seeded users with their count, a search by e-mail
// and a role filter kept in the URL across a reload; an admin changes another user's role — a bad input first, which
// writes nothing — and it is saved, audited and reaches that user's open session without signing out; one's own role
// is not offered and the server refuses it; a role without the key neither sees the entry nor opens the page; axe.
// Mutates only demo-site_manager's access, put back after.
import { expect, test, type Page } from './fixtures';
import { adminDb, eventually } from '../support/admin';
import { DEMO_PASSWORD } from '../tools/seed/users';
import { expectAccessible } from './axe';
import {
  languageOf,
  openInCanteen,
  openScreen,
  SCREEN_LOAD_MS,
  seed,
  seededDoc,
  sidebarHrefs,
  text,
  TRIGGER_EFFECT_MS,
  WIDE,
} from './support';

test.use({ viewport: WIDE });

const ADMIN = 'admin@demo.test';
const ADMIN_UID = 'demo-admin';
const TARGET = 'site_manager@demo.test';
const TARGET_UID = 'demo-site_manager';
const CANTEEN = 'C_1001';
const language = languageOf(ADMIN);
const t = (key: string, values: Record<string, string | number> = {}) => text(language, 'users', key, values);
const common = (key: string, values: Record<string, string | number> = {}) => text(language, 'common', key, values);

/** Top-level user documents of the seed (never users/{uid}/inbox messages). */
const seededUsers = seed.documents.filter((document) => /^users\/[^/]+$/.test(document.path));
const seededTarget = seededDoc(`users/${TARGET_UID}`);

const rows = (page: Page) => page.locator('tbody tr');

/** A user's page: its title is the person's name. */
async function openDetails(page: Page, uid: string): Promise<void> {
  const profile = seededDoc(`users/${uid}`).profile as { name: string; surname: string };
  await openInCanteen(page, ADMIN, CANTEEN, `/users/details/${uid}`);
  await expect(page.getByRole('heading', { level: 1, name: `${profile.name} ${profile.surname}` })).toBeVisible({
    timeout: SCREEN_LOAD_MS,
  });
}

test.afterAll(async () => {
  const { role, roles, bo_canteens } = seededTarget;
  await adminDb.doc(`users/${TARGET_UID}`).update({ role, roles, bo_canteens });
});

test('the seeded users with their total; a search by e-mail and a role filter survive a reload', async ({ page }, testInfo) => {
  await openScreen(page, ADMIN, CANTEEN, '/users', 'users');
  await expect(rows(page)).toHaveCount(20);
  await expect(page.getByText(common('list.range', { from: 1, to: 20, total: seededUsers.length }), { exact: true })).toBeVisible();
  await expectAccessible(page, 'users');
  await page.screenshot({ path: testInfo.outputPath('users.png'), fullPage: true });
  await testInfo.attach('users', { path: testInfo.outputPath('users.png'), contentType: 'image/png' });

  // A customer found by e-mail, typed in capitals: the one row, its link to the details.
  const luca = seededDoc('users/customer-01').profile as { name: string; surname: string; email: string };
  await page.getByRole('searchbox', { name: t('search.label') }).fill(luca.email.toUpperCase());
  await page.getByRole('button', { name: common('list.search'), exact: true }).click();
  await expect(page).toHaveURL(/[?&]q=/);
  await expect(rows(page)).toHaveCount(1);
  await expect(page.getByRole('cell', { name: luca.email, exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('searchbox', { name: t('search.label') })).toHaveValue(luca.email.toUpperCase());
  await expect(rows(page)).toHaveCount(1);
  await expect(page.getByRole('cell', { name: luca.surname, exact: true })).toBeVisible();

  // The role filter replaces the search: the one cook of the seed.
  await page.getByRole('searchbox', { name: t('search.label') }).fill('');
  await page.getByRole('button', { name: common('list.search'), exact: true }).click();
  await page.getByLabel(t('filters.role')).selectOption('cuoco');
  await expect(page).toHaveURL(/role=cuoco/);
  await expect(page).not.toHaveURL(/[?&]q=/);
  const cooks = seededUsers.filter((document) => document.data.role === 'cuoco');
  await expect(rows(page)).toHaveCount(cooks.length);
  await page.reload();
  await expect(page.getByLabel(t('filters.role'))).toHaveValue('cuoco');
  await expect(rows(page)).toHaveCount(cooks.length);
});

test('an admin changes a user role: a bad input writes nothing; the save is audited and reaches the open session', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  // The target's own session, open on the dashboard with the cost centres in its sidebar (site_manager may, cuoco not).
  const context = await browser.newContext({ viewport: WIDE });
  const other = await context.newPage();
  await openInCanteen(other, TARGET, CANTEEN, '/dashboard');
  expect(await sidebarHrefs(other)).toContain('/cost-centers');

  await openDetails(page, TARGET_UID);
  const roleSelect = page.getByLabel(t('access.role'));
  await expect(roleSelect).toHaveValue('site_manager');

  // Bad input: a role limited to some canteens, with none chosen.
  const boxes = page.getByRole('group', { name: t('access.canteens') }).getByRole('checkbox');
  await expect(boxes).toHaveCount(seed.documents.filter((document) => /^canteens\/[^/]+$/.test(document.path)).length);
  for (const box of await boxes.all()) await box.uncheck();
  await page.getByRole('button', { name: t('access.save') }).click();
  await expect(page.getByText(text(language, 'users', 'validation.canteensRequired'))).toBeVisible();
  expect((await adminDb.doc(`users/${TARGET_UID}`).get()).get('bo_canteens')).toEqual(seededTarget.bo_canteens);

  // The change: cook of C_1001.
  await roleSelect.selectOption('cuoco');
  await page.getByRole('group', { name: t('access.canteens') }).getByRole('checkbox', { name: new RegExp(`\\(${CANTEEN}\\)`) }).check();
  await page.getByRole('button', { name: t('access.save') }).click();
  await expect(page.getByText(t('access.saved'))).toBeVisible();
  const stored = await eventually(
    () => adminDb.doc(`users/${TARGET_UID}`).get(),
    (snapshot) => snapshot.get('role') === 'cuoco',
  );
  expect(stored.get('roles')).toEqual({ cuoco: true });
  expect(stored.get('bo_canteens')).toEqual([CANTEEN]);
  expect(stored.get('updated_by')).toBe(ADMIN_UID);
  // The page follows the stored document: the form starts again from the saved role.
  await expect(page.getByLabel(t('access.role'))).toHaveValue('cuoco');

  // Audited: who, what, before and after.
  const entries = await eventually(
    () =>
      adminDb.collection('activity_log').where('collection', '==', 'users').where('doc_id', '==', TARGET_UID).get(),
    (snapshot) => snapshot.size > 0,
    TRIGGER_EFFECT_MS,
  );
  const entry = entries.docs.at(-1)!.data();
  expect(entry).toMatchObject({ user: ADMIN_UID, operation: 'update' });
  expect(entry.changes).toEqual(expect.arrayContaining([{ field: 'role', before: 'site_manager', after: 'cuoco' }]));

  // The open session loses the old role's entries without signing out.
  await expect.poll(() => sidebarHrefs(other), { timeout: TRIGGER_EFFECT_MS }).not.toContain('/cost-centers');
  await expect(other).not.toHaveURL(/login/);
  await context.close();
});

test('nobody is offered their own role, and the server refuses it', async ({ page }) => {
  await openDetails(page, ADMIN_UID);
  await expect(page.getByText(t('access.ownRole'))).toBeVisible();
  await expect(page.getByLabel(t('access.role'))).toHaveCount(0);
  await expect(page.getByRole('button', { name: t('access.save') })).toHaveCount(0);
  await expectAccessible(page, 'user details');

  // The callable itself, called with the admin's own token for their own document.
  const signInResponse = await fetch(
    'http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key',
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: ADMIN, password: DEMO_PASSWORD, returnSecureToken: true }),
    },
  );
  const { idToken } = (await signInResponse.json()) as { idToken: string };
  const response = await fetch('http://127.0.0.1:5001/demo-backoffice/europe-west1/userAccess', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${idToken}` },
    body: JSON.stringify({ data: { uid: ADMIN_UID, role: 'cuoco', bo_canteens: [CANTEEN] } }),
  });
  expect(response.status).toBe(403);
  expect((await adminDb.doc(`users/${ADMIN_UID}`).get()).get('role')).toBe('admin');
});

test('a role without the Utenti key sees no entry and is sent home', async ({ page }) => {
  await openInCanteen(page, 'super_site_manager@demo.test', CANTEEN, '/users');
  await expect(page).toHaveURL(/\/home$/);
  expect(await sidebarHrefs(page)).not.toContain('/users');
});
