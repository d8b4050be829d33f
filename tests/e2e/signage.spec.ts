// /digital-signage (spec §6 DigitalSignage, issue 22) as a super site manager: the seeded screens and schedules with
// their clash, a playlist scheduled for lunch hours — a built-in board and a media-library image put first — shown by
// the "at time T" preview (canteen time) and not outside them and the screen's week on the timeline, a schedule ending before it starts refused (nothing
// written); the seeded playlists' documents served at their stored addresses; a video uploaded to the media library's
// `videos` folder and put in a playlist; the role that may not, axe and a screenshot.
// Mutates only the schedules it creates ("E2E …") and the clips it uploads (e2e-… in canteens/C_1001/videos).
import { getApps, initializeApp } from 'firebase-admin/app';
import { getStorage } from 'firebase-admin/storage';
import { canteenFolderPath } from '@backoffice/shared';
import { expect, test, type Page } from './fixtures';
import { adminDb, eventually } from '../support/admin';
import { webmClip } from '../tools/seed/file-bytes';
import { SEED_BUCKET } from '../tools/seed/media';
import { expectAccessible } from './axe';
import { languageOf, openInCanteen, openScreen, seed, sidebarHrefs, text, WIDE } from './support';

test.use({ viewport: WIDE });

const MANAGER = 'super_site_manager@demo.test';
const CANTEEN = 'C_1001';
const language = languageOf(MANAGER);
const t = (key: string, values: Record<string, string | number> = {}) => text(language, 'signage', key, values);
const common = (key: string) => text(language, 'common', key);

const seeded = seed.documents.filter((document) => document.path.startsWith('digital_signage/') && document.data.canteen_id === CANTEEN);
const screensSeeded = seeded.filter((document) => document.data.kind === 'screen');
const tills = screensSeeded.find((document) => document.data.orientation === 'portrait')!;
/** A label at the start of a field's name ("Alle" is not "Dalle"; a required field adds its mark after it). */
const startsWith = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
const rows = (page: Page, name: string) => page.locator('tbody tr').filter({ hasText: name });
/** The canteen's banner as its seeded all-day playlist holds it (path, name, download address). */
const BANNER = (seeded.find((document) => document.data.kind === 'schedule' && (document.data.items as Array<{ kind: string }>).some((item) => item.kind === 'document'))!.data.items as Array<{ kind: string; path: string; name: string; url: string }>).find((item) => item.kind === 'document' && item.path.includes('/uploads/'))!;
const BANNER_NAME = BANNER.name;
const count = async () => (await adminDb.collection('digital_signage').where('canteen_id', '==', CANTEEN).count().get()).data().count;

process.env.FIREBASE_STORAGE_EMULATOR_HOST ??= '127.0.0.1:9199';
process.env.METADATA_SERVER_DETECTION = 'none';
const bucket = getStorage(getApps()[0] ?? initializeApp({ projectId: 'demo-backoffice' })).bucket(SEED_BUCKET);
const videosPrefix = `${canteenFolderPath(CANTEEN, 'videos')}/`;

test.afterAll(async () => {
  const created = await adminDb.collection('digital_signage').where('canteen_id', '==', CANTEEN).get();
  await Promise.all(created.docs.filter((doc) => String(doc.get('name')).startsWith('E2E')).map((doc) => doc.ref.delete()));
  const [clips] = await bucket.getFiles({ prefix: `${videosPrefix}e2e-` });
  await Promise.all(clips.map((file) => file.delete()));
});

