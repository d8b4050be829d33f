// The order exports (issue 17): each kind (orders, lines, matrix_user by day and by dish, zucchetti) in each format
// (csv, csv_international, txt, xlsx) downloaded for a date-range filter and parsed back equals what the shared export
// functions make of the same filtered orders read with the admin SDK.
// The shopping list of the same range (admin) sums what the shared function makes of the same orders and recipes, and
// with expected covers on a day (meals not ordered in advance) adds the day's menu dishes: one ingredient's total, in
// the locale number format, equals the sum computed from the admin SDK's orders, menu and recipes.
// Writes nothing. Reads C_1002's non-IFM orders before today, which no spec writes (IFM specs touch tag 'ifm' only).
import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import { readSheet } from 'read-excel-file/node';
import type { Firestore } from 'firebase-admin/firestore';
import {
  EXPORT_DELIMITERS,
  addPortions,
  dishPortions,
  expectedCoverPortions,
  formatNumberIt,
  shoppingList,
  type CoverMenuItem,
  orderAmount,
  orderExportColumns,
  orderLineExportColumns,
  orderLineExportRows,
  orderMatrixColumns,
  orderMatrixRows,
  orderRow,
  orderStatusLabelKey,
  toTable,
  toTypedTable,
  zucchettiColumns,
  zucchettiRows,
  type ExportColumn,
  type OrderExportLabels,
  type OrderFilters,
  type OrderRow,
  type ShoppingIngredient,
  type ShoppingRecipe,
  type TextExportFormat,
} from '@backoffice/shared';
import { expect, test, type Page } from './fixtures';
import { adminDb } from '../support/admin';
import { adminOrderQuery } from '../support/order-query';
import { expectAccessible } from './axe';
import { languageOf, openScreen, seed, seededDoc, text, WIDE } from './support';
import { runSeedInstant } from '../tools/seed/today';

test.use({ viewport: WIDE });

const CANTEEN = 'C_1002';
const MANAGER = 'super_site_manager@demo.test';
const language = languageOf(MANAGER);
const say = (key: string) => text(language, 'orders', key);

const today = runSeedInstant().toISOString().slice(0, 10);
const days = [
  ...new Set(
    seed.documents
      .filter((d) => d.path.startsWith('orders/') && d.data.canteenid === CANTEEN && d.data.tag !== 'ifm')
      .map((d) => (d.data.date_obj as Date).toISOString().slice(0, 10))
      .filter((day) => day < today),
  ),
].sort();
const filters: OrderFilters = { from: days[0]!, to: days.at(-1)! };

/** The filtered orders as the list reads them: the shared query, run by the admin SDK. */
async function filteredOrders(db: Firestore): Promise<OrderRow[]> {
  return (await adminOrderQuery(db, CANTEEN, filters).get()).docs.map((d) => orderRow(d.id, d.data()));
}

const currency = seededDoc(`canteens/${CANTEEN}`).currency as Record<string, string> | string | undefined;
const labels: OrderExportLabels = {
  status: (status) => text(language, 'catalogue', orderStatusLabelKey(status)),
  tag: (tag) => say(`tags.${tag}`),
  amount: (row) => orderAmount(row, currency),
};
const texts = {
  header: (column: { headerKey: string }) =>
    text(language, 'orders', column.headerKey.replace(/^orders:/, '')),
  yes: text(language, 'export', 'yes'),
  no: text(language, 'export', 'no'),
};

interface Expected {
  kind: string;
  axis?: string;
  columns: readonly ExportColumn<never>[];
  rows: readonly never[];
}

async function download(page: Page, format: string): Promise<Buffer> {
  await page.locator('select[name="exportFormat"]').selectOption(format);
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: say('export.start') }).click(),
  ]);
  expect(file.suggestedFilename()).toMatch(/^ordini_\w+_C_1002_\d{4}-\d{2}-\d{2}\.(csv|txt|xlsx)$/);
  return readFileSync(await file.path());
}

