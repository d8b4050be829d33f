// The media library /messages/media (spec §2, §6, §9 folders): the seeded files, an upload end to end against the Storage
// emulator with its progress, copy link, deletion after the spec's question, a refused file, a role that may not, axe.
// Writes only files whose names start with e2e- in canteens/C_1001/uploads, and removes them afterwards.
import { getApps, initializeApp } from 'firebase-admin/app';
import { getStorage } from 'firebase-admin/storage';
import { expect, test, type Page } from './fixtures';
import { FOLDER_RULES, canteenFilePath, canteenFolderPath, fileRoles, sidebarFor } from '@backoffice/shared';
import { pngImage } from '../tools/seed/file-bytes';
import { SEED_BUCKET, seedFiles } from '../tools/seed/media';
import { expectAccessible } from './axe';
import { languageOf, openInCanteen, openScreen, sidebarHrefs, text, WIDE } from './support';

test.use({ viewport: WIDE });

const CANTEEN = 'C_1001';
const MANAGER = 'site_manager@demo.test';
const VIEWER = 'visualizzatore@demo.test';
const language = languageOf(MANAGER);
const media = (key: string, values?: Record<string, string | number>) => text(language, 'media', key, values);
const files = (key: string, values?: Record<string, string | number>) => text(language, 'files', key, values);

process.env.FIREBASE_STORAGE_EMULATOR_HOST ??= '127.0.0.1:9199';
process.env.METADATA_SERVER_DETECTION = 'none';
const bucket = getStorage(getApps()[0] ?? initializeApp({ projectId: 'demo-backoffice' })).bucket(
  SEED_BUCKET,
);

const uploadsPrefix = `${canteenFolderPath(CANTEEN, 'uploads')}/`;
const storedNames = async () =>
  (await bucket.getFiles({ prefix: uploadsPrefix }))[0].map((file) => file.name.slice(uploadsPrefix.length));

async function removeTestFiles(): Promise<void> {
  const [found] = await bucket.getFiles({ prefix: `${uploadsPrefix}e2e-` });
  await Promise.all(found.map((file) => file.delete()));
}

test.afterAll(removeTestFiles);

async function openLibrary(page: Page, email = MANAGER): Promise<void> {
  // The canteen already active (the subject is the screen, not how the canteen was chosen).
  await openScreen(page, email, CANTEEN, '/messages/media', 'messagesMedia');
}

const card = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name }) });
const fileInput = (page: Page) => page.locator('input[type="file"]');

/**
 * A real PNG followed by bytes that do not compress (image decoders stop at IEND): ~430 KB, so the SDK sends it in
 * more than one resumable chunk and reports progress in between.
 */
function noisyPng(): Buffer {
  const noise = Buffer.alloc(420 * 1024);
  for (let index = 0; index < noise.length; index += 1) noise[index] = (index * 2654435761) >>> 24;
  return Buffer.concat([pngImage(400, 300, '#0b5394', '#f1c232'), noise]);
}

