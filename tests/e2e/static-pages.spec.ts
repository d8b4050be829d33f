// /static-pages and /static-pages/{id} (spec §6 PagineStatiche) on the screen kit: the seeded list with count, search
// on title or slug and the published filter in the URL; create / edit / delete in the page editor (each audited);
// a taken slug and an empty page refused, writing nothing; script and onerror stripped on save and inert on display;
// the unsaved-changes question; a live change; the role that may not; axe and a screenshot.
// Mutates only pages whose slug starts with "e2e-" (removed after).
import { expect, test, type Page } from './fixtures';
import { staticPageSearchKeys, staticPageTitle } from '@backoffice/shared';
import { adminDb, eventually } from '../support/admin';
import { expectAccessible } from './axe';
import { languageOf, openInCanteen, openScreen, seed, sidebarHrefs, text, TRIGGER_EFFECT_MS, WIDE } from './support';

test.use({ viewport: WIDE });

const MANAGER = 'site_manager@demo.test';
const MANAGER_UID = 'demo-site_manager';
const CANTEEN = 'C_1001';
const language = languageOf(MANAGER);
const t = (key: string, values: Record<string, string | number> = {}) =>
  text(language, 'staticPages', key, values);
const common = (key: string, values: Record<string, string | number> = {}) =>
  text(language, 'common', key, values);
const kit = (key: string) => text(language, 'kit', key);

interface SeededPage {
  id: string;
  slug: string;
  title: Record<string, string>;
  published: boolean;
}
const seeded: SeededPage[] = seed.documents
  .filter((document) => document.path.startsWith('static_pages/') && document.data.canteen_id === CANTEEN)
  .map((document) => ({
    id: document.path.slice('static_pages/'.length),
    ...(document.data as Omit<SeededPage, 'id'>),
  }));
const shownTitle = (page: SeededPage) => staticPageTitle(page.title, language)?.text ?? page.slug;

/** Hostile markup typed into the HTML view: a script, an event handler, a javascript: link. */
const HOSTILE =
  '<p>Testo <strong>sicuro</strong></p><img src="x" onerror="window.__pwned = 1"><script>window.__pwned = 2</script>' +
  '<a href="javascript:window.__pwned = 3">link</a>';

/** Opens the list with the canteen already active (the subject is the screen, not how the canteen was chosen). */
async function openList(page: Page): Promise<void> {
  await openScreen(page, MANAGER, CANTEEN, '/static-pages', 'staticPages');
}

const rows = (page: Page) => page.locator('tbody tr');
const pwned = (page: Page) =>
  page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned ?? null);

/** A field of the editor by its exact name (the toolbar's "Heading" buttons share words with "Title"). */
const field = (page: Page, name: 'title' | 'body' | 'slug') =>
  page.getByRole('textbox', { name: t(`fields.${name}`), exact: true });

/** Writes one language's title and (through the HTML view) body in the editor. */
async function writeLanguage(page: Page, code: string, title: string, body: string): Promise<void> {
  await page.getByRole('tab', { name: common(`languages.${code}`) }).click();
  await field(page, 'title').fill(title);
  const source = page.getByRole('button', { name: kit('richText.source') });
  if ((await source.getAttribute('aria-pressed')) !== 'true') await source.click();
  await field(page, 'body').fill(body);
}

test.afterAll(async () => {
  const pages = await adminDb.collection('static_pages').where('canteen_id', '==', CANTEEN).get();
  await Promise.all(
    pages.docs.filter((doc) => String(doc.data().slug).startsWith('e2e-')).map((doc) => doc.ref.delete()),
  );
});

