// The shop and coffee-break screens (spec §2 Services screen; §4 stop/resume; §5 variant min/max, time ranges; §6
// Shop, CoffeeBreak): a site manager stops and resumes a category and a second browser sees it live, stopping the last
// running category shows the spec's modal, a product edit with one bad input then a percentage option previewed and
// saved, the role without the key, axe and a screenshot. Mutates only SHOP_C_1002 and COFFEEBREAK_C_1002 (put back).
import { expectAccessible } from './axe';
import { expect, test, type Locator, type Page } from './fixtures';
import { formatEuro, previewPrice } from '@backoffice/shared';
import { adminDb, eventually } from '../support/admin';
import { languageOf, openInCanteen, seed, sidebarHrefs, text, WIDE } from './support';

test.use({ viewport: WIDE });

const MANAGER = 'site_manager@demo.test';
const CANTEEN = 'C_1002';
const language = languageOf(MANAGER);
const t = (key: string, values: Record<string, string | number> = {}) => text(language, 'shop', key, values);
const services = (key: string) => text(language, 'services', key);
const common = (key: string) => text(language, 'common', key);
/** The first setCategoryStopped / saveServiceProduct call of a run may wait for the functions emulator's worker. */
const CALLABLE_TIMEOUT = 45_000;

interface SeededEntry {
  id: string;
  data: Record<string, unknown>;
}

function seededUnder(serviceId: string, subcollection: string): SeededEntry[] {
  const prefix = `services/${serviceId}/${subcollection}/`;
  return seed.documents
    .filter((document) => document.path.startsWith(prefix))
    .map((document) => ({ id: document.path.slice(prefix.length), data: document.data }))
    .sort((a, b) => Number(a.data.pos) - Number(b.data.pos));
}
const categoryName = (category: SeededEntry) =>
  String((category.data.name as Record<string, string>)[language.toUpperCase()]);
const row = (page: Page, categoryId: string): Locator => page.locator(`li[data-category-id="${categoryId}"]`);

/** Puts the seeded categories (or products) of a service back as they were. */
async function restore(serviceId: string, subcollection: string): Promise<void> {
  const batch = adminDb.batch();
  for (const entry of seededUnder(serviceId, subcollection))
    batch.set(adminDb.doc(`services/${serviceId}/${subcollection}/${entry.id}`), entry.data);
  await batch.commit();
}

test('a site manager stops and resumes a category; a second browser sees it live', async ({
  page,
  browser,
}, testInfo) => {
  test.slow(); // CALLABLE_TIMEOUT
  const category = seededUnder('SHOP_C_1002', 'categories').find((entry) => entry.data.stopped !== true)!;
  const name = categoryName(category);
  const other = await browser.newContext({ viewport: WIDE });
  try {
    await openInCanteen(page, MANAGER, CANTEEN, '/servizi/shop');
    await expect(
      page.getByRole('heading', { level: 1, name: text(language, 'shell', 'screens.shop') }),
    ).toBeVisible();
    await expect(row(page, category.id)).toHaveAttribute('data-stopped', 'false', { timeout: 20_000 });
    const watcher = await other.newPage();
    await openInCanteen(watcher, MANAGER, CANTEEN, '/servizi/shop');
    await expect(row(watcher, category.id)).toHaveAttribute('data-stopped', 'false', { timeout: 20_000 });

    await expectAccessible(page, '/servizi/shop');
    await page.screenshot({ path: testInfo.outputPath('shop.png'), fullPage: true });

    await row(page, category.id)
      .getByRole('button', { name: t('categories.stopLabel', { name }) })
      .click();
    const confirm = page.getByRole('dialog', { name: services('catalogue.stopConfirm.title') });
    await confirm.getByRole('button', { name: services('catalogue.stopConfirm.confirm') }).click();
    await expect(row(page, category.id)).toHaveAttribute('data-stopped', 'true', {
      timeout: CALLABLE_TIMEOUT,
    });
    await expect(row(watcher, category.id)).toHaveAttribute('data-stopped', 'true');
    await expect(row(watcher, category.id)).toContainText(t('categories.stopped'));
    expect(
      (await adminDb.doc(`services/SHOP_C_1002/categories/${category.id}`).get()).get('stopped_by'),
    ).toBe('demo-site_manager');

    await row(page, category.id)
      .getByRole('button', { name: t('categories.resumeLabel', { name }) })
      .click();
    await page
      .getByRole('dialog', { name: services('catalogue.resumeConfirm.title') })
      .getByRole('button', { name: services('catalogue.resumeConfirm.confirm') })
      .click();
    await expect(row(watcher, category.id)).toHaveAttribute('data-stopped', 'false', {
      timeout: CALLABLE_TIMEOUT,
    });
  } finally {
    await other.close();
    await restore('SHOP_C_1002', 'categories');
  }
});

