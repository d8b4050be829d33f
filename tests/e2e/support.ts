// Helpers of the end-to-end suite: sign in as a demo account, read the SPA's own locale texts, seeded data.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { CATALOGUE_NAMESPACE, catalogueValue, normalizeLanguage, resolveNavigation } from '@backoffice/shared';
import { CATALOGUES } from '@backoffice/shared/catalogue';
import { buildSeed, DEMO_PASSWORD } from '../tools/seed';
import { runSeedInstant } from '../tools/seed/today';
import { startMailServer, type LocalMailServer, type ReceivedMail } from '../integration/support/maildev';

export const seed = buildSeed({ today: runSeedInstant() });

/** A seeded document's data by path. */
export function seededDoc(path: string): Record<string, unknown> {
  const found = seed.documents.find((document) => document.path === path);
  if (!found) throw new Error(`Not seeded: ${path}`);
  return found.data;
}

export const canteenName = (id: string) => String(seededDoc(`canteens/${id}`).name);

/**
 * The SPA's text for a key in a language, straight from its locale files (no copy of the texts in tests); keys of
 * the shared text catalogue (namespace `catalogue`, or a `catalogue:` key) come from @backoffice/shared/catalogue.
 */
export function text(language: string, namespace: string, key: string, values: Record<string, string | number> = {}): string {
  const found =
    namespace === CATALOGUE_NAMESPACE || key.startsWith(`${CATALOGUE_NAMESPACE}:`)
      ? catalogueValue(CATALOGUES[normalizeLanguage(language)], key)
      : localeValue(language, namespace, key);
  if (typeof found !== 'string') throw new Error(`No text ${language}/${namespace}:${key}`);
  return found.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

function localeValue(language: string, namespace: string, key: string): unknown {
  const file = resolve(import.meta.dirname, `../../web/src/i18n/locales/${language}/${namespace}.json`);
  const bundle = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], bundle);
}

/** The language a demo account's UI switches to after sign-in (its active_language). */
export function languageOf(email: string): string {
  return String(seededUser(email)?.active_language ?? 'en');
}

function seededUser(email: string): Record<string, unknown> | undefined {
  return seed.documents.find((document) => document.path.startsWith('users/') && (document.data.profile as { email?: string })?.email === email)?.data;
}

/** Fills the sign-in form (language-independent selectors) and submits it. */
export async function submitSignIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.locator('input[name="username"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('form button[type="submit"]').click();
}

/**
 * Where each demo account's signed-in browser state is kept for the rest of the run: the Firebase Auth entries of
 * localStorage (browserLocalPersistence) after its first sign-in through the form. Cleared by the global setup,
 * because the seed it writes recreates every Auth account (old refresh tokens would be refused).
 */
export const AUTH_STATE_DIR = resolve(import.meta.dirname, '../../.cache/e2e-auth');

export function clearSavedSignIns(): void {
  rmSync(AUTH_STATE_DIR, { recursive: true, force: true });
  mkdirSync(AUTH_STATE_DIR, { recursive: true });
}

const authStateFile = (email: string) => resolve(AUTH_STATE_DIR, `${email.replace(/[^\w.@-]/g, '_')}.json`);

type SavedAuth = Array<[key: string, value: string]>;

function savedSignIn(email: string): SavedAuth | undefined {
  const file = authStateFile(email);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as SavedAuth) : undefined;
}

const shellReady = (page: Page) =>
  expect(page.locator('header button[aria-controls="app-sidebar"]')).toBeVisible({ timeout: 20_000 });

/**
 * Opens `path` signed in as `email` and waits for the shell (its header's menu button: the sidebar may start
 * collapsed). Each account signs in through the form once per run; later calls put its saved Auth state into the
 * new tab before the SPA starts (once per tab, so a sign-out in the test stays signed out), and the SPA starts as it
 * does on a reload. `viaForm` forces the form, for tests about signing in itself.
 */
export async function signIn(page: Page, email: string, path = '/', { viaForm = false } = {}): Promise<void> {
  const saved = viaForm ? undefined : savedSignIn(email);
  if (saved) {
    // window.name survives reloads and the SPA's clearing of both storages on logout, so a tab is restored once.
    await page.addInitScript((entries: SavedAuth) => {
      if (window.name.includes('e2e-auth-restored')) return;
      window.name += ' e2e-auth-restored';
      for (const [key, value] of entries) localStorage.setItem(key, value);
    }, saved);
    await page.goto(path);
    await shellReady(page);
    return;
  }
  await page.goto(path);
  await submitSignIn(page, email);
  await shellReady(page);
  const entries = await page.evaluate(() =>
    Object.entries(localStorage).filter(([key]) => key.startsWith('firebase:authUser:')),
  );
  if (entries.length > 0) {
    mkdirSync(AUTH_STATE_DIR, { recursive: true });
    writeFileSync(authStateFile(email), JSON.stringify(entries));
  }
}

