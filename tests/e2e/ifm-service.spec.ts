// The IFM service screen and its authorised users (spec §2 Services screen, §3, §4 stop/resume, §5, §8):
// the seeded catalogue as requests offer it, stop and resume with confirmation and live state, the refusal to stop
// the whole service, the authorised-users list, search, authorise and remove, the empty message, the role guard.
// Mutates only services/IFM_C_1002 (category stop state, put back) and the authorisation it adds to IFM_C_1001.
import { expectAccessible } from './axe';
import { expect, test, type Locator, type Page } from './fixtures';
import { formatEuro } from '@backoffice/shared';
import { adminDb, eventually } from '../support/admin';
import { languageOf, openInCanteen, seed, seededDoc, text, WIDE } from './support';

test.use({ viewport: WIDE });

const MANAGER = 'site_manager@demo.test';
const MANAGER_UID = 'demo-site_manager';
const language = languageOf(MANAGER);
const t = (key: string, values: Record<string, string | number> = {}) =>
  text(language, 'services', key, values);
const common = (key: string) => text(language, 'common', key);

interface SeededEntry {
  id: string;
  data: Record<string, unknown>;
}

/** The seeded documents of a subcollection of a service, by id. */
function seededUnder(serviceId: string, subcollection: string): SeededEntry[] {
  const prefix = `services/${serviceId}/${subcollection}/`;
  return seed.documents
    .filter((document) => document.path.startsWith(prefix))
    .map((document) => ({ id: document.path.slice(prefix.length), data: document.data }));
}

/** Categories in catalogue order (pos). */
function seededCategories(serviceId: string): SeededEntry[] {
  return seededUnder(serviceId, 'categories').sort((a, b) => Number(a.data.pos) - Number(b.data.pos));
}

const categoryName = (category: SeededEntry) =>
  String((category.data.name as Record<string, string>)[language.toUpperCase()]);

/** Signs in as the site manager on a canteen and opens a path of the app. */
async function openAsManager(page: Page, canteenId: string, path: string): Promise<void> {
  await openInCanteen(page, MANAGER, canteenId, path);
}

/**
 * How long the first setCategoryStopped call of a run may take: the functions emulator starts its worker, and the
 * browser queues the call behind the shell's slower API requests on the same host.
 */
const CALLABLE_TIMEOUT = 45_000;

const section = (page: Page, categoryId: string): Locator =>
  page.locator(`section[data-category-id="${categoryId}"]`);

/** Puts every category of the service back to running (the state the seed gives IFM_C_1002). */
async function resumeAll(serviceId: string): Promise<void> {
  const categories = await adminDb.collection(`services/${serviceId}/categories`).get();
  await Promise.all(categories.docs.map((category) => category.ref.update({ stopped: false })));
}