test('stopping the last running category shows "It\'s impossible to stop the entire service"', async ({
  page,
}) => {
  // The seed stops one coffee-break category already: stop every other running one but the last.
  const running = seededUnder('COFFEEBREAK_C_1002', 'categories').filter(
    (entry) => entry.data.stopped !== true,
  );
  const last = running.at(-1)!;
  try {
    await openInCanteen(page, MANAGER, CANTEEN, '/servizi/coffeebreak');
    await Promise.all(
      running
        .slice(0, -1)
        .map((entry) =>
          adminDb.doc(`services/COFFEEBREAK_C_1002/categories/${entry.id}`).update({ stopped: true }),
        ),
    );
    for (const entry of running.slice(0, -1))
      await expect(row(page, entry.id)).toHaveAttribute('data-stopped', 'true', { timeout: 20_000 });
    await row(page, last.id)
      .getByRole('button', { name: t('categories.stopLabel', { name: categoryName(last) }) })
      .click();
    const refusal = page.getByRole('dialog', { name: common('errors.services.stopAllTitle') });
    await expect(
      refusal.getByRole('heading', { name: common('errors.services.stopAllTitle') }),
    ).toBeVisible();
    await expect(refusal).toContainText(common('errors.services.stopAll'));
    await refusal
      .getByRole('button', { name: common('actions.close') })
      .first()
      .click();
    await expect(row(page, last.id)).toHaveAttribute('data-stopped', 'false');
  } finally {
    await restore('COFFEEBREAK_C_1002', 'categories');
  }
});

test('a product edit refuses a variant maximum above its options, then previews and saves a percentage option', async ({
  page,
}) => {
  test.slow(); // CALLABLE_TIMEOUT
  const product = seededUnder('SHOP_C_1002', 'products').find(
    (entry) => (entry.data.variants as unknown[]).length > 0,
  )!;
  const variant = (product.data.variants as Array<{ options: Array<{ price: number }> }>)[0]!;
  const productName = String((product.data.name as Record<string, string>)[language]);
  const path = `services/SHOP_C_1002/products/${product.id}`;
  try {
    await openInCanteen(page, MANAGER, CANTEEN, '/servizi/shop?tab=products');
    const card = page.locator(`li[data-product-id="${product.id}"]`);
    await card.getByRole('button', { name: t('products.editLabel', { name: productName }) }).click();
    const drawer = page.getByRole('dialog', { name: t('productForm.editTitle', { name: productName }) });

    await expect(drawer.getByRole('region', { name: t('preview.title') })).toBeVisible();
    await expectAccessible(page, 'the product form');

    // One bad input: more choices allowed than the variant has options (spec §5 min/max).
    const max = drawer.getByLabel(t('fields.maxChoices'));
    await max.fill(String(variant.options.length + 1));
    await drawer.getByRole('button', { name: common('actions.save') }).click();
    await expect(drawer.getByText(t('validation.maxAboveOptions'))).toBeVisible();
    expect((await adminDb.doc(path).get()).data()).toMatchObject({ variants: product.data.variants });
    await max.fill('1');

    // The last option of the variant becomes +10% of the product's price; the customer picks it.
    const lastIndex = variant.options.length - 1;
    const choice = drawer.locator(`[data-choice="variants.0.options.${lastIndex}"]`);
    await choice.getByLabel(t('fields.priceChange', { number: lastIndex + 1 })).fill('10');
    await choice.getByLabel(t('fields.isPercentage')).check();
    const preview = drawer.getByRole('region', { name: t('preview.title') });
    const boxes = preview.getByRole('checkbox');
    const optionCount = (product.data.options as unknown[]).length;
    await boxes.nth(optionCount + 0).uncheck();
    await boxes.nth(optionCount + lastIndex).check();
    const expected = previewPrice(
      {
        price: Number(product.data.price),
        options: [],
        variants: [
          {
            min: 1,
            max: 1,
            options: variant.options.map((option, index) =>
              index === lastIndex ? { price: 10, is_percentage: true } : { ...option, is_percentage: false },
            ),
          },
        ],
      },
      { options: [], variants: [[lastIndex]], quantity: 1 },
      'EUR',
    ).unit;
    await expect(preview).toContainText(t('preview.unit', { price: formatEuro(expected) }));

    await drawer.getByRole('button', { name: common('actions.save') }).click();
    await expect(drawer).toHaveCount(0, { timeout: CALLABLE_TIMEOUT });
    const saved = await eventually(
      async () => (await adminDb.doc(path).get()).data()!,
      (data) =>
        (data.variants as Array<{ options: Array<{ is_percentage: boolean }> }>)[0]!.options[lastIndex]!
          .is_percentage,
    );
    expect(saved).toMatchObject({ updated_by: 'demo-site_manager', price: product.data.price });
    expect(
      (saved.variants as Array<{ options: Array<{ price: number }> }>)[0]!.options[lastIndex]!.price,
    ).toBe(10);
  } finally {
    await restore('SHOP_C_1002', 'products');
  }
});

