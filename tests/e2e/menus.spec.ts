// /menu (spec §2 Menu screen, §5, §6 Menu) as the cook of C_1001: add a recipe under a valid occasion/diet/course only
// (an invalid one cannot be confirmed) and find it saved after a reload; points autosave and a bad price writes
// nothing; reorder with the keyboard within a course (saved) and across courses (refused on screen, nothing written);
// the viewer reads without edit controls; a role without Menu has no entry; axe and a screenshot. The days it edits
// are put back from the seed afterwards.
import { expect, test, type Page } from './fixtures';
import { localizedText, menuItemKey, parseMenuItems, type MenuRecipe, type UiLanguage } from '@backoffice/shared';
import { adminDb } from '../support/admin';
import { expectAccessible } from './axe';
import { languageOf, openInCanteen, openScreen, seed, seededDoc, sidebarHrefs, text, TRIGGER_EFFECT_MS, WIDE } from './support';

test.use({ viewport: WIDE });

const COOK = 'cuoco@demo.test';
const CANTEEN = 'C_1001';
const language = languageOf(COOK) as UiLanguage;
const t = (key: string, values: Record<string, string | number> = {}) => text(language, 'menus', key, values);

const days = seed.documents
  .filter((document) => document.path.startsWith(`menu/${CANTEEN}_`))
  .sort((a, b) => a.path.localeCompare(b.path));
const ADD_DAY = String(days[0]!.data.date);
const MOVE_DAY = String(days[1]!.data.date);
// The planner copies COPY_FROM onto COPY_TO (both seeded weekdays of the month).
const COPY_FROM = String(days[2]!.data.date);
const COPY_TO = String(days[3]!.data.date);
const itemsOf = (day: string) => parseMenuItems(seededDoc(`menu/${CANTEEN}_${day}`).items);
const recipeName = (id: string) => localizedText(seededDoc(`recipes/${id}`).name, language);
const firstCourses = (items: MenuRecipe[]) =>
  items
    .filter((item) => item.occasion_id === 'lunch' && item.diet_id === 'daily' && item.component_id === 'first')
    .sort((a, b) => a.pos - b.pos);

async function storedItems(day: string): Promise<MenuRecipe[]> {
  return parseMenuItems((await adminDb.doc(`menu/${CANTEEN}_${day}`).get()).get('items'));
}

async function openDay(page: Page, email: string, day: string): Promise<void> {
  await openScreen(page, email, CANTEEN, `/menu?day=${day}`, 'menu');
  await expect(page.getByLabel(t('day.label'), { exact: true })).toHaveValue(day);
}

// A recipe without gluten and one of its ingredients: the ingredient gains gluten in the recipe-book test.
const ADMIN = 'admin@demo.test';
const GLUTEN_FREE = seed.documents.find(
  (document) => document.path.startsWith('recipes/') && !(document.data.allergens as number[]).includes(6),
)!;
const CHANGED_INGREDIENT = (GLUTEN_FREE.data.ingredient_ids as string[])[0]!;

test.afterAll(async () => {
  for (const day of [ADD_DAY, MOVE_DAY, COPY_TO]) {
    const path = `menu/${CANTEEN}_${day}`;
    await adminDb.doc(path).set(seededDoc(path));
  }
  // The ingredient as seeded; its recipes too (the trigger recomputes the same values from it).
  await adminDb.doc(`ingredients/${CHANGED_INGREDIENT}`).set(seededDoc(`ingredients/${CHANGED_INGREDIENT}`));
  for (const recipe of seed.documents.filter(
    (document) =>
      document.path.startsWith('recipes/') && (document.data.ingredient_ids as string[]).includes(CHANGED_INGREDIENT),
  ))
    await adminDb.doc(recipe.path).set(recipe.data);
});

