// /messages (issue 18, spec §2 Communications): the seeded running messages with their missing translations, a new
// message in en and it that shows 'Traduzione mancante (es)' on its es tab and in the list while the customer read
// leaves it out in es and returns it in en, a bad input that writes nothing, edit and delete (audited), the scheduled
// filter, the expiry job deleting an ended message, the role that may not, axe and a screenshot.
// Mutates only messages it creates (titles "E2E …"), removed after.
import { deleteApp, initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import { collection, connectFirestoreEmulator, getDocs, getFirestore, query, where } from 'firebase/firestore';
import { Timestamp } from 'firebase-admin/firestore';
import { customerCommunications, parseLocalDateTime, toDate, toLocalDateTime, type CommunicationLanguage } from '@backoffice/shared';
import { expect, test, type Page } from './fixtures';
import { adminDb, eventually } from '../support/admin';
import { DEMO_CUSTOMER_EMAIL, DEMO_PASSWORD } from '../tools/seed/users';
import { fireScheduledFunction } from '../tools/scheduler';
import { expectAccessible } from './axe';
import { languageOf, openInCanteen, openScreen, seed, sidebarHrefs, text, TRIGGER_EFFECT_MS, WIDE } from './support';

test.use({ viewport: WIDE });

const MANAGER = 'site_manager@demo.test';
const MANAGER_UID = 'demo-site_manager';
const CANTEEN = 'C_1001';
const language = languageOf(MANAGER);
const t = (key: string, values: Record<string, string | number> = {}) => text(language, 'communications', key, values);
const common = (key: string, values: Record<string, string | number> = {}) => text(language, 'common', key, values);
const missing = (code: string) => common('communications.missingTranslation', { code });
const EXPIRY = { name: 'expireCommunications', schedule: '*/5 * * * *', timeZone: 'UTC' };

const seeded = seed.documents
  .filter((document) => document.path.startsWith('messages/') && document.data.canteen_id === CANTEEN)
  .map((document) => document.data as { title: Record<string, string>; start: Date; end: Date });

const rows = (page: Page) => page.locator('tbody tr');

/** The companion app's read: signed in as the demo customer, its canteen's messages asked by language. */
async function customerRead(languages: readonly CommunicationLanguage[]): Promise<Record<string, string[]>> {
  const app = initializeApp({ apiKey: 'demo-api-key', projectId: 'demo-backoffice' }, `customer-read-${Date.now()}`);
  try {
    const auth = getAuth(app);
    connectAuthEmulator(auth, 'http://127.0.0.1:9099', { disableWarnings: true });
    await signInWithEmailAndPassword(auth, DEMO_CUSTOMER_EMAIL, DEMO_PASSWORD);
    const db = getFirestore(app);
    connectFirestoreEmulator(db, '127.0.0.1', 8080);
    const result: Record<string, string[]> = {};
    for (const code of languages) {
      const found = await getDocs(
        query(collection(db, 'messages'), where('canteen_id', '==', CANTEEN), where('languages', 'array-contains', code)),
      );
      const shown = customerCommunications(
        found.docs.map((doc) => ({ ...(doc.data() as { title: Record<string, string> }), start: toDate(doc.data().start), end: toDate(doc.data().end) })),
        code,
        new Date(),
      );
      result[code] = shown.map((message) => message.title[code]!);
    }
    return result;
  } finally {
    await deleteApp(app);
  }
}

test.afterAll(async () => {
  const created = await adminDb.collection('messages').where('canteen_id', '==', CANTEEN).get();
  await Promise.all(
    created.docs.filter((doc) => String(doc.data().title?.en ?? doc.data().title?.it ?? '').startsWith('E2E')).map((doc) => doc.ref.delete()),
  );
  // The organize test's reorder and copy, undone: seeded positions back, copied areas removed.
  await Promise.all(
    seed.documents
      .filter((document) => document.path.startsWith(`messages/MSG_${CANTEEN}_`))
      .map((document) => adminDb.doc(document.path).update({ pos: document.data.pos })),
  );
  const copies = await adminDb.collection('aree_news').where('canteen_id', '==', CANTEEN).get();
  await Promise.all(copies.docs.filter((doc) => doc.id.startsWith(`${CANTEEN}__AN_C_4001`)).map((doc) => doc.ref.delete()));
});

test('a message in en and it: the es marker on its tab and in the list, hidden from the es customer read', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await openScreen(page, MANAGER, CANTEEN, '/messages', 'messages');
  // The seeded running messages, in the manager's language, the one without French marked so.
  const running = seeded.filter((message) => message.start <= new Date() && message.end >= new Date());
  expect(running.length).toBeGreaterThanOrEqual(4);
  await expect(rows(page)).toHaveCount(running.length);
  for (const message of running) await expect(page.getByRole('cell', { name: message.title[language], exact: true })).toBeVisible();
  const withoutFrench = running.find((message) => !message.title.fr)!;
  await expect(page.getByRole('row').filter({ hasText: withoutFrench.title[language] })).toContainText(missing('fr'));
  // A site manager manages messages but does not organize (CopiaStrutturaComunicazioni): no link, no entry.
  await expect(page.getByRole('link', { name: t('actions.organize') })).toHaveCount(0);
  expect(await sidebarHrefs(page)).not.toContain('/messages/organize');
  await expectAccessible(page, 'messages');
  await page.screenshot({ path: testInfo.outputPath('messages.png'), fullPage: true });
  await testInfo.attach('messages', { path: testInfo.outputPath('messages.png'), contentType: 'image/png' });

  const count = async () => (await adminDb.collection('messages').where('canteen_id', '==', CANTEEN).count().get()).data().count;
  const before = await count();
  await page.getByRole('button', { name: t('actions.new') }).click();
  const drawer = page.getByRole('dialog', { name: t('form.newTitle') });
  const tab = (code: string) => drawer.getByRole('tab', { name: new RegExp(`^${common(`languages.${code}`)}`) });
  await tab('en').click();
  await drawer.getByLabel(t('fields.title')).fill('E2E Allergen week');
  await drawer.getByLabel(t('fields.text')).fill('Ask us about the fourteen allergens.');
  await tab('it').click();
  await drawer.getByLabel(t('fields.title')).fill('E2E Settimana degli allergeni');
  await tab('es').click();
  await expect(drawer.getByRole('tabpanel')).toContainText(missing('es'));
  await drawer.getByLabel(t('fields.area')).selectOption('news');
  // Bad input: an end before the start is refused under its field and writes nothing.
  const start = await drawer.getByLabel(t('fields.start')).inputValue();
  await drawer.getByLabel(t('fields.end')).fill('2020-01-01T10:00');
  await drawer.getByRole('button', { name: common('actions.save'), exact: true }).click();
  await expect(drawer.getByText(common('validation.communication.endBeforeStart'))).toBeVisible();
  expect(await count()).toBe(before);
  // The action's own field: an external link needs a URL in each translated language.
  await drawer.getByLabel(t('fields.action')).selectOption('external');
  const end = toLocalDateTime(new Date(parseLocalDateTime(start)!.getTime() + 30 * 86_400_000));
  await drawer.getByLabel(t('fields.end')).fill(end);
  await drawer.getByRole('button', { name: common('actions.save'), exact: true }).click();
  await expect(drawer.getByText(t('validation.linkRequired')).first()).toBeVisible();
  expect(await count()).toBe(before);
  await drawer.getByLabel(t('fields.action')).selectOption('info');
  await drawer.getByRole('button', { name: common('actions.save'), exact: true }).click();
  await expect(drawer).toBeHidden();

  const row = page.getByRole('row').filter({ hasText: 'E2E Settimana degli allergeni' });
  await expect(row).toContainText(missing('es'));
  await expect(row).toContainText(missing('fr'));
  await expect(row).not.toContainText(missing('en'));
  const created = await eventually(
    () => adminDb.collection('messages').where('canteen_id', '==', CANTEEN).where('title.en', '==', 'E2E Allergen week').get(),
    (snapshot) => snapshot.size === 1,
  );
  const id = created.docs[0]!.id;
  expect(created.docs[0]!.data()).toMatchObject({ languages: ['en', 'it'], area: 'news', action: 'info', updated_by: MANAGER_UID });

  // The customer-facing read: en returns it, es and fr leave it out (and the seeded message without French).
  const read = await customerRead(['en', 'es', 'fr']);
  expect(read.en).toContain('E2E Allergen week');
  expect(read.es).not.toContain('E2E Allergen week');
  expect(read.es!.length).toBe(running.filter((message) => message.title.es).length);
  expect(read.fr).not.toContain(withoutFrench.title.fr);
  expect(read.fr!.length).toBe(running.filter((message) => message.title.fr).length);

  // Edit: the Spanish title added, the marker goes; then delete with confirmation.
  await page.getByRole('button', { name: t('actions.editLabel', { name: 'E2E Settimana degli allergeni' }) }).click();
  const edit = page.getByRole('dialog', { name: t('form.editTitle') });
  const spanish = edit.getByRole('tab', { name: new RegExp(`^${common('languages.es')}`) });
  await spanish.click();
  await expect(spanish).toHaveAttribute('aria-selected', 'true');
  await expect(edit.getByRole('tabpanel')).toContainText(missing('es'));
  await edit.getByLabel(t('fields.title')).fill('E2E Semana de los alérgenos');
  await expect(edit.getByRole('tabpanel')).not.toContainText(missing('es'));
  await edit.getByRole('button', { name: common('actions.save'), exact: true }).click();
  await expect(edit).toBeHidden();
  await expect(row).not.toContainText(missing('es'));
  // The stored document first (the save resolves on the server's acknowledgement), then the customer's read of it.
  const edited = await eventually(
    () => adminDb.doc(`messages/${id}`).get(),
    (snapshot) => snapshot.get('title.es') === 'E2E Semana de los alérgenos',
  );
  expect(edited.get('languages')).toEqual(['en', 'it', 'es']);
  await expect.poll(async () => (await customerRead(['es'])).es).toContain('E2E Semana de los alérgenos');

  await page.getByRole('button', { name: t('actions.deleteLabel', { name: 'E2E Settimana degli allergeni' }) }).click();
  const confirm = page.getByRole('dialog', { name: t('delete.title') });
  await confirm.getByRole('button', { name: common('actions.confirm') }).click();
  await expect(row).toBeHidden();
  const entries = await eventually(
    () => adminDb.collection('activity_log').where('doc_path', '==', `messages/${id}`).get(),
    (snapshot) => snapshot.size === 3,
    TRIGGER_EFFECT_MS,
  );
  expect(entries.docs.map((doc) => doc.data().operation).sort()).toEqual(['create', 'delete', 'update']);
  await page.goto('/messages/organize');
  await expect(page).toHaveURL(/\/home$/);
});

