// /customers (spec §6 GestioneUtenti, ImportUtenti; issue 20): a company manager sees only its company's customers
// (the rules narrow its reads to its `company` claim); a customer deactivated and activated again (customerStatus:
// the document's flag and an activity-log entry); the users CSV import's preview with a bad row, the valid row sent
// to uploadUsersCSV and its per-row report; the role that may not.
// Mutates only what it creates: users/e2e-customers-* (a customer of C_1001 it deactivates and reactivates) and the
// account and user document the import creates in C_6001 (an "e2e-customers-…" e-mail), and the pre-registration
// "e2e-pre-…@bicoccatech.example" it adds to C_1001; all removed after.
import { expect, test, type Page } from './fixtures';
import { adminAuth, adminDb } from '../support/admin';
import { expectAccessible } from './axe';
import { languageOf, openInCanteen, openScreen, seed, sidebarHrefs, text, TRIGGER_EFFECT_MS, WIDE } from './support';

test.use({ viewport: WIDE });

const MANAGER = 'company_manager@demo.test';
const ADMIN = 'admin@demo.test';
const CANTEEN = 'C_1001';
const IMPORT_CANTEEN = 'C_6001';
const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const OWN_UID = `e2e-customers-${RUN}`;
const OWN_SURNAME = `Zeta${RUN}`;
const IMPORTED_EMAIL = `e2e-customers-${RUN}@example.test`;

const lang = languageOf(MANAGER);
const t = (key: string, values: Record<string, string | number> = {}) => text(lang, 'customers', key, values);

interface SeededCustomer {
  name: string;
  surname: string;
  company: string;
}
const customersOf = (canteen: string): SeededCustomer[] =>
  seed.documents
    .filter(
      (document) =>
        document.path.startsWith('users/') &&
        document.data.role === 'web_user' &&
        Array.isArray(document.data.canteens) &&
        (document.data.canteens as string[]).includes(canteen),
    )
    .map((document) => document.data.profile as SeededCustomer);

const MANAGER_COMPANY = String((seed.documents.find((d) => d.path === 'users/demo-company_manager')?.data.profile as SeededCustomer).company);

test.beforeAll(async () => {
  await adminDb.doc(`users/${OWN_UID}`).set({
    profile: { name: 'Elisa', surname: OWN_SURNAME, email: `${OWN_UID}@example.test`, company: MANAGER_COMPANY },
    roles: { web_user: true },
    role: 'web_user',
    canteens: [CANTEEN],
    bo_canteens: [],
    bo_visited_canteens: [],
    active_language: 'it',
  });
});

test.afterAll(async () => {
  await adminDb.doc(`users/${OWN_UID}`).delete();
  const pre = await adminDb.collection('pre_registrations').where('email', '==', `e2e-pre-${RUN}@bicoccatech.example`).get();
  await Promise.all(pre.docs.map((entry) => entry.ref.delete()));
  const imported = await adminAuth.getUserByEmail(IMPORTED_EMAIL).catch(() => null);
  if (imported) {
    await adminDb.doc(`users/${imported.uid}`).delete();
    await adminAuth.deleteUser(imported.uid);
  }
});

const rows = (page: Page) => page.locator('tbody tr');

test('a company manager sees only the customers of its own company', async ({ page }, testInfo) => {
  const all = customersOf(CANTEEN);
  const own = all.filter((customer) => customer.company === MANAGER_COMPANY);
  const others = all.filter((customer) => customer.company !== MANAGER_COMPANY);
  expect(own.length).toBeGreaterThanOrEqual(2);
  expect(others.length).toBeGreaterThanOrEqual(1);
  await openScreen(page, MANAGER, CANTEEN, '/customers', 'customers');
  expect(await sidebarHrefs(page)).toContain('/customers');
  await expect(page.getByText(t('descriptionCompany', { company: MANAGER_COMPANY }))).toBeVisible();
  for (const customer of own)
    await expect(page.getByRole('cell', { name: customer.surname, exact: true }).first()).toBeVisible();
  for (const customer of others)
    await expect(page.getByRole('cell', { name: customer.surname, exact: true })).toHaveCount(0);
  // Every row is of the company (the list reads nothing else).
  const companies = await page.locator('tbody tr td:nth-child(4)').allTextContents();
  expect(companies.length).toBeGreaterThan(0);
  expect(new Set(companies)).toEqual(new Set([MANAGER_COMPANY]));
  // The company manager may not import users (ImportUtenti: admin and admin_provider).
  await expect(page.getByRole('button', { name: t('actions.import') })).toHaveCount(0);
  await expectAccessible(page, 'customers');
  await page.screenshot({ path: testInfo.outputPath('customers.png'), fullPage: true });
});

