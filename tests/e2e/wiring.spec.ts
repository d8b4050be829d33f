// Wiring proof: the SPA signs in to the Auth emulator and shows a seeded canteen name read from Firestore.
import { expect, test } from '@playwright/test';

test('admin signs in and sees seeded canteens from Firestore', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('E-mail').fill('admin@demo.test');
  await page.getByLabel('Password').fill('demo-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Restaurants' })).toBeVisible();
  await expect(page.getByText('C_1001', { exact: true })).toBeVisible();
});

test('a wrong password shows the error and stays on the sign-in form', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('E-mail').fill('admin@demo.test');
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Restaurants' })).toHaveCount(0);
});
