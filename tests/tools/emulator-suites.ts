// Runs inside `firebase emulators:exec`: the rules and integration suites, or the end-to-end suite (`e2e`), each
// with a JSON report.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from './emulator-env';

const reports = process.argv[2] ?? path.join(REPO_ROOT, '.cache', 'reports');
const which = process.argv[3] ?? 'all';

function run(label: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): boolean {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { cwd: REPO_ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

const vitestSuite = (project: string, files: string[] = []) =>
  run(`${project} suite`, 'npx', [
    'vitest', 'run', '--project', project, '--passWithNoTests',
    '--reporter=default', '--reporter=json', `--outputFile.json=${path.join(reports, `${project}.json`)}`,
    ...files,
  ]);

const endToEnd = (files: string[] = []) =>
  run('end-to-end (Playwright, Chromium)', 'npx', ['playwright', 'test', '-c', 'tests/playwright.config.ts', '--reporter=list,json', ...files], {
    PLAYWRIGHT_JSON_OUTPUT_FILE: path.join(reports, 'e2e.json'),
  });

/**
 * The suites that read the calendar, for the moved-clock runs of test-days.ts: the seed written and read back, the
 * month of menus, the last order, programmed notifications and the scheduler's cron, the request lists' date filters
 * and limit dates, history and chat dates, and the dashboard's counters of today. (The whole suite runs on a moved
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
  ],
  e2e: ['ifm-requests.spec.ts', 'ifm-request-detail.spec.ts', 'tickets.spec.ts', 'screens.spec.ts'],
};

const suites: Record<string, () => boolean[]> = {
  e2e: () => [endToEnd()],
  integration: () => [vitestSuite('emulator')],
  backend: () => [vitestSuite('rules'), vitestSuite('emulator')],
  dates: () => [vitestSuite('emulator', DATE_SENSITIVE.integration), endToEnd(DATE_SENSITIVE.e2e)],
  all: () => [vitestSuite('rules'), vitestSuite('emulator'), endToEnd()],
};
const results = (suites[which] ?? suites.all!)();
process.exit(results.every(Boolean) ? 0 : 1);
