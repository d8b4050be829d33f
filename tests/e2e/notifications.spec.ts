// The notification screens (issue 18, spec §6 admin only): the composer's five-occurrence preview of a WEEKLY schedule
// (nextOccurrence applied five times) and its audience size per channel, a bad input that writes nothing, a NOW
// notification to a seeded staff audience whose delivery counts reach their terminal states live with the e-mails in
// the local inbox, the management list's pause / resume / cancel, and a site manager without any notification entry.
import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import { Timestamp } from 'firebase-admin/firestore';
import { instantToZonedLocal, nextOccurrence, notificationTextFor, resolveRole, type NotificationCounts, type NotificationTexts, type Schedule } from '@backoffice/shared';
import { expect, test, type Page } from './fixtures';
import { adminDb, eventually } from '../support/admin';
import { expectAccessible } from './axe';
import { languageOf, openInCanteen, openScreen, seed, sidebarHrefs, smtpInbox, text, WIDE } from './support';

test.use({ viewport: WIDE });

const ADMIN = 'admin@demo.test';
const CANTEEN = 'C_1001';
const language = languageOf(ADMIN);
const t = (key: string, values: Record<string, string | number> = {}) => text(language, 'notifications', key, values);
const common = (key: string) => text(language, 'common', key);
const shellRole = (role: string) => text(language, 'shell', `roles.${role}`);
const ROLES = ['site_manager', 'cuoco'] as const;

/** The seeded staff of the canteen with those roles: the audience the NOW notification goes to. */
const staffAudience = seed.documents.filter((document) => {
  if (!document.path.startsWith('users/')) return false;
  const data = document.data as { bo_canteens?: string[] };
  return (data.bo_canteens ?? []).includes(CANTEEN) && (ROLES as readonly string[]).includes(resolveRole(document.data));
});
const emails = staffAudience.map((document) => String((document.data.profile as { email: string }).email).toLowerCase());

const notificationCount = async () => (await adminDb.collection('notifications').count().get()).data().count;

async function fillTexts(page: Page, title: string, body: string): Promise<void> {
  await page.getByRole('tab', { name: new RegExp(`^${common('languages.it')}`) }).click();
  await page.getByLabel(t('fields.title')).fill(title);
  await page.getByLabel(t('fields.body')).fill(body);
}

test.afterAll(async () => {
  const mine = await adminDb.collection('notifications').where('created_by', '==', 'demo-admin').get();
  await Promise.all(mine.docs.filter((doc) => String(doc.data().texts?.it?.title ?? '').startsWith('E2E')).map((doc) => doc.ref.update({ state: 'cancelled', due_at: null })));
});

/** How long the server's count of an audience may take (notificationAudienceSize; 15 s was missed on a loaded machine). */
const AUDIENCE_MS = 60_000;

test('a WEEKLY notification: five previewed instants equal nextOccurrence applied five times; pause, resume, cancel live', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await openScreen(page, ADMIN, CANTEEN, '/send-notification', 'sendNotification');
  const before = await notificationCount();
  // Bad input: nothing written, the reason under the texts.
  await page.getByRole('button', { name: t('composer.send') }).click();
  await expect(page.getByText(t('errors.noText')).first()).toBeVisible();
  expect(await notificationCount()).toBe(before);

  await fillTexts(page, 'E2E Menù della settimana', 'Il menù della prossima settimana è online.');
  await page.getByLabel(t('fields.scheduleType')).selectOption('WEEKLY');
  await page.getByLabel(t('fields.weekday')).selectOption('3');
  // The required mark follows the label; 'Fuso orario' contains the Italian 'Ora': match from the start.
  await page.getByLabel(new RegExp(`^${t('fields.time')}`)).fill('07:30');
  await page.getByLabel(t('fields.timeZone')).selectOption('Europe/Rome');
  const schedule: Schedule = { type: 'WEEKLY', weekday: 3, time: '07:30', timeZone: 'Europe/Rome' };
  const expected: string[] = [];
  for (let after = new Date(), index = 0; index < 5; index += 1) {
    after = nextOccurrence(schedule, after)!;
    expected.push(after.toISOString());
  }
  const preview = page.getByRole('list', { name: t('preview.list') }).getByRole('listitem');
  await expect(preview).toHaveCount(5);
  expect(await preview.evaluateAll((items) => items.map((item) => item.getAttribute('data-instant')))).toEqual(expected);
  // The audience size per channel: the canteen's customers, counted by the server (the callable's first call of the
  // run when this test comes first: its worker starts then, 15 s and more with two spec files in flight).
  await expect(page.getByTestId('reach-recipients')).not.toBeEmpty({ timeout: AUDIENCE_MS });
  await expectAccessible(page, 'composer');
  await page.screenshot({ path: testInfo.outputPath('composer.png'), fullPage: true });

  await page.getByRole('button', { name: t('composer.send') }).click();
  // The callable's cold start and the details chunk: the server's answer, not a fixed wait.
  await expect(page).toHaveURL(/\/notification-programmed-details\/[\w-]+$/, { timeout: 20_000 });
  const id = page.url().split('/').at(-1)!;
  const stored = (await adminDb.doc(`notifications/${id}`).get()).data()!;
  expect(stored).toMatchObject({ state: 'scheduled', audience: { type: 'customers', canteen_id: CANTEEN }, channels: ['in_app'] });
  expect((stored.next_occurrence as Timestamp).toDate().toISOString()).toBe(expected[0]);
  expect(instantToZonedLocal((stored.next_occurrence as Timestamp).toDate(), 'Europe/Rome')).toMatch(/T07:30$/);

  await page.goto('/email');
  const row = page.getByRole('row').filter({ hasText: 'E2E Menù della settimana' });
  await expect(row).toContainText(t('states.scheduled'));
  await row.getByRole('button', { name: t('actions.label.pause', { name: 'E2E Menù della settimana' }) }).click();
  await expect(row).toContainText(t('states.paused'));
  await row.getByRole('button', { name: t('actions.label.resume', { name: 'E2E Menù della settimana' }) }).click();
  await expect(row).toContainText(t('states.scheduled'));
  await row.getByRole('button', { name: t('actions.label.cancel', { name: 'E2E Menù della settimana' }) }).click();
  await page.getByRole('dialog', { name: t('actions.cancelTitle') }).getByRole('button', { name: common('actions.confirm') }).click();
  await expect(row).toContainText(t('states.cancelled'));
  await expectAccessible(page, 'notification management');
});

