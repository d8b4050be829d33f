// `npm run seed:export`: seeds fresh emulators and exports them to emulator-data/, which `npm start` imports.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT, firebaseCli } from './emulator-env';
import { runUnderEmulators } from './emulators';
import { PROJECT_ID } from './ports';
import { EXPORT_DIR as exportDir, EXPORT_MARKER, reseedNow } from './seed-runner';
import { seedDayOf } from './seed/reseed';
import { runSeedInstant } from './seed/today';

async function insideEmulators(): Promise<number> {
  console.log(await reseedNow());
  const result = spawnSync(process.execPath, [firebaseCli(), 'emulators:export', exportDir, '--force', '--project', PROJECT_ID], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
  });
  if (result.status !== 0) return result.status ?? 1;
  // npm start imports the export only on this day (seed-runner.ts importableExport); on any other it seeds afresh.
  writeFileSync(path.join(exportDir, EXPORT_MARKER), `${JSON.stringify({ seeded_for: seedDayOf(runSeedInstant()) }, null, 2)}\n`);
  return 0;
}

const run = process.argv.includes('--inside')
  ? insideEmulators()
  : runUnderEmulators({ command: ['npx', 'tsx', 'tests/tools/seed-export.ts', '--inside'] });
run.then(
  (code) => process.exit(code),
  (error: Error) => {
    console.error(error.message);
    process.exit(1);
  },
);
