// How `npm test` runs its steps: vitest's arguments with a JSON report, a step in the foreground, and one runner for
// steps that run in the background beside another (their output kept and printed whole when awaited).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
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

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/**
 * Runs a step in the foreground, its output shown as it comes; resolves whether it passed. Asynchronous, so that a step
 * started in the background beside it (inBackground) keeps draining its output pipe and is timed at its real exit.
 */
export async function step(
  label: string,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<boolean> {
  const started = Date.now();
  console.log(`\n▶ ${label}`);
  const child = spawn(command, args, { cwd: REPO_ROOT, stdio: 'inherit', env });
  const ok = await new Promise<boolean>((resolve) => {
    child.on('close', (code) => resolve(code === 0));
    child.on('error', (error) => {
      console.error(error.message);
      resolve(false);
    });
  });
  console.log(`${ok ? '✔' : '✘'} ${label} (${seconds(started)})`);
  return ok;
}

/**
 * Starts a step in the background, its output kept; the returned function waits for it, prints its output whole under
 * `label` with how long it ran, and resolves whether it passed. Steps side by side thus never interleave their output.
 */
/** Written in the reports folder by the first emulator session once its seed is written (emulator-suites.ts). */
export const SEEDED_MARKER = 'seeded';

/** Written in the reports folder when the end-to-end suite starts its exclusive specs, one at a time (emulator-suites.ts). */
export const EXCLUSIVE_MARKER = 'e2e-exclusive';

/** Resolves once `file` exists, or after `timeoutMs` or when `stop` aborts (true when it appeared). */
export async function waitForFile(file: string, timeoutMs: number, stop?: AbortSignal): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!existsSync(file)) {
    if (Date.now() > deadline || stop?.aborted) return false;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return true;
}

export function inBackground(
  label: string,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): () => Promise<boolean> {
  const started = Date.now();
  const output: Buffer[] = [];
  let ran = '';
  const child = spawn(command, args, { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'pipe'], env });
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
  // Timed at exit rather than when the output pipe closes.
  child.on('exit', () => {
    ran = seconds(started);
  });
  const exited = new Promise<boolean>((resolve) => {
    child.on('close', (code) => {
      ran ||= seconds(started);
      resolve(code === 0);
    });
    child.on('error', (error) => {
      output.push(Buffer.from(`${error.message}\n`));
      ran = seconds(started);
      resolve(false);
    });
  });
  return async () => {
    const ok = await exited;
    console.log(`\n▶ ${label}`);
    process.stdout.write(Buffer.concat(output));
    console.log(`${ok ? '✔' : '✘'} ${label} (${ran}, in the background)`);
    return ok;
  };
}

/** A vitest project in the background (see inBackground), with its JSON report `<reports>/<project>.json`. */
export const vitestInBackground = (reports: string, project: string, label: string) =>
  inBackground(`${project} suite (${label})`, 'npx', [
    ...vitestArgs(reports, project, [project]),
    '--color=false',
  ]);
