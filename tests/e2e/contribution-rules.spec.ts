// /regole-contribuzione (spec §6 RegoleContribuzione, issue 21) as a site manager: the seeded rules with their
// overlap and winner; a new 50 % rule capped at €4 a day for one company — a bad end date refused with nothing
// written, the simulator's split for a €9.50 basket and no contribution for a second meal the same day, saved and read
// back; a code's new valid-to moves its linked rule's (admin SDK); a visualizzatore sees no rule screen. Axe, screenshot.
import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import { expect, test, type Page } from './fixtures';
import {
  CONTRIBUTION_RULES,
  INVITATION_CODES,
  contributionRuleFormSchema,
  formatAmountInput,
  invitationCodeId,
  ruleStatistics,
  statisticsMealOf,
  type PricingCustomer,
} from '@backoffice/shared';
import { adminDb, eventually } from '../support/admin';
import { expectAccessible } from './axe';
import { languageOf, openInCanteen, openScreen, seed, sidebarHrefs, text, WIDE } from './support';

test.use({ viewport: WIDE });

const MANAGER = 'site_manager@demo.test';
const CANTEEN = 'C_1001';
const language = languageOf(MANAGER);
const t = (key: string, values: Record<string, string | number> = {}) =>
  text(language, 'contributionRules', key, values);
const RUN = Date.now().toString(36).toUpperCase();
const RULE_NAME = `E2E metà pasto ${RUN}`;
const COMPANY = 'Milano Insurance S.p.A.';

const seededRule = (key: string) =>
  seed.documents.find((document) => document.path === `${CONTRIBUTION_RULES}/VR_${CANTEEN}_${key}`)!;
const WELCOME = `WELCOME-${CANTEEN.slice(2)}`;
const welcomeCode = seed.documents.find(
  (document) => document.path === `${INVITATION_CODES}/${invitationCodeId(CANTEEN, WELCOME)}`,
)!;

const card = (page: Page, title: string) =>
  page.locator('section').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

test.afterAll(async () => {
  const made = await adminDb.collection(CONTRIBUTION_RULES).where('canteen_id', '==', CANTEEN).get();
  await Promise.all(
    made.docs.filter((doc) => String(doc.get('name')).startsWith('E2E')).map((doc) => doc.ref.delete()),
  );
  // The linked code and rule back to the seed's days.
  await adminDb.doc(`${INVITATION_CODES}/${invitationCodeId(CANTEEN, WELCOME)}`).set(welcomeCode.data);
  await adminDb.doc(`${CONTRIBUTION_RULES}/VR_${CANTEEN}_WELCOME`).set(seededRule('WELCOME').data);
});

