// The services admin and the canteen set-up screens (issue 16): the delivery slots of a canteen and their 14-day
// preview (shared slotCalendar), a payment method named in two languages and added to a canteen, and /services,
// which only an admin reaches; a pickup point and a home button added, edited and deleted in their editors; the
// dashboard's pickup points, delivery slots and payment methods areas against the database. Safe beside other spec
// files: it mutates only C_9001's `slots`, `pickup_points` and `home_buttons` (put back after; no other spec reads or
// writes them) and payment methods it creates (code E2E_…, removed after with their canteen entries); it asserts no
// total over data other specs write.
import { expect, test, type Page } from './fixtures';
import { canteenTimeZone, formatNumberIt, slotCalendar, slotNowIn, slotsFromStored, type SlotSettings } from '@backoffice/shared';
import { adminDb, eventually } from '../support/admin';
import { expectAccessible } from './axe';
import { languageOf, openInCanteen, seededDoc, sidebarHrefs, text, WIDE } from './support';

test.use({ viewport: WIDE });

const ADMIN = 'admin@demo.test';
const CANTEEN = 'C_9001';
const language = languageOf(ADMIN);
const t = (key: string, values: Record<string, string | number> = {}) => text(language, 'servicesAdmin', key, values);
const common = (key: string, values: Record<string, string | number> = {}) => text(language, 'common', key, values);
const seededSlots = seededDoc(`canteens/${CANTEEN}`).slots as SlotSettings;
const seededPickups = seededDoc(`canteens/${CANTEEN}`).pickup_points as { id: string; name: string }[];
const seededButtons = seededDoc(`canteens/${CANTEEN}`).home_buttons as { id: string; label: Record<string, string> }[];
const CODE = `E2E_${Date.now().toString(36).toUpperCase()}`;

test.afterAll(async () => {
  await adminDb
    .doc(`canteens/${CANTEEN}`)
    .update({ slots: seededSlots, pickup_points: seededPickups, home_buttons: seededButtons });
  const methods = await adminDb.collection('payment_methods').where('code', '==', CODE).get();
  for (const method of methods.docs) {
    const uses = await adminDb.collection('canteen_payment_methods').where('payment_method_id', '==', method.id).get();
    await Promise.all(uses.docs.map((use) => use.ref.delete()));
    await method.ref.delete();
  }
});

/** Today and now on the canteen's clock (its country's zone), as the screen computes them — not this machine's. */
function now(): { date: string; time: string } {
  return slotNowIn(canteenTimeZone(seededDoc(`canteens/${CANTEEN}`).endpoint_prefix));
}

const weekday = (day: number) => new Intl.DateTimeFormat(language, { weekday: 'long' }).format(new Date(2026, 10, 29 + day));
const dayCell = (page: Page, date: string) => page.getByTestId(`slot-day-${date}`);