test('the scheduled filter, and the expiry job deletes a message whose end has passed', async ({ page }) => {
  const now = Date.now();
  const base = { canteen_id: CANTEEN, area: 'home', action: 'info', languages: ['en', 'it'], pos: 99 };
  const ended = adminDb.collection('messages').doc();
  const later = adminDb.collection('messages').doc();
  await Promise.all([
    ended.set({ ...base, title: { en: 'E2E Ended', it: 'E2E Finita' }, start: Timestamp.fromMillis(now - 2 * 86_400_000), end: Timestamp.fromMillis(now - 60_000) }),
    later.set({ ...base, title: { en: 'E2E Later', it: 'E2E Più avanti' }, start: Timestamp.fromMillis(now + 86_400_000), end: Timestamp.fromMillis(now + 3 * 86_400_000) }),
  ]);
  await openScreen(page, MANAGER, CANTEEN, '/messages?state=scheduled', 'messages');
  await expect(page.getByLabel(t('filters.state'))).toHaveValue('scheduled');
  await expect(page.getByRole('cell', { name: 'E2E Più avanti', exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'E2E Finita', exact: true })).toBeHidden();

  expect(await fireScheduledFunction(EXPIRY, new Date())).toBe(200);
  await eventually(() => ended.get(), (snapshot) => !snapshot.exists);
  // A second run (a retry, an overlapping tick) finds nothing more to delete.
  expect(await fireScheduledFunction(EXPIRY, new Date())).toBe(200);
  expect((await later.get()).exists).toBe(true);
  await later.delete();
});

