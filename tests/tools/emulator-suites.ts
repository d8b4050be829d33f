// Runs inside `firebase emulators:exec`: the rules and integration suites, or the end-to-end suite (`e2e`), each
// with a JSON report.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './emulator-env';
import { EXCLUSIVE_MARKER, SEEDED_MARKER, step, vitestArgs, vitestInBackground } from './vitest-run';
import { seedSession } from './seed-runner';
import { SESSION_ENDS_AFTER_INTEGRATION_ENV } from '../support/run-last';
import { E2E_SECOND_RUN_ENV } from '../e2e/second-run';
import { mergePlaywrightReports } from './test-results';

const reports = process.argv[2] ?? path.join(REPO_ROOT, '.cache', 'reports');
const which = process.argv[3] ?? 'all';
mkdirSync(reports, { recursive: true });

const run = (label: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}) =>
  step(label, command, args, { ...process.env, ...env });

const vitestSuite = (project: string, files: string[] = [], env: NodeJS.ProcessEnv = {}) =>
  run(`${project} suite`, 'npx', vitestArgs(reports, project, [project], files), env);

/** The integration suite when the session ends with it: its last file's trigger queue is left to the shutdown (run-last.ts). */
const integrationEndingSession = (files: string[] = []) => vitestSuite('emulator', files, { [SESSION_ENDS_AFTER_INTEGRATION_ENV]: '1' });

/**
 * The rules suite runs beside the integration suite: it evaluates rules on its own project ids (no data shared), mostly
 * waits on the Firestore emulator, and the integration suite mostly waits on triggers and timers (the scheduler test
 * waits for the next minute), so the two overlap instead of adding up.
 */
const rulesInBackground = () =>
  vitestInBackground(reports, 'rules', 'ran in the background beside the integration suite');

/**
 * The end-to-end suite in two runs of Playwright on the same seeded emulators: the `concurrent` project's files two at
 * a time, then the `exclusive` project's one at a time (playwright.config.ts says why each is exclusive). Two runs,
 * not a project dependency: a failure in the first would skip every test of the second. The second run keeps the
 * seed and the saved sign-ins; both reports are merged into e2e.json for the summary.
 */
async function endToEnd(files: string[] = []): Promise<boolean> {
  // `files`: spec files, or any Playwright arguments, given to both runs.
  const phases = [
    { project: 'concurrent', report: 'e2e-concurrent.json', env: {} },
    { project: 'exclusive', report: 'e2e-exclusive.json', env: { [E2E_SECOND_RUN_ENV]: '1' } },
  ];
  const passed: boolean[] = [];
  for (const phase of phases) {
    // npm test starts the web unit tests beside the exclusive specs, which keep one core busy (test-all.ts).
    if (phase.project === 'exclusive') writeFileSync(path.join(reports, EXCLUSIVE_MARKER), new Date().toISOString());
    passed.push(
      await run(
        `end-to-end (Playwright, Chromium): ${phase.project} specs`,
        'npx',
        [
          'playwright',
          'test',
          '-c',
          'tests/playwright.config.ts',
          '--reporter=list,json',
          `--project=${phase.project}`,
          // Each run empties its output folder first: one each, so the first run's failures keep their screenshots.
          `--output=${path.join(REPO_ROOT, 'tests', 'test-results', phase.project)}`,
          '--pass-with-no-tests',
          ...files,
        ],
        { PLAYWRIGHT_JSON_OUTPUT_FILE: path.join(reports, phase.report), ...phase.env },
      ),
    );
  }
  mergePlaywrightReports(
    phases.map((phase) => path.join(reports, phase.report)),
    path.join(reports, 'e2e.json'),
  );
  return passed.every(Boolean);
}

/**
 * The suites that read the calendar, for the moved-clock runs of test-days.ts: the seed written and read back, the
 * month of menus, the last order, programmed notifications and the scheduler's cron, the request lists' date filters
 * and limit dates, history and chat dates, the dashboard's counters of today, the special diets' clashes with a seeded menu day
 * and the activity log's days-ago entries, the customer-care SLA report's weeks, business hours and at-risk list, the help desk's open tickets. (The whole suite runs on a moved
 * clock too, with `--full`.)
 */
export const DATE_SENSITIVE = {
  integration: [
    'integration/seed.test.ts',
    'integration/api-menu.test.ts',
    'integration/api-core.test.ts',
    'integration/notifications.test.ts',
    'integration/notifications-scheduler.test.ts',
    'integration/ifm-status.test.ts',
    'integration/chat-unread.test.ts',
    'integration/customer-care-sla.test.ts',
    'integration/api-helpdesk.test.ts',
  ],
  e2e: [
    'communications.spec.ts',
    'notifications.spec.ts',
    'ifm-requests.spec.ts',
    'ifm-request-detail.spec.ts',
    'tickets.spec.ts',
    'screens.spec.ts',
    'special-diets.spec.ts',
    'activity-log.spec.ts',
    'customer-care-sla.spec.ts',
    'customer-care.spec.ts',
    // The simulator prices on today, the statistics read the last 62 days (issue 21).
    'contribution-rules.spec.ts',
    // Codes valid today and ending within a week, redemptions of 30 days (issue 21).
    'dashboard-areas.spec.ts',
    // Ratings of the 30 days before today; the order exports and shopping list of the seeded days before today (issue 17).
    'ratings.spec.ts',
    'orders-export.spec.ts',
  ],
};

/**
 * The integration files share one seed, in place before any of them runs: the day's snapshot the session started from
 * (seed-snapshot.ts), or written here on emulators with nothing queued. A file that found them unseeded reseeded them
 * itself (api-support.ts ensureSeeded), after the files before it, and on a loaded machine the resumed triggers did
 * not answer within 180 s (api-csv, fresh-clone run of 2026-11-27).
 */
async function seedFirst(): Promise<void> {
  const started = Date.now();
  try {
    console.log(`[integration] ${await seedSession()} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  } finally {
    // npm test starts the unit tests beside this session only now (test-all.ts).
    writeFileSync(path.join(reports, SEEDED_MARKER), new Date().toISOString());
  }
}

async function rulesBesideIntegration(thenEndToEnd: boolean): Promise<boolean[]> {
  await seedFirst();
  const rules = rulesInBackground();
  const integration = await (thenEndToEnd ? vitestSuite('emulator') : integrationEndingSession());
  return [integration, await rules()];
}

const suites: Record<string, () => Promise<boolean[]>> = {
  // `npm run e2e -- <args>`: spec files and Playwright options (e.g. --trace retain-on-failure) for both runs.
  e2e: async () => [await endToEnd(process.argv.slice(4))],
  integration: async () => {
    await seedFirst();
    return [await integrationEndingSession()];
  },
  backend: () => rulesBesideIntegration(false),
  'dates-backend': async () => {
    await seedFirst();
    return [await integrationEndingSession(DATE_SENSITIVE.integration)];
  },
  'dates-e2e': async () => [await endToEnd(DATE_SENSITIVE.e2e)],
  // One session for everything (a developer's `emulator-suites.ts … all`); `npm test` runs `backend` and `e2e` in two
  // sessions instead (test-all.ts): a reseed adds a trigger generation and the end-to-end suite's first trigger waits for all.
  all: async () => [...(await rulesBesideIntegration(true)), await endToEnd()],
};
const results = await (suites[which] ?? suites.all!)();
process.exit(results.every(Boolean) ? 0 : 1);