test('editing the delivery slots changes the 14-day preview, and the saved slots are what the form shows', async ({ page }, testInfo) => {
  await openInCanteen(page, ADMIN, CANTEEN, `/slot/${CANTEEN}/default`);
  await expect(page.getByRole('heading', { level: 1, name: t('slots.title') })).toBeVisible({ timeout: 20_000 });
  // The next full week (Monday to Sunday) lies inside the 14 days whatever today is.
  const days = slotCalendar(seededSlots, now());
  const monday = days.findIndex((day, index) => index > 0 && day.weekday === 1);
  const wednesday = days[monday + 2]!;
  const thursday = days[monday + 3]!;
  await expect(dayCell(page, wednesday.date)).toHaveAttribute('data-status', wednesday.status);
  await expect(dayCell(page, thursday.date)).toHaveAttribute('data-status', thursday.status);
  expect(wednesday.limit).toBe(seededSlots.daily_limits[3]);
  await expectAccessible(page, 'delivery slots');
  await page.screenshot({ path: testInfo.outputPath('slots.png'), fullPage: true });
  await testInfo.attach('slots', { path: testInfo.outputPath('slots.png'), contentType: 'image/png' });

  // No orders on Wednesdays, and only two service days a week: Thursday is then past the week's limit.
  await page.getByRole('spinbutton', { name: weekday(3) }).fill('0');
  await expect(dayCell(page, wednesday.date)).toHaveAttribute('data-status', 'noCapacity');
  await page.getByRole('spinbutton', { name: t('slots.fields.weekLimit') }).fill('2');
  await expect(dayCell(page, thursday.date)).toHaveAttribute('data-status', 'weekLimit');
  const edited = { ...seededSlots, weekLimit: 2, daily_limits: seededSlots.daily_limits.map((limit, day) => (day === 3 ? 0 : limit)) };
  const expected = slotCalendar(edited, now());
  await expect(page.getByTestId('slot-summary')).toHaveText(
    t('slots.preview.summary', {
      days: expected.filter((day) => day.status === 'open').length,
      orders: new Intl.NumberFormat(language).format(expected.filter((day) => day.status === 'open').reduce((sum, day) => sum + day.limit, 0)),
    }),
  );

  // Bad input: the maximum days ahead below the minimum is refused under its field and writes nothing.
  await page.getByRole('spinbutton', { name: t('slots.fields.minDays') }).fill('5');
  await page.getByRole('spinbutton', { name: t('slots.fields.maxDays') }).fill('3');
  await page.getByRole('button', { name: common('actions.save'), exact: true }).click();
  await expect(page.getByText(t('validation.offsetOrder'))).toBeVisible();
  await expect(page.getByText(t('slots.preview.invalid'))).toBeVisible();
  expect((await adminDb.doc(`canteens/${CANTEEN}`).get()).data()?.slots).toEqual(seededSlots);

  await page.getByRole('spinbutton', { name: t('slots.fields.minDays') }).fill(String(seededSlots.offsets.min_days));
  await page.getByRole('spinbutton', { name: t('slots.fields.maxDays') }).fill(String(seededSlots.offsets.max_days));
  await page.getByRole('button', { name: common('actions.save'), exact: true }).click();
  await expect(page.getByText(t('slots.saved'))).toBeVisible();
  const saved = await eventually(
    () => adminDb.doc(`canteens/${CANTEEN}`).get(),
    (snapshot) => snapshot.data()?.slots?.weekLimit === 2,
  );
  expect(saved.data()?.slots).toEqual(edited);
  expect(saved.data()?.updated_by).toBe('demo-admin');
});

test('a payment method named in two languages, then offered by a canteen on a FOOD_24 device', async ({ page }) => {
  await openInCanteen(page, ADMIN, CANTEEN, '/payment_method/new');
  await expect(page.getByRole('heading', { level: 1, name: t('methods.newTitle') })).toBeVisible({ timeout: 20_000 });
  const tab = (code: string) => page.getByRole('tab', { name: new RegExp(`^${common(`languages.${code}`)}`) });
  // Bad input first: no name in any language and a code with a dash.
  await page.getByRole('textbox', { name: t('methods.fields.code') }).fill('E2E-BAD');
  await page.getByRole('button', { name: common('actions.save'), exact: true }).click();
  await expect(page.getByText(t('validation.code'))).toBeVisible();
  // Both of the schema's issues show: the code's and, on the English tab, "a name in at least one language" with the
  // tab's error mark (Save no longer loses the click to the layout the code's blur check moves: form kit).
  await expect(page.getByText(t('validation.nameRequired'))).toBeVisible();
  await expect(tab('en')).toHaveAccessibleName(new RegExp(text(language, 'kit', 'translations.hasErrors')));
  expect((await adminDb.collection('payment_methods').where('code', '==', 'E2E-BAD').get()).size).toBe(0);

  await tab('en').click();
  await page.getByRole('textbox', { name: t('methods.fields.name') }).fill('E2E Canteen card');
  await tab('it').click();
  await page.getByRole('textbox', { name: t('methods.fields.name') }).fill('E2E Tessera mensa');
  await page.getByRole('textbox', { name: t('methods.fields.code') }).fill(CODE.toLowerCase());
  await page.getByRole('button', { name: common('actions.save'), exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/payment_method/PM_${CODE}$`));
  const method = await eventually(
    () => adminDb.doc(`payment_methods/PM_${CODE}`).get(),
    (snapshot) => snapshot.exists,
  );
  expect(method.data()).toMatchObject({ code: CODE, name: { en: 'E2E Canteen card', it: 'E2E Tessera mensa' } });
  await expect(page.getByRole('link', { name: 'E2E Tessera mensa' })).toBeVisible();

  await page.goto(`/payment_method/${CANTEEN}/new`);
  await expect(page.getByRole('heading', { level: 1, name: t('canteenMethods.newTitle') })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('combobox', { name: t('canteenMethods.fields.method') }).selectOption(`PM_${CODE}`);
  await page.getByRole('combobox', { name: t('canteenMethods.fields.kind') }).selectOption('FOOD_24');
  await page.getByRole('button', { name: common('actions.save'), exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/payment_method/${CANTEEN}/CPM_${CANTEEN}_${CODE}$`));
  await expect(page.getByTestId('canteen-methods')).toContainText('E2E Tessera mensa');
  const entry = await eventually(
    () => adminDb.doc(`canteen_payment_methods/CPM_${CANTEEN}_${CODE}`).get(),
    (snapshot) => snapshot.exists,
  );
  expect(entry.data()).toMatchObject({ canteen_id: CANTEEN, payment_method_id: `PM_${CODE}`, kind: 'FOOD_24' });
  await expectAccessible(page, 'canteen payment method');
});

