// /customer-care (spec §6 CustomerCare): the seeded requests of a canteen with customer care, a new request with an
// attachment (a bad input first, which writes nothing), a support reply arriving live with its e-mail, a canteen
// without customer care (no entry, the address sends home), and a conversation of XSS payloads rendered inert.
// Mutates only tickets it creates (subjects "E2E …", removed after) and the raw XSS ticket it writes.
import { expect, test, type Page } from './fixtures';
import { ACTIVE_SUPPORT_STATES, CATALOGUE_NAMESPACE, CUSTOMER_CARE_TICKETS } from '@backoffice/shared';
import { adminDb, eventually } from '../support/admin';
import { callableClient } from '../integration/support/callable';
import { ACTIVE_MARKUP, XSS_CORPUS } from '../support/xss-corpus';
import { pngImage } from '../tools/seed/file-bytes';
import { expectAccessible } from './axe';
import {
  languageOf,
  openInCanteen,
  openScreen,
  SCREEN_LOAD_MS,
  seed,
  seededDoc,
  smtpInbox,
  text,
  WIDE,
} from './support';

test.use({ viewport: WIDE });

const MANAGER = 'site_manager@demo.test';
const ADMIN = 'admin@demo.test';
const CANTEEN = 'C_1001';
const language = languageOf(MANAGER);
const t = (key: string, values: Record<string, string | number> = {}) =>
  text(language, 'customerCare', key, values);
const common = (key: string, values: Record<string, string | number> = {}) =>
  text(language, 'common', key, values);
const kit = (key: string) => text(language, 'kit', key);
const stateName = (lang: string, state: string) =>
  text(lang, CATALOGUE_NAMESPACE, `statuses.supportTicket.${state}`);
const XSS_TICKET = 'CC_E2E_XSS';

const active = seed.documents.filter(
  (d) =>
    /^customer_care_tickets\/[^/]+$/.test(d.path) &&
    d.data.canteen_id === CANTEEN &&
    (ACTIVE_SUPPORT_STATES as readonly unknown[]).includes(d.data.state),
);
const rows = (page: Page) => page.locator('tbody tr');

test.afterAll(async () => {
  const mine = await adminDb.collection(CUSTOMER_CARE_TICKETS).where('canteen_id', '==', CANTEEN).get();
  for (const doc of mine.docs.filter(
    (d) => String(d.get('subject')).startsWith('E2E') || d.id === XSS_TICKET,
  )) {
    await adminDb.recursiveDelete(doc.ref);
  }
});