test('a cook adds a recipe under a valid combination only; it is saved, and points autosave', async ({ page }, testInfo) => {
  const onDay = new Set(firstCourses(itemsOf(ADD_DAY)).map((item) => item.recipe_id));
  // A first course served on another day but not in this day's first courses.
  const recipeId = days
    .flatMap((day) => firstCourses(parseMenuItems(day.data.items)))
    .map((item) => item.recipe_id)
    .find((id) => !onDay.has(id))!;
  const name = recipeName(recipeId);
  await openDay(page, COOK, ADD_DAY);
  await expect(page.locator(`[data-menu-item="${firstCourses(itemsOf(ADD_DAY))[0]!.recipe_id}"]`).first()).toBeVisible();

  const form = page.locator('form').filter({ has: page.getByRole('button', { name: t('add.confirm') }) });
  await form.getByRole('combobox', { name: t('add.recipe') }).fill(name.slice(0, 6));
  await form.getByRole('option', { name, exact: true }).click();
  await form.getByLabel(t('fields.occasion')).selectOption('lunch');
  // Vegetarian serves no dessert at lunch: the course is listed but cannot be chosen, nor the recipe confirmed.
  await form.getByLabel(t('fields.diet')).selectOption('vegetarian');
  await expect(form.getByLabel(t('fields.component')).locator('option[value="dessert"]')).toBeDisabled();
  await expect(form.getByRole('button', { name: t('add.confirm') })).toBeDisabled();
  await form.getByLabel(t('fields.diet')).selectOption('daily');
  await form.getByLabel(t('fields.component')).selectOption('first');
  await form.getByRole('button', { name: t('add.confirm') }).click();
  await expect(page.locator('[data-save-status="saved"]')).toBeVisible();
  await expect(async () => {
    // The same recipe may also be a vegetarian first course that day: the day's menu first courses hold it now.
    expect(firstCourses(await storedItems(ADD_DAY)).map((item) => item.recipe_id)).toContain(recipeId);
  }).toPass({ timeout: 20_000 });

  await page.reload();
  const row = page.locator(`[data-occasion="lunch"][data-diet="daily"] [data-component="first"] [data-menu-item="${recipeId}"]`);
  await expect(row).toBeVisible();
  await expectAccessible(page, 'menu');
  await page.screenshot({ path: testInfo.outputPath('menu.png'), fullPage: true });
  await testInfo.attach('menu', { path: testInfo.outputPath('menu.png'), contentType: 'image/png' });

  // A bad price is shown under its field and writes nothing; points are saved when the field is left.
  const euro = row.getByLabel(t('item.euro'));
  await euro.fill('-3');
  await euro.press('Tab');
  await expect(row.getByText(t('item.invalidPrice'))).toBeVisible();
  const points = row.getByLabel(t('item.points'));
  await points.fill('3');
  await points.press('Tab');
  await expect(async () => {
    const stored = firstCourses(await storedItems(ADD_DAY)).find((item) => item.recipe_id === recipeId);
    expect(stored?.points).toBe(3);
    expect(stored?.euro).toBeGreaterThanOrEqual(0);
  }).toPass({ timeout: 20_000 });
  await expect(page.locator('[data-save-status="saved"]')).toBeVisible();
});

