// /combo, /combo/{servizio}, /combo/{servizio}/{posizione} (spec §2, §6 Combo): the seeded combos of a canteen by
// service with their total and the offered filter in the URL; a combo created, edited and deleted (each audited) after
// a bad input that writes nothing; the role that may not; axe and a screenshot.
// Only this spec touches `combos`: it reads C_1001's seeded ones and mutates only combos it creates (named "E2E …",
// removed after).
import { expect, test, type Page } from './fixtures';
import { adminDb, eventually } from '../support/admin';
import { expectAccessible } from './axe';
import { languageOf, openInCanteen, seed, sidebarHrefs, text, TRIGGER_EFFECT_MS, WIDE } from './support';

test.use({ viewport: WIDE });

const MANAGER = 'site_manager@demo.test';
const MANAGER_UID = 'demo-site_manager';
const CANTEEN = 'C_1001';
const language = languageOf(MANAGER);
const t = (key: string, values: Record<string, string | number> = {}) =>
  text(language, 'combos', key, values);
const common = (key: string, values: Record<string, string | number> = {}) =>
  text(language, 'common', key, values);

interface SeededCombo {
  id: string;
  service: string;
  position: number;
  name: Record<string, string>;
  active: boolean;
}
const seeded: SeededCombo[] = seed.documents
  .filter((document) => document.path.startsWith('combos/') && document.data.canteen_id === CANTEEN)
  .map((document) => ({
    id: document.path.slice('combos/'.length),
    ...(document.data as Omit<SeededCombo, 'id'>),
  }));
const nameOf = (combo: SeededCombo) => combo.name[language] ?? combo.name.en!;
const rows = (page: Page) => page.locator('tbody tr');

async function removeE2eCombos(): Promise<void> {
  const combos = await adminDb.collection('combos').where('canteen_id', '==', CANTEEN).get();
  await Promise.all(
    combos.docs
      .filter((doc) =>
        Object.values(doc.data().name as Record<string, string>).some((name) => name.startsWith('E2E')),
      )
      .map((doc) => doc.ref.delete()),
  );
}
test.beforeAll(removeE2eCombos);
test.afterAll(removeE2eCombos);

test('the seeded combos of a service in position order, all services, and the offered filter in the URL', async ({
  page,
}, testInfo) => {
  const menu = seeded.filter((combo) => combo.service === 'menu').sort((a, b) => a.position - b.position);
  expect(menu.length).toBe(3);
  await openInCanteen(page, MANAGER, CANTEEN, '/combo/menu');
  await expect(
    page.getByRole('heading', { level: 1, name: t('titleOf', { service: t('services.menu') }) }),
  ).toBeVisible({
    timeout: 20_000,
  });
  await expect(rows(page)).toHaveCount(menu.length);
  for (const [index, combo] of menu.entries())
    await expect(
      rows(page)
        .nth(index)
        .getByRole('link', { name: nameOf(combo), exact: true }),
    ).toBeVisible();
  await expect(page.getByText(t('points_other', { count: 12 }), { exact: true })).toBeVisible();
  await expectAccessible(page, 'combos');
  await page.screenshot({ path: testInfo.outputPath('combos.png'), fullPage: true });
  await testInfo.attach('combos', { path: testInfo.outputPath('combos.png'), contentType: 'image/png' });

  // Every service of the canteen, with its total; then only the combos not offered, kept across a reload.
  await page.getByLabel(t('fields.service')).selectOption('all');
  await expect(page).toHaveURL(/\/combo$/);
  await expect(
    page.getByText(common('list.range', { from: 1, to: seeded.length, total: seeded.length }), {
      exact: true,
    }),
  ).toBeVisible();
  await page.getByLabel(t('fields.active')).selectOption('no');
  await expect(page).toHaveURL(/active=no/);
  const inactive = seeded.filter((combo) => !combo.active);
  expect(inactive.length).toBeGreaterThan(0);
  await expect(rows(page)).toHaveCount(inactive.length);
  await page.reload();
  await expect(rows(page)).toHaveCount(inactive.length);
  await expect(page.getByRole('link', { name: nameOf(inactive[0]!), exact: true })).toBeVisible();
});