test('the seeded pages, with their total, search on title or slug and the published filter in the URL', async ({
  page,
}, testInfo) => {
  expect(seeded.length).toBeGreaterThanOrEqual(3);
  await openList(page);
  for (const seededPage of seeded)
    await expect(page.getByRole('link', { name: shownTitle(seededPage), exact: true })).toBeVisible();
  await expect(
    page.getByText(common('list.range', { from: 1, to: seeded.length, total: seeded.length }), {
      exact: true,
    }),
  ).toBeVisible();
  await expectAccessible(page, 'static pages');
  await page.screenshot({ path: testInfo.outputPath('static-pages.png'), fullPage: true });
  await testInfo.attach('static-pages', {
    path: testInfo.outputPath('static-pages.png'),
    contentType: 'image/png',
  });

  // A title prefix in any language, then a slug prefix: the rows whose keys hold it.
  const search = page.getByRole('searchbox', { name: t('search.label') });
  for (const query of ['aller', seeded[2]!.slug.slice(0, 5)]) {
    await search.fill(query);
    await page.getByRole('button', { name: common('list.search'), exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`q=${query}`));
    await expect(rows(page)).toHaveCount(
      seeded.filter((p) => staticPageSearchKeys(p).includes(query)).length,
    );
  }

  await search.fill('');
  await page.getByRole('button', { name: common('list.search'), exact: true }).click();
  await page.getByLabel(t('fields.published')).selectOption('no');
  await expect(page).toHaveURL(/published=no/);
  // Search cleared and filter chosen back to back: the filter's change must not bring the old search back.
  await expect(page).not.toHaveURL(/[?&]q=/);
  const drafts = seeded.filter((p) => !p.published);
  await expect(rows(page)).toHaveCount(drafts.length);
  await page.reload();
  await expect(page.getByLabel(t('fields.published'))).toHaveValue('no');
  await expect(page.getByRole('link', { name: shownTitle(drafts[0]!), exact: true })).toBeVisible();
});

test('create (hostile markup stripped), a taken slug and an empty page refused, edit, leave-guard, delete; audited', async ({
  page,
}) => {
  // Several saves, then up to TRIGGER_EFFECT_MS for their activity-log entries.
  test.setTimeout(150_000);
  await openList(page);
  const count = async () =>
    (await adminDb.collection('static_pages').where('canteen_id', '==', CANTEEN).count().get()).data().count;
  const before = await count();

  await page.getByRole('link', { name: t('actions.new') }).click();
  await expect(page).toHaveURL(/\/static-pages\/new$/);
  await page.getByRole('button', { name: common('actions.save'), exact: true }).click();
  await expect(page.getByText(t('validation.oneLanguage'))).toBeVisible();
  expect(await count()).toBe(before);

  // A slug another page of the canteen uses: said under the field, nothing written.
  const taken = seeded[0]!;
  await field(page, 'slug').fill(taken.slug);
  await writeLanguage(page, 'it', 'E2E doppione', '<p>Doppione</p>');
  await page.getByRole('button', { name: common('actions.save'), exact: true }).click();
  await expect(page.getByText(t('validation.slugTaken'))).toBeVisible();
  expect((await adminDb.doc(`static_pages/${taken.id}`).get()).data()?.title).toEqual(taken.title);

  await field(page, 'slug').fill('e2e-pagina');
  await writeLanguage(page, 'it', 'E2E Pagina', HOSTILE);
  // The preview shows the sanitised text; nothing of the hostile markup runs.
  await expect(
    page.getByRole('region', { name: kit('richText.preview') }).getByText('sicuro', { exact: true }),
  ).toBeVisible();
  await page.getByRole('switch', { name: t('fields.published') }).check();
  await page.getByRole('button', { name: common('actions.save'), exact: true }).click();
  await expect(page).toHaveURL(/\/static-pages\/C_1001_e2e-pagina$/);
  const stored = await eventually(
    () => adminDb.doc('static_pages/C_1001_e2e-pagina').get(),
    (snapshot) => snapshot.exists,
  );
  const body = String(stored.data()!.body.it);
  expect(body).toContain('<strong>sicuro</strong>');
  expect(body).not.toMatch(/<script|onerror|javascript:|<img/i);
  expect(stored.data()).toMatchObject({
    slug: 'e2e-pagina',
    published: true,
    title: { it: 'E2E Pagina' },
    updated_by: MANAGER_UID,
  });
  expect(await count()).toBe(before + 1);
  expect(await pwned(page)).toBeNull();

  // Edit: the slug is fixed, the title changes; leaving with changes asks first.
  await expect(field(page, 'slug')).toBeDisabled();
  await page.getByRole('tab', { name: common('languages.it') }).click();
  await field(page, 'title').fill('E2E Pagina rivista');
  await page.getByRole('button', { name: t('editor.backToList') }).click();
  const leave = page.getByRole('dialog', { name: kit('form.unsaved.title') });
  // Headless UI's dialog element is a zero-size wrapper: its text proves it is open.
  await expect(leave).toContainText(kit('form.unsaved.message'));
  await leave.getByRole('button', { name: common('actions.cancel') }).click();
  await page.getByRole('button', { name: common('actions.save'), exact: true }).click();
  await eventually(
    () => adminDb.doc('static_pages/C_1001_e2e-pagina').get(),
    (snapshot) => snapshot.data()?.title?.it === 'E2E Pagina rivista',
  );

  await page.getByRole('button', { name: t('actions.delete'), exact: true }).click();
  const confirm = page.getByRole('dialog', { name: t('delete.title') });
  await expect(confirm).toContainText('E2E Pagina rivista');
  await confirm.getByRole('button', { name: common('actions.confirm') }).click();
  await expect(page).toHaveURL(/\/static-pages$/);
  // The row leaves the table as soon as the SDK applies the delete locally; the server has it a moment later.
  await eventually(
    () => adminDb.doc('static_pages/C_1001_e2e-pagina').get(),
    (snapshot) => !snapshot.exists,
  );

  const entries = await eventually(
    () => adminDb.collection('activity_log').where('doc_path', '==', 'static_pages/C_1001_e2e-pagina').get(),
    (snapshot) => snapshot.size === 3,
    TRIGGER_EFFECT_MS,
  );
  const byOperation = Object.fromEntries(entries.docs.map((doc) => [doc.data().operation, doc.data()]));
  expect(byOperation.create).toMatchObject({
    user: MANAGER_UID,
    canteen_id: CANTEEN,
    collection: 'static_pages',
  });
  expect(byOperation.update.changes).toContainEqual(expect.objectContaining({ field: 'title' }));
  expect(byOperation.delete).toBeDefined();
});

