// `npm run test:rules`: the security-rules suite alone, under emulators it starts itself, ending with the line
// "N passed, M failed" (and the rule-coverage report in .cache/reports).
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './emulator-env';
import { runUnderEmulators } from './emulators';
import { vitestCounts } from './test-results';

const reports = path.join(REPO_ROOT, '.cache', 'reports');
const report = path.join(reports, 'rules.json');

async function main(): Promise<void> {
  mkdirSync(reports, { recursive: true });
  rmSync(report, { force: true });
  let exitCode = 1;
  try {
    exitCode = await runUnderEmulators({
      command: [
        'npx',
        'vitest',
        'run',
        '--project',
        'rules',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${report}`,
      ],
    });
  } catch (error) {
    console.error((error as Error).message);
  }
  const counts = vitestCounts(report);
  console.log(
    `${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}`,
  );
  process.exit(exitCode === 0 && counts.failed === 0 ? 0 : 1);
}

void main();
