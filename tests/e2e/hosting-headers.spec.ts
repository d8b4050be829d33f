// Ready for production (issue 23) on the Hosting emulator: the headers firebase.json serves (caching, the CSP's
// frame-ancestors, nosniff, referrer, permissions, HSTS) and the built index.html's Content-Security-Policy; signing
// in, the dashboard, the IFM requests, one request's page and a file upload with no CSP violation; the chat-assistant widget's script for
// it, es and cl only (its request intercepted), and the back office working when that script fails to load.
// Concurrency: reads only, except an upload to C_1002's uploads folder (an e2e-csp-… file, removed afterwards) and
// its own account e2e-hosting-widget (created here with the seeded site manager's profile, language changed by the
// test, deleted afterwards). No demo account is changed.
import { getApps, initializeApp } from 'firebase-admin/app';
import { getStorage } from 'firebase-admin/storage';
import { mergeClaims, userClaims, type ClaimsSource } from '@backoffice/shared';
import { expect, test, type Page } from './fixtures';
import { adminAuth, adminDb } from '../support/admin';
import { DEMO_PASSWORD } from '../tools/seed';
import { pngImage } from '../tools/seed/file-bytes';
import { SEED_BUCKET } from '../tools/seed/media';
import {
  languageOf,
  openInCanteen,
  openScreen,
  seededDoc,
  signIn,
  submitSignIn,
  text,
  WIDE,
} from './support';

test.use({ viewport: WIDE });

const MANAGER = 'site_manager@demo.test';
const UPLOAD_CANTEEN = 'C_1002';
const WIDGET_UID = 'e2e-hosting-widget';
const WIDGET_EMAIL = 'e2e-hosting-widget@demo.test';
/** The emulator build's widget address (web/src/config/chat-widget.ts LOCAL_CHAT_WIDGET_URL). */
const WIDGET_PATH = '/chat-assistant/widget.js';

process.env.FIREBASE_STORAGE_EMULATOR_HOST ??= '127.0.0.1:9199';
const bucket = () =>
  getStorage(getApps()[0] ?? initializeApp({ projectId: 'demo-backoffice' })).bucket(SEED_BUCKET);

// ---- CSP violations: the page's securitypolicyviolation events and the console's reports of them ----------------

interface Violations {
  list: () => Promise<string[]>;
}

/** Starts recording every CSP violation of the page (events, from before any script runs, and console messages). */
async function recordViolations(page: Page): Promise<Violations> {
  const fromConsole: string[] = [];
  page.on('console', (message) => {
    const body = message.text();
    if (/Content Security Policy|Content-Security-Policy|Permissions-Policy/i.test(body))
      fromConsole.push(body);
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(
        `${event.effectiveDirective} blocked ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`,
      ),
    );
  });
  return {
    list: async () => [
      ...fromConsole,
      ...(await page.evaluate(
        () => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [],
      )),
    ],
  };
}

// ---- Headers -------------------------------------------------------------------------------------------------------

test('serves the security and caching headers, and the built page carries its Content-Security-Policy', async ({
  request,
}) => {
  const page = await request.get('/');
  expect(page.status()).toBe(200);
  const documentHeaders = page.headers();
  const common = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'strict-transport-security': 'max-age=63072000; includeSubDomains',
  };
  expect(documentHeaders).toMatchObject({ ...common, 'cache-control': 'no-cache' });
  expect(documentHeaders['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(documentHeaders['permissions-policy']).toContain('camera=()');
  // The SPA's rewrite answers a deep link with index.html, under the same headers.
  const deepLink = await request.get('/dashboard');
  expect(deepLink.headers()).toMatchObject({ ...common, 'cache-control': 'no-cache' });
  expect(deepLink.headers()['content-security-policy']).toContain("frame-ancestors 'none'");

  // index.html's policy: the emulator hosts the build talks to, nothing else but itself.
  const html = await page.text();
  const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/
    .exec(html)?.[1]
    ?.replaceAll('&#39;', "'");
  expect(meta).toBeDefined();
  expect(meta).toContain("default-src 'self'");
  expect(meta).toMatch(
    /connect-src 'self' http:\/\/127\.0\.0\.1:9099 http:\/\/127\.0\.0\.1:8080 http:\/\/127\.0\.0\.1:5001 http:\/\/127\.0\.0\.1:9199[;]/,
  );
  expect(meta).toContain("object-src 'none'");
  expect(meta).not.toContain('googleapis.com');
  // Before any script of the page.
  expect(html.indexOf('http-equiv="Content-Security-Policy"')).toBeLessThan(html.indexOf('<script'));

  // Hashed build files: cached for a year, never revalidated.
  const asset = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  expect(asset).toBeDefined();
  const script = await request.get(asset!);
  expect(script.status()).toBe(200);
  expect(script.headers()).toMatchObject({
    ...common,
    'cache-control': 'public, max-age=31536000, immutable',
  });
  // The signage player's worker is revalidated like the page (a new one is picked up at the next load).
  const worker = await request.get('/signage-sw.js');
  expect(worker.status()).toBe(200);
  expect(worker.headers()['cache-control']).toBe('no-cache');
});

// ---- No CSP violation on the main paths ------------------------------------------------------------------------------

test('signing in, the dashboard, the IFM requests and one request load with no CSP violation', async ({ page }) => {
  test.setTimeout(90_000);
  const violations = await recordViolations(page);
  // Through the form (the sign-in screen is part of what must load cleanly).
  await signIn(page, MANAGER, '/', { viaForm: true });
  await openScreen(page, MANAGER, 'C_1001', '/dashboard', 'dashboard');
  // The site manager's IFM list is the management one (spec §2: /richieste-ifm-admin).
  await page.goto('/richieste-ifm-admin');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('row').nth(1)).toBeVisible({ timeout: 20_000 });
  // The canteen's style sheet came from the API and is in the page.
  await expect.poll(() => page.evaluate(() => document.getElementById('canteen-colors') !== null)).toBe(true);
  // One request's page (its details, history and chat listeners), opened as a user would, from the list.
  const requestId = 'IFM_C_1001_001';
  await page.goto(`/richieste-ifm/${requestId}`);
  await expect(
    page.getByText(String(seededDoc(`orders/${requestId}`).human_id), { exact: true }),
  ).toBeVisible({ timeout: 20_000 });
  expect(await violations.list()).toEqual([]);
});