test.describe('/servizi/ifm', () => {
  test('site_manager sees the seeded categories, products and options of C_1001 in order', async ({
    page,
  }) => {
    await openAsManager(page, 'C_1001', '/servizi/ifm');
    await expect(
      page.getByRole('heading', { level: 1, name: text(language, 'shell', 'screens.ifmService') }),
    ).toBeVisible();
    const categories = seededCategories('IFM_C_1001');
    expect(categories.length).toBeGreaterThan(1);
    // The first screen of the run waits for the emulators' first answers.
    await expect(section(page, categories[0]!.id)).toBeVisible({ timeout: 20_000 });
    await expect
      .poll(() =>
        page
          .locator('section[data-category-id]')
          .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-category-id'))),
      )
      .toEqual(categories.map((category) => category.id));
    const service = seededDoc('services/IFM_C_1001');
    await expect(
      page.getByText(t('catalogue.summary.hoursValue', service.hours as { from: string; to: string })),
    ).toBeVisible();

    const products = seededUnder('IFM_C_1001', 'products');
    await expectAccessible(page, '/servizi/ifm');
    for (const category of categories) {
      const box = section(page, category.id);
      await expect(box.getByRole('heading', { level: 2, name: categoryName(category) })).toBeVisible();
      await expect(box).toContainText(t('catalogue.category.running'));
      for (const product of products.filter((entry) => entry.data.category_id === category.id)) {
        const card = box.locator(`[data-product-id="${product.id}"]`);
        await expect(
          card.getByRole('heading', {
            name: String((product.data.name as Record<string, string>)[language]),
          }),
        ).toBeVisible();
        await expect(card).toContainText(formatEuro(Number(product.data.price)));
        const hours = Number(product.data.timing_hours);
        await expect(card).toContainText(
          hours > 0 ? t('catalogue.product.timingHours', { hours }) : t('catalogue.product.timingNone'),
        );
        const options = product.data.options as Array<{
          name: string;
          price: number;
          is_percentage: boolean;
        }>;
        for (const option of options) {
          await expect(card).toContainText(option.name);
          const price = option.is_percentage
            ? t('catalogue.product.percentage', { value: option.price })
            : t('catalogue.product.extra', { amount: formatEuro(option.price) });
          await expect(card).toContainText(option.price === 0 ? t('catalogue.product.included') : price);
        }
        for (const variant of product.data.variants as Array<{
          name: string;
          options: Array<{ name: string }>;
        }>) {
          await expect(card).toContainText(variant.name);
          for (const option of variant.options) await expect(card).toContainText(option.name);
        }
      }
    }
  });

  test('site_manager stops and resumes a category of C_1002 after confirming, and sees the state live', async ({
    page,
  }) => {
    test.slow(); // CALLABLE_TIMEOUT
    const [first, second] = seededCategories('IFM_C_1002');
    try {
      await openAsManager(page, 'C_1002', '/servizi/ifm');
      const box = section(page, first!.id);
      await box
        .getByRole('button', { name: t('catalogue.category.stopLabel', { name: categoryName(first!) }) })
        .click();
      const confirm = page.getByRole('dialog', { name: t('catalogue.stopConfirm.title') });
      // The dialog element itself has no box (its panel is fixed-positioned): check what it contains.
      await expect(confirm.getByRole('heading', { name: t('catalogue.stopConfirm.title') })).toBeVisible();
      // Cancelling changes nothing.
      await confirm.getByRole('button', { name: common('actions.cancel') }).click();
      await expect(confirm).toHaveCount(0);
      expect((await adminDb.doc(`services/IFM_C_1002/categories/${first!.id}`).get()).get('stopped')).toBe(
        false,
      );

      await box
        .getByRole('button', { name: t('catalogue.category.stopLabel', { name: categoryName(first!) }) })
        .click();
      await page
        .getByRole('dialog', { name: t('catalogue.stopConfirm.title') })
        .getByRole('button', { name: t('catalogue.stopConfirm.confirm') })
        .click();
      await expect(box).toHaveAttribute('data-stopped', 'true', { timeout: CALLABLE_TIMEOUT });
      await expect(box).toContainText(t('catalogue.category.stopped'));
      const stopped = await adminDb.doc(`services/IFM_C_1002/categories/${first!.id}`).get();
      expect(stopped.get('stopped')).toBe(true);
      expect(stopped.get('stopped_by')).toBe(MANAGER_UID);

      await box
        .getByRole('button', { name: t('catalogue.category.resumeLabel', { name: categoryName(first!) }) })
        .click();
      await page
        .getByRole('dialog', { name: t('catalogue.resumeConfirm.title') })
        .getByRole('button', { name: t('catalogue.resumeConfirm.confirm') })
        .click();
      await expect(box).toHaveAttribute('data-stopped', 'false', { timeout: CALLABLE_TIMEOUT });
      await eventually(
        async () =>
          (await adminDb.doc(`services/IFM_C_1002/categories/${first!.id}`).get()).get('stopped') as unknown,
        (value) => value === false,
      );

      // A stop made elsewhere shows without reloading.
      await adminDb.doc(`services/IFM_C_1002/categories/${second!.id}`).update({ stopped: true });
      await expect(section(page, second!.id)).toHaveAttribute('data-stopped', 'true');
      await expect(
        section(page, second!.id).getByRole('button', {
          name: t('catalogue.category.resumeLabel', { name: categoryName(second!) }),
        }),
      ).toBeVisible();
    } finally {
      await resumeAll('IFM_C_1002');
    }
  });

  test('stopping the last running category is refused with the spec modal', async ({ page }) => {
    test.slow(); // CALLABLE_TIMEOUT
    const categories = seededCategories('IFM_C_1002');
    const [secondLast, last] = categories.slice(-2) as [SeededEntry, SeededEntry];
    const stop = (category: SeededEntry) =>
      adminDb.doc(`services/IFM_C_1002/categories/${category.id}`).update({ stopped: true });
    const stoppedInFirestore = async (category: SeededEntry) =>
      (await adminDb.doc(`services/IFM_C_1002/categories/${category.id}`).get()).get('stopped') as unknown;
    const refusal = page.getByRole('dialog', {
      name: text(language, 'common', 'errors.services.stopAllTitle'),
    });
    const expectRefusal = async (timeout?: number) => {
      await expect(
        refusal.getByRole('heading', { name: text(language, 'common', 'errors.services.stopAllTitle') }),
      ).toBeVisible({ timeout });
      await expect(refusal).toContainText(text(language, 'common', 'errors.services.stopAll'));
      await refusal
        .getByRole('button', { name: common('actions.close') })
        .first()
        .click();
      await expect(refusal).toHaveCount(0);
    };
    try {
      await openAsManager(page, 'C_1002', '/servizi/ifm');
      await Promise.all(categories.slice(0, -2).map(stop));
      for (const category of categories.slice(0, -2))
        await expect(section(page, category.id)).toHaveAttribute('data-stopped', 'true');

      // Two running: the stop is offered; while its confirmation is open the other one is stopped elsewhere,
      // so the server refuses to stop what has become the last running category.
      await section(page, secondLast.id)
        .getByRole('button', { name: t('catalogue.category.stopLabel', { name: categoryName(secondLast) }) })
        .click();
      const confirm = page.getByRole('dialog', { name: t('catalogue.stopConfirm.title') });
      await expect(confirm.getByRole('heading', { name: t('catalogue.stopConfirm.title') })).toBeVisible();
      await stop(last);
      await confirm.getByRole('button', { name: t('catalogue.stopConfirm.confirm') }).click();
      await expectRefusal(CALLABLE_TIMEOUT);
      expect(await stoppedInFirestore(secondLast)).toBe(false);
      await expect(section(page, last.id)).toHaveAttribute('data-stopped', 'true');

      // One running: the screen refuses at once.
      await section(page, secondLast.id)
        .getByRole('button', { name: t('catalogue.category.stopLabel', { name: categoryName(secondLast) }) })
        .click();
      await expectRefusal();
      await expect(section(page, secondLast.id)).toHaveAttribute('data-stopped', 'false');
      expect(await stoppedInFirestore(secondLast)).toBe(false);
    } finally {
      await resumeAll('IFM_C_1002');
    }
  });

  test('operatore_ifm (no Servizi) opening /servizi/ifm lands on /home', async ({ page }) => {
    await openInCanteen(page, 'operatore_ifm@demo.test', 'C_1001', '/servizi/ifm');
    await expect(page).toHaveURL(/\/home$/);
  });
});

