// /cost-centers (spec §6 CentriCosto) on the screen kit: the seeded list with count, prefix search and filter kept in
// the URL, create / edit / delete with confirmation (each leaving an activity-log entry), a bad input that writes
// nothing, a live change from elsewhere, the role that may not, axe and a screenshot.
// Mutates only cost centres it creates (named "E2E …", removed after) and puts back the one it renames.
import { expect, test, type Page } from './fixtures';
import { adminDb, eventually } from '../support/admin';
import { expectAccessible } from './axe';
import { languageOf, openInCanteen, openScreen, seed, sidebarHrefs, text, TRIGGER_EFFECT_MS, WIDE } from './support';

test.use({ viewport: WIDE });

const MANAGER = 'site_manager@demo.test';
const MANAGER_UID = 'demo-site_manager';
const CANTEEN = 'C_1001';
const language = languageOf(MANAGER);
const t = (key: string, values: Record<string, string | number> = {}) =>
  text(language, 'costCenters', key, values);
const common = (key: string, values: Record<string, string | number> = {}) =>
  text(language, 'common', key, values);
const kit = (key: string) => text(language, 'kit', key);

const seeded = seed.documents
  .filter((document) => document.path.startsWith('cost_centers/') && document.data.canteen_id === CANTEEN)
  .map((document) => ({
    id: document.path.slice('cost_centers/'.length),
    ...(document.data as { name: string; code: string; useAsCustomPriceList: boolean }),
  }));

/** Opens the list with the canteen already active (the subject is the screen, not how the canteen was chosen). */
async function openList(page: Page): Promise<void> {
  await openScreen(page, MANAGER, CANTEEN, '/cost-centers', 'costCenters');
}

const rows = (page: Page) => page.locator('tbody tr');

test.afterAll(async () => {
  const created = await adminDb.collection('cost_centers').where('canteen_id', '==', CANTEEN).get();
  await Promise.all(
    created.docs.filter((doc) => String(doc.data().name).startsWith('E2E')).map((doc) => doc.ref.delete()),
  );
});