test('category hours show and refuse an overlap (§5); the checkout text needs a text when enabled', async ({
  page,
}) => {
  const category = seededUnder('SHOP_C_1002', 'categories').find((entry) => Array.isArray(entry.data.hours))!;
  const [range] = category.data.hours as Array<{ from: string; to: string }>;
  const name = categoryName(category);
  try {
    await openInCanteen(page, MANAGER, CANTEEN, '/servizi/shop');
    await row(page, category.id)
      .getByRole('button', { name: t('categories.editLabel', { name }) })
      .click();
    const drawer = page.getByRole('dialog', { name: t('categoryForm.editTitle', { name }) });
    await drawer.getByRole('button', { name: t('hours.addRange') }).click();
    const second = drawer.getByRole('group', { name: t('hours.range', { number: 2 }) });
    await second.getByRole('textbox').nth(0).fill('14:00');
    await second.getByRole('textbox').nth(1).fill('15:30');
    await expect(drawer).toContainText(
      t('hours.overlap', { first: 1, second: 2, from: '14:00', to: range!.to }),
    );
    await drawer.getByRole('button', { name: common('actions.save') }).click();
    await expect(drawer.getByText(t('validation.hoursOverlap'))).toBeVisible();
    expect((await adminDb.doc(`services/SHOP_C_1002/categories/${category.id}`).get()).get('hours')).toEqual(
      category.data.hours,
    );
    await drawer.getByRole('button', { name: common('actions.cancel') }).click();

    await page.getByRole('tab', { name: t('tabs.hours') }).click();
    await expect(page).toHaveURL(/tab=hours/);
    const enabled = page.getByRole('switch', { name: t('settings.enabled') });
    await enabled.check();
    await page
      .getByRole('button', { name: common('actions.save') })
      .last()
      .click();
    await expect(page.getByText(t('validation.checkoutTextRequired'))).toBeVisible();
    await page
      .getByRole('tab', { name: new RegExp(text(language, 'common', 'languages.it')) })
      .last()
      .click();
    await page.getByLabel(t('settings.text')).last().fill('Ritiro domani dalle 10:00');
    await page
      .getByRole('button', { name: common('actions.save') })
      .last()
      .click();
    await eventually(
      async () => (await adminDb.doc('services/SHOP_C_1002').get()).get('settings') as unknown,
      (settings) =>
        JSON.stringify(settings) ===
        JSON.stringify({ checkout_text_enabled: true, checkout_text: { it: 'Ritiro domani dalle 10:00' } }),
    );
  } finally {
    await adminDb
      .doc('services/SHOP_C_1002')
      .set(seed.documents.find((document) => document.path === 'services/SHOP_C_1002')!.data);
  }
});

test('a visualizzatore has no shop entry, and the address sends it home', async ({ page }) => {
  await openInCanteen(page, 'visualizzatore@demo.test', 'C_1001', '/servizi/shop');
  await expect(page).toHaveURL(/\/home$/);
  expect(await sidebarHrefs(page)).not.toContain('/servizi/shop');
});