test('the seeded rules and their overlap; a 50 % rule capped at €4 a day, simulated for two meals, saved', async ({
  page,
}, testInfo) => {
  await openScreen(page, MANAGER, CANTEEN, '/regole-contribuzione', 'contributionRules');
  const company = String(seededRule('COMPANY').data.name);
  const basic = String(seededRule('BASIC').data.name);
  await expect(page.getByRole('link', { name: company, exact: true }).first()).toBeVisible();
  // The company's 50 % rule outranks its basic voucher: the overlap names the winner first.
  await expect(
    page.getByTestId('overlap').filter({ hasText: `${company} ${t('overlaps.winsOver')} ${basic}` }),
  ).toBeVisible();
  await expectAccessible(page, 'contribution rules');
  await page.screenshot({ path: testInfo.outputPath('contribution-rules.png'), fullPage: true });
  await testInfo.attach('contribution-rules', {
    path: testInfo.outputPath('contribution-rules.png'),
    contentType: 'image/png',
  });

  await page.getByRole('link', { name: t('actions.new') }).click();
  await expect(page).toHaveURL(/\/regole-contribuzione\/new$/);
  const form = card(page, t('form.rule'));
  // Required fields' labels end with a hidden '*': matched by their start.
  await form.getByLabel(t('fields.name')).fill(RULE_NAME);
  await form.getByRole('textbox', { name: t('target.company'), exact: true }).fill(COMPANY);
  await form.getByLabel(t('caps.per_day'), { exact: true }).fill('4');
  const validFrom = await form.getByLabel(t('fields.validFrom')).inputValue();
  const before = (
    await adminDb.collection(CONTRIBUTION_RULES).where('canteen_id', '==', CANTEEN).count().get()
  ).data().count;

  // Bad input: an end before the start is refused under its field, and nothing is written.
  await form.getByLabel(t('fields.validTo')).fill('2020-01-01');
  await form.getByRole('button', { name: text(language, 'common', 'actions.save') }).click();
  await expect(form.getByText(t('errors.validTo'))).toBeVisible();
  expect(
    (await adminDb.collection(CONTRIBUTION_RULES).where('canteen_id', '==', CANTEEN).count().get()).data()
      .count,
  ).toBe(before);
  await form.getByLabel(t('fields.validTo')).fill('');

  // The simulator prices with the rule as edited: a €9.50 takeaway basket on the rule's first day.
  const simulator = card(page, t('simulator.title'));
  await simulator.getByLabel(t('simulator.company'), { exact: true }).fill(COMPANY);
  await simulator.getByLabel(t('simulator.day')).fill(validFrom);
  await simulator.getByLabel(t('simulator.price', { n: 1 })).fill('9,50');
  const first = simulator.getByRole('region', { name: t('simulator.firstMeal') });
  const second = simulator.getByRole('region', { name: t('simulator.secondMeal') });
  await expect(first.getByTestId('company-pays')).toHaveText('4,00 €');
  await expect(first.getByTestId('customer-pays')).toHaveText('5,50 €');
  await expect(first.getByTestId('reasons')).toContainText(
    t('reasons.applied', { rule: RULE_NAME, amount: '4,75 €' }),
  );
  // The day's cap is spent by the first meal: the second gets no contribution.
  await expect(second.getByTestId('company-pays')).toHaveText('0,00 €');
  await expect(second.getByTestId('customer-pays')).toHaveText('9,50 €');
  await expect(second.getByTestId('reasons')).toContainText(
    t('reasons.cap_day', { cap: '4,00 €', used: '4,00 €', amount: '0,00 €' }),
  );

  await form.getByRole('button', { name: text(language, 'common', 'actions.save') }).click();
  // The first call of the contributionRules callable in a session starts its worker (seconds on the emulator).
  await expect(page).toHaveURL(/\/regole-contribuzione\/details\?id=/, { timeout: 30_000 });
  const id = new URL(page.url()).searchParams.get('id')!;
  const stored = await eventually(
    async () => (await adminDb.doc(`${CONTRIBUTION_RULES}/${id}`).get()).data(),
    (data) => data !== undefined,
  );
  expect(stored).toMatchObject({
    canteen_id: CANTEEN,
    name: RULE_NAME,
    target: { kind: 'company', company: COMPANY },
    contribution: { kind: 'percent', percent: 50 },
    caps: { per_meal: null, per_day: 4, per_month: null },
    valid_from: validFrom,
    valid_to: null,
    updated_by: 'demo-site_manager',
  });
});

test("editing an invitation code's valid-to moves its linked rule's validity", async ({ page }) => {
  await openScreen(page, MANAGER, CANTEEN, '/regole-contribuzione?tab=codes', 'contributionRules');
  // The codes table (the redemptions below it name the code too).
  const row = page
    .getByRole('table', { name: t('codes.caption') })
    .locator('tbody tr')
    .filter({ hasText: WELCOME });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: t('actions.editLabel', { name: WELCOME }) }).click();
  const drawer = page.getByRole('dialog');
  const validTo = drawer.getByLabel(t('fields.validTo'));
  const newEnd = '2031-12-31';
  await validTo.fill(newEnd);
  await drawer.getByRole('button', { name: text(language, 'common', 'actions.save') }).click();
  await expect(drawer).toBeHidden();
  const rule = await eventually(
    async () => (await adminDb.doc(`${CONTRIBUTION_RULES}/VR_${CANTEEN}_WELCOME`).get()).data(),
    (data) => data?.valid_to === newEnd,
  );
  expect(rule?.valid_from).toBe(seededRule('WELCOME').data.valid_from);
  const code = (await adminDb.doc(`${INVITATION_CODES}/${invitationCodeId(CANTEEN, WELCOME)}`).get()).data()!;
  expect(code.valid_to.toDate().toISOString().slice(0, 10)).toBe(newEnd);
  // The list shows the code's new end, live.
  await expect(row).toContainText('31/12/2031');

  // The wallet tab: a site manager reads the canteen's wallet; only admin (ModificaMense) changes it.
  await page.getByRole('tab', { name: t('tabs.wallet') }).click();
  await expect(page.getByText(t('wallet.readOnly'))).toBeVisible();
  await expect(page.getByRole('button', { name: text(language, 'common', 'actions.save') })).toHaveCount(0);
});

