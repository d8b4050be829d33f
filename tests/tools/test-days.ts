// `npm run test:days`: runs the suites as if today were another day, with the whole process tree's clock moved.
//
//   npm run test:days                          date-sensitive suites on every day of tests/tools/moved-days.ts
//   npm run test:days -- --only monday,sunday  only those days
//   npm run test:days -- --full month-end      the whole of `npm test` on those days
//   npm run test:days -- --list                print the days and their start instants
//
// The clock is moved with libfaketime (Debian package `faketime`) for every process the run starts — the seed, the
// test runners, the Java emulators, the functions runtimes and Chromium — by one offset, so they agree on "now" and
// time flows as usual from the chosen start. The run's day is then pinned by test-all.ts from the moved clock.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './emulator-env';
import { movedDays, type MovedDay } from './moved-days';
import { TODAY_ENV } from './seed/today';

function hasFaketime(): boolean {
  return spawnSync('faketime', ['-f', '+0', 'true'], { stdio: 'ignore' }).status === 0;
}

function option(args: string[], name: string): string[] | undefined {
  const index = args.indexOf(name);
  if (index === -1) return undefined;
  return (args[index + 1] ?? '').split(',').filter(Boolean);
}

interface DayResult {
  day: MovedDay;
  scope: 'full' | 'dates';
  ok: boolean;
  seconds: number;
  summary: string;
}

/** Runs test-all.ts on a moved clock, its output shown as it comes; resolves with whether it passed and its summary. */
async function runOn(day: MovedDay, scope: 'full' | 'dates'): Promise<DayResult> {
  const offsetSeconds = Math.round((day.start.getTime() - Date.now()) / 1000);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    // Timers and timeouts keep real durations; only the wall clock moves.
    FAKETIME_DONT_FAKE_MONOTONIC: '1',
    // libfaketime 0.9.10 turns its "monotonic fix" on by itself on this glibc, and then every timed wait of the JVM
    // (pthread_cond_timedwait on CLOCK_MONOTONIC) returns at once: the Firestore and Pub/Sub emulators spun at 100 %
    // CPU and the rules suite never finished (2026-11-25). Off, a 3 s Object.wait lasts 3 s under the moved clock.
    FAKETIME_FORCE_MONOTONIC_FIX: '0',
  };
  delete env[TODAY_ENV]; // the moved clock decides the day
  console.log(`\n══ ${day.name}: ${day.why} — clock from ${day.start.toISOString()} (offset ${offsetSeconds} s), ${scope} ══`);
  const started = Date.now();
  const args = ['-f', `${offsetSeconds >= 0 ? '+' : ''}${offsetSeconds}`, process.execPath, path.join(REPO_ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'), path.join(REPO_ROOT, 'tests', 'tools', 'test-all.ts')];
  if (scope === 'dates') args.push('--dates');
  const child = spawn('faketime', args, { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'inherit'] });
  let summary = '(no summary)';
  let pending = '';
  child.stdout.on('data', (chunk: Buffer) => {
    process.stdout.write(chunk);
    const lines = (pending + chunk.toString()).split('\n');
    pending = lines.pop() ?? '';
    summary = lines.filter((line) => /\d+ passed, \d+ failed/.test(line)).at(-1) ?? summary;
  });
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  if (/\d+ passed, \d+ failed/.test(pending)) summary = pending;
  return { day, scope, ok: code === 0, seconds: Math.round((Date.now() - started) / 1000), summary };
}

async function main(args: string[]): Promise<void> {
  const days = movedDays(new Date());
  if (args.includes('--list')) {
    for (const day of days) console.log(`${day.name.padEnd(22)} ${day.start.toISOString()}  ${day.why}`);
    return;
  }
  if (!hasFaketime()) {
    console.error('libfaketime is missing: install it with `sudo apt-get install faketime`, then run again.');
    process.exit(1);
  }
  const full = option(args, '--full') ?? [];
  const only = option(args, '--only') ?? [...days.map((day) => day.name), ...full];
  const unknown = [...only, ...full].filter((name) => !days.some((day) => day.name === name));
  if (unknown.length) {
    console.error(`Unknown day(s): ${unknown.join(', ')}; known: ${days.map((day) => day.name).join(', ')}`);
    process.exit(2);
  }
  const results: DayResult[] = [];
  for (const day of days.filter((candidate) => only.includes(candidate.name) || full.includes(candidate.name)))
    results.push(await runOn(day, full.includes(day.name) ? 'full' : 'dates'));

  console.log('\nMoved-clock runs:');
  for (const result of results)
    console.log(
      `  ${result.ok ? '✔' : '✘'} ${result.day.name.padEnd(22)} ${result.day.start.toISOString()}  ${result.scope.padEnd(5)} ${String(result.seconds).padStart(5)} s  ${result.summary}`,
    );
  const reports = path.join(REPO_ROOT, '.cache');
  mkdirSync(reports, { recursive: true });
  writeFileSync(
    path.join(reports, 'test-days.json'),
    JSON.stringify(results.map((result) => ({ ...result, day: { ...result.day, start: result.day.start.toISOString() } })), null, 2),
  );
  process.exit(results.every((result) => result.ok) ? 0 : 1);
}

void main(process.argv.slice(2));
