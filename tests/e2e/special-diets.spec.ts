// /special-diets (spec §6 DieteSpeciali) on the screen kit, as a company manager: the seeded diets with the clash
// count of a chosen day's menu (from the seeded menu and recipes), search and allergen filter kept in the URL,
// create with a customer assigned / edit / delete with confirmation, a bad input that writes nothing, a live change
// from elsewhere, the role that may not, axe and a screenshot. Mutates only diets it creates (Italian name "E2E …").
import { expect, test, type Page } from './fixtures';
import { clashingDishes, menuRecipeIds, specialDietName } from '@backoffice/shared';
import { adminDb, eventually } from '../support/admin';
import { expectAccessible } from './axe';
import { languageOf, openInCanteen, openScreen, seed, sidebarHrefs, text, TRIGGER_EFFECT_MS, WIDE } from './support';

test.use({ viewport: WIDE });

const MANAGER = 'company_manager@demo.test';
const MANAGER_UID = 'demo-company_manager';
const CANTEEN = 'C_1001';
const language = languageOf(MANAGER);
const t = (key: string, values: Record<string, string | number> = {}) =>
  text(language, 'specialDiets', key, values);
const common = (key: string, values: Record<string, string | number> = {}) =>
  text(language, 'common', key, values);
const picker = (key: string, values: Record<string, string | number> = {}) =>
  text(language, 'kit', `customerPicker.${key}`, values);
const allergen = (key: string) => text(language, 'catalogue', `allergens.${key}`);

interface SeededDiet {
  id: string;
  name: Record<string, string>;
  excluded_allergens: number[];
  customer_ids: string[];
}
const diets: SeededDiet[] = seed.documents
  .filter((document) => document.path.startsWith('special_diets/') && document.data.canteen_id === CANTEEN)
  .map((document) => ({
    id: document.path.slice('special_diets/'.length),
    ...(document.data as Omit<SeededDiet, 'id'>),
  }));
const nameOf = (diet: SeededDiet) => specialDietName(diet.name, language);

// A seeded menu day of the canteen (weekdays of the month), and each diet's dishes to avoid on it, from the seed.
const menuDay = seed.documents.find((document) => document.path.startsWith(`menu/${CANTEEN}_`))!;
const DAY = String(menuDay.data.date);
const recipeIds = menuRecipeIds(menuDay.data.items as { recipe_id: string }[]);
const allergensByRecipe = new Map(
  seed.documents
    .filter((document) => document.path.startsWith('recipes/'))
    .map((document) => [document.path.slice('recipes/'.length), document.data.allergens as number[]]),
);
const clashCount = (diet: SeededDiet) =>
  clashingDishes(recipeIds, allergensByRecipe, diet.excluded_allergens).length;

/** Opens the list with the canteen already active (the subject is the screen, not how the canteen was chosen). */
async function openList(page: Page, query = ''): Promise<void> {
  await openScreen(page, MANAGER, CANTEEN, `/special-diets${query}`, 'specialDiets');
}

const rows = (page: Page) => page.locator('tbody tr');
const row = (page: Page, name: string) =>
  rows(page).filter({ has: page.getByRole('cell', { name, exact: true }) });

test.afterAll(async () => {
  const created = await adminDb.collection('special_diets').where('canteen_id', '==', CANTEEN).get();
  await Promise.all(
    created.docs
      .filter((doc) => String(doc.data().name?.it ?? '').startsWith('E2E'))
      .map((doc) => doc.ref.delete()),
  );
});

test('the seeded diets with the dishes to avoid on a day, search and allergen filter kept in the URL', async ({
  page,
}, testInfo) => {
  expect(diets.length).toBeGreaterThanOrEqual(2);
  expect(recipeIds.length).toBeGreaterThan(0);
  // The seeded menu has dishes with gluten: the count is not trivially zero for every diet.
  expect(diets.some((diet) => clashCount(diet) > 0)).toBe(true);
  await openList(page, `?day=${DAY}`);
  await expect(page.getByLabel(t('clashes.day'))).toHaveValue(DAY);
  for (const diet of diets) {
    const line = row(page, nameOf(diet));
    await expect(line).toBeVisible();
    await expect(line.getByRole('cell').nth(2)).toHaveText(String(diet.customer_ids.length));
    await expect(line.getByRole('cell').nth(3)).toHaveText(String(clashCount(diet)));
  }
  await expectAccessible(page, 'special diets');
  await page.screenshot({ path: testInfo.outputPath('special-diets.png'), fullPage: true });
  await testInfo.attach('special-diets', {
    path: testInfo.outputPath('special-diets.png'),
    contentType: 'image/png',
  });

  // Search matches any part of the name in any language ("glut" → Senza glutine / Gluten free).
  const gluten = diets.find((diet) => diet.excluded_allergens.includes(6))!;
  await page.getByRole('searchbox', { name: t('search.label') }).fill('GLUT');
  await page.getByRole('button', { name: common('list.search'), exact: true }).click();
  await expect(page).toHaveURL(/q=GLUT/);
  await expect(rows(page)).toHaveCount(1);
  await expect(row(page, nameOf(gluten))).toBeVisible();

  // The allergen filter; a reload keeps it and the day.
  await page.getByRole('searchbox', { name: t('search.label') }).fill('');
  await page.getByRole('button', { name: common('list.search'), exact: true }).click();
  await page.getByLabel(t('filters.allergen')).selectOption({ label: allergen('milk') });
  await expect(page).toHaveURL(/allergen=3/);
  // Search cleared and filter chosen back to back: the filter's change must not bring the old search back.
  await expect(page).not.toHaveURL(/[?&]q=/);
  await expect(rows(page)).toHaveCount(diets.filter((diet) => diet.excluded_allergens.includes(3)).length);
  await page.reload();
  // A reload is a cold start again (session, screen chunk, catalogue).
  await expect(page.getByLabel(t('filters.allergen'))).toHaveValue('3', { timeout: 15_000 });
  await expect(page.getByLabel(t('clashes.day'))).toHaveValue(DAY);
});