/** The active canteen the SPA keeps in its session state (spec §3), null when none. */
export function activeCanteen(page: Page): Promise<string | null> {
  return page.evaluate(
    () => (JSON.parse(sessionStorage.getItem('state') ?? '{}') as { active_canteen?: string | null }).active_canteen ?? null,
  );
}

/**
 * Signs in through a cid entry link and waits until that canteen is active (roles without Dashboard, such as
 * operatore_ifm and cliente_ifm, stay on /home with it).
 */
export async function signInToCanteen(page: Page, email: string, canteenId: string): Promise<void> {
  await signIn(page, email, `/?cid=${canteenId}`);
  await expect.poll(() => activeCanteen(page), { timeout: 10_000 }).toBe(canteenId);
  // The link then leads to /dashboard, and a role without it on to /home (spec §2): wait until the router is there,
  // or a navigation made now would be overtaken by the link's (CI, 2026-11-25: a detail opened, then /home).
  const role = String(seededUser(email)?.role ?? '');
  const landing = resolveNavigation(ENTRY_LINK_LANDING, role, { customerCareActive: true }).redirectTo ?? ENTRY_LINK_LANDING;
  await expect(page).toHaveURL(new RegExp(`${landing}$`));
}

const ENTRY_LINK_LANDING = '/dashboard';

/**
 * Opens `path` signed in as `email` with `canteenId` already the active canteen, as after a reload of a tab where
 * the user had chosen it: the session state (spec §3, sessionStorage `state`) carries the id and the SPA restores the
 * canteen's document and extras itself. One page load instead of three (the cid link, its dashboard, then `path`), for
 * the tests whose subject is a screen, not how the canteen was chosen (navigation.spec.ts covers that). Once per tab,
 * like the saved sign-in, so a canteen changed in the test stays changed across reloads.
 */
export async function openInCanteen(page: Page, email: string, canteenId: string, path: string): Promise<void> {
  if (!savedSignIn(email)) await signIn(page, email, '/account');
  await page.addInitScript((id: string) => {
    if (window.name.includes('e2e-canteen-preset')) return;
    window.name += ' e2e-canteen-preset';
    const state = JSON.parse(sessionStorage.getItem('state') ?? '{}') as Record<string, unknown>;
    sessionStorage.setItem('state', JSON.stringify({ ...state, active_canteen: id, active_canteen_data: null }));
  }, canteenId);
  await signIn(page, email, path);
  await expect.poll(() => activeCanteen(page), { timeout: 10_000 }).toBe(canteenId);
}

/** How long a page load may take to show a screen's title: the shell, the screen's chunk and its texts in the user's language. */
export const SCREEN_LOAD_MS = 20_000;

/**
 * Opens a screen (`path`) signed in as `email` with `canteenId` active (openInCanteen) and waits for its title, the h1
 * of the shell's `screens.<screenKey>` text in the user's language. A page load is slower than the assertions that
 * follow it (the first test of a run met 8 s on a loaded CI machine): how long it took is the first-data table's
 * figure (fixtures.ts), not a reason to fail the test.
 */
export async function openScreen(page: Page, email: string, canteenId: string, path: string, screenKey: string): Promise<void> {
  await openInCanteen(page, email, canteenId, path);
  await expect(
    page.getByRole('heading', { level: 1, name: text(languageOf(email), 'shell', `screens.${screenKey}`) }),
  ).toBeVisible({ timeout: SCREEN_LOAD_MS });
}

/** The hrefs of the sidebar's links, in order. */
export async function sidebarHrefs(page: Page): Promise<string[]> {
  const links = page.locator('#app-sidebar nav a');
  await expect(links.first()).toBeVisible();
  return links.evaluateAll((elements) => elements.map((element) => element.getAttribute('href') ?? ''));
}

export const WIDE = { width: 1440, height: 900 } as const;

/**
 * How long a test waits for what a trigger writes after a change made in the page (activity-log entries): a loaded CI
 * machine wrote them ~25 s after the change. Tests that wait so set test.setTimeout(150_000).
 */
export const TRIGGER_EFFECT_MS = 60_000;

/** A local SMTP inbox on 1025/1080: ours, or the one already listening there (e.g. `npm start`'s maildev). */
export async function smtpInbox(): Promise<{ mails: () => Promise<ReceivedMail[]>; close: () => Promise<void> }> {
  const free = await new Promise<boolean>((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(1025, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
  if (free) {
    const server: LocalMailServer = await startMailServer();
    return { mails: () => server.all(), close: () => server.close() };
  }
  const reachable = await fetch('http://127.0.0.1:1080/email').then(
    (response) => response.ok,
    () => false,
  );
  if (!reachable)
    throw new Error('Port 1025 is taken by something that is not a maildev with its inbox on 1080');
  return {
    mails: async () => (await (await fetch('http://127.0.0.1:1080/email')).json()) as ReceivedMail[],
    close: async () => undefined,
  };
}
