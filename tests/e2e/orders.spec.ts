// The order screens (issue 17): the list filtered by 9998 (no cancelled order, total = an admin-SDK count), the day's
// production sheet moved live by a new order, a cuoco's allowed status change and a forbidden one refused with
// nothing written, a company_manager without the edit action, a role without Ordini, the table within 1,440 px, axe and
// a screenshot.
// Mutates only the order it resets (the first status-1 order of C_1001) and the order it adds and deletes.
import { Timestamp } from 'firebase-admin/firestore';
import {
  isCancelledGroupStatus,
  NOT_CANCELLED_ORDER_STATUSES,
  orderStatusLabelKey,
  productionSheet,
  serviceDayRange,
  type OrderLineInput,
} from '@backoffice/shared';
import { expect, test, type Page } from './fixtures';
import { adminDb, eventually } from '../support/admin';
import { expectAccessible } from './axe';
import { languageOf, openInCanteen, openScreen, seed, sidebarHrefs, text, WIDE } from './support';

test.use({ viewport: WIDE });

const CANTEEN = 'C_1001';
/** How long a callable may take: its first call waits for the Functions emulator's worker (20 s seen under load). */
const CALLABLE_MS = 60_000;
const COOK = 'cuoco@demo.test';
const t = (language: string, key: string, values: Record<string, string | number> = {}) =>
  text(language, 'orders', key, values);

const plainOrders = seed.documents.filter(
  (d) => d.path.startsWith('orders/') && d.data.canteenid === CANTEEN && d.data.tag !== 'ifm',
);
/** The order the status tests reset and change: a seeded pending (1) order of the canteen. */
const target = plainOrders.find((d) => d.data.status === 1)!;
const targetId = target.path.split('/')[1]!;
/** A service day of the seed with orders at the canteen (today's table-service orders fall on it). */
const serviceDay = (plainOrders.find((d) => d.data.tag === 'posto' && d.data.status === 20)!.data.date_obj as Date)
  .toISOString()
  .slice(0, 10);

/** The day's production total from the orders as stored (admin SDK), by the shared function the sheet uses. */
async function storedProductionTotal(day: string): Promise<number> {
  const { start, end } = serviceDayRange(day);
  const orders = (
    await adminDb
      .collection('orders')
      .where('canteenid', '==', CANTEEN)
      .where('date_obj', '>=', Timestamp.fromDate(start))
      .where('date_obj', '<', Timestamp.fromDate(end))
      .get()
  ).docs
    .map((document) => document.data())
    .filter((order) => order.tag !== 'ifm');
  const sheet = productionSheet(
    orders.map((order) => ({
      tag: String(order.tag ?? ''),
      status: typeof order.status === 'number' ? order.status : 0,
      pickupPoint: '',
      slot: '',
      lines: Array.isArray(order.recipes) ? (order.recipes as OrderLineInput[]) : [],
    })),
    'tag',
    (status) => !isCancelledGroupStatus(status),
  );
  return sheet.reduce((sum, group) => sum + group.total, 0);
}

async function uiTotal(page: Page): Promise<number> {
  const total = page.getByTestId('orders-total');
  await expect(total).toBeVisible();
  return Number(await total.getAttribute('data-total'));
}

test('the dashboard counts today’s and the month’s orders as the admin SDK does, the cancelled group left out', async ({ page }) => {
  // The counters ask for the statuses outside the cancelled group as ranges (NOT_CANCELLED_STATUS_RANGES); the admin
  // count here lists them one by one. The periods are the browser's calendar day and month.
  await openInCanteen(page, COOK, CANTEEN, '/dashboard');
  const periods = await page.evaluate(() => {
    const now = new Date();
    const day = new Date(now.getFullYear(), now.getMonth(), now.getDate());
    return {
      today: [day.toISOString(), new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1).toISOString()],
      month: [new Date(now.getFullYear(), now.getMonth(), 1).toISOString(), new Date(now.getFullYear(), now.getMonth() + 1, 1).toISOString()],
    };
  });
  const adminCount = async ([from, to]: string[]) =>
    (
      await adminDb
        .collection('orders')
        .where('canteenid', '==', CANTEEN)
        .where('tag', '!=', 'ifm')
        .where('status', 'in', [...NOT_CANCELLED_ORDER_STATUSES])
        .where('date_obj', '>=', new Date(from!))
        .where('date_obj', '<', new Date(to!))
        .count()
        .get()
    ).data().count;
  const shown = async (id: string) => {
    const counter = page.getByTestId(`counter-${id}`);
    await expect(counter).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
    return Number((await page.getByTestId(`counter-${id}-value`).innerText()).replace(/\D/g, ''));
  };
  const month = await adminCount(periods.month);
  // The seed has orders this month that count, and cancelled ones that must not.
  expect(month).toBeGreaterThan(0);
  // Another spec may add an order meanwhile: the counters are read once per visit, so a visit is compared with the
  // admin counts taken around it.
  await expect
    .poll(async () => {
      await page.reload();
      const [today, monthShown] = [await shown('todaysOrders'), await shown('monthOrders')];
      return today === (await adminCount(periods.today)) && monthShown === (await adminCount(periods.month));
    }, { timeout: 90_000 })
    .toBe(true);
});

