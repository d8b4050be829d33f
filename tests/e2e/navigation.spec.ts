// Router and entry links: forbidden and unknown paths → /home, the remembered path, tk / rifm / cid links (spec §2, §6).
import { expect, test } from './fixtures';
import { canteenName, seed, signIn, text, WIDE } from './support';

test.use({ viewport: WIDE });

const ifmRequestOf = (canteenId: string) =>
  seed.documents
    .find((document) => document.path.startsWith('orders/IFM_') && document.data.canteenid === canteenId)!
    .path.split('/')[1]!;

test('a role opening a forbidden route lands on /home', async ({ page }) => {
  await signIn(page, 'visualizzatore@demo.test', '/?cid=C_1001');
  await expect(page).toHaveURL(/\/dashboard$/);
  for (const forbidden of ['/users', '/canteens', '/menu/planner', '/richieste-ifm-admin']) {
    await page.goto(forbidden);
    await expect(page, forbidden).toHaveURL(/\/home$/);
  }
});

test('an unknown path lands on /home', async ({ page }) => {
  await signIn(page, 'admin@demo.test', '/?cid=C_1001');
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/home$/);
});

test('a canteen page asked for before choosing a canteen is remembered and opened after the choice', async ({
  page,
}) => {
  await signIn(page, 'admin@demo.test', '/ordini');
  await expect(page).toHaveURL(/\/home$/);
  await page.locator('[data-canteen-id="C_1002"]').first().click();
  await expect(page).toHaveURL(/\/ordini$/);
  await expect(
    page.getByRole('heading', { level: 1, name: text('it', 'shell', 'screens.orders') }),
  ).toBeVisible();
});

test('a link with a disallowed canteen id lands on /home with no canteen', async ({ page }) => {
  await signIn(page, 'site_manager@demo.test', '/?cid=C_501');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText(text('it', 'shell', 'header.noCanteen'))).toBeVisible();
  expect(await page.evaluate(() => JSON.parse(sessionStorage.getItem('state')!).active_canteen)).toBeNull();
});

test('cid link: the C_ prefix is added, the canteen opens on the dashboard', async ({ page }) => {
  await signIn(page, 'admin@demo.test', '/?cid=1001');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.locator('header').getByText(canteenName('C_1001'), { exact: true })).toBeVisible();
  await expect(page).not.toHaveURL(/cid=/);
});

test('tk link: the ticket opens after the 1-second delay', async ({ page }) => {
  await signIn(page, 'admin@demo.test', '/?cid=C_1001');
  await expect(page).toHaveURL(/\/dashboard$/);
  // Spec §2: the ticket opens 1 s after the app takes the link out of the session. Both moments are stamped inside
  // the page (its own clock), so a loaded machine that paints the shell late cannot shorten or stretch the figure.
  await page.addInitScript(() => {
    const moments: { taken?: number; opened?: number } = {};
    (window as unknown as { __tk: typeof moments }).__tk = moments;
    const removeItem = Storage.prototype.removeItem;
    Storage.prototype.removeItem = function (key: string) {
      if (key === 'ticket' && this === sessionStorage) moments.taken ??= performance.now();
      return removeItem.call(this, key);
    };
    const pushState = History.prototype.pushState;
    History.prototype.pushState = function (...args: Parameters<History['pushState']>) {
      if (String(args[2] ?? '').includes('/tickets/details/')) moments.opened ??= performance.now();
      return pushState.apply(this, args);
    };
  });
  await page.goto('/?tk=TICKET_C_1001_1');
  await expect(page.locator('#app-sidebar nav')).toBeVisible();
  await expect(page).toHaveURL(/\/tickets\/details\/TICKET_C_1001_1$/);
  const { taken, opened } = await page.evaluate(
    () => (window as unknown as { __tk: { taken?: number; opened?: number } }).__tk,
  );
  expect(taken, 'the link was taken out of the session').toBeDefined();
  expect(opened, 'the ticket was opened by a navigation').toBeDefined();
  // A timer never fires early; the page's clock is coarsened to 0.1 ms, hence the small allowance.
  expect(opened! - taken!).toBeGreaterThanOrEqual(999);
  await expect(
    page.getByRole('heading', { level: 1, name: text('it', 'shell', 'screens.ticketDetails') }),
  ).toBeVisible();
  expect(await page.evaluate(() => [sessionStorage.getItem('ticket'), sessionStorage.getItem('tk')])).toEqual(
    [null, null],
  );
});

test('rifm from the path and from the query opens the IFM request', async ({ page }) => {
  const requestId = ifmRequestOf('C_1001');
  await signIn(page, 'operatore_ifm@demo.test', '/?cid=C_1001');
  await page.goto(`/?rifm=${requestId}`);
  await expect(page).toHaveURL(new RegExp(`/richieste-ifm/${requestId}$`));
  await expect(
    page.getByRole('heading', { level: 1, name: text('it', 'shell', 'screens.ifmRequestDetails') }),
  ).toBeVisible();
  await page.goto('/home');
  await page.goto(`/richieste-ifm/${requestId}`);
  await expect(page).toHaveURL(new RegExp(`/richieste-ifm/${requestId}$`));
  // The path supplied rifm; handling it takes it out of the session again.
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('rifm'))).toBeNull();
  await expect(
    page.getByRole('heading', { level: 1, name: text('it', 'shell', 'screens.ifmRequestDetails') }),
  ).toBeVisible();
});
