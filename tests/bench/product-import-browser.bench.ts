// The shop's mass import in the browser (issue 16: "a benchmark that prints the time to validate and import 5,000
// pasted product rows, target ≤ 10 s in the browser"): the production build on the Hosting emulator, the seeded site
// manager on /servizi/coffeebreak, 5,000 tab-separated rows pasted in the import dialog. Two clocks, each from the click
// to what the user sees: "Read the pasted cells" → the preview's summary (parse, header mapping, every row through the
// shared schema, the preview table), and "Import the rows" → the completion message (the importServiceProducts
// callable: the rows sent, checked again and written all or nothing by the admin SDK, progress streamed back). Also the main thread's longest task meanwhile. Node's half (parse and validate only) is
// product-import.bench.ts. The imported products' trigger events are left to the emulators' shutdown at the end of
// `npm run bench` (nothing is exported from a bench session).
import { chromium } from '@playwright/test';
import { adminDb, setBackgroundTriggers } from '../support/admin';
import { createRunCategory } from '../support/catalogue';
import { CHROMIUM_ARGS } from '../playwright.config';
import { DEMO_PASSWORD } from '../tools/seed/users';
import { languageOf, text } from '../e2e/support';

export const title = 'Shop mass import in Chromium: 5,000 pasted products read, validated and imported (issue 16: target ≤ 10 s)';

const BASE = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:5000';
const EMAIL = 'site_manager@demo.test';
const CANTEEN = 'C_1001';
const SERVICE = `COFFEEBREAK_${CANTEEN}`;
const ROWS = 5_000;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

declare global {
  interface Window {
    __longTasks?: number[];
  }
}

export async function run(): Promise<string[]> {
  const language = languageOf(EMAIL);
  const shop = (key: string) => text(language, 'shop', key);
  const kit = (key: string, values: Record<string, string | number> = {}) => text(language, 'kit', key, values);
  const runId = Date.now().toString(36);
  const categoryName = `Bench import ${runId}`;
  await createRunCategory(SERVICE, `BENCH_IMPORT_${runId}`, categoryName, 98);
  const pasted = [
    'Categoria\tNome\tDescrizione\tPrezzo\tPunti',
    ...Array.from(
      { length: ROWS },
      (_, index) =>
        `${categoryName}\tProdotto ${index}\tDescrizione del prodotto ${index}, con ingredienti e note\t${1 + (index % 50)},${String(index % 100).padStart(2, '0')}\t${index % 20}`,
    ),
  ].join('\n');

  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
    await page.addInitScript(() => {
      window.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__longTasks!.push(entry.duration);
      }).observe({ type: 'longtask', buffered: true });
    });
    await page.goto(`${BASE}/?cid=${CANTEEN}`);
    await page.locator('input[name="username"]').fill(EMAIL);
    await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
    await page.locator('form button[type="submit"]').click();
    await page.locator('#app-sidebar nav a').first().waitFor({ timeout: 60_000 });
    await page.goto(`${BASE}/servizi/coffeebreak?tab=products`);
    await page.getByRole('button', { name: shop('import.open') }).click();
    const dialog = page.getByRole('dialog', { name: shop('import.title') });
    const field = dialog.getByRole('textbox', { name: kit('import.paste.field') });
    await field.waitFor({ timeout: 60_000 });
    await page.evaluate(() => (window.__longTasks = []));
    // One input event with the whole text, as a paste gives. Not Playwright's fill(): it inserts the text through
    // Chromium's editing commands, which took 90 s for these 478 KiB on a bare <textarea> with no script at all
    // (2026-11-27) — an artefact of the driver, not of the screen.
    const pasteStarted = Date.now();
    await field.evaluate((element, value) => {
      const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!;
      setter.call(element, value);
      element.dispatchEvent(new Event('input', { bubbles: true }));
    }, pasted);
    await dialog.getByRole('button', { name: kit('import.paste.read') }).waitFor({ state: 'visible' });
    const pasteMs = Date.now() - pasteStarted;
    const pasteLongest = Math.max(0, ...(await page.evaluate(() => window.__longTasks ?? [])));
    await page.evaluate(() => (window.__longTasks = []));

    const readStarted = Date.now();
    await dialog.getByRole('button', { name: kit('import.paste.read') }).click();
    await dialog.getByText(kit('import.preview.summary', { total: ROWS, invalid: 0 })).waitFor({ timeout: 120_000 });
    const readMs = Date.now() - readStarted;
    const readLongest = Math.max(0, ...(await page.evaluate(() => window.__longTasks ?? [])));
    await page.evaluate(() => (window.__longTasks = []));

    // The Functions emulator runs each written product's audit trigger on this same machine, one after another,
    // while the write goes on (5,000 events competing for the 2 cores); in production they run on their own
    // instances. The write is timed with the emulator's background triggers paused, and says so.
    const triggersPaused = process.env.BENCH_IMPORT_TRIGGERS !== 'on';
    if (triggersPaused) await setBackgroundTriggers(false);
    const writeStarted = Date.now();
    await dialog.getByRole('button', { name: kit('import.start', { count: ROWS }) }).click();
    await dialog.getByText(kit('import.done', { count: ROWS })).waitFor({ timeout: 300_000 });
    const writeMs = Date.now() - writeStarted;
    if (triggersPaused) await setBackgroundTriggers(true);
    const writeLongest = Math.max(0, ...(await page.evaluate(() => window.__longTasks ?? [])));
    const written = (
      await adminDb.collection(`services/${SERVICE}/products`).where('category_id', '==', `BENCH_IMPORT_${runId}`).count().get()
    ).data().count;

    return [
      `${ROWS} rows, ${(pasted.length / 1024).toFixed(0)} KiB pasted, as ${EMAIL} (${language}) on ${SERVICE}`,
      `pasted into the field: ${seconds(pasteMs)} (longest main-thread task ${pasteLongest.toFixed(0)} ms)`,
      `read and validated to the preview: ${seconds(readMs)} (longest main-thread task ${readLongest.toFixed(0)} ms)`,
      `imported (importServiceProducts, all or nothing) to the completion message: ${seconds(writeMs)} (longest task ${writeLongest.toFixed(0)} ms); ${written} products in Firestore; emulator triggers ${triggersPaused ? 'paused during the write (BENCH_IMPORT_TRIGGERS=on to keep them)' : 'running'}`,
      `total ${seconds(pasteMs + readMs + writeMs)} against the 10 s target: ${pasteMs + readMs + writeMs <= 10_000 ? 'met' : 'NOT met'}`,
    ];
  } finally {
    await browser.close();
  }
}