test("a rule's statistics: the seed's meals replayed through the pricing function, per day, exported", async ({
  page,
}) => {
  const id = `VR_${CANTEEN}_COMPANY`;
  // The expected figures from the seed, with the shared functions the screen uses (62 days back from now).
  const since = Date.now() - 62 * 86_400_000;
  const rules = seed.documents
    .filter((document) => document.path.startsWith(`${CONTRIBUTION_RULES}/VR_${CANTEEN}_`))
    .map((document) => ({
      ...contributionRuleFormSchema.parse(document.data),
      id: document.path.split('/')[1]!,
    }));
  const meals = seed.documents
    .filter((document) => document.path.startsWith('orders/') && document.data.canteenid === CANTEEN)
    .map((document) => ({ ...document.data, date: document.data.date_obj as Date }))
    .filter((order) => order.date.getTime() >= since)
    .flatMap(
      (order) =>
        statisticsMealOf(order, (service) => (service === 'menu' || service === 'lunchbox' ? 'PT' : 'EUR')) ??
        [],
    );
  const customers = new Map<string, PricingCustomer>(
    seed.documents
      .filter(
        (document) =>
          /^users\/[^/]+$/.test(document.path) && (document.data.canteens as string[]).includes(CANTEEN),
      )
      .map((document) => {
        const uid = document.path.split('/')[1]!;
        const profile = document.data.profile as { company?: string };
        const codes = typeof document.data.voucher === 'string' ? [document.data.voucher] : [];
        return [uid, { uid, company: profile.company ?? null, invitation_codes: codes }];
      }),
  );
  const expected = ruleStatistics(rules, id, meals, customers, new Date().toISOString().slice(0, 10));
  expect(expected.meals).toBeGreaterThan(0);

  await openScreen(
    page,
    MANAGER,
    CANTEEN,
    `/regole-contribuzione/statistics/${id}`,
    'contributionRuleStatistics',
  );
  await expect(page.getByTestId('stat-meals')).toHaveText(String(expected.meals));
  await expect(page.getByTestId('stat-customers')).toHaveText(String(expected.customers));
  await expect(
    page.getByRole('img', {
      name: t('statistics.chartSummary', {
        days: expected.days.length,
        meals: expected.meals,
        amount: `${formatAmountInput(expected.company, 'EUR')} €`,
      }),
    }),
  ).toBeVisible();
  await expectAccessible(page, 'contribution rule statistics');

  await page.locator('select[name="exportFormat"]').selectOption('csv_international');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: text(language, 'export', 'start') }).click(),
  ]);
  const csv = readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '');
  const parsed = Papa.parse<string[]>(csv.trim(), { delimiter: ',' });
  expect(parsed.data.slice(1).map((row) => [row[0], Number(row[1]), Number(row[2])])).toEqual(
    expected.days.map((row) => [row.key, row.meals, row.company]),
  );
});

test('wallet settings: admin switches the wallet off and the canteen and its wallet rules follow', async ({
  page,
}) => {
  const canteenPath = `canteens/${CANTEEN}`;
  const walletPath = `canteens/${CANTEEN}/rules/wallet`;
  const [canteenBefore, walletBefore] = await Promise.all([
    adminDb.doc(canteenPath).get(),
    adminDb.doc(walletPath).get(),
  ]);
  try {
    const admin = 'admin@demo.test';
    const adminT = (key: string) => text(languageOf(admin), 'contributionRules', key);
    await openScreen(page, admin, CANTEEN, '/regole-contribuzione?tab=wallet', 'contributionRules');
    await page.getByRole('combobox', { name: adminT('wallet.provider') }).selectOption('DEACTIVE');
    await page.getByRole('button', { name: text(languageOf(admin), 'common', 'actions.save') }).click();
    const after = await eventually(
      async () =>
        [
          (await adminDb.doc(canteenPath).get()).data(),
          (await adminDb.doc(walletPath).get()).data(),
        ] as const,
      ([canteen, wallet]) => canteen?.wallet === 'DEACTIVE' && wallet?.wallet === 'DEACTIVE',
    );
    expect(after[0]?.walletConfiguration).toEqual({ active: false });
    expect(after[1]).toMatchObject({ active: false, updated_by: 'demo-admin' });
    await expect(page.getByTestId('wallet-summary')).toContainText(adminT('status.inactive'));
  } finally {
    await adminDb.doc(canteenPath).set(canteenBefore.data()!);
    await adminDb.doc(walletPath).set(walletBefore.data()!);
  }
});

test('a visualizzatore has no rule screens: no entry, and the address sends it home', async ({ page }) => {
  await openInCanteen(page, 'visualizzatore@demo.test', CANTEEN, '/regole-contribuzione/new');
  await expect(page).toHaveURL(/\/home$/);
  expect(await sidebarHrefs(page)).not.toContain('/regole-contribuzione');
});