test('create with a customer, edit, delete; a diet without name or allergen is refused and writes nothing', async ({
  page,
}) => {
  // Three saves, then up to TRIGGER_EFFECT_MS for their activity-log entries.
  test.setTimeout(150_000);
  await openList(page, `?day=${DAY}`);
  const count = async () =>
    (await adminDb.collection('special_diets').where('canteen_id', '==', CANTEEN).count().get()).data().count;
  const before = await count();

  await page.getByRole('button', { name: t('actions.new') }).click();
  const drawer = page.getByRole('dialog', { name: t('form.newTitle') });
  await drawer.getByRole('button', { name: common('actions.save'), exact: true }).click();
  await expect(drawer.getByText(t('form.nameRequired'))).toBeVisible();
  expect(await count()).toBe(before);

  // The name in the Italian tab, two allergens, a customer found by surname.
  await drawer.getByRole('tab', { name: new RegExp(common('languages.it')) }).click();
  await drawer.getByLabel(t('fields.name')).fill('E2E Senza sesamo');
  await drawer.getByRole('checkbox', { name: allergen('sesame') }).check();
  await drawer.getByRole('checkbox', { name: allergen('mustard') }).check();
  await drawer.getByRole('searchbox', { name: picker('searchLabel') }).fill('Ross');
  await drawer.getByRole('button', { name: picker('addLabel', { name: 'Anna Rossi' }) }).click();
  await expect(drawer.getByRole('list', { name: picker('assigned') })).toContainText('Anna Rossi');
  await drawer.getByRole('button', { name: common('actions.save'), exact: true }).click();
  await expect(drawer).toBeHidden();
  await expect(row(page, 'E2E Senza sesamo')).toBeVisible();
  const created = await eventually(
    () =>
      adminDb
        .collection('special_diets')
        .where('canteen_id', '==', CANTEEN)
        .where('name.it', '==', 'E2E Senza sesamo')
        .get(),
    (snapshot) => snapshot.size === 1,
  );
  const id = created.docs[0]!.id;
  expect(created.docs[0]!.data()).toMatchObject({
    excluded_allergens: [4, 18],
    customer_ids: ['demo-customer'],
    sort_name: 'e2e senza sesamo',
    updated_by: MANAGER_UID,
  });

  // Edit: add gluten; the day's count follows the seeded menu.
  await page.getByRole('button', { name: t('actions.editLabel', { name: 'E2E Senza sesamo' }) }).click();
  const edit = page.getByRole('dialog', { name: t('form.editTitle', { name: 'E2E Senza sesamo' }) });
  await expect(edit.getByRole('list', { name: picker('assigned') })).toContainText('Anna Rossi');
  await edit.getByRole('checkbox', { name: allergen('gluten') }).check();
  await edit.getByRole('button', { name: common('actions.save'), exact: true }).click();
  await expect(edit).toBeHidden();
  const expected = clashCount({ id, name: {}, excluded_allergens: [4, 6, 18], customer_ids: [] });
  await expect(row(page, 'E2E Senza sesamo').getByRole('cell').nth(3)).toHaveText(String(expected));

  await page.getByRole('button', { name: t('actions.deleteLabel', { name: 'E2E Senza sesamo' }) }).click();
  const confirm = page.getByRole('dialog', { name: t('delete.title') });
  await expect(confirm).toContainText('E2E Senza sesamo');
  await confirm.getByRole('button', { name: common('actions.confirm') }).click();
  await expect(row(page, 'E2E Senza sesamo')).toBeHidden();
  // The row leaves the table as soon as the SDK applies the delete locally; the server has it a moment later.
  await eventually(
    () => adminDb.doc(`special_diets/${id}`).get(),
    (snapshot) => !snapshot.exists,
  );

  // Audited now that clients write it: create, update and delete entries.
  await eventually(
    () => adminDb.collection('activity_log').where('doc_path', '==', `special_diets/${id}`).get(),
    (snapshot) => snapshot.size === 3,
    TRIGGER_EFFECT_MS,
  );
});

test('a diet added elsewhere appears without reload', async ({ page }) => {
  await openList(page);
  await expect(rows(page).first()).toBeVisible();
  const ref = adminDb.collection('special_diets').doc();
  await ref.set({
    canteen_id: CANTEEN,
    name: { it: 'E2E Live' },
    sort_name: 'e2e live',
    excluded_allergens: [7],
    notes: '',
    customer_ids: [],
  });
  await expect(row(page, 'E2E Live')).toBeVisible();
  await ref.delete();
  await expect(row(page, 'E2E Live')).toBeHidden();
});

test('a role without DieteSpeciali has no entry, and the address sends it home', async ({ page }) => {
  await openInCanteen(page, 'cuoco@demo.test', CANTEEN, '/special-diets');
  await expect(page).toHaveURL(/\/home$/);
  expect(await sidebarHrefs(page)).not.toContain('/special-diets');
});