test('a site manager sees the open requests, opens one with an attachment, and a support reply arrives live with its e-mail', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  expect(active.length).toBeGreaterThan(0);
  await openScreen(page, MANAGER, CANTEEN, '/customer-care', 'customerCare');
  await expect(rows(page)).toHaveCount(Math.min(active.length, 20));
  // Each by its subject and its own address: the seed repeats subjects (two open "Stampante delle comande non stampa"
  // on the first page, on the run day of 2026-11-28).
  for (const ticket of active.slice(0, 3))
    await expect(
      page
        .getByRole('link', { name: String(ticket.data.subject), exact: true })
        .and(page.locator(`[href="/customer-care/details/${ticket.path.split('/')[1]}"]`)),
    ).toBeVisible();
  await expect(
    page.getByText(common('list.range', { from: 1, to: Math.min(active.length, 20), total: active.length }), {
      exact: true,
    }),
  ).toBeVisible();
  await expectAccessible(page, 'customer care list');
  await page.screenshot({ path: testInfo.outputPath('customer-care.png'), fullPage: true });
  await testInfo.attach('customer-care', {
    path: testInfo.outputPath('customer-care.png'),
    contentType: 'image/png',
  });

  // A new request: sending it empty says what is missing and writes nothing.
  await page.getByRole('link', { name: t('actions.new'), exact: true }).click();
  const count = async () =>
    (await adminDb.collection(CUSTOMER_CARE_TICKETS).where('canteen_id', '==', CANTEEN).count().get()).data()
      .count;
  const before = await count();
  await page.getByRole('button', { name: t('actions.send'), exact: true }).click();
  await expect(page.getByText(kit('validation.required')).first()).toBeVisible();
  expect(await count()).toBe(before);

  const subject = `E2E Stampante comande ${Date.now().toString(36)}`;
  await page.getByLabel(t('fields.subject')).fill(subject);
  await page.getByLabel(t('fields.category')).selectOption('devices');
  await page
    .getByRole('textbox', { name: t('fields.body'), exact: true })
    .fill('La stampante della cucina non stampa le comande da stamattina.');
  await page
    .locator('input[type="file"]')
    .setInputFiles({
      name: 'stampante.png',
      mimeType: 'image/png',
      buffer: pngImage(320, 200, '#0b5394', '#f1c232'),
    });
  await expect(
    page.getByRole('button', { name: t('attachments.removeOf', { name: 'stampante.png' }) }),
  ).toBeVisible({ timeout: 20_000 });
  await expectAccessible(page, 'new customer-care request');
  await page.getByRole('button', { name: t('actions.send'), exact: true }).click();
  await expect(page).toHaveURL(/\/customer-care\/details\/CC_/, { timeout: 20_000 });
  await expect(page.getByTestId('ticket-subject')).toHaveText(subject);
  const log = page.getByRole('log', { name: t('detail.conversation') });
  await expect(log.getByText('La stampante della cucina non stampa le comande da stamattina.')).toBeVisible();
  await expect(log.getByRole('button', { name: 'stampante.png' })).toBeVisible();
  const ticketId = page.url().split('/').pop()!;
  const stored = (await adminDb.doc(`${CUSTOMER_CARE_TICKETS}/${ticketId}`).get()).data()!;
  expect(stored).toMatchObject({
    canteen_id: CANTEEN,
    created_by: 'demo-site_manager',
    state: 'open',
    category: 'devices',
  });
  await expectAccessible(page, 'customer-care request');

  // Support answers from elsewhere: the reply and the new state appear without a reload, and the requester is e-mailed.
  const inbox = await smtpInbox();
  const support = await callableClient('customerCare', ADMIN);
  try {
    await support.call({
      action: 'reply',
      ticketId,
      messageId: `e2e-${Date.now()}`,
      htmlBody: '<p>Riavviate la stampante, per favore.</p>',
      attachments: [],
    });
    await expect(log.getByText('Riavviate la stampante, per favore.')).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('[data-state="waiting"]')).toContainText(stateName(language, 'waiting'));
    const managerEmail = String(
      (seededDoc('users/demo-site_manager').profile as { email: string }).email,
    ).toLowerCase();
    const mail = await eventually(
      async () =>
        (await inbox.mails()).filter(
          (m) => m.subject.includes(subject) && m.to.some((to) => to.address.toLowerCase() === managerEmail),
        ),
      (found) => found.length > 0,
      30_000,
    );
    expect(mail[0]!.text).toContain('Riavviate la stampante, per favore.');
  } finally {
    await support.close();
    await inbox.close();
  }

  // Back in the list, the request is there, with its new state.
  await page.getByRole('link', { name: t('actions.back') }).click();
  await expect(page.getByRole('link', { name: subject, exact: true })).toBeVisible();
});

test('a canteen without customer care: no help-desk link, and the address sends home', async ({ page }) => {
  expect(seededDoc('canteens/C_1002').customer_care).toEqual({ active: false });
  await openInCanteen(page, MANAGER, 'C_1002', '/customer-care');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.locator('header a[href="/customer-care"]')).toHaveCount(0);
});

test(`${XSS_CORPUS.length} XSS payloads stored raw in a conversation render inert`, async ({ page }) => {
  // Written past the server's sanitiser on purpose (as an import or another client might): the display must hold.
  const at = new Date();
  await adminDb.doc(`${CUSTOMER_CARE_TICKETS}/${XSS_TICKET}`).set({
    canteen_id: CANTEEN,
    country: 'it',
    subject: 'E2E XSS corpus',
    category: 'other',
    tags: ['other'],
    grade: 5,
    state: 'open',
    state_history: [{ state: 'open', at, by: 'demo-site_manager' }],
    created_at: at,
    created_by: 'demo-site_manager',
    created_by_name: 'Francesca Galli',
    last_activity_at: at,
    last_message_from: 'requester',
    message_count: XSS_CORPUS.length,
  });
  const batch = adminDb.batch();
  XSS_CORPUS.forEach((payload, index) =>
    batch.set(
      adminDb.doc(`${CUSTOMER_CARE_TICKETS}/${XSS_TICKET}/messages/M${String(index).padStart(2, '0')}`),
      {
        canteen_id: CANTEEN,
        created_at: new Date(at.getTime() + index * 1000),
        html_body: `<p>payload ${index + 1}</p>${payload}`,
        from: 'requester',
        author_name: 'Francesca Galli',
        attachments: [],
      },
    ),
  );
  await batch.commit();
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await openInCanteen(page, MANAGER, CANTEEN, `/customer-care/details/${XSS_TICKET}`);
  const log = page.getByRole('log', { name: t('detail.conversation') });
  await expect(log.getByRole('listitem').filter({ hasText: /payload \d+/ })).toHaveCount(XSS_CORPUS.length, {
    timeout: SCREEN_LOAD_MS,
  });
  // Hover and focus what a payload could hang on, then look: nothing ran, nothing active is in the page.
  await log.hover();
  await page.keyboard.press('Tab');
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss ?? null)).toBeNull();
  expect(dialogs).toEqual([]);
  expect(await log.innerHTML()).not.toMatch(ACTIVE_MARKUP);
});
