// Session behaviour: language switch re-renders, OFFLINE indicator, the visited list keeps 6, chooser search.
import { expect, test } from './fixtures';
import { adminDb, eventually } from '../support/admin';
import { canteenName, signIn, text, WIDE } from './support';

test.use({ viewport: WIDE });

test('switching language re-renders the back office in that language and stores it', async ({ page }) => {
  await signIn(page, 'site_manager@demo.test', '/?cid=C_1001');
  await page.goto('/account');
  await expect(
    page.getByRole('heading', { level: 1, name: text('it', 'shell', 'account.title') }),
  ).toBeVisible();
  try {
    await page.locator('main select').selectOption('fr');
    await expect(
      page.getByRole('heading', { level: 1, name: text('fr', 'shell', 'account.title') }),
    ).toBeVisible();
    await expect(page.getByRole('navigation', { name: text('fr', 'shell', 'nav.label') })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await eventually(
      async () => (await adminDb.doc('users/demo-site_manager').get()).get('active_language'),
      (value) => value === 'fr',
    );
    await page.locator('main select').selectOption('eu');
    await expect(
      page.getByRole('heading', { level: 1, name: text('eu', 'shell', 'account.title') }),
    ).toBeVisible();
    // The screen changes before the SPA's write lands: restoring Italian before it did let 'eu' arrive last, and every
    // later test of this user met a Basque back office (fresh-clone run of 2026-11-26: 7 failures).
    await eventually(
      async () => (await adminDb.doc('users/demo-site_manager').get()).get('active_language'),
      (value) => value === 'eu',
    );
  } finally {
    // No write of this page can land after the restore.
    await page.close();
    await adminDb.doc('users/demo-site_manager').update({ active_language: 'it' });
  }
});

test('OFFLINE appears when the browser goes offline and goes away when it is back', async ({
  page,
  context,
}) => {
  await signIn(page, 'cuoco@demo.test', '/?cid=C_1001');
  const offline = page.getByRole('status').filter({ hasText: text('it', 'common', 'status.offline') });
  await expect(offline).toHaveCount(0);
  await context.setOffline(true);
  await expect(offline).toBeVisible();
  await context.setOffline(false);
  await expect(offline).toHaveCount(0);
});

test('the visited list keeps the 6 most recent canteens, newest first, on the user record too', async ({
  page,
}) => {
  const order = ['C_1001', 'C_1002', 'C_501', 'C_4001', 'C_6001', 'C_9001', 'C_3001'];
  await signIn(page, 'admin@demo.test', '/home');
  for (const id of order) {
    await page.locator(`[data-canteen-id="${id}"]`).first().click();
    await expect(page.locator('header').getByText(canteenName(id), { exact: true })).toBeVisible();
    await page
      .locator('header')
      .getByRole('link', { name: text('it', 'shell', 'header.changeCanteen') })
      .click();
    await expect(page).toHaveURL(/\/home$/);
  }
  const expected = [...order].reverse().slice(0, 6);
  const lastSeen = page.getByTestId('last-seen').locator('[data-canteen-id]');
  await expect
    .poll(() => lastSeen.evaluateAll((cards) => cards.map((card) => card.getAttribute('data-canteen-id'))))
    .toEqual(expected);
  await eventually(
    async () => (await adminDb.doc('users/demo-admin').get()).get('bo_visited_canteens'),
    (value) => JSON.stringify(value) === JSON.stringify(expected),
  );
});

test('chooser search: only accessible canteens, a message for no match, Enter opens the first match', async ({
  page,
}) => {
  await signIn(page, 'site_manager@demo.test', '/home');
  const search = page.getByRole('searchbox');
  await search.fill('C_501');
  await expect(page.getByText(text('it', 'shell', 'chooser.noMatch', { query: 'C_501' }))).toBeVisible();
  await search.fill('lingotto');
  await expect(page.locator('main [data-canteen-id]')).toHaveCount(1);
  await expect(page.locator('[data-canteen-id="C_1002"] [data-fallback-logo]')).toBeVisible();
  await search.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.locator('header').getByText(canteenName('C_1002'), { exact: true })).toBeVisible();
});

test('the help guide opens with its glossary button; both are draggable on a wide window', async ({
  page,
}) => {
  await signIn(page, 'admin@demo.test', '/?cid=C_1001');
  await page.getByRole('button', { name: text('it', 'shell', 'header.help') }).click();
  // The dialog element itself has no box (its panel is fixed-positioned): check what it contains.
  const guide = page.getByRole('dialog', { name: text('it', 'shell', 'modals.guideTitle') });
  await expect(guide.getByRole('heading', { name: text('it', 'shell', 'modals.guideTitle') })).toBeVisible();
  await expect(guide.locator('[data-draggable]')).toHaveCount(1);
  // The guide's sections arrive after the heading and grow the centred panel, which moves the Glossario button: a
  // click aimed before they arrive can land where the button was (CI of 2026-11-27, under load). Click once they show.
  await expect(guide.locator('details').first()).toBeVisible();
  await guide.getByRole('button', { name: text('it', 'shell', 'modals.glossary') }).click();
  const glossary = page.getByRole('dialog', { name: text('it', 'shell', 'modals.glossary') });
  await expect(glossary.getByRole('heading', { name: text('it', 'shell', 'modals.glossary') })).toBeVisible();
  await expect(glossary.locator('[data-draggable]')).toHaveCount(1);
});

test('the account password form checks its fields and reports a wrong current password', async ({ page }) => {
  await signIn(page, 'cuoco@demo.test', '/account');
  const form = page.locator('main form');
  await form.locator('input[autocomplete="current-password"]').fill('wrong-password');
  await form.locator('input[autocomplete="new-password"]').first().fill('abc');
  await form.locator('input[autocomplete="new-password"]').nth(1).fill('abd');
  await form.locator('button[type="submit"]').click();
  await expect(page.getByText(text('it', 'shell', 'account.password.tooShort'))).toBeVisible();
  await expect(page.getByText(text('it', 'shell', 'account.password.mismatch'))).toBeVisible();
  await form.locator('input[autocomplete="new-password"]').first().fill('new-password-1');
  await form.locator('input[autocomplete="new-password"]').nth(1).fill('new-password-1');
  await form.locator('button[type="submit"]').click();
  await expect(page.getByText(text('it', 'shell', 'account.password.wrongCurrent'))).toBeVisible();
});