test('the list filtered by 9998 shows no cancelled order and counts what the admin SDK counts', async ({ page }, testInfo) => {
  const language = languageOf(COOK);
  await openScreen(page, COOK, CANTEEN, '/ordini?status=9998', 'orders');
  const table = page.getByRole('table');
  await expect(table.locator('[data-status]').first()).toBeVisible();
  const shown = await table.locator('[data-status]').evaluateAll((nodes) => nodes.map((n) => Number(n.getAttribute('data-status'))));
  expect(shown.length).toBeGreaterThan(0);
  expect(shown.filter((status) => status === 4 || status <= -1)).toEqual([]);
  // screens.md: at 1,440 × 900 the table fits without horizontal scroll, nor does the page scroll sideways.
  expect(page.viewportSize()).toEqual({ width: 1440, height: 900 });
  const widths = await table.evaluate((node) => ({
    table: node.scrollWidth,
    box: node.parentElement!.clientWidth,
    boxScroll: node.parentElement!.scrollWidth,
    page: document.documentElement.scrollWidth,
    viewport: document.documentElement.clientWidth,
  }));
  expect(widths.boxScroll, JSON.stringify(widths)).toBeLessThanOrEqual(widths.box);
  expect(widths.page, JSON.stringify(widths)).toBeLessThanOrEqual(widths.viewport);
  const count = async () =>
    (
      await adminDb
        .collection('orders')
        .where('canteenid', '==', CANTEEN)
        .where('tag', '!=', 'ifm')
        .where('status', 'in', [...NOT_CANCELLED_ORDER_STATUSES])
        .count()
        .get()
    ).data().count;
  await expect.poll(async () => (await uiTotal(page)) === (await count())).toBe(true);
  // The payment filter offers the canteen's configured methods (canteen_payment_methods → payment_methods codes).
  const configured = seed.documents
    .filter((d) => d.path.startsWith('canteen_payment_methods/') && d.data.canteen_id === CANTEEN)
    .map((d) => String(seed.documents.find((m) => m.path === `payment_methods/${String(d.data.payment_method_id)}`)?.data.code))
    .sort();
  expect(configured.length).toBeGreaterThan(0);
  const payment = page.getByRole('combobox', { name: t(language, 'filters.payment') });
  await expect
    .poll(async () => (await payment.locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value))).filter(Boolean).sort())
    .toEqual(configured);
  // The status select shows the applied filter, kept in the address.
  await expect(page.getByRole('combobox', { name: t(language, 'filters.status') })).toHaveValue('9998');
  await expectAccessible(page, '/ordini?status=9998');
  await page.screenshot({ path: testInfo.outputPath('orders.png'), fullPage: true });
});

test('the production sheet of a day moves live when an order arrives', async ({ page }) => {
  const language = languageOf(COOK);
  await openScreen(page, COOK, CANTEEN, `/issues/${serviceDay}`, 'ordersOfDay');
  await page.getByRole('tab', { name: t(language, 'tabs.production') }).click();
  const total = page.getByTestId('production-total').locator('[data-total]');
  // The total the stored orders give, and the sheet showing it before the new order: a total read off the screen
  // at once was once the first (partial) snapshot's, which the server's answer then moved.
  const before = await storedProductionTotal(serviceDay);
  await expect(total).toHaveAttribute('data-total', String(before));
  const added = adminDb.collection('orders').doc('ORD_E2E_PRODUCTION');
  await added.set({
    ...target.data,
    status: 1,
    history: [],
    human_id: 'E2E-PROD',
    date_obj: Timestamp.fromDate(new Date(`${serviceDay}T11:00:00Z`)),
    execution_datetime: Timestamp.fromDate(new Date(`${serviceDay}T11:30:00Z`)),
    recipes: [{ name: 'Lasagne E2E', qt: 2, euro: 5, variants: [] }],
  });
  try {
    await expect(total).toHaveAttribute('data-total', String(before + 2));
    await expect(page.getByRole('cell', { name: 'Lasagne E2E' })).toBeVisible();
    await expectAccessible(page, `/issues/${serviceDay} production sheet`);
  } finally {
    await added.delete();
  }
});

