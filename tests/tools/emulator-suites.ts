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

const vitestSuite = (project: string) =>
  run(`${project} suite`, 'npx', [
    'vitest', 'run', '--project', project, '--passWithNoTests',
    '--reporter=default', '--reporter=json', `--outputFile.json=${path.join(reports, `${project}.json`)}`,
  ]);

const endToEnd = () =>
  run('end-to-end (Playwright, Chromium)', 'npx', ['playwright', 'test', '-c', 'tests/playwright.config.ts', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_FILE: path.join(reports, 'e2e.json'),
  });

const suites: Record<string, () => boolean[]> = {
  e2e: () => [endToEnd()],
  integration: () => [vitestSuite('emulator')],
  backend: () => [vitestSuite('rules'), vitestSuite('emulator')],
  all: () => [vitestSuite('rules'), vitestSuite('emulator'), endToEnd()],
};
const results = (suites[which] ?? suites.all!)();
process.exit(results.every(Boolean) ? 0 : 1);
