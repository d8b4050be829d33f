// The shop and coffee-break screens, continued (issue 16 "Proven by"): the mass import of products from a pasted
// spreadsheet range (preview, per-row errors, nothing written until the bad rows are dropped, then one write), and
// a cuoco who stops and resumes a category, an order placed meanwhile being rejected by the existing trigger.
// Owns COFFEEBREAK_C_1001, which no other spec touches: it creates its own "E2E …" category (and the imported
// products in it) and deletes them after; the cuoco's stop is put back; its order (in C_1001 for a few seconds, for a
// customer id of its own) and that customer's inbox entry are deleted.
import { expectAccessible } from './axe';
import { expect, test, type Page } from './fixtures';
import { ORDER_STATUS } from '@backoffice/shared';
import { Timestamp } from 'firebase-admin/firestore';
import { adminDb, eventually } from '../support/admin';
import { createRunCategory } from '../support/catalogue';
import { triggerRoundTrip } from '../support/trigger-round-trip';
import { languageOf, openInCanteen, seed, text, WIDE } from './support';

test.use({ viewport: WIDE });

const CANTEEN = 'C_1001';
const SERVICE = `COFFEEBREAK_${CANTEEN}`;
const MANAGER = 'site_manager@demo.test';
const COOK = 'cuoco@demo.test';
const RUN = Date.now().toString(36);
/** A customer of this run only: the rejection's inbox entry and push go to nobody another spec counts. */
const CUSTOMER = `e2e-customer-${RUN}`;
/** The first setCategoryStopped call of a run may wait for the functions emulator's worker. */
const CALLABLE_TIMEOUT = 45_000;

/** The manager's texts and a category of this run, with a query of its products. */
async function importCase(prefix: string) {
  const language = languageOf(MANAGER);
  const categoryId = `E2E_${prefix.toUpperCase()}_${RUN}`;
  const categoryName = `E2E ${prefix} ${RUN}`;
  await createRunCategory(SERVICE, categoryId, categoryName);
  const shop = (key: string, values: Record<string, string | number> = {}) => text(language, 'shop', key, values);
  const kit = (key: string, values: Record<string, string | number> = {}) => text(language, 'kit', key, values);
  return {
    language,
    shop,
    kit,
    /** Opens the import on the coffee-break products as the manager, pastes `pasted` and reads it: the dialog. */
    async paste(page: Page, pasted: string) {
      await openInCanteen(page, MANAGER, CANTEEN, '/servizi/coffeebreak?tab=products');
      await page.getByRole('button', { name: shop('import.open') }).click();
      const dialog = page.getByRole('dialog', { name: shop('import.title') });
      await dialog.getByRole('textbox', { name: kit('import.paste.field') }).fill(pasted);
      await dialog.getByRole('button', { name: kit('import.paste.read') }).click();
      return dialog;
    },
    categoryId,
    categoryName,
    products: adminDb.collection(`services/${SERVICE}/products`).where('category_id', '==', categoryId),
  };
}

async function deleteAll(paths: readonly string[]): Promise<void> {
  for (let start = 0; start < paths.length; start += 400) {
    const batch = adminDb.batch();
    for (const path of paths.slice(start, start + 400)) batch.delete(adminDb.doc(path));
    await batch.commit();
  }
}