test('dishes reorder with the keyboard within their course; a drop on another course is refused', async ({ page }) => {
  const [first, second] = firstCourses(itemsOf(MOVE_DAY));
  expect(second).toBeDefined();
  await openDay(page, COOK, MOVE_DAY);
  const handle = (id: string) => page.getByRole('button', { name: t('item.drag', { name: recipeName(id) }) });
  // Each key waits for the screen reader announcement of the step before (the drag is measured after it starts).
  const announced = (key: string, values: Record<string, string>) =>
    expect(page.getByText(t(key, values), { exact: true })).toBeAttached();
  const drag = async (id: string, arrow: 'ArrowUp' | 'ArrowDown', target: string) => {
    await handle(id).focus();
    await page.keyboard.press('Space');
    // Picked up and measured: dnd-kit announces the dish over its own place first.
    await expect(handle(id)).toHaveAttribute('aria-pressed', 'true');
    await announced('move.over', { name: recipeName(id), target: recipeName(id) });
    await page.keyboard.press(arrow);
    await announced('move.over', { name: recipeName(id), target: recipeName(target) });
    await page.keyboard.press('Space');
  };

  await drag(second!.recipe_id, 'ArrowUp', first!.recipe_id);
  await expect(async () => {
    expect(firstCourses(await storedItems(MOVE_DAY)).map((item) => item.recipe_id)).toEqual([
      second!.recipe_id,
      first!.recipe_id,
    ]);
  }).toPass({ timeout: 20_000 });
  const before = (await storedItems(MOVE_DAY)).map(menuItemKey);

  // The first course's last dish dropped on the main course below it: refused, said on screen, nothing written.
  await expect(page.locator('[data-save-status="saved"]')).toBeVisible();
  const mainCourse = itemsOf(MOVE_DAY)
    .filter((item) => item.occasion_id === 'lunch' && item.diet_id === 'daily' && item.component_id === 'second')
    .sort((a, b) => a.pos - b.pos)[0]!;
  await drag(first!.recipe_id, 'ArrowDown', mainCourse.recipe_id);
  await expect(page.getByTestId('move-refused')).toContainText(t('move.refused', { name: recipeName(first!.recipe_id) }));
  const after = await storedItems(MOVE_DAY);
  expect(after.map(menuItemKey)).toEqual(before);
  expect(firstCourses(after).map((item) => item.recipe_id)).toEqual([second!.recipe_id, first!.recipe_id]);
});

test('the viewer reads the menu without edit controls', async ({ page }) => {
  await openDay(page, 'visualizzatore@demo.test', ADD_DAY);
  const viewer = (key: string) => text(languageOf('visualizzatore@demo.test'), 'menus', key);
  await expect(page.locator('[data-menu-item]').first()).toBeVisible();
  await expect(page.getByRole('button', { name: viewer('add.confirm') })).toHaveCount(0);
  await expect(page.getByRole('button', { name: viewer('item.deleteShort') })).toHaveCount(0);
  await expect(page.locator('[data-menu-item] button[aria-roledescription]')).toHaveCount(0);
});

test('a role without Menu has no entry, and the address sends it home', async ({ page }) => {
  await openInCanteen(page, 'company_manager@demo.test', CANTEEN, '/menu');
  await expect(page).toHaveURL(/\/home$/);
  expect(await sidebarHrefs(page)).not.toContain('/menu');
});

test('a recipe’s allergens follow its ingredient: gluten added to an ingredient shows in the recipe editor', async ({
  page,
}) => {
  const admin = (key: string, values: Record<string, string | number> = {}) =>
    text(languageOf(ADMIN), 'recipes', key, values);
  const gluten = text(languageOf(ADMIN), 'catalogue', 'allergens.gluten');
  // One bad input first: a new ingredient without any name is refused under the tabs and nothing is saved.
  await openScreen(page, ADMIN, CANTEEN, '/add-ingredient', 'addIngredient');
  await page.getByRole('button', { name: admin('actions.save'), exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: admin('form.nameRequired') })).toBeVisible();
  await expect(page).toHaveURL(/\/add-ingredient$/);

  await openScreen(page, ADMIN, CANTEEN, `/add-ingredient/${CHANGED_INGREDIENT}`, 'editIngredient');
  const allergens = page.getByRole('group', { name: admin('fields.allergens') });
  await expect(allergens.getByLabel(gluten, { exact: true })).not.toBeChecked();
  await allergens.getByLabel(gluten, { exact: true }).check();
  await page.getByRole('button', { name: admin('actions.save'), exact: true }).click();
  await expect(page.getByText(admin('ingredients.saved'))).toBeVisible();
  await expect
    .poll(async () => (await adminDb.doc(`recipes/${GLUTEN_FREE.path.slice(8)}`).get()).get('allergens') as number[], {
      timeout: TRIGGER_EFFECT_MS,
    })
    .toContain(6);

  await openScreen(page, ADMIN, CANTEEN, `/add-recipe/${GLUTEN_FREE.path.slice(8)}`, 'editRecipe');
  await expect(page.getByTestId('recipe-allergens').locator('[data-allergen="6"]')).toBeVisible();
  await expectAccessible(page, 'recipe editor');
});