test('each export kind in each format holds exactly the filtered orders', async ({ page }) => {
  test.setTimeout(180_000);
  const orders = await filteredOrders(adminDb);
  expect(orders.length).toBeGreaterThan(10);
  const expectations: Expected[] = [
    { kind: 'orders', columns: orderExportColumns(labels), rows: orders },
    { kind: 'lines', columns: orderLineExportColumns(labels), rows: orderLineExportRows(orders) },
    ...(['days', 'dishes'] as const).map((axis) => {
      const rows = orderMatrixRows(orders, axis);
      return { kind: 'matrix_user', axis, columns: orderMatrixColumns(rows, axis), rows };
    }),
    { kind: 'zucchetti', columns: zucchettiColumns(), rows: zucchettiRows(orders, CANTEEN) },
  ] as unknown as Expected[];

  await openScreen(page, MANAGER, CANTEEN, `/ordini?from=${filters.from}&to=${filters.to}`, 'orders');
  await expect(page.getByTestId('orders-total')).toHaveAttribute('data-total', String(orders.length));
  for (const { kind, axis, columns, rows } of expectations) {
    await page.locator('select[name="exportKind"]').selectOption(kind);
    if (axis) await page.locator('select[name="exportAxis"]').selectOption(axis);
    for (const format of ['csv', 'csv_international', 'txt'] as TextExportFormat[]) {
      const content = (await download(page, format)).toString('utf8');
      expect(content.charCodeAt(0)).toBe(0xfeff);
      const parsed = Papa.parse<string[]>(content.slice(1), {
        delimiter: EXPORT_DELIMITERS[format],
        skipEmptyLines: true,
      }).data;
      expect(parsed, `${kind} ${axis ?? ''} ${format}`).toEqual(toTable(columns, rows, format, texts));
    }
    const sheet = await readSheet(await download(page, 'xlsx'));
    const typed = toTypedTable(columns, rows, texts);
    expect(sheet[0], `${kind} ${axis ?? ''} xlsx headers`).toEqual(typed.headers);
    // Text and numbers as written, an empty text cell as an empty cell; dates as dates (the wall-clock shift is the
    // writer's unit test).
    const read = (cell: unknown) =>
      cell instanceof Date ? 'date' : cell === '' || cell === undefined ? null : cell;
    const written = (cell: (typeof typed.rows)[number][number]) =>
      cell === null || cell.value === '' ? null : cell.type === 'date' ? 'date' : cell.value;
    expect(
      sheet.slice(1).map((row) => row.map(read)),
      `${kind} ${axis ?? ''} xlsx`,
    ).toEqual(typed.rows.map((row) => row.map(written)));
  }
});

const ADMIN = 'admin@demo.test';
const adminLanguage = languageOf(ADMIN);

/** The shopping list the shared function makes of `portions` with the recipes and ingredients read by the admin SDK. */
async function expectedShoppingList(portions: ReadonlyMap<string, number>) {
  const recipes = new Map<string, ShoppingRecipe>();
  const ingredients = new Map<string, ShoppingIngredient>();
  for (const key of portions.keys()) {
    const recipe = await adminDb.doc(`recipes/${key}`).get();
    if (!recipe.exists) continue;
    recipes.set(key, { ingredients: recipe.get('ingredients') as ShoppingRecipe['ingredients'] });
    for (const line of recipes.get(key)!.ingredients) {
      if (ingredients.has(line.ingredient_id)) continue;
      const ingredient = (await adminDb.doc(`ingredients/${line.ingredient_id}`).get()).data()!;
      ingredients.set(line.ingredient_id, {
        name: ingredient.name[adminLanguage],
        supplier: ingredient.supplier,
      });
    }
  }
  return shoppingList(portions, recipes, ingredients);
}

