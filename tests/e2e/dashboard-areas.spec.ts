// The dashboard's other areas (spec §2) of issue 21 — invitation codes (codes valid today, ending within a week,
// redeemed in 30 days), contribution-rule assignment (a customer found by name assigned to a rule of named customers,
// saved through the callable and read back), access rules (active rules by kind and the tester) — and issue 22's
// printers (active printers, the queue by state; the printers screen linked for admins only); a visualizzatore sees
// none of them. Changes only VR_C_4001_GRANT's customers, restored after.
import { expect, test } from './fixtures';
import { adminDb, eventually } from '../support/admin';
import { expectAccessible } from './axe';
import { languageOf, openInCanteen, seed, text, WIDE } from './support';

test.use({ viewport: WIDE });

const ADMIN = 'admin@demo.test';
const CANTEEN = 'C_4001';
const language = languageOf(ADMIN);
const t = (key: string, values: Record<string, string | number> = {}) => text(language, 'contributionRules', key, values);
const a = (key: string, values: Record<string, string | number> = {}) => text(language, 'accessRules', key, values);
const ofCanteen = (prefix: string) => seed.documents.filter((document) => document.path.startsWith(prefix) && document.data.canteen_id === CANTEEN);
const time = (value: unknown) => new Date(value as Date).getTime();

test('an admin’s dashboard: the codes’ figures, a customer assigned to a rule, the access rules and their tester', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const start = Date.parse(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`);
  const codes = ofCanteen('invitation_codes/');
  const valid = codes.filter((code) => time(code.data.valid_to) >= start).length - codes.filter((code) => time(code.data.valid_from) > start).length;
  const expiring = codes.filter((code) => time(code.data.valid_to) >= start && time(code.data.valid_to) < start + 7 * 86_400_000).length;
  const redeemed = ofCanteen('voucher_redemptions/').filter((entry) => time(entry.data.redeemed_at) >= Date.now() - 30 * 86_400_000).length;
  expect(codes.length).toBeGreaterThan(0);

  const rulePath = 'vouchers_rules/VR_C_4001_GRANT';
  const original = seed.documents.find((document) => document.path === rulePath)!.data;
  const assigned = (original.target as { customer_ids: string[] }).customer_ids;
  const customer = seed.documents.find(
    (document) =>
      /^users\/[^/]+$/.test(document.path) &&
      ((document.data.canteens ?? []) as string[]).includes(CANTEEN) &&
      !assigned.includes(document.path.slice('users/'.length)),
  )!;
  const uid = customer.path.slice('users/'.length);
  const profile = customer.data.profile as { name: string; surname: string };
  const count = async (collection: string, field: string, value: unknown) =>
    (await adminDb.collection(collection).where('canteen_id', '==', CANTEEN).where(field, '==', value).count().get()).data().count;
  const printers = { active: await count('printers', 'active', true), pending: await count('print_jobs', 'status', 'pending'), failed: await count('print_jobs', 'status', 'failed') };
  try {
    await openInCanteen(page, ADMIN, CANTEEN, '/dashboard');
    const printersArea = page.getByTestId('area-printers');
    await expect(printersArea.getByTestId('figure-printers-active')).toHaveText(String(printers.active));
    await expect(printersArea.getByTestId('figure-jobs-pending')).toHaveText(String(printers.pending));
    await expect(printersArea.getByTestId('figure-jobs-failed')).toHaveText(String(printers.failed));
    await expect(printersArea.getByRole('link', { name: text(language, 'printers', 'dashboard.manage') })).toHaveAttribute('href', '/printers');
    const codesArea = page.getByTestId('area-invitation-codes');
    await expect(codesArea.getByTestId('figure-codes-valid')).toHaveText(String(valid));
    await expect(codesArea.getByTestId('figure-codes-expiring')).toHaveText(String(expiring));
    await expect(codesArea.getByTestId('figure-codes-redeemed')).toHaveText(String(redeemed));

    const assignment = page.getByTestId('area-rule-assignment');
    await expect(assignment.getByTestId('figure-rule-customers')).toHaveText(String(assigned.length));
    await expect(assignment.getByLabel(t('dashboard.assign.rule'))).toHaveValue('VR_C_4001_GRANT');
    await assignment.getByLabel(t('dashboard.assign.search')).fill(profile.surname.slice(0, 3));
    await assignment
      .getByRole('list', { name: t('customers.results') })
      .getByRole('button', { name: t('customers.pickLabel', { name: `${profile.name} ${profile.surname}` }) })
      .click();
    // Saved through the callable, then live: one more customer on the rule.
    const stored = await eventually(
      () => adminDb.doc(rulePath).get(),
      (snapshot) => ((snapshot.get('target.customer_ids') ?? []) as string[]).includes(uid),
    );
    expect(stored.get('target.customer_ids')).toEqual([...assigned, uid]);
    await expect(assignment.getByTestId('figure-rule-customers')).toHaveText(String(assigned.length + 1));

    const access = page.getByTestId('area-access-rules');
    const active = ofCanteen('access_rules/').filter((rule) => rule.data.active);
    for (const kind of ['email_pattern', 'company', 'card_prefix', 'invitation_code'])
      await expect(access.getByTestId(`figure-access-${kind}`)).toHaveText(String(active.filter((rule) => rule.data.kind === kind).length));
    const pattern = active.find((rule) => rule.data.kind === 'email_pattern')!;
    await access.getByLabel(a('tester.email')).fill('giulia@famiglia-costa.example');
    await expect(access.getByTestId('tester-result')).toContainText(`${a('kinds.email_pattern')}: ${String(pattern.data.value)}`);
    await access.getByLabel(a('tester.email')).fill('giulia@elsewhere.example');
    await expect(access.getByTestId('tester-result')).toHaveText(a('tester.none'));
    await expectAccessible(page, 'dashboard areas');
    await page.screenshot({ path: testInfo.outputPath('dashboard-areas.png'), fullPage: true });
  } finally {
    await adminDb.doc(rulePath).set(original);
  }
});

test('a visualizzatore’s dashboard has none of the areas', async ({ page }) => {
  await openInCanteen(page, 'visualizzatore@demo.test', CANTEEN, '/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (const area of ['invitation-codes', 'rule-assignment', 'access-rules', 'printers']) await expect(page.getByTestId(`area-${area}`)).toHaveCount(0);
});

test('a site manager’s printers area has its figures and no link to the admins’ printers screen', async ({ page }) => {
  await openInCanteen(page, 'site_manager@demo.test', 'C_1001', '/dashboard');
  const printersArea = page.getByTestId('area-printers');
  await expect(printersArea.getByTestId('figure-printers-active')).toHaveText(/^\d+$/);
  await expect(printersArea.getByRole('link')).toHaveCount(0);
  await expect(page.getByTestId('area-access-rules')).toHaveCount(0);
});