test('a NOW notification to staff roles: counts reach their terminal states live, the e-mails arrive', async ({ page }) => {
  test.setTimeout(120_000);
  expect(staffAudience.length).toBeGreaterThan(0);
  const inbox = await smtpInbox();
  try {
    await openScreen(page, ADMIN, CANTEEN, '/send-notification', 'sendNotification');
    const title = `E2E Riunione staff ${Date.now()}`;
    await fillTexts(page, title, 'Riunione alle 15 in sala mensa.');
    await page.getByLabel(t('channels.email')).check();
    await page.getByLabel(t('channels.in_app')).check();
    await page.getByLabel(t('audience.staff')).check();
    for (const role of ROLES) await page.getByLabel(shellRole(role), { exact: true }).check();
    // The server counts the audience again after each change (SWR key per audience): up to AUDIENCE_MS under load.
    await expect(page.getByTestId('reach-recipients')).toHaveText(String(staffAudience.length), { timeout: AUDIENCE_MS });
    await expect(page.getByTestId('reach-email')).toHaveText(String(emails.length));
    await page.getByRole('button', { name: t('composer.send') }).click();
    await expect(page).toHaveURL(/\/notification-programmed-details\/[\w-]+$/, { timeout: 20_000 });

    // Live on the details page: every delivery sent (one e-mail and one in-app per recipient), none pending.
    const counts = page.getByTestId('delivery-counts').first();
    await expect(counts).toContainText(t('counts.sent', { value: staffAudience.length * 2 }), { timeout: 60_000 });
    await expect(counts).not.toContainText(t('counts.pending', { value: '' }).trim());
    await expect(page.getByRole('cell', { name: emails[0]!, exact: true })).toBeVisible();
    // The export holds exactly the delivery records of the notification: one per recipient and channel.
    await page.locator('select[name="exportFormat"]').selectOption('csv_international');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: text(language, 'export', 'start') }).click()]);
    const rows = Papa.parse<string[]>(readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '').trim(), { delimiter: ',' }).data;
    expect(rows.length - 1).toBe(staffAudience.length * 2);
    const recipientColumn = rows[0]!.indexOf(t('deliveries.recipient'));
    expect(rows.slice(1).map((row) => row[recipientColumn]!.toLowerCase()).filter((value) => value.includes('@')).sort()).toEqual([...emails].sort());
    const mails = await eventually(
      async () => (await inbox.mails()).filter((mail) => mail.subject.includes(title)),
      (found) => found.length === emails.length,
      30_000,
    );
    expect(mails.flatMap((mail) => mail.to.map((to) => to.address.toLowerCase())).sort()).toEqual([...emails].sort());
  } finally {
    await inbox.close();
  }
});

/** A seeded document's data by path (the seed the session started from). */
const seeded = (path: string) => seed.documents.find((document) => document.path === path)!.data;
const titleOf = (path: string) => notificationTextFor(seeded(path).texts as NotificationTexts, language).title;