test('a cuoco changes a status along an allowed transition; a forbidden one is refused and writes nothing', async ({ page }) => {
  test.setTimeout(150_000);
  const language = languageOf(COOK);
  const ref = adminDb.doc(`orders/${targetId}`);
  await ref.update({ status: 1, history: [] });
  await openInCanteen(page, COOK, CANTEEN, `/ordini/${targetId}`);
  const humanId = String(target.data.human_id);
  await expect(page.getByRole('heading', { level: 1, name: t(language, 'detail.order', { id: humanId }) })).toBeVisible();

  const dialog = page.getByRole('dialog');
  const open = () => page.getByRole('button', { name: t(language, 'detail.status.change') }).click();
  const choose = (status: number) =>
    dialog.getByRole('combobox', { name: t(language, 'detail.status.next') }).selectOption(String(status));
  const save = () => dialog.getByRole('button', { name: text(language, 'common', 'actions.save') }).click();

  // Allowed: pending (1) → under processing (3), with a note for the customer.
  await open();
  await choose(3);
  await dialog.getByRole('textbox').fill('Al banco 2');
  await save();
  // The first call of the callable may wait for the Functions emulator to start its worker.
  const changed = await eventually(
    async () => (await ref.get()).data()!,
    (data) => data.status === 3 && Array.isArray(data.history) && data.history.length === 1,
    CALLABLE_MS,
  );
  await expect(dialog).toBeHidden();
  const label = text(language, 'catalogue', orderStatusLabelKey(3));
  await expect(page.getByRole('heading', { level: 1 }).locator('..').getByText(label).first()).toBeVisible();
  expect(changed.history[0]).toMatchObject({ status: '3', previous_status: '1', note: 'Al banco 2' });
  // The history (getOrderHistory) shows the change, and the customer's delivery records exist.
  await expect(page.getByRole('list', { name: t(language, 'detail.history') }).getByText(label)).toBeVisible();
  const deliveries = await adminDb
    .collection('deliveries')
    .where('event.order_id', '==', targetId)
    .where('event.type', '==', 'order_status_change')
    .get();
  expect(deliveries.docs.map((d) => d.get('channel')).sort()).toEqual(['in_app', 'push']);

  // Forbidden: the dialog opens on 3, meanwhile the order is withdrawn (5, final) elsewhere; saving "ready" is refused.
  await open();
  await choose(2);
  await ref.update({ status: 5 });
  await save();
  await expect(dialog.getByRole('alert')).toHaveText(t(language, 'detail.status.errors.final'), { timeout: CALLABLE_MS });
  const after = (await ref.get()).data()!;
  expect(after.status).toBe(5);
  expect(after.history).toHaveLength(1);
  await expectAccessible(page, 'order status dialog with a refusal');
});

test('a company_manager sees orders without the edit action; a role without Ordini does not see the entry', async ({ page }) => {
  const manager = 'company_manager@demo.test';
  const language = languageOf(manager);
  await openInCanteen(page, manager, CANTEEN, `/ordini/${targetId}`);
  await expect(
    page.getByRole('heading', { level: 1, name: t(language, 'detail.order', { id: String(target.data.human_id) }) }),
  ).toBeVisible();
  await expect(page.getByText(t(language, 'detail.lines'))).toBeVisible();
  await expect(page.getByRole('button', { name: t(language, 'detail.status.change') })).toHaveCount(0);
  expect(await sidebarHrefs(page)).toContain('/ordini');

  const other = await page.context().browser()!.newContext({ viewport: WIDE });
  const otherPage = await other.newPage();
  try {
    await openInCanteen(otherPage, 'operatore_ifm@demo.test', CANTEEN, '/ordini');
    await expect(otherPage).toHaveURL(/\/home$/);
    expect(await sidebarHrefs(otherPage)).not.toContain('/ordini');
  } finally {
    await other.close();
  }
});