test('the seeded cost centres, with their total, search and filter kept in the URL', async ({
  page,
}, testInfo) => {
  expect(seeded.length).toBeGreaterThanOrEqual(3);
  await openList(page);
  for (const center of seeded)
    await expect(page.getByRole('cell', { name: center.name, exact: true })).toBeVisible();
  await expect(
    page.getByText(common('list.range', { from: 1, to: seeded.length, total: seeded.length }), {
      exact: true,
    }),
  ).toBeVisible();
  await expectAccessible(page, 'cost centres');
  await page.screenshot({ path: testInfo.outputPath('cost-centers.png'), fullPage: true });
  await testInfo.attach('cost-centers', {
    path: testInfo.outputPath('cost-centers.png'),
    contentType: 'image/png',
  });

  // Prefix search, case-insensitive, on the first three letters of one name.
  const target = seeded[1]!;
  await page.getByRole('searchbox', { name: t('search.label') }).fill(target.name.slice(0, 3).toLowerCase());
  await page.getByRole('button', { name: common('list.search'), exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(target.name.slice(0, 3).toLowerCase())}`));
  await expect(rows(page)).toHaveCount(
    seeded.filter((c) => c.name.toLowerCase().startsWith(target.name.slice(0, 3).toLowerCase())).length,
  );
  await expect(page.getByRole('cell', { name: target.name, exact: true })).toBeVisible();

  // The filter on price lists; a reload keeps both.
  await page.getByRole('searchbox', { name: t('search.label') }).fill('');
  await page.getByRole('button', { name: common('list.search'), exact: true }).click();
  await page.getByLabel(t('fields.useAsCustomPriceList')).selectOption('yes');
  await expect(page).toHaveURL(/priceList=yes/);
  // Search cleared and filter chosen back to back: the filter's change must not bring the old search back.
  await expect(page).not.toHaveURL(/[?&]q=/);
  const priceLists = seeded.filter((c) => c.useAsCustomPriceList);
  await expect(rows(page)).toHaveCount(priceLists.length);
  await page.reload();
  await expect(page.getByLabel(t('fields.useAsCustomPriceList'))).toHaveValue('yes');
  await expect(rows(page)).toHaveCount(priceLists.length);
});

test('create, edit and delete, each audited; an empty name is refused and writes nothing', async ({
  page,
}) => {
  // Three saves, then up to TRIGGER_EFFECT_MS for their activity-log entries.
  test.setTimeout(150_000);
  await openList(page);
  const before = (
    await adminDb.collection('cost_centers').where('canteen_id', '==', CANTEEN).count().get()
  ).data().count;

  await page.getByRole('button', { name: t('actions.new') }).click();
  const drawer = page.getByRole('dialog', { name: t('form.newTitle') });
  await drawer.getByRole('button', { name: common('actions.save'), exact: true }).click();
  await expect(drawer.getByText(kit('validation.required'))).toBeVisible();
  expect(
    (await adminDb.collection('cost_centers').where('canteen_id', '==', CANTEEN).count().get()).data().count,
  ).toBe(before);

  await drawer.getByLabel(t('fields.name')).fill('E2E Ospiti');
  await drawer.getByLabel(t('fields.code')).fill('CC-E2E-1');
  await drawer.getByLabel(t('fields.useAsCustomPriceList')).check();
  await drawer.getByRole('button', { name: common('actions.save'), exact: true }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('cell', { name: 'E2E Ospiti', exact: true })).toBeVisible();
  const created = await eventually(
    () =>
      adminDb
        .collection('cost_centers')
        .where('canteen_id', '==', CANTEEN)
        .where('name', '==', 'E2E Ospiti')
        .get(),
    (snapshot) => snapshot.size === 1,
  );
  const id = created.docs[0]!.id;
  expect(created.docs[0]!.data()).toMatchObject({
    code: 'CC-E2E-1',
    useAsCustomPriceList: true,
    updated_by: MANAGER_UID,
  });
  // The session's custom price lists follow (what the chooser loads).
  await expect
    .poll(() =>
      page.evaluate(
        (docId) =>
          (JSON.parse(sessionStorage.getItem('state') ?? '{}').customPriceLists ?? []).some(
            (l: { id: string }) => l.id === docId,
          ),
        id,
      ),
    )
    .toBe(true);

  await page.getByRole('button', { name: t('actions.editLabel', { name: 'E2E Ospiti' }) }).click();
  const edit = page.getByRole('dialog', { name: t('form.editTitle', { name: 'E2E Ospiti' }) });
  await edit.getByLabel(t('fields.name')).fill('E2E Ospiti esterni');
  await edit.getByRole('button', { name: common('actions.save'), exact: true }).click();
  await expect(page.getByRole('cell', { name: 'E2E Ospiti esterni', exact: true })).toBeVisible();

  await page.getByRole('button', { name: t('actions.deleteLabel', { name: 'E2E Ospiti esterni' }) }).click();
  const confirm = page.getByRole('dialog', { name: t('delete.title') });
  await expect(confirm).toContainText('E2E Ospiti esterni');
  await confirm.getByRole('button', { name: common('actions.confirm') }).click();
  await expect(page.getByRole('cell', { name: 'E2E Ospiti esterni', exact: true })).toBeHidden();
  // The row leaves the table as soon as the SDK applies the delete locally; the server has it a moment later.
  await eventually(
    () => adminDb.doc(`cost_centers/${id}`).get(),
    (snapshot) => !snapshot.exists,
  );

  // The activity log: create, update (name before → after) and delete, written by the trigger.
  const entries = await eventually(
    () => adminDb.collection('activity_log').where('doc_path', '==', `cost_centers/${id}`).get(),
    (snapshot) => snapshot.size === 3,
    TRIGGER_EFFECT_MS,
  );
  const byOperation = Object.fromEntries(entries.docs.map((doc) => [doc.data().operation, doc.data()]));
  expect(byOperation.create).toMatchObject({
    user: MANAGER_UID,
    canteen_id: CANTEEN,
    collection: 'cost_centers',
  });
  expect(byOperation.update.changes).toContainEqual(
    expect.objectContaining({ field: 'name', before: 'E2E Ospiti', after: 'E2E Ospiti esterni' }),
  );
  expect(byOperation.delete).toBeDefined();
});

test('a cost centre added elsewhere appears without reload', async ({ page }) => {
  await openList(page);
  await expect(rows(page).first()).toBeVisible();
  const ref = adminDb.collection('cost_centers').doc();
  await ref.set({
    canteen_id: CANTEEN,
    name: 'E2E Live',
    search_name: 'e2e live',
    code: '',
    useAsCustomPriceList: false,
  });
  await expect(page.getByRole('cell', { name: 'E2E Live', exact: true })).toBeVisible();
  await ref.delete();
  await expect(page.getByRole('cell', { name: 'E2E Live', exact: true })).toBeHidden();
});

test('a role without CentriCosto has no entry, and the address sends it home', async ({ page }) => {
  await openInCanteen(page, 'cuoco@demo.test', CANTEEN, '/cost-centers');
  await expect(page).toHaveURL(/\/home$/);
  expect(await sidebarHrefs(page)).not.toContain('/cost-centers');
});

test('pasted cells are previewed with their errors, and the valid rows imported all together', async ({
  page,
}) => {
  await openList(page);
  await page.getByRole('button', { name: t('actions.import'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: t('import.title') });
  const pasted = [
    [t('fields.name'), t('fields.code'), t('fields.useAsCustomPriceList')],
    ['E2E Import Ospiti', 'CC-E2E-I1', 'x'],
    ['', 'CC-E2E-BAD', ''],
    ['E2E Import Docenti', '', ''],
  ]
    .map((cells) => cells.join('\t'))
    .join('\n');
  await dialog.getByRole('textbox', { name: kit('import.paste.field') }).fill(pasted);
  await dialog.getByRole('button', { name: kit('import.paste.read'), exact: true }).click();
  await expect(
    dialog.getByText(text(language, 'kit', 'import.preview.summary', { total: 3, invalid: 1 })),
  ).toBeVisible();
  // The row without a name blocks the import until it is dropped; nothing is written meanwhile.
  await expect(
    dialog.getByRole('button', { name: text(language, 'kit', 'import.start', { count: 3 }) }),
  ).toBeDisabled();
  const named = (name: string) =>
    adminDb.collection('cost_centers').where('canteen_id', '==', CANTEEN).where('name', '==', name).get();
  expect((await named('E2E Import Ospiti')).size).toBe(0);
  await dialog
    .getByRole('button', { name: text(language, 'kit', 'import.dropInvalid', { count: 1 }) })
    .click();
  await dialog.getByRole('button', { name: text(language, 'kit', 'import.start', { count: 2 }) }).click();
  await expect(dialog.getByText(text(language, 'kit', 'import.done', { count: 2 }))).toBeVisible();
  await dialog.getByRole('button', { name: common('actions.close') }).click();
  await expect(page.getByRole('cell', { name: 'E2E Import Ospiti', exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'E2E Import Docenti', exact: true })).toBeVisible();
  const ospiti = (await named('E2E Import Ospiti')).docs[0]!.data();
  expect(ospiti).toMatchObject({ code: 'CC-E2E-I1', useAsCustomPriceList: true, updated_by: MANAGER_UID });
  expect((await named('E2E Import Docenti')).docs[0]!.data()).toMatchObject({
    code: '',
    useAsCustomPriceList: false,
  });
  expect((await adminDb.collection('cost_centers').where('code', '==', 'CC-E2E-BAD').get()).size).toBe(0);
});