test('a pasted range of 200 products with 3 bad rows shows those errors, writes nothing, then writes 197', async ({
  page,
}) => {
  test.setTimeout(360_000); // 197 products written, read back and deleted, and their ~400 trigger events run (below)
  const { language, shop, kit, paste, categoryId, categoryName, products } = await importCase('import');
  // Line 1 is the header; data row i sits on line i + 2 as the spreadsheet numbers it.
  const bad = new Map<number, string>([
    [30, `Categoria inesistente ${RUN}\tProdotto 30\t1,50\t2`],
    [110, `${categoryName}\tProdotto 110\tabc\t2`],
    [170, `${categoryName}\t\t2,00\t2`],
  ]);
  const rows = Array.from(
    { length: 200 },
    (_, index) => bad.get(index) ?? `${categoryName}\tProdotto ${index}\t${1 + (index % 9)},${index % 10}0\t${index % 5}`,
  );
  const pasted = ['Categoria\tNome\tPrezzo\tPunti', ...rows].join('\n');
  try {
    const dialog = await paste(page, pasted);

    await expect(dialog.getByText(kit('import.preview.summary', { total: 200, invalid: 3 }))).toBeVisible();
    const table = dialog.getByRole('table', { name: kit('import.preview.caption') });
    const line = (index: number) => table.getByRole('row', { name: new RegExp(`^${index + 2} `) });
    await expect(line(30)).toContainText(shop('validation.importUnknownCategory'));
    await expect(line(110)).toContainText(text(language, 'kit', 'forms.money.invalid'));
    await expect(line(170)).toContainText(shop('validation.importNameRequired'));
    await expect(table.locator('tbody tr.bg-red-50')).toHaveCount(3);
    await expect(dialog.getByRole('button', { name: kit('import.start', { count: 200 }) })).toBeDisabled();
    await expectAccessible(page, 'the product import preview');
    expect((await products.count().get()).data().count).toBe(0);

    await dialog.getByRole('button', { name: kit('import.dropInvalid', { count: 3 }) }).click();
    await expect(dialog.getByText(kit('import.preview.summary', { total: 197, invalid: 0 }))).toBeVisible();
    await dialog.getByRole('button', { name: kit('import.start', { count: 197 }) }).click();
    await expect(dialog.getByText(kit('import.done', { count: 197 }))).toBeVisible({ timeout: 30_000 });
    // The open products list follows the import live, without reopening the screen (it did not while the products
    // hook kept SWR's default compare, which sees any two Maps as equal: ifm-service products.ts).
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    const section = page.getByRole('region', { name: categoryName });
    await expect(section.locator(':scope > ul > li')).toHaveCount(197, { timeout: 20_000 });
    await expect(section.getByText('Prodotto 199', { exact: true })).toBeVisible();

    const written = await products.get();
    expect(written.size).toBe(197);
    const first = written.docs.find((doc) => (doc.get('name') as { it?: string }).it === 'Prodotto 0')!;
    expect(first.data()).toMatchObject({
      category_id: categoryId,
      price: 1,
      points: 0,
      available: true,
      max_quantity: 99999,
      services: ['coffeebreak'],
      updated_by: 'demo-site_manager',
    });
  } finally {
    await deleteAll([
      ...(await products.get()).docs.map((doc) => doc.ref.path),
      `services/${SERVICE}/categories/${categoryId}`,
    ]);
    // The 197 products written and deleted queue ~400 audit events, which the emulator runs one after another: the
    // cuoco's order below waited 45 s behind them and was not judged in time (two-worker run under load, 2026-11-27).
    // The spec runs in the exclusive group, and its events run here, inside its own time.
    const { answered, seconds } = await triggerRoundTrip(adminDb, 'shop-import', 240_000);
    expect(answered, `the import's trigger events still queued after ${seconds} s`).toBe(true);
  }
});

test('an import cancelled as soon as it starts leaves nothing behind', async ({ page }) => {
  test.setTimeout(180_000);
  const { kit, paste, categoryId, categoryName, products } = await importCase('cancel');
  const pasted = [
    'Categoria\tNome\tPrezzo',
    ...Array.from({ length: 120 }, (_, index) => `${categoryName}\tAnnullato ${index}\t1,50`),
  ].join('\n');
  try {
    const dialog = await paste(page, pasted);
    await dialog.getByRole('button', { name: kit('import.start', { count: 120 }) }).click();
    // Whether the server has not received the rows yet, is writing them or has just written them, the cancel undoes
    // the import (cancelProductImport) before the dialog says so.
    await dialog.getByRole('button', { name: kit('import.cancel') }).click();
    await expect(dialog.getByText(kit('import.cancelled'))).toBeVisible({ timeout: 60_000 });
    expect((await products.count().get()).data().count).toBe(0);
  } finally {
    await deleteAll([
      ...(await products.get()).docs.map((doc) => doc.ref.path),
      `services/${SERVICE}/categories/${categoryId}`,
    ]);
    const { answered, seconds } = await triggerRoundTrip(adminDb, 'shop-import-cancel', 120_000);
    expect(answered, `the cancelled import's trigger events still queued after ${seconds} s`).toBe(true);
  }
});