test('the shopping list of the range sums the recipes of the ordered dishes per supplier', async ({
  page,
}) => {
  const orders = await filteredOrders(adminDb);
  const portions = dishPortions(orders);
  const list = await expectedShoppingList(portions);
  expect(list.lines.length).toBeGreaterThan(5);
  await openScreen(page, ADMIN, CANTEEN, '/ordini', 'orders');
  await page.getByRole('link', { name: text(adminLanguage, 'orders', 'shopping.open') }).click();
  await page.goto(`/ordini/lista-spesa?from=${filters.from}&to=${filters.to}`);
  await expect(
    page.getByRole('heading', { level: 1, name: text(adminLanguage, 'shell', 'screens.shoppingList') }),
  ).toBeVisible();
  const total = [...portions.values()].reduce((sum, value) => sum + value, 0);
  await expect(page.getByTestId('shopping-portions')).toHaveAttribute('data-portions', String(total));
  const supplier = list.lines[0]!.supplier;
  const rows = page.getByTestId(`supplier-${supplier}`).locator('tbody tr');
  await expect(rows).toHaveCount(list.lines.filter((line) => line.supplier === supplier).length);
  await expect(rows.first().getByRole('cell').first()).toHaveText(list.lines[0]!.ingredient);
  await expectAccessible(page, '/ordini/lista-spesa');
});

test('expected covers on a day add its menu dishes: one ingredient total equals the admin-SDK sum', async ({ page }) => {
  // A day of the range whose menu has dishes with recipes for an occasion: its covers are shared among each course.
  const occasions = (
    (seededDoc(`canteens/${CANTEEN}`).menu_structure as { occasions?: Array<{ id: string }> } | undefined)?.occasions ?? []
  ).map((occasion) => occasion.id);
  let cover: { day: string; occasion: string; items: CoverMenuItem[] } | undefined;
  for (const day of days) {
    const menu = await adminDb.doc(`menu/${CANTEEN}_${day}`).get();
    const items = (menu.get('items') as CoverMenuItem[] | undefined) ?? [];
    const occasion = occasions.find((id) => expectedCoverPortions(items, id, 1).size > 0);
    if (occasion) {
      cover = { day, occasion, items };
      break;
    }
  }
  expect(cover, `a day of ${CANTEEN} between ${filters.from} and ${filters.to} with a menu`).toBeDefined();
  const COVERS = 1_234;
  const portions = addPortions(
    dishPortions(await filteredOrders(adminDb)),
    expectedCoverPortions(cover!.items, cover!.occasion, COVERS),
  );
  const list = await expectedShoppingList(portions);
  // The ingredient with the largest quantity: thousands, so the grouping shows.
  const line = [...list.lines].sort((a, b) => b.quantity - a.quantity)[0]!;
  expect(line.quantity).toBeGreaterThanOrEqual(1000);
  const quantity = Number.isInteger(line.quantity)
    ? formatNumberIt(line.quantity, 0)
    : formatNumberIt(line.quantity, 2).replace(/,?0+$/, '');

  await openScreen(
    page,
    ADMIN,
    CANTEEN,
    `/ordini/lista-spesa?from=${filters.from}&to=${filters.to}&covers=${cover!.day}:${COVERS}&occasion=${cover!.occasion}`,
    'shoppingList',
  );
  const total = [...portions.values()].reduce((sum, value) => sum + value, 0);
  await expect(page.getByTestId('shopping-portions')).toHaveAttribute('data-portions', String(total));
  const row = page
    .getByTestId(`supplier-${line.supplier || 'none'}`)
    .locator('tbody tr')
    .filter({ has: page.getByRole('cell', { name: line.ingredient, exact: true }) })
    .filter({ hasText: ` ${line.unit}` });
  await expect(row.getByRole('cell').nth(1)).toHaveText(`${quantity} ${line.unit}`);
  // The range in the subtitle is in the locale's date format, not ISO days.
  const subtitle = page.getByRole('heading', { level: 1 }).locator('xpath=following-sibling::p[1]');
  await expect(subtitle).toContainText(filters.from!.slice(0, 4));
  await expect(subtitle).not.toContainText(filters.from!);
  await expect(subtitle).not.toContainText(filters.to!);
  // The covers field of the day keeps the count the URL gave.
  await expect(page.locator(`input[name="covers-${cover!.day}"]`)).toHaveValue(String(COVERS));
});
