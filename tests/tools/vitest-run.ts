// How `npm test` runs a vitest project: its arguments with a JSON report, and in the background (output kept in a
// file and printed when awaited) for a suite that mostly waits and can overlap another.
import { spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './emulator-env';

/** vitest arguments for one or more projects, printing as usual and writing `<reports>/<report>.json`. */
export const vitestArgs = (reports: string, report: string, projects: string[], files: string[] = []) => [
  'vitest',
  'run',
  ...projects.flatMap((project) => ['--project', project]),
  '--passWithNoTests',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${path.join(reports, `${report}.json`)}`,
  ...files,
];

/**
 * Starts a vitest project in the background, its output kept in `<reports>/<project>.log`; the returned function waits
 * for it, prints its output under `label` with how long it ran, and resolves whether it passed.
 */
export function vitestInBackground(reports: string, project: string, label: string): () => Promise<boolean> {
  const log = path.join(reports, `${project}.log`);
  const fd = openSync(log, 'w');
  const started = Date.now();
  const child = spawn('npx', [...vitestArgs(reports, project, [project]), '--color=false'], {
    cwd: REPO_ROOT,
    stdio: ['ignore', fd, fd],
    env: process.env,
  });
  closeSync(fd);
  const exited = new Promise<number | null>((resolve) => {
    child.on('exit', (code) => resolve(code));
    child.on('error', () => resolve(1));
  });
  return async () => {
    const code = await exited;
    console.log(`\n▶ ${project} suite (${label}, ${((Date.now() - started) / 1000).toFixed(1)} s until awaited)`);
    console.log(readFileSync(log, 'utf8'));
    return code === 0;
  };
}