test('a cuoco stops and resumes a category; an order placed while it is stopped is rejected', async ({ page }) => {
  test.slow(); // CALLABLE_TIMEOUT
  const language = languageOf(COOK);
  const shop = (key: string, values: Record<string, string | number> = {}) => text(language, 'shop', key, values);
  const services = (key: string) => text(language, 'services', key);
  const prefix = `services/${SERVICE}/categories/`;
  const seeded = seed.documents
    .filter((document) => document.path.startsWith(prefix) && document.data.stopped !== true)
    .sort((a, b) => Number(a.data.pos) - Number(b.data.pos))[0]!;
  const categoryId = seeded.path.slice(prefix.length);
  const name = String((seeded.data.name as Record<string, string>)[language.toUpperCase()]);
  const product = seed.documents.find(
    (document) =>
      document.path.startsWith(`services/${SERVICE}/products/`) && document.data.category_id === categoryId,
  )!;
  const orderId = `E2E_STOP_${RUN}`;
  const row = page.locator(`li[data-category-id="${categoryId}"]`);
  try {
    await openInCanteen(page, COOK, CANTEEN, '/servizi/coffeebreak');
    await row.getByRole('button', { name: shop('categories.stopLabel', { name }) }).click();
    await page
      .getByRole('dialog', { name: services('catalogue.stopConfirm.title') })
      .getByRole('button', { name: services('catalogue.stopConfirm.confirm') })
      .click();
    await expect(row).toHaveAttribute('data-stopped', 'true', { timeout: CALLABLE_TIMEOUT });
    expect((await adminDb.doc(seeded.path).get()).get('stopped_by')).toBe('demo-cuoco');

    // The customer app's write: a pending coffee-break order with an item of the stopped category.
    await adminDb.doc(`orders/${orderId}`).create({
      canteenid: CANTEEN,
      service_id: SERVICE,
      tag: 'coffeebreak',
      userid: CUSTOMER,
      status: ORDER_STATUS.PENDING,
      human_id: orderId,
      recipes: [
        {
          name: (product.data.name as Record<string, string>).it,
          qt: 1,
          euro: Number(product.data.price),
          variants: [],
          category_id: categoryId,
          product_id: product.path.split('/').pop(),
        },
      ],
      date_obj: Timestamp.now(),
    });
    const rejected = await eventually(
      async () => (await adminDb.doc(`orders/${orderId}`).get()).data() ?? {},
      (order) => order.status === ORDER_STATUS.CANCELLED,
      CALLABLE_TIMEOUT,
    );
    expect(rejected.rejection).toMatchObject({ code: 'CATEGORY_STOPPED', categories: [categoryId] });

    await row.getByRole('button', { name: shop('categories.resumeLabel', { name }) }).click();
    await page
      .getByRole('dialog', { name: services('catalogue.resumeConfirm.title') })
      .getByRole('button', { name: services('catalogue.resumeConfirm.confirm') })
      .click();
    await expect(row).toHaveAttribute('data-stopped', 'false', { timeout: CALLABLE_TIMEOUT });
  } finally {
    await adminDb.doc(seeded.path).set(seeded.data);
    const inbox = await adminDb
      .collection(`users/${CUSTOMER}/inbox`)
      .where('ref.order_id', '==', orderId)
      .get();
    await deleteAll([`orders/${orderId}`, ...inbox.docs.map((doc) => doc.ref.path)]);
  }
});

test('a site manager adds a category named in two languages', async ({ page }) => {
  const language = languageOf(MANAGER);
  const shop = (key: string) => text(language, 'shop', key);
  const common = (key: string) => text(language, 'common', key);
  const italian = `E2E categoria ${RUN}`;
  const english = `E2E category ${RUN}`;
  const categories = adminDb.collection(`services/${SERVICE}/categories`).where('name.IT', '==', italian);
  try {
    await openInCanteen(page, MANAGER, CANTEEN, '/servizi/coffeebreak');
    await page.getByRole('button', { name: shop('categories.add') }).click();
    const drawer = page.getByRole('dialog', { name: shop('categoryForm.newTitle') });
    const tab = (code: string) => drawer.getByRole('tab', { name: new RegExp(`^${common(`languages.${code}`)}`) });
    await tab('it').click();
    await drawer.getByLabel(shop('fields.name')).fill(italian);
    await tab('en').click();
    await drawer.getByLabel(shop('fields.name')).fill(english);
    await drawer.getByLabel(shop('fields.price')).fill('1,50');
    await drawer.getByRole('button', { name: common('actions.save') }).click();
    await expect(drawer).toHaveCount(0);
    const saved = await eventually(
      () => categories.get(),
      (snapshot) => snapshot.size === 1,
    );
    expect(saved.docs[0]!.data()).toMatchObject({
      name: { IT: italian, EN: english },
      price: 1.5,
      stopped: false,
      updated_by: 'demo-site_manager',
    });
    await expect(page.locator(`li[data-category-id="${saved.docs[0]!.id}"]`)).toContainText(italian);
  } finally {
    await deleteAll((await categories.get()).docs.map((doc) => doc.ref.path));
  }
});
