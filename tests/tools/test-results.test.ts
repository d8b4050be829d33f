// npm test's summary: counts and the slowest tests read back from the reports vitest and Playwright write.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  mergePlaywrightReports,
  playwrightCounts,
  playwrightTimings,
  slowest,
  vitestCounts,
  vitestTimings,
} from './test-results';

const dir = mkdtempSync(path.join(tmpdir(), 'test-results-'));
const write = (name: string, value: unknown) => {
  const file = path.join(dir, name);
  writeFileSync(file, JSON.stringify(value));
  return file;
};

const vitestReport = write('unit.json', {
  numPassedTests: 2,
  numFailedTests: 1,
  numPendingTests: 0,
  numTodoTests: 0,
  testResults: [
    {
      name: '/repo/shared/src/a.test.ts',
      status: 'failed',
      assertionResults: [
        { fullName: 'a fast', duration: 3 },
        { fullName: 'a slow', duration: 900 },
      ],
    },
    { name: '/repo/web/src/b.test.ts', status: 'passed', assertionResults: [{ fullName: 'b', duration: null }] },
    { name: '/repo/web/src/broken.test.ts', status: 'failed', assertionResults: [] },
  ],
});

const playwrightReport = write('e2e.json', {
  stats: { expected: 1, unexpected: 1, flaky: 1, skipped: 0 },
  suites: [
    {
      file: 'x.spec.ts',
      specs: [{ title: 'top', file: 'x.spec.ts', tests: [{ results: [{ duration: 1200 }] }] }],
      suites: [
        {
          specs: [{ title: 'retried', file: 'x.spec.ts', tests: [{ results: [{ duration: 5000 }, { duration: 4000 }] }] }],
        },
      ],
    },
  ],
});

describe('test results', () => {
  it('counts a file that failed to load as a failure, and a missing report as one', () => {
    expect(vitestCounts(vitestReport)).toEqual({ passed: 2, failed: 2, skipped: 0 });
    expect(vitestCounts(path.join(dir, 'missing.json'))).toEqual({ passed: 0, failed: 1, skipped: 0 });
    expect(playwrightCounts(playwrightReport)).toEqual({ passed: 2, failed: 1, skipped: 0 });
  });

  it('lists the slowest tests across suites, slowest first, with nested Playwright suites and retries summed', () => {
    const timings = [...vitestTimings(vitestReport, 'unit', '/repo'), ...playwrightTimings(playwrightReport, 'e2e')];
    expect(slowest(timings, 3)).toEqual([
      { suite: 'e2e', name: 'x.spec.ts › retried', ms: 9000 },
      { suite: 'e2e', name: 'x.spec.ts › top', ms: 1200 },
      { suite: 'unit', name: 'shared/src/a.test.ts › a slow', ms: 900 },
    ]);
    expect(vitestTimings(path.join(dir, 'missing.json'), 'unit', '/repo')).toEqual([]);
  });

  it('merges the reports of the two end-to-end runs: counts added, tests of both listed, a missing run a failure', () => {
    const second = write('e2e-second.json', {
      stats: { expected: 2, unexpected: 0, flaky: 0, skipped: 1, duration: 10 },
      errors: [],
      suites: [{ file: 'y.spec.ts', specs: [{ title: 'other', file: 'y.spec.ts', tests: [{ results: [{ duration: 700 }] }] }] }],
    });
    const merged = path.join(dir, 'merged.json');
    mergePlaywrightReports([playwrightReport, second], merged);
    expect(playwrightCounts(merged)).toEqual({ passed: 4, failed: 1, skipped: 1 });
    expect(playwrightTimings(merged, 'e2e').map((timing) => timing.name)).toEqual([
      'x.spec.ts › top',
      'x.spec.ts › retried',
      'y.spec.ts › other',
    ]);
    mergePlaywrightReports([second, path.join(dir, 'never-written.json')], merged);
    expect(playwrightCounts(merged)).toEqual({ passed: 2, failed: 1, skipped: 1 });
  });
});
