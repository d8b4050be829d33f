// The help centre (issue 19): /help with the collections and the 5 most popular guides (spec §9), search across the
// in-screen help; a guide (/help/{id}, /help-new/{id}: intro then accordion items, spec §7) asked with the session's
// §9 tags, its picture in the shell's image modal and its recording in the video modal; /faq with its search; a guide
// that does not exist and a failed call say so (the client gets null, §8); Italian and Spanish sessions; axe and
// screenshots. Reads only: nothing is written.
import { FAQ_GUIDE_SLUG, filterHelpItems } from '@backoffice/shared';
import type { TestInfo } from '@playwright/test';
import { expect, test, type Page } from './fixtures';
import { expectAccessible } from './axe';
import { languageOf, openScreen, SCREEN_LOAD_MS, seed, text, WIDE } from './support';

test.use({ viewport: WIDE });

type L = Record<string, string>;
interface SeededGuide {
  slug: string;
  popularity: number;
  title: L;
  collection: { id: string; pos: number; title: L };
  texts: Record<string, Array<{ title: string; body: string }>>;
}
const guides = seed.documents
  .filter((document) => document.path.startsWith('help_guides/'))
  .map((document) => document.data as unknown as SeededGuide);
const guide = (slug: string) => guides.find((candidate) => candidate.slug === slug)!;
const component = (id: string) =>
  seed.documents.find((document) => document.path === `help_components/${id}`)!.data as {
    variants: { default: { title: L } };
  };

/** The guide request the page makes for a slug: its query says which §9 tags the session sent. */
function guideRequest(page: Page, slug: string) {
  return page.waitForRequest(
    (request) =>
      request.url().includes('/helpdesk/ccms/getGuideBySlug') &&
      new URL(request.url()).searchParams.get('slug') === slug,
  );
}

async function screenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

const accordion = (page: Page) => page.locator('main details > summary');

const API = 'http://127.0.0.1:5001/demo-backoffice/europe-west1/api';

// Run alone (or first), this file meets a cold functions runtime: the requests of the sign-in page, cut off by the next
// navigation while the runtime starts, left the API silent for over 20 s. Answered calls (401 without a token) warm it.
test.beforeAll(async () => {
  const calls = ['getCollections', 'getMostPopulars', 'getGuideBySlug'].map((name) =>
    fetch(`${API}/helpdesk/ccms/${name}`, { signal: AbortSignal.timeout(60_000) }).then(
      (response) => response.status,
    ),
  );
  expect(await Promise.all(calls)).toEqual([401, 401, 401]);
});