test('the seeded notifications: every state listed; a sent one’s counts; the failed e-mail found across notifications and retried into the inbox', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const failed = seed.documents.find((document) => document.path.startsWith('deliveries/') && document.data.status === 'failed')!;
  const failedTo = String(failed.data.recipient);
  const inbox = await smtpInbox();
  try {
    await openScreen(page, ADMIN, CANTEEN, '/email', 'email');
    for (const [id, state] of [['NTF_1001_NOW', 'done'], ['NTF_1001_WEEKLY', 'scheduled'], ['NTF_1001_MONTHLY', 'paused'], ['NTF_501_SURVEY', 'cancelled']] as const)
      await expect(page.getByRole('row').filter({ hasText: titleOf(`notifications/${id}`) })).toContainText(t(`states.${state}`));

    // The sent one: its counts as the fan-out recorded them, one e-mail failed for good.
    const counts = seeded('notifications/NTF_1001_NOW').last_counts as NotificationCounts;
    await page.goto('/notification-programmed-details/NTF_1001_NOW');
    const shown = page.getByTestId('delivery-counts').first();
    await expect(shown).toContainText(t('counts.sent', { value: counts.sent }));
    await expect(shown).toContainText(t('counts.failed', { value: 1 }));

    // Across notifications, the failed ones only (kept in the URL): the e-mail with its error, retried.
    await page.goto('/email/details?status=failed');
    const row = page.getByRole('row').filter({ hasText: failedTo });
    await expect(row).toContainText(String(failed.data.error).slice(0, 30));
    await expect(page.locator('tbody tr')).toHaveCount(1);
    await expectAccessible(page, 'deliveries across notifications');
    await page.screenshot({ path: testInfo.outputPath('deliveries.png'), fullPage: true });
    await page.getByRole('button', { name: t('deliveries.retry', { count: 1 }) }).click();
    // Live: sent now, so the failed filter empties; the e-mail reaches the local inbox.
    await expect(row).toBeHidden({ timeout: 30_000 });
    const stored = await eventually(() => adminDb.doc(failed.path).get(), (snapshot) => snapshot.get('status') === 'sent', 30_000);
    expect(stored.get('attempts')).toBeGreaterThan(Number(failed.data.attempts));
    const mails = await eventually(
      async () => (await inbox.mails()).filter((mail) => mail.to.some((to) => to.address.toLowerCase() === failedTo.toLowerCase())),
      (found) => found.length === 1,
      30_000,
    );
    expect(mails[0]!.subject).toBe(failed.data.subject);
  } finally {
    await adminDb.doc(failed.path).set(failed.data);
    await inbox.close();
  }
});

test('an unsent notification edited at /send-notification/{id}: its chosen customers by name, one more found; a sent one is not editable', async ({ page }) => {
  test.setTimeout(90_000);
  const path = 'notifications/NTF_1001_TASTING';
  const original = seeded(path);
  const chosen = (original.audience as { uids: string[] }).uids;
  const customers = seed.documents.filter((document) => /^users\/[^/]+$/.test(document.path) && ((document.data.canteens ?? []) as string[]).includes(CANTEEN));
  const profile = (uid: string) => seeded(`users/${uid}`).profile as { name: string; surname: string; email: string };
  const extra = customers.map((document) => document.path.slice('users/'.length)).find((uid) => !chosen.includes(uid))!;
  try {
    await openScreen(page, ADMIN, CANTEEN, '/send-notification/NTF_1001_TASTING', 'sendNotification');
    const chosenList = page.getByRole('list', { name: t('recipients.chosen') });
    for (const uid of chosen) await expect(chosenList).toContainText(`${profile(uid).name} ${profile(uid).surname}`);
    await page.getByLabel(t('recipients.search')).fill(profile(extra).surname.slice(0, 4));
    await page.getByLabel(t('recipients.search')).press('Enter');
    const label = `${profile(extra).name} ${profile(extra).surname} · ${profile(extra).email}`;
    await page.getByRole('list', { name: t('recipients.found') }).getByRole('button', { name: t('recipients.add', { name: label }) }).click();
    await expect(chosenList).toContainText(`${profile(extra).name} ${profile(extra).surname}`);
    await fillTexts(page, 'E2E Degustazione spostata', 'La degustazione è confermata alle 11:30.');
    await page.getByRole('button', { name: t('composer.save') }).click();
    await expect(page).toHaveURL(/\/notification-programmed-details\/NTF_1001_TASTING$/, { timeout: 20_000 });
    const stored = await eventually(() => adminDb.doc(path).get(), (snapshot) => snapshot.get('texts.it.title') === 'E2E Degustazione spostata');
    expect(stored.get('audience')).toEqual({ type: 'users', uids: [...chosen, extra] });
    expect(stored.get('state')).toBe('scheduled');

    // One already sent (the weekly reminder went out last Monday) is shown, not offered for editing.
    await page.goto('/send-notification/NTF_1001_WEEKLY');
    await expect(page.getByText(t('composer.notEditable'))).toBeVisible();
  } finally {
    await adminDb.doc(path).set(original);
  }
});

test('a site manager has no notification entries, and their addresses send it home', async ({ page }) => {
  await openInCanteen(page, 'site_manager@demo.test', CANTEEN, '/email');
  await expect(page).toHaveURL(/\/home$/);
  const hrefs = await sidebarHrefs(page);
  for (const path of ['/email', '/send-notification']) expect(hrefs).not.toContain(path);
});
