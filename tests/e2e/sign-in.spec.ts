// The login overlay against the Auth emulator: validation and error texts (spec §5, §8), recovery, footer, web_user.
import { APP_VERSION } from '@backoffice/shared';
import { expect, test } from './fixtures';
import { signIn, submitSignIn, text } from './support';

test('empty or short fields get the spec texts, nothing is sent', async ({ page }) => {
  await page.goto('/');
  await page.locator('input[name="username"]').fill('ab');
  await page.locator('form button[type="submit"]').click();
  await expect(page.getByText(text('en', 'common', 'validation.login.usernameRequired'))).toBeVisible();
  await expect(page.getByText(text('en', 'common', 'validation.login.passwordRequired'))).toBeVisible();
  await expect(page.locator('#app-sidebar')).toHaveCount(0);
});

test('the Italian host gives the Italian texts of the spec', async ({ page }) => {
  // Spec §1: the language is the first dash-separated part of the host name (*.localhost resolves to this machine).
  await page.goto('http://it-bo.localhost:5000/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  await page.locator('form button[type="submit"]').click();
  await expect(page.getByText('Username obbligatorio')).toBeVisible();
  await expect(page.getByText('password obbligatoria')).toBeVisible();
  await page.getByRole('button', { name: 'Password dimenticata?' }).click();
  await expect(page.getByRole('heading', { name: 'Recupera password' })).toBeVisible();
  await page.locator('input[name="email"]').fill('nobody');
  await page.getByRole('button', { name: 'Recupera', exact: true }).click();
  await expect(page.getByText("Inserisci un'indirizzo email valido")).toBeVisible();
  await page.locator('input[name="email"]').fill('nobody@demo.test');
  await page.getByRole('button', { name: 'Recupera', exact: true }).click();
  await expect(page.getByText("L'utente non esiste")).toBeVisible();
  await page.getByRole('button', { name: 'Oppure accedi' }).click();
  await expect(page.locator('input[name="password"]')).toBeVisible();
});

test('a wrong password says the password is invalid; an unknown user gets the provider message', async ({
  page,
}) => {
  await page.goto('/');
  await submitSignIn(page, 'admin@demo.test', 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText(text('en', 'common', 'errors.login.invalidPassword'));
  await submitSignIn(page, 'nobody@demo.test', 'whatever');
  await expect(page.getByRole('alert')).not.toHaveText(text('en', 'common', 'errors.login.invalidPassword'));
  await expect(page.getByRole('alert')).not.toBeEmpty();
});

test('password recovery sends the reset e-mail for a known account', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: text('en', 'common', 'auth.lostPassword') }).click();
  await page.locator('input[name="email"]').fill('cuoco@demo.test');
  await page.getByRole('button', { name: text('en', 'common', 'auth.recover'), exact: true }).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: text('en', 'common', 'auth.recoverySent') })
      .first(),
  ).toBeVisible();
});

test('the footer has the privacy link (new tab, language, timestamp), the year and the version', async ({
  page,
}) => {
  await page.goto('/');
  const privacy = page.getByRole('link', { name: new RegExp(text('en', 'common', 'footer.privacy')) });
  await expect(privacy).toHaveAttribute('target', '_blank');
  await expect(privacy).toHaveAttribute('href', /lang=en&t=\d{13}/);
  await expect(page.getByText(`© ${new Date().getFullYear()}`).first()).toBeVisible();
  await expect(
    page.getByText(text('en', 'common', 'footer.version', { version: APP_VERSION })),
  ).toBeVisible();
});

test('a web_user is signed out again with a notice (spec §4)', async ({ page }) => {
  await page.goto('/');
  await submitSignIn(page, 'web_user@demo.test');
  await expect(page.getByText(text('en', 'common', 'auth.noAccess'))).toBeVisible();
  await expect(page.locator('input[name="username"]')).toBeVisible();
  await expect(page.locator('#app-sidebar')).toHaveCount(0);
});

test('logout signs out, clears both storages and goes to /home', async ({ page }) => {
  await signIn(page, 'cuoco@demo.test', '/?cid=C_1001');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('button', { name: text('it', 'shell', 'header.logout') }).click();
  await expect(page.locator('input[name="username"]')).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
  expect(
    await page.evaluate(() => [
      localStorage.length,
      sessionStorage.getItem('state') && JSON.parse(sessionStorage.getItem('state')!).active_canteen,
    ]),
  ).toEqual([0, null]);
});