test('a file upload to the media library and its preview load with no CSP violation', async ({ page }) => {
  test.setTimeout(90_000);
  const violations = await recordViolations(page);
  const name = `e2e-csp-${Date.now()}.png`;
  try {
    await openInCanteen(page, MANAGER, UPLOAD_CANTEEN, '/messages/media');
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: text(languageOf(MANAGER), 'shell', 'screens.messagesMedia'),
      }),
    ).toBeVisible({
      timeout: 20_000,
    });
    await page.locator('input[type="file"]').setInputFiles({
      name,
      mimeType: 'image/png',
      buffer: pngImage(120, 80, '#0b5394', '#f1c232'),
    });
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name }) });
    await expect(card).toBeVisible({ timeout: 20_000 });
    // Its preview is downloaded from Storage (img-src).
    await expect
      .poll(() => card.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth), {
        timeout: 15_000,
      })
      .toBeGreaterThan(0);
    expect(await violations.list()).toEqual([]);
  } finally {
    await bucket()
      .file(`canteens/${UPLOAD_CANTEEN}/uploads/${name}`)
      .delete()
      .catch(() => undefined);
  }
});

// ---- The chat-assistant widget ---------------------------------------------------------------------------------------

test.describe('the chat-assistant widget', () => {
  test.beforeAll(async () => {
    // Our own account: the seeded site manager's profile under another uid, so its language can change freely.
    const profile = seededDoc('users/demo-site_manager');
    await adminAuth.deleteUser(WIDGET_UID).catch(() => undefined);
    await adminAuth.createUser({ uid: WIDGET_UID, email: WIDGET_EMAIL, password: DEMO_PASSWORD });
    const data = {
      ...profile,
      profile: { ...(profile.profile as Record<string, unknown>), email: WIDGET_EMAIL, name: 'E2E Widget' },
      active_language: 'it',
    };
    await adminDb.doc(`users/${WIDGET_UID}`).set(data);
    await adminAuth.setCustomUserClaims(WIDGET_UID, mergeClaims(undefined, userClaims(data as ClaimsSource).claims));
  });
  test.afterAll(async () => {
    await adminDb.doc(`users/${WIDGET_UID}`).delete();
    await adminAuth.deleteUser(WIDGET_UID).catch(() => undefined);
  });

  const setLanguage = (language: string) =>
    adminDb.doc(`users/${WIDGET_UID}`).update({ active_language: language });
  const widgetMark = (page: Page) =>
    page.evaluate(() => document.documentElement.getAttribute('data-chat-assistant'));
  const widgetScript = (page: Page) => page.locator('script#chat-assistant-widget');

  test('loads the script of it, es and cl, and none for the other languages', async ({ page }) => {
    test.setTimeout(90_000);
    await setLanguage('it');
    const requested: string[] = [];
    await page.route(`**${WIDGET_PATH}*`, async (route) => {
      requested.push(route.request().url());
      const lang = new URL(route.request().url()).searchParams.get('lang');
      await route.fulfill({
        contentType: 'text/javascript',
        body: `document.documentElement.setAttribute('data-chat-assistant', ${JSON.stringify(`intercepted-${lang}`)});`,
      });
    });
    const violations = await recordViolations(page);
    await page.goto('/');
    await submitSignIn(page, WIDGET_EMAIL);
    await expect.poll(() => widgetMark(page), { timeout: 20_000 }).toBe('intercepted-it');
    for (const language of ['es', 'cl']) {
      await setLanguage(language);
      await expect.poll(() => widgetMark(page), { timeout: 20_000 }).toBe(`intercepted-${language}`);
    }
    for (const language of ['en', 'fr', 'tr', 'ca', 'eu']) {
      await setLanguage(language);
      await expect
        .poll(() => page.evaluate(() => document.documentElement.lang), { timeout: 20_000 })
        .toBe(language);
      await expect(widgetScript(page)).toHaveCount(0);
    }
    expect(requested.map((url) => new URL(url).pathname + new URL(url).search)).toEqual([
      `${WIDGET_PATH}?lang=it`,
      `${WIDGET_PATH}?lang=es`,
      `${WIDGET_PATH}?lang=cl`,
    ]);
    expect(await violations.list()).toEqual([]);
  });

  test('the back office keeps working when the script fails to load', async ({ page }) => {
    test.setTimeout(90_000);
    await setLanguage('it');
    let aborted = 0;
    await page.route(`**${WIDGET_PATH}*`, async (route) => {
      aborted += 1;
      await route.abort('failed');
    });
    const pageErrors: Error[] = [];
    page.on('pageerror', (error) => pageErrors.push(error));
    await signIn(page, WIDGET_EMAIL, '/');
    await expect.poll(() => aborted, { timeout: 20_000 }).toBeGreaterThan(0);
    // The shell still navigates and shows a screen.
    await openScreen(page, WIDGET_EMAIL, 'C_1001', '/dashboard', 'dashboard');
    await expect(page.locator('header button[aria-controls="app-sidebar"]')).toBeVisible();
    expect(await widgetMark(page)).toBeNull();
    expect(pageErrors).toEqual([]);
  });
});