test('the services of every canteen, filtered by type in the URL; a site manager has no entry and is sent home', async ({ page, browser }) => {
  await openInCanteen(page, ADMIN, CANTEEN, '/services?type=menu');
  await expect(page.getByRole('heading', { level: 1, name: text(language, 'shell', 'screens.services') })).toBeVisible({ timeout: 20_000 });
  const rows = page.locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  // Every row is a menu service (paid in points), whichever canteen it belongs to.
  for (const other of ['takeaway', 'lunchbox', 'shop', 'coffeebreak', 'ifm'])
    await expect(rows.filter({ hasText: t(`types.${other}`) })).toHaveCount(0);
  const menuName = (seededDoc(`services/MENU_${CANTEEN}`).name as Record<string, string>)[language]!;
  await expect(page.getByRole('link', { name: menuName }).first()).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(t('services.fields.type'))).toHaveValue('menu');
  await expectAccessible(page, 'services');

  const other = await browser.newPage();
  await openInCanteen(other, 'site_manager@demo.test', 'C_1001', '/services');
  await expect(other).toHaveURL(/\/home$/);
  expect(await sidebarHrefs(other)).not.toContain('/services');
  await other.close();
});

test('a pickup point added with its names and address, edited and deleted; an unnamed one is refused', async ({ page }) => {
  const canteen = adminDb.doc(`canteens/${CANTEEN}`);
  const points = async () => ((await canteen.get()).get('pickup_points') ?? []) as Record<string, unknown>[];
  await openInCanteen(page, ADMIN, CANTEEN, `/pickup/${CANTEEN}/new`);
  await expect(page.getByRole('heading', { level: 1, name: t('pickups.newTitle') })).toBeVisible({ timeout: 20_000 });
  // The seeded point is listed beside the form.
  await expect(page.getByRole('link', { name: seededPickups[0]!.name, exact: true })).toBeVisible();
  const tab = (code: string) => page.getByRole('tab', { name: new RegExp(`^${common(`languages.${code}`)}`) });
  await page.getByRole('textbox', { name: t('pickups.fields.placeName') }).fill('E2E Edificio B');
  await page.getByRole('button', { name: common('actions.save'), exact: true }).click();
  await expect(page.getByText(t('validation.nameRequired'))).toBeVisible();
  expect(await points()).toHaveLength(seededPickups.length);

  await tab('it').click();
  await page.getByRole('textbox', { name: t('pickups.fields.name') }).fill('E2E Ritiro atrio');
  await tab('en').click();
  await page.getByRole('textbox', { name: t('pickups.fields.name') }).fill('E2E Lobby pickup');
  await page.getByRole('combobox', { name: t('pickups.fields.address') }).fill('Via Torino');
  await page
    .getByRole('list', { name: t('pickups.suggestions') })
    .getByRole('button', { name: /^Via Torino 45, 20123 Milano/ })
    .click();
  await page.getByRole('button', { name: common('actions.save'), exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/pickup/${CANTEEN}/PP_2$`));
  const saved = await eventually(points, (list) => list.length === seededPickups.length + 1);
  expect(saved.find((point) => point.id === 'PP_2')).toMatchObject({
    id: 'PP_2',
    name: 'E2E Ritiro atrio',
    names: { it: 'E2E Ritiro atrio', en: 'E2E Lobby pickup' },
    place_name: 'E2E Edificio B',
    address: { label: 'Via Torino 45, 20123 Milano MI, Italia', lat: 45.4612, lng: 9.1831, country: 'it' },
    pos: seededPickups.length + 1,
  });
  await expectAccessible(page, 'a pickup point');

  await page.getByRole('textbox', { name: t('pickups.fields.placeName') }).fill('E2E Edificio C');
  await page.getByRole('button', { name: common('actions.save'), exact: true }).click();
  await eventually(points, (list) => list.some((point) => point.place_name === 'E2E Edificio C'));

  await page.getByRole('button', { name: t('common.delete'), exact: true }).click();
  const confirm = page.getByRole('dialog', { name: t('pickups.delete.title') });
  await expect(confirm).toContainText('E2E Ritiro atrio');
  await confirm.getByRole('button', { name: common('actions.confirm') }).click();
  await expect(page).toHaveURL(new RegExp(`/pickup/${CANTEEN}/new$`));
  const after = await eventually(points, (list) => list.length === seededPickups.length);
  expect(after.map((point) => point.id)).toEqual(seededPickups.map((point) => point.id));
});

test('a home button added for a service, hidden, and deleted; the seeded ones listed', async ({ page }) => {
  const canteen = adminDb.doc(`canteens/${CANTEEN}`);
  const buttons = async () => ((await canteen.get()).get('home_buttons') ?? []) as Record<string, unknown>[];
  const nextId = `HB_${seededButtons.length + 1}`;
  await openInCanteen(page, ADMIN, CANTEEN, `/home-button/${CANTEEN}/new`);
  await expect(page.getByRole('heading', { level: 1, name: t('homeButtons.newTitle') })).toBeVisible({ timeout: 20_000 });
  for (const button of seededButtons)
    await expect(page.getByRole('link', { name: button.label[language] ?? button.label.en!, exact: true })).toBeVisible();
  const tab = (code: string) => page.getByRole('tab', { name: new RegExp(`^${common(`languages.${code}`)}`) });
  await tab('it').click();
  await page.getByRole('textbox', { name: t('homeButtons.fields.label') }).fill('E2E Bar');
  await page.getByLabel(t('homeButtons.fields.service')).selectOption('coffeebreak');
  await page.getByRole('button', { name: common('actions.save'), exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/home-button/${CANTEEN}/${nextId}$`));
  const saved = await eventually(buttons, (list) => list.length === seededButtons.length + 1);
  expect(saved.find((button) => button.id === nextId)).toMatchObject({
    label: { it: 'E2E Bar' },
    service: 'coffeebreak',
    active: true,
  });
  await expectAccessible(page, 'a home button');

  await page.getByRole('switch', { name: t('homeButtons.fields.active') }).click();
  await page.getByRole('button', { name: common('actions.save'), exact: true }).click();
  await eventually(buttons, (list) => list.some((button) => button.id === nextId && button.active === false));

  await page.getByRole('button', { name: t('common.delete'), exact: true }).click();
  await page
    .getByRole('dialog', { name: t('homeButtons.delete.title') })
    .getByRole('button', { name: common('actions.confirm') })
    .click();
  const after = await eventually(buttons, (list) => list.length === seededButtons.length);
  expect(after.map((button) => button.id)).toEqual(seededButtons.map((button) => button.id));
});