test('a combo is created at the first free position, edited and deleted, each audited; no name writes nothing', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const count = async () =>
    (await adminDb.collection('combos').where('canteen_id', '==', CANTEEN).count().get()).data().count;
  const before = await count();
  await openInCanteen(page, MANAGER, CANTEEN, '/combo/coffeebreak/new');
  await expect(
    page.getByRole('heading', { level: 1, name: t('form.newTitle', { service: t('services.coffeebreak') }) }),
  ).toBeVisible({ timeout: 20_000 });

  // No name in any language and an empty line: both said, nothing written.
  await page.getByRole('button', { name: common('actions.save'), exact: true }).click();
  await expect(page.getByText(t('validation.nameRequired'))).toBeVisible();
  await expect(page.getByText(t('validation.itemName'))).toBeVisible();
  expect(await count()).toBe(before);

  await page.getByLabel(t('fields.name')).fill('E2E Colazione veloce');
  await page.getByLabel(t('fields.itemName', { number: 1 })).fill('Caffetteria');
  await page.getByRole('button', { name: t('form.addItem') }).click();
  await page.getByLabel(t('fields.kind', { number: 2 })).selectOption('category');
  await page.getByLabel(t('fields.itemName', { number: 2 })).fill('Brioche e dolci');
  await page.getByLabel(t('fields.quantity', { number: 2 })).fill('2');
  await page.getByRole('textbox', { name: new RegExp(`^${t('fields.price')}`) }).fill('3,40');
  await page.getByRole('button', { name: common('actions.save'), exact: true }).click();
  await expect(page).toHaveURL(/\/combo\/coffeebreak\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'E2E Colazione veloce' })).toBeVisible();
  const position = Number(new URL(page.url()).pathname.split('/').pop());
  const taken = seeded.filter((combo) => combo.service === 'coffeebreak').map((combo) => combo.position);
  expect(position).toBe(Math.max(...taken) + 1);
  const id = `CB_${CANTEEN}_COFFEEBREAK_${String(position).padStart(2, '0')}`;
  const created = await eventually(
    () => adminDb.doc(`combos/${id}`).get(),
    (snapshot) => snapshot.exists,
  );
  expect(created.data()).toMatchObject({
    service: 'coffeebreak',
    position,
    name: { en: 'E2E Colazione veloce' },
    items: [
      { kind: 'dish', name: 'Caffetteria', quantity: 1 },
      { kind: 'category', name: 'Brioche e dolci', quantity: 2 },
    ],
    price: 3.4,
    active: true,
    updated_by: MANAGER_UID,
  });

  // Edit the price, then delete after confirming.
  await page.getByRole('textbox', { name: new RegExp(`^${t('fields.price')}`) }).fill('3,60');
  await page.getByRole('button', { name: common('actions.save'), exact: true }).click();
  await eventually(
    () => adminDb.doc(`combos/${id}`).get(),
    (snapshot) => snapshot.get('price') === 3.6,
  );
  await page.getByRole('button', { name: t('actions.delete'), exact: true }).click();
  const confirm = page.getByRole('dialog', { name: t('delete.title') });
  await expect(confirm).toContainText('E2E Colazione veloce');
  await confirm.getByRole('button', { name: common('actions.confirm') }).click();
  await expect(page).toHaveURL(/\/combo\/coffeebreak$/);
  await expect(page.getByRole('link', { name: 'E2E Colazione veloce', exact: true })).toBeHidden();
  await eventually(
    () => adminDb.doc(`combos/${id}`).get(),
    (snapshot) => !snapshot.exists,
  );

  const entries = await eventually(
    () => adminDb.collection('activity_log').where('doc_path', '==', `combos/${id}`).get(),
    (snapshot) => snapshot.size === 3,
    TRIGGER_EFFECT_MS,
  );
  const byOperation = Object.fromEntries(entries.docs.map((doc) => [doc.data().operation, doc.data()]));
  expect(byOperation.create).toMatchObject({ user: MANAGER_UID, canteen_id: CANTEEN, collection: 'combos' });
  expect(byOperation.update.changes).toContainEqual(
    expect.objectContaining({ field: 'price', before: 3.4, after: 3.6 }),
  );
  expect(byOperation.delete).toBeDefined();
});

test('a role without Combo has no entry, and the address sends it home', async ({ page }) => {
  await openInCanteen(page, 'cuoco@demo.test', CANTEEN, '/combo/menu');
  await expect(page).toHaveURL(/\/home$/);
  expect(await sidebarHrefs(page)).not.toContain('/combo');
});
