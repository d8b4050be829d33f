// Wiring proof: the SPA signs in to the Auth emulator and shows a seeded canteen name read from Firestore.
import { expect, test } from '@playwright/test';
import { buildSeed } from '../tools/seed';
import { seedInstant } from '../tools/seed/reseed';

const seeded = buildSeed({ today: seedInstant(new Date()) });
const canteenName = (id: string) => String(seeded.documents.find((doc) => doc.path === `canteens/${id}`)?.data.name);

test('admin signs in and sees seeded canteens, names read from Firestore', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('E-mail').fill('admin@demo.test');
  await page.getByLabel('Password').fill('demo-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Restaurants' })).toBeVisible();
  await expect(page.getByText(canteenName('C_1001'), { exact: true })).toBeVisible();
  await expect(page.getByText(canteenName('C_6001'), { exact: true })).toBeVisible();
});

test('a wrong password shows the error and stays on the sign-in form', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('E-mail').fill('admin@demo.test');
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Restaurants' })).toHaveCount(0);
});