test('a role without Comunicazioni has no entry, and the address sends it home', async ({ page }) => {
  await openInCanteen(page, 'cuoco@demo.test', CANTEEN, '/messages');
  await expect(page).toHaveURL(/\/home$/);
  expect(await sidebarHrefs(page)).not.toContain('/messages');
});

test('organize: a keyboard reorder of the news persists; copying the areas of a school canteen previews and adds them', async ({ page }) => {
  // The copy is copyNewsStructure's first call of the run: the emulator starts its worker then (20–30 s seen with
  // two spec files in flight on a loaded 2-core machine).
  test.setTimeout(150_000);
  const ADMIN = 'admin@demo.test';
  const admin = (key: string, values: Record<string, string | number> = {}) => text(languageOf(ADMIN), 'communications', key, values);
  const adminLanguage = languageOf(ADMIN);
  const news = seeded
    .map((message, index) => ({ ...message, id: `MSG_${CANTEEN}_${index + 1}` }))
    .filter((message) => (message as unknown as { area: string }).area === 'news')
    .sort((a, b) => (a as unknown as { pos: number }).pos - (b as unknown as { pos: number }).pos);
  expect(news.length).toBeGreaterThanOrEqual(2);
  await openScreen(page, ADMIN, CANTEEN, '/messages/organize', 'messagesOrganize');
  const list = page.getByRole('list', { name: admin('organize.messagesIn', { area: admin('areas.news') }) });
  const titles = () => list.getByTestId('sortable-item').locator('span.font-medium').allTextContents();
  await expect.poll(titles).toEqual(news.map((message) => message.title[adminLanguage]));
  await expectAccessible(page, 'organize');

  // Keyboard: space picks the first up, arrow down moves it, space drops it; the new order is saved.
  const first = news[0]!;
  await list.getByRole('button', { name: admin('organize.handle', { name: first.title[adminLanguage]! }) }).focus();
  // Each key waits for dnd-kit's announcement of the step before it, as a screen-reader user hears it.
  // dnd-kit's live region (one per list) holds the latest announcement: picked up and at once over its own place.
  const announced = (key: string, position: number) =>
    expect(page.locator('[id^="DndLiveRegion"]', { hasText: admin(key, { name: first.title[adminLanguage]!, position }) })).toHaveCount(1);
  await page.keyboard.press('Space');
  await announced('organize.over', 1);
  await page.keyboard.press('ArrowDown');
  await announced('organize.over', 2);
  await page.keyboard.press('Space');
  await announced('organize.dropped', 2);
  await expect.poll(titles).toEqual([news[1]!.title[adminLanguage], first.title[adminLanguage], ...news.slice(2).map((m) => m.title[adminLanguage])]);
  await eventually(
    () => Promise.all([adminDb.doc(`messages/${first.id}`).get(), adminDb.doc(`messages/${news[1]!.id}`).get()]),
    ([moved, other]) => Number(moved.get('pos')) > Number(other.get('pos')),
  );
  await page.reload();
  await expect.poll(titles).toEqual([news[1]!.title[adminLanguage], first.title[adminLanguage], ...news.slice(2).map((m) => m.title[adminLanguage])]);

  // Copy the structure of the Italian school base: the preview names what is added, the copy adds exactly that.
  const schoolAreas = seed.documents.filter((document) => document.path.startsWith('aree_news/AN_C_4001_'));
  expect(schoolAreas.length).toBeGreaterThan(0);
  await page.getByLabel(admin('organize.source')).fill('C_4001');
  await page.getByRole('button', { name: admin('organize.preview') }).click();
  const added = page.getByRole('list', { name: admin('organize.addedList') }).getByRole('listitem');
  await expect(added).toHaveCount(schoolAreas.length);
  await page.getByRole('button', { name: admin('organize.copy'), exact: true }).click();
  await page.getByRole('dialog', { name: admin('organize.copyTitle') }).getByRole('button', { name: text(adminLanguage, 'common', 'actions.confirm') }).click();
  const areas = page.getByRole('list', { name: admin('organize.areas') }).getByTestId('sortable-item');
  const before = seed.documents.filter((document) => document.path.startsWith('aree_news/') && document.data.canteen_id === CANTEEN).length;
  await expect(areas).toHaveCount(before + schoolAreas.length, { timeout: 60_000 });
});

test('news: the help news newest first, one page each, and the header badge from the same list', async ({ page }) => {
  await openScreen(page, MANAGER, CANTEEN, '/news', 'news');
  const items = page.getByRole('list', { name: t('news.list') }).getByRole('listitem');
  await expect(items.first()).toBeVisible();
  const dates = await items.locator('time').evaluateAll((times) => times.map((time) => Date.parse(time.getAttribute('datetime') ?? '')));
  expect(dates.length).toBeGreaterThan(0);
  expect([...dates].sort((a, b) => b - a)).toEqual(dates);
  // The badge shows exactly when the newest news of this list is at most two weeks old.
  const fresh = Date.now() - dates[0]! <= 14 * 86_400_000;
  await expect(page.getByLabel(text(language, 'shell', 'header.newsBadge'))).toHaveCount(fresh ? 1 : 0);
  const title = (await items.first().getByRole('heading').textContent()) ?? '';
  await items.first().getByRole('link', { name: t('news.readLabel', { title }) }).click();
  await expect(page).toHaveURL(/\/news\?id=/);
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await page.getByRole('link', { name: t('news.back') }).click();
  await expect(items.first()).toBeVisible();
  await expectAccessible(page, 'news');
});