test('screens and schedules with their clash; a lunch playlist the "at time T" preview shows; bad hours refused', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  await openScreen(page, MANAGER, CANTEEN, '/digital-signage', 'digitalSignage');
  for (const document of seeded) await expect(rows(page, String(document.data.name)).first()).toBeVisible();
  await expect(page.getByText(t('conflicts.title'))).toBeVisible();
  await expectAccessible(page, 'digital signage');
  await page.screenshot({ path: testInfo.outputPath('digital-signage.png'), fullPage: true });

  // A lunch playlist on the till screen, Monday to Friday 12:00–13:00: first with the hours the wrong way round.
  const before = await count();
  await page.getByRole('button', { name: t('actions.newSchedule') }).click();
  const drawer = page.getByRole('dialog', { name: t('scheduleForm.newTitle') });
  await drawer.getByLabel(t('fields.screen')).selectOption({ label: String(tills.data.name) });
  await drawer.getByLabel(startsWith(t('fields.name'))).fill('E2E Pranzo casse');
  await drawer.getByLabel(startsWith(t('fields.from'))).fill('13:00');
  await drawer.getByLabel(startsWith(t('fields.to'))).fill('12:00');
  await drawer.getByRole('button', { name: common('actions.save'), exact: true }).click();
  await expect(drawer.getByText(text(language, 'kit', 'validation.tooSmall'))).toBeVisible();
  expect(await count()).toBe(before);
  await drawer.getByLabel(startsWith(t('fields.from'))).fill('12:00');
  await drawer.getByLabel(startsWith(t('fields.to'))).fill('13:00');
  await drawer.getByLabel(t('playlist.boardN', { n: 1 })).selectOption({ label: t('boards.occupancy') });
  // The canteen's seeded banner from the media library, then moved before the board.
  const picker = drawer.getByTestId('document-picker');
  await picker.getByRole('button', { name: t('documents.list') }).click();
  await picker.getByLabel(t('documents.file')).selectOption({ label: BANNER_NAME });
  await picker.getByRole('button', { name: t('playlist.addDocument') }).click();
  await expect(drawer.getByText(t('playlist.document', { name: BANNER_NAME }))).toBeVisible();
  await expect(drawer.getByRole('button', { name: t('playlist.moveDownOf', { n: 2 }) })).toBeDisabled();
  await drawer.getByRole('button', { name: t('playlist.moveUpOf', { n: 2 }) }).click();
  await expect(drawer.getByLabel(t('playlist.boardN', { n: 2 }))).toHaveValue('occupancy');
  await drawer.getByRole('button', { name: common('actions.save'), exact: true }).click();
  // Stored first, then the drawer gone for good (a fresh-clone run once met a drawer still open after toBeHidden
  // had passed, and the preview's own screen field then matched twice).
  const stored = await eventually(() => adminDb.collection('digital_signage').where('name', '==', 'E2E Pranzo casse').get(), (snapshot) => snapshot.size === 1);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // The schedule's own row (its name first): between 12:00 and 13:00 canteen time on a weekday the till screen's row
  // names it too, as what the screen plays now.
  await expect(page.getByRole('row', { name: /^E2E Pranzo casse/ })).toContainText('12:00–13:00');
  expect(stored.docs[0]!.data()).toMatchObject({ kind: 'schedule', canteen_id: CANTEEN, screen_id: tills.path.split('/')[1], from: '12:00', to: '13:00', updated_by: 'demo-super_site_manager' });
  const [first, second] = stored.docs[0]!.get('items') as Array<Record<string, unknown>>;
  expect(first).toMatchObject({ kind: 'document', path: BANNER.path, name: BANNER_NAME, seconds: 15 });
  expect(String(first!.url)).toMatch(/^https?:\/\/.+alt=media/);
  expect(second).toMatchObject({ kind: 'board', board: 'occupancy' });

  // The preview: Monday 23 November 2026 at 12:30 canteen time plays it; at 13:30 the seeded opening-hours schedule.
  const preview = page.getByTestId('signage-preview');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByLabel(t('preview.screen')).selectOption({ label: String(tills.data.name) });
  await page.getByLabel(t('preview.at')).fill('2026-11-23T12:30');
  await expect(preview).toContainText(t('preview.showing', { name: 'E2E Pranzo casse', from: '12:00', to: '13:00' }));
  await expect(preview).toContainText(t('boards.occupancy'));
  await page.getByLabel(t('preview.at')).fill('2026-11-23T13:30');
  await expect(preview).not.toContainText('E2E Pranzo casse');
  await page.getByLabel(t('preview.at')).fill('2026-11-23T22:00');
  await expect(preview).toContainText(t('preview.nothing'));

  // The till screen's week on the timeline: Monday's 12:00–13:00 is the new schedule (inside the seeded opening
  // hours), Sunday has nothing.
  const timeline = page.getByTestId('signage-timeline');
  await expect(timeline.locator('li[data-weekday="1"] [data-schedule="E2E Pranzo casse"]')).toContainText('12:00–13:00');
  await expect(timeline.locator('li[data-weekday="7"]')).toContainText(t('timeline.nothing'));
});