test.describe('/utenti-servizi', () => {
  const seededAuthorized = seededUnder('IFM_C_1001', 'authorized_users');
  const managerName = (() => {
    const profile = seededDoc(`users/${MANAGER_UID}`).profile as { name: string; surname: string };
    return `${profile.name} ${profile.surname}`;
  })();

  test('lists the seeded authorised users of C_1001', async ({ page }) => {
    expect(seededAuthorized.length).toBeGreaterThan(0);
    await openAsManager(page, 'C_1001', '/utenti-servizi');
    await expect(
      page.getByRole('heading', { level: 1, name: text(language, 'shell', 'screens.serviceUsers') }),
    ).toBeVisible();
    const list = page.getByRole('table', { name: t('users.listTitle') });
    await expect(list.locator('tbody tr')).toHaveCount(seededAuthorized.length);
    for (const { data } of seededAuthorized) {
      const row = list.getByRole('row').filter({ hasText: String(data.email) });
      await expect(row).toContainText(String(data.name));
      await expect(row).toContainText(String(data.surname));
      if (data.authorized_by === MANAGER_UID) await expect(row).toContainText(managerName);
    }
    await expect(page.getByText(t('users.total', { count: seededAuthorized.length }))).toBeVisible();
    await page
      .getByRole('searchbox', { name: t('users.search.label') })
      .fill(String(seededAuthorized[0]!.data.email));
    await expect(page.getByRole('table', { name: t('users.search.caption') })).toBeVisible();
    await expectAccessible(page, '/servizi/ifm');
  });

  test('finds a customer by surname and by e-mail, authorises and removes them', async ({ page }) => {
    const authorizedIds = new Set(seededAuthorized.map((entry) => entry.id));
    const candidate = seed.documents.find(
      (document) =>
        /^users\/[^/]+$/.test(document.path) &&
        (document.data.canteens as string[]).includes('C_1001') &&
        !authorizedIds.has(document.path.slice('users/'.length)),
    );
    expect(candidate, 'a customer of C_1001 not authorised yet').toBeDefined();
    const uid = candidate!.path.slice('users/'.length);
    const profile = candidate!.data.profile as { name: string; surname: string; email: string };
    const fullName = `${profile.name} ${profile.surname}`;
    const authorisation = adminDb.doc(`services/IFM_C_1001/authorized_users/${uid}`);
    const alreadyAuthorized = seededAuthorized[0]!.data;

    try {
      await openAsManager(page, 'C_1001', '/utenti-servizi');
      const search = page.getByRole('searchbox', { name: t('users.search.label') });
      const results = page.getByRole('table', { name: t('users.search.caption') });
      const list = page.getByRole('table', { name: t('users.listTitle') });
      await expect(list.locator('tbody tr')).toHaveCount(seededAuthorized.length);

      // One character asks nothing; the search starts at two.
      await search.fill(profile.surname.slice(0, 1));
      // Waits for the typing pause to end (the card is busy until then), then nothing may have been asked.
      await expect(page.getByTestId('customer-search')).toHaveAttribute('aria-busy', 'false');
      await expect(results).toHaveCount(0);
      await search.fill(profile.surname.slice(0, 4).toLowerCase());
      await expect(results.getByRole('row').filter({ hasText: profile.email })).toBeVisible();

      await search.fill(profile.email.slice(0, 6).toUpperCase());
      const found = results.getByRole('row').filter({ hasText: profile.email });
      await expect(found).toBeVisible();
      await expect(found).toContainText(profile.name);

      // An authorised customer is marked instead of offered.
      await search.fill(String(alreadyAuthorized.email));
      const marked = results.getByRole('row').filter({ hasText: String(alreadyAuthorized.email) });
      await expect(marked).toContainText(t('users.search.authorized'));
      await expect(marked.getByRole('button')).toHaveCount(0);

      await search.fill(profile.email);
      await results
        .getByRole('button', { name: t('users.search.authorizeLabel', { name: fullName }) })
        .click();
      await expect(list.getByRole('row').filter({ hasText: profile.email })).toContainText(managerName);
      await expect(results.getByRole('row').filter({ hasText: profile.email })).toContainText(
        t('users.search.authorized'),
      );
      await expect(page.getByText(t('users.total', { count: seededAuthorized.length + 1 }))).toBeVisible();
      const stored = await eventually(
        () => authorisation.get(),
        (snapshot) => snapshot.exists,
      );
      expect(stored.data()).toMatchObject({
        uid,
        name: profile.name,
        surname: profile.surname,
        email: profile.email,
        authorized_by: MANAGER_UID,
      });
      expect(typeof stored.get('authorized_at')?.toDate).toBe('function');

      await list.getByRole('button', { name: t('users.removeLabel', { name: fullName }) }).click();
      const confirm = page.getByRole('dialog', { name: t('users.removeConfirm.title') });
      await confirm.getByRole('button', { name: t('users.removeConfirm.confirm') }).click();
      await expect(list.getByRole('row').filter({ hasText: profile.email })).toHaveCount(0);
      await expect(list.locator('tbody tr')).toHaveCount(seededAuthorized.length);
      await eventually(
        () => authorisation.get(),
        (snapshot) => !snapshot.exists,
      );
    } finally {
      await authorisation.delete();
    }
  });

  test('C_1002 shows that no user has been authorised yet', async ({ page }) => {
    expect(seededUnder('IFM_C_1002', 'authorized_users')).toEqual([]);
    await openAsManager(page, 'C_1002', '/utenti-servizi');
    await expect(page.getByText(t('users.empty'))).toBeVisible();
    await expect(page.getByRole('table', { name: t('users.listTitle') })).toHaveCount(0);
  });
});