test('the dashboard areas: pickup points, delivery slots and payment methods of the canteen as the database has them', async ({ page }) => {
  const canteen = (await adminDb.doc(`canteens/${CANTEEN}`).get()).data()!;
  const pickups = (canteen.pickup_points ?? []) as { id: string; name: string }[];
  const methods = await adminDb.collection('canteen_payment_methods').where('canteen_id', '==', CANTEEN).get();
  await openInCanteen(page, ADMIN, CANTEEN, '/dashboard');

  const pickupArea = page.getByTestId('area-pickup-points');
  await expect(pickupArea.getByTestId('figure-pickup-points')).toHaveText(String(pickups.length), { timeout: 20_000 });
  for (const point of pickups)
    await expect(pickupArea.getByRole('link', { name: point.name, exact: true })).toHaveAttribute('href', `/pickup/${CANTEEN}/${point.id}`);

  // The 14 days on the canteen's clock, from the slots the database holds now.
  const days = slotCalendar(slotsFromStored(canteen.slots), now());
  const open = days.filter((day) => day.status === 'open');
  const slotsArea = page.getByTestId('area-delivery-slots');
  await expect(slotsArea.getByTestId('figure-slot-open-days')).toHaveText(String(open.length));
  const orders = open.reduce((sum, day) => sum + day.limit, 0);
  await expect(slotsArea.getByTestId('figure-slot-orders')).toHaveText(formatNumberIt(orders, 0));

  const methodsArea = page.getByTestId('area-payment-methods');
  await expect(methodsArea.getByTestId('figure-payment-methods')).toHaveText(String(methods.size));
  for (const entry of methods.docs) {
    const method = (await adminDb.doc(`payment_methods/${entry.get('payment_method_id')}`).get()).data()!;
    const names = method.name as Record<string, string>;
    const name = names[language] ?? names.en ?? String(method.code);
    await expect(methodsArea.getByRole('link', { name, exact: true })).toHaveAttribute('href', `/payment_method/${CANTEEN}/${entry.id}`);
  }
  await expectAccessible(page, 'the dashboard set-up areas');
});
