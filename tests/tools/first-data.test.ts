// Time to first data: the per-screen table npm test prints (medians, budgets of design.md §7, OVER marks).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstDataSamples, firstDataTable, formatFirstDataTable, type FirstDataSample } from './first-data';

const sample = (screen: string, ms: number, start: FirstDataSample['start'] = 'load'): FirstDataSample => ({
  screen,
  ms,
  start,
  test: 't',
});

describe('first-data table', () => {
  it('groups by screen, takes the median, and budgets 1.5 s after sign-in and 1.0 s otherwise', () => {
    const rows = firstDataTable([
      sample('dashboard', 1_600, 'sign-in'),
      sample('dashboard', 1_400, 'sign-in'),
      sample('dashboard', 1_450, 'sign-in'),
      sample('dashboard', 700),
      sample('tickets', 900, 'navigation'),
      sample('tickets', 1_300, 'load'),
    ]);
    expect(rows).toEqual([
      { name: 'dashboard after sign-in', samples: 3, median: 1_450, max: 1_600, budget: 1_500, over: false },
      { name: 'tickets', samples: 2, median: 1_100, max: 1_300, budget: 1_000, over: true },
      { name: 'dashboard', samples: 1, median: 700, max: 700, budget: 1_000, over: false },
    ]);
    const printed = formatFirstDataTable(rows);
    expect(printed[2]).toMatch(/^ {2}tickets +2 +1\.10 s +1\.30 s +1\.00 s {2}OVER$/);
    expect(printed[1]).not.toContain('OVER');
  });

  it('reads the samples the e2e tests attached to the Playwright report', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'first-data-'));
    const file = path.join(dir, 'e2e.json');
    const body = (samples: FirstDataSample[]) => Buffer.from(JSON.stringify(samples)).toString('base64');
    writeFileSync(
      file,
      JSON.stringify({
        suites: [
          {
            specs: [
              {
                tests: [
                  {
                    results: [
                      {
                        attachments: [
                          { name: 'first-data', body: body([sample('tickets', 420)]) },
                          { name: 'screenshot' },
                        ],
                      },
                    ],
                  },
                ],
              },
            ],
            suites: [
              {
                specs: [
                  {
                    tests: [
                      {
                        results: [
                          {
                            attachments: [
                              { name: 'first-data', body: body([sample('home', 300, 'sign-in')]) },
                            ],
                          },
                        ],
                      },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      }),
    );
    expect(firstDataSamples(file).map((s) => [s.screen, s.ms])).toEqual([
      ['tickets', 420],
      ['home', 300],
    ]);
    expect(firstDataSamples(path.join(dir, 'missing.json'))).toEqual([]);
  });
});