test('a customer deactivated and activated again, with its activity entry; the search kept in the URL', async ({ page }) => {
  await openScreen(page, MANAGER, CANTEEN, '/customers', 'customers');
  await page.getByRole('searchbox', { name: t('search.label') }).fill(OWN_SURNAME.toLowerCase());
  await page.getByRole('searchbox', { name: t('search.label') }).press('Enter');
  await expect(page).toHaveURL(new RegExp(`q=${OWN_SURNAME.toLowerCase()}`));
  await expect(rows(page)).toHaveCount(1);
  await page.getByRole('button', { name: t('actions.deactivateLabel', { name: `Elisa ${OWN_SURNAME}` }) }).click();
  const dialog = page.getByRole('dialog', { name: t('deactivate.title') });
  await dialog.getByRole('button', { name: t('actions.deactivate'), exact: true }).click();
  await expect(rows(page).first().getByText(t('status.inactive'), { exact: true })).toBeVisible({
    timeout: TRIGGER_EFFECT_MS,
  });
  expect((await adminDb.doc(`users/${OWN_UID}`).get()).get('disabled')).toBe(true);
  // Written with the flag, in the callable's transaction: who, which canteen, before and after.
  const entries = await adminDb.collection('activity_log').where('doc_id', '==', OWN_UID).get();
  expect(entries.docs.map((entry) => entry.data())).toContainEqual(
    expect.objectContaining({
      user: 'demo-company_manager',
      canteen_id: CANTEEN,
      changes: [{ field: 'disabled', before: false, after: true }],
    }),
  );
  // The status filter, then a reload: both kept.
  await page.getByLabel(t('filters.status')).selectOption('disabled');
  await expect(page).toHaveURL(/status=disabled/);
  await page.reload();
  await expect(rows(page)).toHaveCount(1);
  await page.getByRole('button', { name: t('actions.activateLabel', { name: `Elisa ${OWN_SURNAME}` }) }).click();
  await expect(rows(page)).toHaveCount(0, { timeout: TRIGGER_EFFECT_MS });
  expect((await adminDb.doc(`users/${OWN_UID}`).get()).get('disabled')).toBeUndefined();
});

