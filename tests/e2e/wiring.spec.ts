// Wiring proof: the SPA signs in to the Auth emulator and shows seeded canteen names read from Firestore.
import { truncateCanteenName } from '@backoffice/shared';
import { expect, test } from './fixtures';
import { canteenName, signIn, submitSignIn, text } from './support';

test('admin signs in and sees seeded canteens, names read from Firestore', async ({ page }) => {
  await signIn(page, 'admin@demo.test', '/home', { viaForm: true });
  // admin@demo.test works in Italian (active_language it): the chooser re-renders in it after sign-in.
  await expect(
    page.getByRole('heading', { level: 1, name: text('it', 'shell', 'chooser.title') }),
  ).toBeVisible();
  for (const id of ['C_1001', 'C_6001', 'C_3001']) {
    await expect(page.locator(`[data-canteen-id="${id}"]`).first()).toContainText(
      truncateCanteenName(canteenName(id)),
    );
  }
});

test('a wrong password shows the error and stays on the sign-in form', async ({ page }) => {
  await page.goto('/');
  await submitSignIn(page, 'admin@demo.test', 'wrong-password');
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.locator('#app-sidebar')).toHaveCount(0);
});
