// Reads the JSON reports vitest and Playwright write, so `npm test` can print one summary line.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';

export interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

export const emptyCounts = (): Counts => ({ passed: 0, failed: 0, skipped: 0 });

export function addCounts(a: Counts, b: Counts): Counts {
  return { passed: a.passed + b.passed, failed: a.failed + b.failed, skipped: a.skipped + b.skipped };
}

/** Counts from a vitest `--reporter=json` file; a missing file counts as one failure (the run did not report). */
export function vitestCounts(file: string): Counts {
  if (!existsSync(file)) return { passed: 0, failed: 1, skipped: 0 };
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
    testResults?: Array<{ status: string; assertionResults: unknown[] }>;
  };
  // A test file that fails to load has no assertions but a failed status: count it as a failure.
  const brokenFiles = (report.testResults ?? []).filter((file) => file.status === 'failed' && file.assertionResults.length === 0).length;
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + brokenFiles,
    skipped: report.numPendingTests + report.numTodoTests,
  };
}

/** Counts from a Playwright JSON report. */
export function playwrightCounts(file: string): Counts {
  if (!existsSync(file)) return { passed: 0, failed: 1, skipped: 0 };
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
    errors?: unknown[];
  };
  return {
    passed: report.stats.expected + report.stats.flaky,
    failed: report.stats.unexpected + (report.errors?.length ?? 0),
    skipped: report.stats.skipped,
  };
}

interface PlaywrightReport {
  suites?: unknown[];
  errors?: unknown[];
  stats?: { expected?: number; unexpected?: number; flaky?: number; skipped?: number; duration?: number };
}

/**
 * One Playwright JSON report from the reports of several runs (the end-to-end suite's two projects): their suites and
 * errors side by side, their counts and durations added. A run that left no report counts as an error.
 */
export function mergePlaywrightReports(files: readonly string[], into: string): void {
  const merged = {
    suites: [] as unknown[],
    errors: [] as unknown[],
    stats: { expected: 0, unexpected: 0, flaky: 0, skipped: 0, duration: 0 },
  };
  for (const file of files) {
    if (!existsSync(file)) {
      merged.errors.push({ message: `no Playwright report at ${relative(process.cwd(), file)}` });
      continue;
    }
    const report = JSON.parse(readFileSync(file, 'utf8')) as PlaywrightReport;
    merged.suites.push(...(report.suites ?? []));
    merged.errors.push(...(report.errors ?? []));
    for (const key of Object.keys(merged.stats) as Array<keyof typeof merged.stats>)
      merged.stats[key] += report.stats?.[key] ?? 0;
  }
  writeFileSync(into, JSON.stringify(merged));
}

/** One test's duration, named by its suite and file, for the "slowest tests" list `npm test` ends with. */
export interface TestTiming {
  suite: string;
  name: string;
  ms: number;
}

/** Test durations from a vitest `--reporter=json` file (none when the file is missing). */
export function vitestTimings(file: string, suite: string, root: string): TestTiming[] {
  if (!existsSync(file)) return [];
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    testResults?: Array<{ name: string; assertionResults: Array<{ fullName: string; duration?: number | null }> }>;
  };
  return (report.testResults ?? []).flatMap((testFile) =>
    testFile.assertionResults.map((test) => ({
      suite,
      name: `${relative(root, testFile.name)} › ${test.fullName}`,
      ms: test.duration ?? 0,
    })),
  );
}

interface PlaywrightSuite {
  file?: string;
  suites?: PlaywrightSuite[];
  specs?: Array<{ title: string; file: string; tests: Array<{ results: Array<{ duration: number }> }> }>;
}

/** Test durations from a Playwright JSON report (every retry's time counts: it was spent). */
export function playwrightTimings(file: string, suite: string): TestTiming[] {
  if (!existsSync(file)) return [];
  const report = JSON.parse(readFileSync(file, 'utf8')) as { suites?: PlaywrightSuite[] };
  const timings: TestTiming[] = [];
  const walk = (node: PlaywrightSuite) => {
    for (const spec of node.specs ?? [])
      for (const test of spec.tests)
        timings.push({
          suite,
          name: `${spec.file} › ${spec.title}`,
          ms: test.results.reduce((sum, result) => sum + result.duration, 0),
        });
    for (const child of node.suites ?? []) walk(child);
  };
  for (const top of report.suites ?? []) walk(top);
  return timings;
}

/** The `count` slowest tests, slowest first. */
export function slowest(timings: readonly TestTiming[], count = 10): TestTiming[] {
  return [...timings].sort((a, b) => b.ms - a.ms).slice(0, count);
}
