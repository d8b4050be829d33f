// Build steps the launcher and `npm start` run before the emulators: the functions bundle and the SPA.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './emulator-env';

/** Runs an npm script of a workspace, failing with a one-line message when it fails. */
export function runNpm(args: string[], label: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', args, { cwd: REPO_ROOT, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${label} failed (exit ${code}).`))));
  });
}

/** Bundles the functions (with @backoffice/shared inlined) into functions/dist, which the emulator loads. */
export function buildFunctions(): Promise<void> {
  return runNpm(['run', 'build', '--silent', '-w', '@backoffice/functions'], 'Building the functions');
}

/** Builds the SPA into web/dist for the Hosting emulator when it has not been built yet. */
export async function buildWebIfMissing(): Promise<void> {
  if (existsSync(path.join(REPO_ROOT, 'web', 'dist', 'index.html'))) return;
  await runNpm(['run', 'build', '--silent', '-w', '@backoffice/web'], 'Building the web app');
}