test.describe('/messages/media', () => {
  test.beforeAll(() => {
    // The manager may upload to and delete from the media folder: the test below exercises both.
    expect(fileRoles('uploads', 'write')).toContain('site_manager');
    expect(fileRoles('uploads', 'delete')).toContain('site_manager');
  });

  test('shows the seeded files of each folder, accessible, with a screenshot', async ({ page }, testInfo) => {
    // Two full loads of the screen and three folder listings through the Storage emulator's rules runtime.
    test.setTimeout(120_000);
    const seeded = seedFiles().filter((file) => file.path.startsWith(`canteens/${CANTEEN}/`));
    const inUploads = seeded.filter((file) => file.folder === 'uploads');
    expect(inUploads.length).toBeGreaterThan(0);
    await openLibrary(page);
    for (const file of inUploads) {
      const name = file.path.split('/').at(-1)!;
      // The first listing waits for the Storage emulator's rules runtime to warm up: give it the shell's margin.
      await expect(card(page, name)).toBeVisible({ timeout: 20_000 });
      // Images are previewed inline from the emulator's download link.
      await expect
        .poll(() =>
          card(page, name)
            .locator('img')
            .evaluate((image: HTMLImageElement) => image.naturalWidth),
        )
        .toBeGreaterThan(0);
    }
    // Another folder, chosen by its tab, is kept in the URL (reload restores it).
    await page.getByRole('tab', { name: files('folders.pdf') }).click();
    await expect(page).toHaveURL(/folder=pdf/);
    const pdf = seeded.find((file) => file.folder === 'pdf')!;
    await expect(card(page, pdf.path.split('/').at(-1)!)).toBeVisible({ timeout: 20_000 });
    await page.reload();
    await expect(page.getByRole('tab', { name: files('folders.pdf'), selected: true })).toBeVisible({
      timeout: 20_000,
    });
    await page.getByRole('button', { name: media('view.list') }).click();
    // The display joins the folder in the URL (the folder stays).
    await expect(page).toHaveURL(/folder=pdf.*view=list|view=list.*folder=pdf/);
    await expect(page.getByRole('cell', { name: pdf.path.split('/').at(-1)!, exact: true })).toBeVisible({
      timeout: 20_000,
    });
    await expectAccessible(page, '/messages/media');
    const shot = testInfo.outputPath('media-library.png');
    await page.screenshot({ path: shot, fullPage: true });
    await testInfo.attach('media-library', { path: shot, contentType: 'image/png' });
  });

  test('uploads a file with progress, copies its link, deletes it after the question', async ({ page }) => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await openLibrary(page);
    const name = `e2e-upload-${Date.now()}.png`;
    const bytes = noisyPng();
    // Hold each upload request a moment, so the progress a slow network would show is there to see.
    await page.route('**/v0/b/**', async (route) => {
      if (route.request().method() !== 'GET') await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await fileInput(page).setInputFiles({ name, mimeType: 'image/png', buffer: bytes });
    const progress = page.getByRole('progressbar', { name: files('upload.progressOf', { name }) });
    await expect(progress).toBeVisible();
    await expect(page.getByRole('button', { name: files('upload.cancelOf', { name }) })).toBeVisible();
    await expect(card(page, name)).toBeVisible({ timeout: 20_000 });
    await expect(progress).toBeHidden();
    await expect(page.getByText(media('uploaded', { name }))).toBeVisible();
    await page.unroute('**/v0/b/**');
    const [metadata] = await bucket.file(canteenFilePath(CANTEEN, 'uploads', name)).getMetadata();
    expect(Number(metadata.size)).toBe(bytes.length);
    expect(metadata.contentType).toBe('image/png');

    await card(page, name)
      .getByRole('button', { name: media('actions.copyOf', { name }) })
      .click();
    await expect(page.getByText(media('copied'))).toBeVisible();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toContain(encodeURIComponent(canteenFilePath(CANTEEN, 'uploads', name)));
    const download = await page.request.get(link);
    expect(download.status()).toBe(200);
    expect((await download.body()).length).toBe(bytes.length);

    await card(page, name)
      .getByRole('button', { name: media('actions.deleteOf', { name }) })
      .click();
    const dialog = page.getByRole('dialog', { name: files('delete.title') });
    await expect(dialog).toContainText(files('delete.question'));
    await dialog.getByRole('button', { name: files('delete.confirm') }).click();
    await expect(card(page, name)).toBeHidden();
    await expect(page.getByText(media('deleted', { name }))).toBeVisible();
    expect(await storedNames()).not.toContain(name);
  });

  test('a cancelled upload leaves nothing behind', async ({ page }) => {
    await openLibrary(page);
    const name = `e2e-cancel-${Date.now()}.png`;
    await page.route('**/v0/b/**', async (route) => {
      if (route.request().method() !== 'GET') await new Promise((resolve) => setTimeout(resolve, 3000));
      await route.continue().catch(() => undefined);
    });
    await fileInput(page).setInputFiles({ name, mimeType: 'image/png', buffer: noisyPng() });
    await page.getByRole('button', { name: files('upload.cancelOf', { name }) }).click();
    await expect(page.getByRole('status').filter({ hasText: files('upload.cancelled') })).toBeVisible();
    await page.waitForTimeout(3500);
    expect(await storedNames()).not.toContain(name);
  });

  test('refuses a file of the wrong type or over the limit with a message, and stores nothing', async ({
    page,
  }) => {
    await openLibrary(page);
    const before = await storedNames();
    await fileInput(page).setInputFiles({
      name: 'e2e-notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not an image'),
    });
    const types = FOLDER_RULES.uploads.extensions.map((extension) => extension.toUpperCase()).join(', ');
    await expect(page.getByRole('alert')).toContainText(
      files('problems.type', { name: 'e2e-notes.txt', folder: files('folders.uploads'), types }),
    );
    await fileInput(page).setInputFiles({
      name: 'e2e-big.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(FOLDER_RULES.uploads.maxBytes + 1, 1),
    });
    await expect(page.getByRole('alert')).toContainText('e2e-big.png');
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    expect(await storedNames()).toEqual(before);
  });

  test('a role without Comunicazioni sees no entry for it and is sent home from the URL', async ({
    page,
  }) => {
    // The library has no sidebar entry of its own (spec §2 lists none): its permission's entry, /messages, is absent.
    const allowed = sidebarFor('visualizzatore', { environment: 'europe', customerCareActive: true }).flatMap(
      (section) => section.entries.map((entry) => entry.path),
    );
    expect(allowed).not.toContain('/messages');
    await openInCanteen(page, VIEWER, CANTEEN, '/messages/media');
    await expect(page).toHaveURL(/\/home$/);
    const hrefs = await sidebarHrefs(page);
    expect(hrefs).not.toContain('/messages');
    expect(hrefs).not.toContain('/messages/media');
  });
});