test('the users CSV import: a preview with a bad row, the valid row imported and reported', async ({ page }) => {
  const adminLang = languageOf(ADMIN);
  const at = (key: string, values: Record<string, string | number> = {}) => text(adminLang, 'customers', key, values);
  const kit = (key: string, values: Record<string, string | number> = {}) => text(adminLang, 'kit', key, values);
  await openScreen(page, ADMIN, IMPORT_CANTEEN, '/customers', 'customers');
  await page.getByRole('button', { name: at('actions.import'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: at('import.title') });
  const pasted = [
    ['email', 'name', 'surname', 'company'],
    [IMPORTED_EMAIL, 'Ilaria', `Import${RUN}`, 'Azienda E2E'],
    ['not-an-e-mail', 'Bad', 'Row', ''],
  ]
    .map((cells) => cells.join('\t'))
    .join('\n');
  await dialog.getByRole('textbox', { name: kit('import.paste.field') }).fill(pasted);
  await dialog.getByRole('button', { name: kit('import.paste.read'), exact: true }).click();
  await expect(dialog.getByText(kit('import.preview.summary', { total: 2, invalid: 1 }))).toBeVisible();
  await expect(dialog.getByRole('button', { name: kit('import.start', { count: 2 }) })).toBeDisabled();
  await expectAccessible(page, 'customers import preview');
  await dialog.getByRole('button', { name: kit('import.dropInvalid', { count: 1 }) }).click();
  await dialog.getByRole('button', { name: kit('import.start', { count: 1 }) }).click();
  await expect(dialog.getByTestId('users-import-report')).toContainText(
    at('import.report', { imported: 1, created: 1, updated: 0, rejected: 0 }),
    { timeout: TRIGGER_EFFECT_MS },
  );
  const account = await adminAuth.getUserByEmail(IMPORTED_EMAIL);
  const stored = (await adminDb.doc(`users/${account.uid}`).get()).data();
  expect(stored).toMatchObject({ role: 'web_user', canteens: [IMPORT_CANTEEN], profile: { company: 'Azienda E2E' } });
});

test('pre-registrations: a company manager sees its company’s, adds one (a bad e-mail refused first) and deletes it', async ({
  page,
}) => {
  const p = (key: string, values: Record<string, string | number> = {}) => t(`pre.${key}`, values);
  const common = (key: string) => text(lang, 'common', key);
  const seeded = seed.documents.filter(
    (document) => document.path.startsWith('pre_registrations/') && document.data.canteen_id === CANTEEN,
  );
  const own = seeded.filter((document) => document.data.company === MANAGER_COMPANY);
  const others = seeded.filter((document) => document.data.company !== MANAGER_COMPANY);
  expect(own.length).toBeGreaterThan(0);
  expect(others.length).toBeGreaterThan(0);
  await openScreen(page, MANAGER, CANTEEN, '/customers', 'customers');
  await page.getByRole('link', { name: t('actions.preRegistrations') }).click();
  await expect(page).toHaveURL(/\/customers\/pre-registrations$/);
  // exact: the actions cell's buttons are named after the e-mail too.
  for (const entry of own)
    await expect(page.getByRole('cell', { name: String(entry.data.email), exact: true })).toBeVisible();
  for (const entry of others)
    await expect(page.getByRole('cell', { name: String(entry.data.email), exact: true })).toHaveCount(0);
  await expectAccessible(page, 'pre-registrations');

  const email = `e2e-pre-${RUN}@bicoccatech.example`;
  await page.getByRole('button', { name: p('actions.new') }).click();
  const drawer = page.getByRole('dialog', { name: p('form.newTitle') });
  await expect(drawer.getByRole('textbox', { name: t('fields.company') })).toHaveValue(MANAGER_COMPANY);
  await drawer.getByRole('textbox', { name: t('fields.email') }).fill('not-an-e-mail');
  await drawer.getByRole('button', { name: common('actions.save'), exact: true }).click();
  await expect(drawer.getByText(t('validation.email'))).toBeVisible();
  await drawer.getByRole('textbox', { name: t('fields.email') }).fill(email.toUpperCase());
  await drawer.getByRole('button', { name: common('actions.save'), exact: true }).click();
  await expect(page.getByRole('cell', { name: email, exact: true })).toBeVisible();
  // The row shows the local write at once; the server's copy follows.
  await expect
    .poll(async () => (await adminDb.collection('pre_registrations').where('email', '==', email).get()).size, { timeout: 15_000 })
    .toBe(1);
  const stored = await adminDb.collection('pre_registrations').where('email', '==', email).get();
  expect(stored.docs.map((entry) => entry.data())).toEqual([
    expect.objectContaining({ canteen_id: CANTEEN, company: MANAGER_COMPANY, updated_by: 'demo-company_manager' }),
  ]);
  await page.getByRole('button', { name: p('actions.deleteLabel', { name: email }) }).click();
  await page.getByRole('dialog', { name: p('delete.title') }).getByRole('button', { name: common('actions.confirm') }).click();
  await expect(page.getByRole('cell', { name: email, exact: true })).toHaveCount(0);
});

test('a role without GestioneUtenti has no customers entry and is sent home', async ({ page }) => {
  await openInCanteen(page, 'cuoco@demo.test', CANTEEN, '/customers');
  await expect(page).toHaveURL(/\/home$/);
  expect(await sidebarHrefs(page)).not.toContain('/customers');
});
