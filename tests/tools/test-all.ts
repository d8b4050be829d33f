// `npm test`: typecheck and lint, the web build and its budget, the stack test, then the emulator suites under
// `firebase emulators:exec` (the unit tests beside the first session and the end-to-end suite's exclusive specs), ending with its duration against the budget,
// the ten slowest tests and one summary line "N passed, M failed".
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './emulator-env';
import { firstDataSamples, firstDataTable, formatFirstDataTable } from './first-data';
import { runUnderEmulators } from './emulators';
import { pinRunDay } from './seed/today';
import { EXCLUSIVE_MARKER, inBackground, SEEDED_MARKER, step, vitestArgs, waitForFile } from './vitest-run';
import {
  addCounts,
  emptyCounts,
  playwrightCounts,
  playwrightTimings,
  slowest,
  vitestCounts,
  vitestTimings,
  type Counts,
} from './test-results';

/** design.md §7 and issue 13: CI stays under 20 minutes with every screen tested; `npm test` reports against it. */
const BUDGET_SECONDS = 1_200;

const REPORTS = path.join(REPO_ROOT, '.cache', 'reports');

/** How long the unit tests wait for the first session's seed before they start anyway (a session that failed early). */
const SEED_WAIT_MS = 6 * 60_000;

/** The stack test (tools project): runs on its own before the emulator sessions. */
const STACK_TEST = 'tools/restart-after-kill.test.ts';

