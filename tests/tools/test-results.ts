// Reads the JSON reports vitest and Playwright write, so `npm test` can print one summary line.
import { existsSync, readFileSync } from 'node:fs';

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