test('a page written elsewhere with hostile markup appears live and shows inert', async ({ page }) => {
  await openList(page);
  await expect(rows(page).first()).toBeVisible();
  const ref = adminDb.doc('static_pages/C_1001_e2e-esterna');
  const title = { it: 'E2E Esterna', en: 'E2E Outside' };
  await ref.set({
    canteen_id: CANTEEN,
    slug: 'e2e-esterna',
    title,
    body: { it: HOSTILE, en: HOSTILE },
    published: false,
    search_keys: staticPageSearchKeys({ slug: 'e2e-esterna', title }),
  });
  const link = page.getByRole('link', { name: staticPageTitle(title, language)!.text, exact: true });
  await expect(link).toBeVisible();

  await link.click();
  await expect(page).toHaveURL(/\/static-pages\/C_1001_e2e-esterna$/);
  await page.getByRole('tab', { name: common('languages.it') }).click();
  await expect(
    page.getByRole('region', { name: kit('richText.preview') }).getByText('sicuro', { exact: true }),
  ).toBeVisible();
  await expect(page.locator('[onerror], main script, a[href^="javascript:"]')).toHaveCount(0);
  await page.waitForTimeout(500);
  expect(await pwned(page)).toBeNull();

  await ref.delete();
  await page.goto('/static-pages');
  await expect(
    page.getByRole('link', { name: staticPageTitle(title, language)!.text, exact: true }),
  ).toBeHidden();
});

test('a role without PagineStatiche has no entry, and the address sends it home', async ({ page }) => {
  await openInCanteen(page, 'cuoco@demo.test', CANTEEN, '/static-pages/new');
  await expect(page).toHaveURL(/\/home$/);
  expect(await sidebarHrefs(page)).not.toContain('/static-pages');
});