async function main(): Promise<void> {
  const started = Date.now();
  // One "today" for every process of the run, even one that crosses midnight (tests/tools/seed/today.ts).
  console.log(`npm test for ${pinRunDay()} (UTC day; now ${new Date().toISOString()})`);
  rmSync(REPORTS, { recursive: true, force: true });
  mkdirSync(REPORTS, { recursive: true });
  let counts: Counts = emptyCounts();
  const failedSteps: string[] = [];
  const check = (label: string, ok: boolean) => {
    // Typecheck and lint are single checks: each counts once in the summary.
    counts = addCounts(
      counts,
      ok ? { passed: 1, failed: 0, skipped: 0 } : { passed: 0, failed: 1, skipped: 0 },
    );
    if (!ok) failedSteps.push(label);
  };

  // `--dates` (test-days.ts on a moved clock): only what depends on the day — the unit tests (the seed's invariants,
  // the shared calendar logic) and the date-sensitive integration and end-to-end files (emulator-suites.ts);
  // typecheck, lint, the bundle budget and the rules matrix do not read the clock.
  const datesOnly = process.argv.includes('--dates');

  // Side by side: tsc and eslint each use one core, beside the build, the budget and the stack test; awaited before
  // the emulator sessions. (The stack test ran alone after them while every `npm start` wrote its seed into running
  // emulators and, under their load, waited minutes for the triggers; it imports a snapshot now, seed-snapshot.ts.)
  const typecheck = datesOnly ? null : inBackground('typecheck', 'npm', ['run', '--silent', 'typecheck']);
  const lint = datesOnly ? null : inBackground('lint', 'npm', ['run', '--silent', 'lint']);

  // The end-to-end tests run against the production build the Hosting emulator serves; the stack test's `npm start`
  // finds it built.
  check(
    'web build',
    await step('production build of the web app', 'npm', [
      'run',
      '--silent',
      'build',
      '-w',
      '@backoffice/web',
    ]),
  );
  // design.md §7 budgets over the production build: sign-in, sign-in + shell + dashboard, each lazy chunk.
  if (!datesOnly)
    check(
      'bundle budget',
      await step('bundle budget (gzip)', 'npx', ['tsx', 'tests/tools/bundle-budget.ts']),
    );

  // The stack test starts `npm start`, kills it hard and starts it again: it needs the emulator ports, so it runs
  // before the emulator sessions.
  const stackReport = path.join(REPORTS, 'stack.json');
  const stackOk = await step('stack test (npm start killed hard, started again)', 'npx', [
    ...vitestArgs(REPORTS, 'stack', ['tools'], [STACK_TEST]),
  ]);
  counts = addCounts(counts, vitestCounts(stackReport));
  if (!stackOk) failedSteps.push('stack test');
  if (typecheck && lint) {
    check('typecheck', await typecheck());
    check('lint', await lint());
  }

  // The unit tests of shared, functions and tools run in the background beside the first emulator session (the rules and integration suites, which
  // mostly wait on the emulators' triggers and timers), from this process and so without the emulators' environment.
  // One worker: the integration suite's triggers keep the other core. They start once the session has written its seed
  // (emulator-suites.ts writes SEEDED_MARKER): under their load the Firestore emulator fell behind delivering the seed's
  // writes to the paused triggers, delivered them to the resumed ones instead, and the triggers did not answer for
  // 180 s (fresh-clone run of 2026-11-27, 01:28).
  const unitReport = path.join(REPORTS, 'unit.json');
  const unitStarted = waitForFile(path.join(REPORTS, SEEDED_MARKER), SEED_WAIT_MS).then(() =>
    inBackground('unit tests (shared, functions, tools)', 'npx', [
      ...vitestArgs(REPORTS, 'unit', ['shared', 'functions', 'tools']),
      '--exclude',
      `**/${STACK_TEST}`,
      '--maxWorkers=1',
      '--color=false',
    ]),
  );
  const unit = async () => (await unitStarted)();

  // The web unit tests (jsdom, 52 files) run beside the end-to-end suite's exclusive specs instead: those go one at a
  // time and leave a core mostly idle, while beside the integration suite every unit test slows the triggers it waits
  // on (integration alone 256 s, beside the rules and all unit tests 428 s; fresh-clone run of 2026-11-28). They start
  // when emulator-suites.ts writes EXCLUSIVE_MARKER, or when the end-to-end session ends without reaching it.
  const webUnitReport = path.join(REPORTS, 'unit-web.json');
  const endToEndEnded = new AbortController();
  const webUnitStarted = waitForFile(path.join(REPORTS, EXCLUSIVE_MARKER), Infinity, endToEndEnded.signal).then(() =>
    inBackground('unit tests (web)', 'npx', [
      ...vitestArgs(REPORTS, 'unit-web', ['web']),
      '--maxWorkers=1',
      '--color=false',
    ]),
  );

  // Two emulator sessions: the rules and integration suites, then the end-to-end suite on fresh emulators with Hosting.
  // One session would save a boot (~27 s) but cost more: every reseed of the integration suite adds a generation of
  // background triggers the emulator keeps, the first event after the e2e reseed waits ~6.5 s for each (firebase-tools
  // #4734; 101.6 s in the fresh-clone run of 2026-11-26), and the e2e suite would start on the integration suite's data.
  let exitCode = 0;
  for (const session of datesOnly
    ? (['dates-backend', 'dates-e2e'] as const)
    : (['backend', 'e2e'] as const)) {
    const label = session.endsWith('e2e')
      ? 'end-to-end suite'
      : datesOnly
        ? 'integration suite'
        : 'rules and integration suites';
    console.log(`\n▶ emulators: ${label}`);
    const started = Date.now();
    let code = 1;
    try {
      code = await runUnderEmulators({
        command: ['npx', 'tsx', 'tests/tools/emulator-suites.ts', REPORTS, session],
        hosting: session.endsWith('e2e'),
      });
    } catch (error) {
      console.error((error as Error).message);
    }
    console.log(
      `${code === 0 ? '✔' : '✘'} emulators: ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
    );
    if (code !== 0) exitCode = code;
    if (!session.endsWith('e2e')) {
      const unitOk = await unit();
      counts = addCounts(counts, vitestCounts(unitReport));
      if (!unitOk) failedSteps.push('unit tests');
    } else {
      endToEndEnded.abort();
      const webOk = await (await webUnitStarted)();
      counts = addCounts(counts, vitestCounts(webUnitReport));
      if (!webOk) failedSteps.push('web unit tests');
    }
  }
  const emulatorCounts = [
    ...(datesOnly ? [] : [vitestCounts(path.join(REPORTS, 'rules.json'))]),
    vitestCounts(path.join(REPORTS, 'emulator.json')),
    playwrightCounts(path.join(REPORTS, 'e2e.json')),
  ].reduce(addCounts, emptyCounts());
  // A suite can exit non-zero with every test passed (an unhandled error, a crash): it still counts as a failure.
  if (exitCode !== 0 && emulatorCounts.failed === 0) emulatorCounts.failed = 1;
  counts = addCounts(counts, emulatorCounts);
  if (exitCode !== 0) failedSteps.push('emulator suites');

  const timings = [
    ...vitestTimings(unitReport, 'unit', REPO_ROOT),
    ...vitestTimings(webUnitReport, 'unit', REPO_ROOT),
    ...vitestTimings(stackReport, 'unit', REPO_ROOT),
    ...vitestTimings(path.join(REPORTS, 'rules.json'), 'rules', REPO_ROOT),
    ...vitestTimings(path.join(REPORTS, 'emulator.json'), 'emulator', REPO_ROOT),
    ...playwrightTimings(path.join(REPORTS, 'e2e.json'), 'e2e'),
  ];
  // Issue 24: each screen's time to first data as the e2e tests met it, against design.md §7 (figures, not tests).
  console.log(
    '\nTime to first data per screen (e2e, production build; budget: 1.5 s after sign-in, 1.0 s after opening):',
  );
  for (const line of formatFirstDataTable(firstDataTable(firstDataSamples(path.join(REPORTS, 'e2e.json')))))
    console.log(line);

  console.log('\nTen slowest tests:');
  for (const timing of slowest(timings, 10))
    console.log(`  ${(timing.ms / 1000).toFixed(1).padStart(6)} s  ${timing.suite.padEnd(8)} ${timing.name}`);

  const seconds = Math.round((Date.now() - started) / 1000);
  const verdict = seconds <= BUDGET_SECONDS ? 'within' : 'OVER';
  console.log(
    `\nnpm test finished in ${seconds} s (${(seconds / 60).toFixed(1)} min), ${verdict} its budget of ${BUDGET_SECONDS.toLocaleString('en')} s` +
      `${failedSteps.length ? `; failed: ${failedSteps.join(', ')}` : ''}`,
  );
  console.log(
    `${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}`,
  );
  process.exit(failedSteps.length === 0 && counts.failed === 0 ? 0 : 1);
}

void main();