test('a video uploaded to the media library plays in a playlist (issue 22: images, videos and PDFs)', async ({ page, request }) => {
  test.setTimeout(90_000);
  // Uploaded in the library's videos tab through the kit's file input, listed there.
  const clip = `e2e-clip-${Date.now()}.webm`;
  await openScreen(page, MANAGER, CANTEEN, '/messages/media?folder=videos', 'messagesMedia');
  await expect(page.getByRole('tab', { name: text(language, 'files', 'folders.videos'), selected: true })).toBeVisible();
  await expect(page.locator('input[type="file"]')).toHaveAttribute('accept', /\.webm/);
  await page.locator('input[type="file"]').setInputFiles({ name: clip, mimeType: 'video/webm', buffer: webmClip() });
  await expect(page.getByRole('heading', { level: 3, name: clip })).toBeVisible({ timeout: 20_000 });

  // Picked from the videos folder for a playlist of the entrance screen (the till screen is the other test's).
  const entrance = screensSeeded.find((document) => document.data.orientation === 'landscape')!;
  const name = `E2E Video ${clip}`;
  await openScreen(page, MANAGER, CANTEEN, '/digital-signage', 'digitalSignage');
  await page.getByRole('button', { name: t('actions.newSchedule') }).click();
  const drawer = page.getByRole('dialog', { name: t('scheduleForm.newTitle') });
  await drawer.getByLabel(t('fields.screen')).selectOption({ label: String(entrance.data.name) });
  await drawer.getByLabel(startsWith(t('fields.name'))).fill(name);
  await drawer.getByLabel(startsWith(t('fields.from'))).fill('06:00');
  await drawer.getByLabel(startsWith(t('fields.to'))).fill('07:00');
  const picker = drawer.getByTestId('document-picker');
  await picker.getByLabel(t('documents.folder')).selectOption({ label: t('documents.folders.videos') });
  await picker.getByLabel(t('documents.file')).selectOption({ label: clip });
  await picker.getByRole('button', { name: t('playlist.addDocument') }).click();
  await expect(drawer.getByText(t('playlist.document', { name: clip }))).toBeVisible();
  await drawer.getByRole('button', { name: common('actions.save'), exact: true }).click();
  const stored = await eventually(() => adminDb.collection('digital_signage').where('name', '==', name).get(), (snapshot) => snapshot.size === 1);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('row', { name: startsWith(name) })).toContainText('06:00–07:00');
  const video = (stored.docs[0]!.get('items') as Array<{ kind: string; path?: string; url?: string }>).find((item) => item.kind === 'document');
  expect(video).toMatchObject({ path: `${videosPrefix}${clip}`, name: clip });
  // The stored address serves the clip as a video, which the player shows in a muted, looping <video>.
  const response = await request.get(video!.url!);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('video/webm');
  expect((await response.body()).equals(webmClip())).toBe(true);
});

test('the documents of the seeded playlists are served at the addresses they store (the player plays them on a fresh start)', async ({ request }) => {
  const documents = seeded.flatMap((document) => (document.data.kind === 'schedule' ? (document.data.items as Array<{ kind: string; url?: string }>) : [])).filter((item) => item.kind === 'document');
  expect(documents.length).toBeGreaterThan(0);
  for (const item of documents) {
    const response = await request.get(item.url!);
    expect(response.status(), item.url).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^(image\/|application\/pdf)/);
  }
});

test('every screen of every canteen for admin, by country kept in the URL', async ({ page }) => {
  const allScreens = seed.documents.filter((document) => document.path.startsWith('digital_signage/') && document.data.kind === 'screen');
  const spanish = new Set(seed.documents.filter((document) => document.path.startsWith('canteens/') && document.data.endpoint_prefix === 'es').map((document) => document.path.split('/')[1]));
  expect(spanish.size).toBeGreaterThan(0);
  await openScreen(page, 'admin@demo.test', CANTEEN, '/digital-signage-all', 'digitalSignageAll');
  const list = page.locator('tbody tr');
  await expect(list).toHaveCount(Math.min(allScreens.length, 20));
  await expectAccessible(page, 'digital signage (all)');
  const admin = (key: string) => text(languageOf('admin@demo.test'), 'signage', key);
  await page.getByLabel(admin('all.country')).selectOption({ label: admin('all.countries.es') });
  await expect(page).toHaveURL(/country=es/);
  await expect(list).toHaveCount(allScreens.filter((document) => spanish.has(String(document.data.canteen_id))).length);
});

test('a role without DigitalSignageAll (super site manager) is sent home from /digital-signage-all', async ({ page }) => {
  await openInCanteen(page, MANAGER, CANTEEN, '/digital-signage-all');
  await expect(page).toHaveURL(/\/home$/);
  expect(await sidebarHrefs(page)).not.toContain('/digital-signage-all');
});

test('a role without DigitalSignage has no entry, and the address sends it home', async ({ page }) => {
  await openInCanteen(page, 'site_manager@demo.test', CANTEEN, '/digital-signage');
  await expect(page).toHaveURL(/\/home$/);
  expect(await sidebarHrefs(page)).not.toContain('/digital-signage');
});
