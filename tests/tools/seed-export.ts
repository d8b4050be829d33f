// `npm run seed:export`: seeds fresh emulators and exports them to emulator-data/, which `npm start` imports.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT, firebaseCli } from './emulator-env';
import { runUnderEmulators } from './emulators';
import { PROJECT_ID } from './ports';
import { reseedNow } from './seed-runner';

const exportDir = path.join(REPO_ROOT, 'emulator-data');

async function insideEmulators(): Promise<number> {
  console.log(await reseedNow());
  const result = spawnSync(process.execPath, [firebaseCli(), 'emulators:export', exportDir, '--force', '--project', PROJECT_ID], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
  });
  return result.status ?? 1;
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
