// End-to-end tests in Debian's Chromium against the Hosting emulator (production build) and seeded emulators.
import { defineConfig } from '@playwright/test';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Spec files that may not run beside another: each reads a total other specs' writes move, or changes what other specs
 * rely on. They run in the `exclusive` project, one at a time, after the `concurrent` project's files have run two at a
 * time (emulator-suites.ts runs the two projects one after the other). Every other spec mutates only documents it
 * creates or owns and puts back what it changes, so it can run beside any other (its header comment says which).
 * - users: changes demo-site_manager's role, which the specs signing in as that account meet mid-test;
 * - activity-log: the canteen's entries and their total, which every audited write of C_1001 moves;
 * - ifm-request-detail: IFM status changes write chat messages, unread marks and e-mails other IFM and ticket specs count;
 * - dashboard-areas: counts the canteen's printers and print jobs (printers.spec adds them) and codes (contribution-rules);
 * - special-diets: counts a seeded menu day's clashes from C_1001's recipes, whose days and allergens menus.spec edits.
 * - wizard: creates canteen C_1003 (and its news areas), which every canteen list and count of other specs would meet.
 * The specs reading e-mails share one inbox for the run (global-setup.ts) and find their own by recipient and text.
 */
export const EXCLUSIVE_SPECS = [
  'users.spec.ts',
  'activity-log.spec.ts',
  'ifm-request-detail.spec.ts',
  'dashboard-areas.spec.ts',
  'special-diets.spec.ts',
  'wizard.spec.ts',
  // ~400 audit events from its import of 197 products: trigger waits of the other worker's specs would queue behind them.
  'shop-import.spec.ts',
];
const exclusive = EXCLUSIVE_SPECS.map((file) => `**/${file}`);

/**
 * Two workers: on 2 cores the suite (150 tests) took 834 s with one and 642 s with two (2026-11-27); a test mostly
 * waits on the emulators and Chromium, so a second file in flight fills the idle time.
 */
export const E2E_WORKERS = 2;

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: false,
  workers: E2E_WORKERS,
  retries: 0,
  timeout: 60_000,
  // What a test waits for after a page load or a trigger: a loaded 2-core CI machine met 5 s and more for a screen's
  // heading after page.goto (ifm-request-detail, fresh-clone run of 2026-11-27). Assertions still end as soon as the
  // state is there; only a failure waits the whole time.
  expect: { timeout: 15_000 },
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:5000',
    screenshot: 'only-on-failure',
    // No trace by default: recording one (its screencast above all) for every test cost a third of the suite's time
    // and two fifths of its CPU on 2 cores (32 tests: 141 s with retain-on-failure, 105 s without its screenshots,
    // 96 s without a trace; 2026-11-27). A failure still leaves its screenshot and error context; to debug one, run
    // `npx playwright test … --trace retain-on-failure`.
    trace: 'off',
    // The SPA honours reduced motion (index.css, Spinner): no animation frames to paint while a test waits.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    { name: 'concurrent', testIgnore: exclusive, use: { browserName: 'chromium' } },
    { name: 'exclusive', testMatch: exclusive, workers: 1, use: { browserName: 'chromium' } },
  ],
});