test('an Italian site manager: collections, popular guides, search, a guide with its picture, and the FAQ search', async ({
  page,
}, testInfo) => {
  const email = 'site_manager@demo.test';
  const lang = languageOf(email);
  expect(lang).toBe('it');
  const t = (key: string, values: Record<string, string | number> = {}) => text(lang, 'help', key, values);
  await openScreen(page, email, 'C_1001', '/help', 'help');

  // Every collection (none of the seeded guides is role-tagged), and the 5 most popular guides in order (spec §9).
  const collections = [...new Map(guides.map((g) => [g.collection.id, g.collection])).values()];
  // The first help call of a run may meet a cold functions runtime: a page load's margin for the first data.
  await expect(page.getByRole('heading', { level: 3, name: collections[0]!.title[lang] })).toBeVisible({
    timeout: SCREEN_LOAD_MS,
  });
  for (const collection of collections)
    await expect(page.getByRole('heading', { level: 3, name: collection.title[lang] })).toBeVisible();
  const popular = [...guides].sort((a, b) => b.popularity - a.popularity).slice(0, 5);
  const popularList = page.getByRole('region', { name: t('landing.popular') }).getByRole('listitem');
  await expect(popularList).toHaveCount(5);
  for (const [index, item] of popular.entries())
    await expect(popularList.nth(index)).toContainText(item.title[lang]!);
  await expectAccessible(page, 'help centre');
  await screenshot(page, testInfo, 'help');

  // Search across the components of every view: the food-paths tip, linked to the menu guide.
  const query = component('menu-food-paths').variants.default.title[lang]!.toLowerCase();
  await page.getByRole('searchbox', { name: t('search.label') }).fill(query);
  await page.getByRole('button', { name: text(lang, 'common', 'list.search'), exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/help\\?q=${encodeURIComponent(query)}$`));
  const tip = page.locator('[data-help-component="menu-food-paths"]');
  await expect(tip).toContainText(component('menu-food-paths').variants.default.title[lang]!);

  // The guide: asked with the canteen's tags and the role's (Italian restaurant 6,10; site manager 95).
  const menu = guide('menu');
  const asked = guideRequest(page, 'menu');
  await tip.getByRole('link', { name: menu.title[lang] }).click();
  expect(new URL((await asked).url()).searchParams.get('tags')).toBe('6,10,95');
  await expect(page).toHaveURL(/\/help\/menu$/);
  await expect(page.getByRole('heading', { level: 1, name: menu.title[lang] })).toBeVisible();
  const [intro, ...items] = menu.texts[lang]!;
  await expect(page.getByRole('heading', { level: 2, name: intro!.title })).toBeVisible();
  await expect(accordion(page)).toHaveCount(items.length);
  const illustrated = items.at(-1)!;
  await accordion(page).filter({ hasText: illustrated.title }).click();
  const pictureButton = page.getByRole('button', { name: new RegExp(`^${illustrated.title}`) });
  await expect(pictureButton).toBeVisible();
  await expectAccessible(page, 'help guide');
  await screenshot(page, testInfo, 'help-guide');
  // Opened by keyboard in the shell's image modal, which gives the focus back when closed.
  await pictureButton.focus();
  await page.keyboard.press('Enter');
  const modal = page.getByRole('dialog', { name: text(lang, 'shell', 'modals.image') });
  await expect(modal.locator('img')).toHaveAttribute('src', /^data:image\/svg\+xml/);
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();

  // The FAQ, reached from the help centre: its questions, filtered as the user types.
  await page.getByRole('link', { name: t('guide.breadcrumb') }).click();
  await page
    .getByRole('link', { name: t('landing.faq') })
    .first()
    .click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(
    page.getByRole('heading', { level: 1, name: text(lang, 'shell', 'screens.faq') }),
  ).toBeVisible();
  const questions = guide(FAQ_GUIDE_SLUG)
    .texts[lang]!.slice(1)
    .map(({ title, body }) => ({ title, html: body }));
  await expect(accordion(page)).toHaveCount(questions.length);
  const search = page.getByRole('searchbox', { name: t('faq.searchLabel') });
  const word = 'lingua';
  const kept = filterHelpItems(questions, word);
  expect(kept.length).toBeGreaterThan(0);
  expect(kept.length).toBeLessThan(questions.length);
  await search.fill(word);
  await expect(accordion(page)).toHaveCount(kept.length);
  await expect(page).toHaveURL(/\/faq\?q=lingua$/);
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: t('faq.shown', { shown: kept.length, total: questions.length }) }),
  ).toBeVisible();
  await expect(accordion(page).first()).toContainText(kept[0]!.title);
  await expectAccessible(page, 'faq');
  await screenshot(page, testInfo, 'faq');
  await search.fill('zzz nessuna');
  await expect(page.getByText(t('faq.none', { query: 'zzz nessuna' }))).toBeVisible();
  await expect(accordion(page)).toHaveCount(0);
});

test('a Spanish session: a missing guide and a failed call say so, the guides in Spanish, a recording in the video modal', async ({
  page,
}, testInfo) => {
  const email = 'company_manager_plus@demo.test';
  const lang = languageOf(email);
  expect(lang).toBe('es');
  const t = (key: string) => text(lang, 'help', key);

  // A guide slug that does not exist: the API answers 404, the client null, the page says it could not load.
  await openScreen(page, email, 'C_501', '/help-new/no-existe', 'helpNewPage');
  await expect(page.getByText(t('errors.guide'))).toBeVisible();
  await expect(page.getByRole('button', { name: t('errors.retry') })).toBeVisible();

  // The most popular guides fail to load (the call answers 500): that block says so, the collections still show.
  await page.route('**/helpdesk/ccms/getMostPopulars**', (route) =>
    route.fulfill({ status: 500, body: '{}' }),
  );
  await page.getByRole('link', { name: t('guide.breadcrumb') }).click();
  await expect(page.getByText(t('errors.popular'))).toBeVisible();
  const ifm = guide('richieste-ifm');
  await expect(page.getByRole('heading', { level: 3, name: ifm.collection.title[lang] })).toBeVisible();
  await page.unroute('**/helpdesk/ccms/getMostPopulars**');
  await page.getByRole('button', { name: t('errors.retry') }).click();
  await expect(page.getByRole('region', { name: t('landing.popular') }).getByRole('listitem')).toHaveCount(5);
  await screenshot(page, testInfo, 'help-es');

  // The IFM guide in Spanish, asked with the Spanish canteen's tags and the role's (8,10; company manager plus 100).
  const asked = guideRequest(page, 'richieste-ifm');
  await page.getByRole('link', { name: ifm.title[lang], exact: true }).first().click();
  expect(new URL((await asked).url()).searchParams.get('tags')).toBe('8,10,100');
  await expect(page.getByRole('heading', { level: 1, name: ifm.title[lang] })).toBeVisible();
  expect(ifm.title[lang]).not.toBe(ifm.title.en);
  const recording = ifm.texts[lang]!.at(-1)!;
  await accordion(page).filter({ hasText: recording.title }).click();
  await page
    .getByRole('button', { name: `${text(lang, 'help', 'media.playVideo')}: ${recording.title}` })
    .click();
  const modal = page.getByRole('dialog', { name: text(lang, 'shell', 'modals.video') });
  const video = modal.locator('video');
  await expect(video).toHaveAttribute('src', '/help-media/ifm-status.webm');
  // Served with the SPA and playable: the browser reads its metadata.
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState))
    .toBeGreaterThanOrEqual(1);
  await expectAccessible(page, 'help guide with its video');
});
