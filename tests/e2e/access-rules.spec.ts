// /access_rules (spec §2, Admin; issue 21) as an admin: the seeded rules; the magic wand fills a pattern from free text
// through regExpHelper and marks which sample e-mails it lets in; a pattern that does not compile is refused and
// writes nothing; the saved rule is read back; the tester names the rule that lets an e-mail in. A visualizzatore has
// no entry and the address sends it home. Axe and a screenshot.
import { expect, test } from './fixtures';
import { ACCESS_RULES } from '@backoffice/shared';
import { adminDb, eventually } from '../support/admin';
import { expectAccessible } from './axe';
import { languageOf, openInCanteen, openScreen, seed, sidebarHrefs, text, WIDE } from './support';

test.use({ viewport: WIDE });

const ADMIN = 'admin@demo.test';
const CANTEEN = 'C_1001';
const language = languageOf(ADMIN);
const t = (key: string, values: Record<string, string | number> = {}) =>
  text(language, 'accessRules', key, values);
const RUN = Date.now().toString(36);
const seeded = seed.documents.filter((document) =>
  document.path.startsWith(`${ACCESS_RULES}/AR_${CANTEEN}_`),
);

test.afterAll(async () => {
  const made = await adminDb.collection(ACCESS_RULES).where('note', '==', `E2E ${RUN}`).get();
  await Promise.all(made.docs.map((doc) => doc.ref.delete()));
});

/** How long a function's first call may take on the emulator (it starts the function's worker). */
const FIRST_CALL_MS = 60_000;

test('the magic wand writes a pattern that lets the sample e-mails in; a broken one is refused; the tester names the rule', async ({
  page,
}, testInfo) => {
  // Two functions answer their first call here (the API's wand, then the rules callable's save): on the emulator each
  // first call starts a worker, 20–30 s apiece with two spec files in flight on 2 cores.
  test.setTimeout(150_000);
  await openScreen(page, ADMIN, CANTEEN, '/access_rules', 'accessRules');
  const company = seeded.find((document) => document.data.kind === 'company')!;
  await expect(page.locator('tbody tr')).toHaveCount(seeded.length);
  // The company rule (its name is also the note of the company's e-mail pattern).
  await expect(
    page.getByRole('cell', { name: String(company.data.value), exact: true }).first(),
  ).toBeVisible();
  await expectAccessible(page, 'access rules');
  await page.screenshot({ path: testInfo.outputPath('access-rules.png'), fullPage: true });
  await testInfo.attach('access-rules', {
    path: testInfo.outputPath('access-rules.png'),
    contentType: 'image/png',
  });

  await page.getByRole('button', { name: t('actions.new') }).click();
  const drawer = page.getByRole('dialog');
  const pattern = drawer.getByLabel(t('values.email_pattern'));
  const count = async () =>
    (await adminDb.collection(ACCESS_RULES).where('canteen_id', '==', CANTEEN).count().get()).data().count;
  const before = await count();

  // Bad input: a pattern that does not compile is refused under its field, and nothing is written.
  await pattern.fill('^(unclosed');
  await drawer.getByLabel(t('fields.note')).fill(`E2E ${RUN}`);
  await drawer.getByRole('button', { name: text(language, 'common', 'actions.save') }).click();
  await expect(drawer.getByText(t('errors.pattern'))).toBeVisible();
  expect(await count()).toBe(before);

  // The wand: free text → the server's anchored pattern, which lets in exactly the samples of those domains.
  await drawer.getByLabel(t('wand.text')).fill('*@bicocca-tech.example, *@bicocca.example');
  await drawer.getByRole('button', { name: t('wand.run') }).click();
  // The API function may be starting its worker on this first call (seconds on the emulator).
  await expect(pattern).not.toHaveValue('^(unclosed', { timeout: FIRST_CALL_MS });
  const made = await pattern.inputValue();
  expect(made.startsWith('^') && made.endsWith('$')).toBe(true);
  await drawer
    .getByLabel(t('wand.more'))
    .fill('anna.rossi@bicocca-tech.example luca@bicocca.example eve@bicocca.example.evil.test');
  const samples = drawer.getByTestId('samples');
  await expect(samples.locator('li[data-matches="yes"]')).toHaveText([
    /anna\.rossi@bicocca-tech\.example/,
    /luca@bicocca\.example/,
  ]);
  await expect(samples.locator('li', { hasText: 'eve@bicocca.example.evil.test' })).toHaveAttribute(
    'data-matches',
    'no',
  );
  // The canteen's own customers (…@demo.test) are samples too, and this pattern does not let them in.
  await expect(samples.locator('li', { hasText: '@demo.test' }).first()).toHaveAttribute(
    'data-matches',
    'no',
  );

  await drawer.getByRole('button', { name: text(language, 'common', 'actions.save') }).click();
  await expect(drawer).toBeHidden({ timeout: FIRST_CALL_MS });
  const stored = await eventually(
    async () =>
      (await adminDb.collection(ACCESS_RULES).where('note', '==', `E2E ${RUN}`).get()).docs.map((doc) =>
        doc.data(),
      ),
    (docs) => docs.length === 1,
  );
  expect(stored[0]).toMatchObject({
    canteen_id: CANTEEN,
    kind: 'email_pattern',
    value: made,
    active: true,
    updated_by: 'demo-admin',
  });

  // The tester names the rule that lets an address in; an unknown address gets no rule.
  // Only the new rule lets @bicocca.example in (the seeded pattern is for @bicocca-tech.example).
  await page.getByLabel(t('tester.email'), { exact: true }).fill('luca@bicocca.example');
  await expect(page.getByTestId('tester-result')).toContainText(made);
  await page.getByLabel(t('tester.email'), { exact: true }).fill('someone@elsewhere.example');
  await expect(page.getByTestId('tester-result')).toHaveText(t('tester.none'));
});

test('a visualizzatore has no access-rules screen: no entry, and the address sends it home', async ({
  page,
}) => {
  await openInCanteen(page, 'visualizzatore@demo.test', CANTEEN, '/access_rules');
  await expect(page).toHaveURL(/\/home$/);
  expect(await sidebarHrefs(page)).not.toContain('/access_rules');
});