test('the recipe book is the admin’s: a cook has no entry and the address sends it home', async ({ page }) => {
  await openInCanteen(page, COOK, CANTEEN, '/recipes');
  await expect(page).toHaveURL(/\/home$/);
  expect(await sidebarHrefs(page)).not.toContain('/ingredients');
});

test('management sets which courses a diet serves; the cook can then no longer choose the others', async ({ page }) => {
  const MANAGER = 'site_manager@demo.test';
  const m = (key: string, values: Record<string, string> = {}) => text(languageOf(MANAGER), 'menus', key, values);
  const structure = seededDoc(`canteens/${CANTEEN}`).menu_structure as {
    occasions: Array<{ id: string; name: Record<string, string> }>;
    diets: Array<{ id: string; name: Record<string, string> }>;
    components: Array<{ id: string; name: Record<string, string> }>;
  };
  const named = (list: Array<{ id: string; name: Record<string, string> }>, id: string) =>
    localizedText(list.find((entry) => entry.id === id)!.name, languageOf(MANAGER) as UiLanguage);
  const cell = m('structure.cell', {
    occasion: named(structure.occasions, 'lunch'),
    diet: named(structure.diets, 'vegetarian'),
    component: named(structure.components, 'second'),
  });
  try {
    await openScreen(page, MANAGER, CANTEEN, '/menu/structure', 'menuStructure');
    await expect(page.getByRole('checkbox', { name: cell, exact: true })).toBeChecked();
    await page.getByRole('checkbox', { name: cell, exact: true }).uncheck();
    await page.getByRole('button', { name: m('structure.save') }).click();
    await expect(page.getByText(m('structure.saved'))).toBeVisible();
    await expect(async () => {
      const stored = (await adminDb.doc(`canteens/${CANTEEN}`).get()).get('menu_structure.combinations') as Array<
        Record<string, string>
      >;
      expect(stored).not.toContainEqual({ occasion_id: 'lunch', diet_id: 'vegetarian', component_id: 'second' });
      expect(stored).toContainEqual({ occasion_id: 'lunch', diet_id: 'vegetarian', component_id: 'first' });
    }).toPass({ timeout: 20_000 });
    await expectAccessible(page, 'menu structure');
  } finally {
    await adminDb.doc(`canteens/${CANTEEN}`).update({ menu_structure: structure });
  }
});

test('the planner copies a day onto another after a preview of what it replaces', async ({ page }) => {
  const PLANNER = 'super_site_manager@demo.test';
  const p = (key: string, values: Record<string, string | number> = {}) =>
    text(languageOf(PLANNER), 'menus', key, values);
  await openScreen(page, PLANNER, CANTEEN, '/menu/planner', 'menuPlanner');
  await page.getByLabel(p('planner.pattern')).selectOption('FW');
  await page.locator(`[data-day="${COPY_FROM}"]`).getByRole('button', { name: p('planner.source') }).click();
  await page.locator(`[data-day="${COPY_TO}"]`).getByRole('checkbox').check();
  await page.getByRole('button', { name: p('planner.copy_one', { count: 1 }) }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('listitem')).toHaveCount(1);
  await dialog.getByRole('button', { name: p('planner.confirm') }).click();
  await expect(async () => {
    const copied = (await storedItems(COPY_TO)).map((item) => item.recipe_id);
    expect(copied).toEqual(itemsOf(COPY_FROM).map((item) => item.recipe_id));
  }).toPass({ timeout: 20_000 });
  await expectAccessible(page, 'menu planner');
});
