// Time to first data per screen (issue 24, design.md §7): the samples the e2e suite records, their table and budgets.
// Figures, not assertions: `npm test` prints the table and marks the screens over budget.
import { existsSync, readFileSync } from 'node:fs';

/** One `bo:first-data` mark of the SPA (web/src/lib/perf.ts), with the e2e test it was seen in. */
export interface FirstDataSample {
  screen: string;
  /** What started the clock: the page load, the sign-in click, a canteen chosen, or a navigation in the app. */
  start: 'load' | 'sign-in' | 'canteen' | 'navigation';
  ms: number;
  test: string;
}

/** design.md §7: the dashboard's first data ≤ 1.5 s after the sign-in click; every other screen ≤ 1.0 s after opening. */
export const SIGN_IN_BUDGET_MS = 1_500;
export const SCREEN_BUDGET_MS = 1_000;

export interface FirstDataRow {
  /** The screen (route id), "after sign-in" when the clock started at the sign-in click. */
  name: string;
  samples: number;
  median: number;
  max: number;
  budget: number;
  over: boolean;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : Math.round((sorted[middle - 1]! + sorted[middle]!) / 2);
}

/** One row per screen (and per screen after sign-in), slowest median first. */
export function firstDataTable(samples: readonly FirstDataSample[]): FirstDataRow[] {
  const groups = new Map<string, { budget: number; values: number[] }>();
  for (const sample of samples) {
    const afterSignIn = sample.start === 'sign-in';
    const name = afterSignIn ? `${sample.screen} after sign-in` : sample.screen;
    const group = groups.get(name) ?? {
      budget: afterSignIn ? SIGN_IN_BUDGET_MS : SCREEN_BUDGET_MS,
      values: [],
    };
    group.values.push(sample.ms);
    groups.set(name, group);
  }
  return [...groups.entries()]
    .map(([name, { budget, values }]) => {
      const middle = median(values);
      return {
        name,
        samples: values.length,
        median: middle,
        max: Math.max(...values),
        budget,
        over: middle > budget,
      };
    })
    .sort((a, b) => b.median - a.median || a.name.localeCompare(b.name));
}

interface PlaywrightSuite {
  suites?: PlaywrightSuite[];
  specs?: Array<{
    tests: Array<{ results: Array<{ attachments?: Array<{ name: string; body?: string }> }> }>;
  }>;
}

/** The samples the e2e tests attached (`first-data`, base64 JSON) to a Playwright JSON report. */
export function firstDataSamples(file: string, attachment = 'first-data'): FirstDataSample[] {
  if (!existsSync(file)) return [];
  const report = JSON.parse(readFileSync(file, 'utf8')) as { suites?: PlaywrightSuite[] };
  const samples: FirstDataSample[] = [];
  const walk = (node: PlaywrightSuite) => {
    for (const spec of node.specs ?? [])
      for (const test of spec.tests)
        for (const result of test.results)
          for (const found of result.attachments ?? [])
            if (found.name === attachment && found.body)
              samples.push(
                ...(JSON.parse(Buffer.from(found.body, 'base64').toString('utf8')) as FirstDataSample[]),
              );
    for (const child of node.suites ?? []) walk(child);
  };
  for (const top of report.suites ?? []) walk(top);
  return samples;
}

/** The printed table: screen, samples, median, slowest, budget, and OVER where the median exceeds it. */
export function formatFirstDataTable(rows: readonly FirstDataRow[]): string[] {
  if (rows.length === 0) return ['  (no screen reported its first data)'];
  const width = Math.max(...rows.map((row) => row.name.length), 'screen'.length);
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`.padStart(8);
  return [
    `  ${'screen'.padEnd(width)}  runs    median   slowest    budget`,
    ...rows.map(
      (row) =>
        `  ${row.name.padEnd(width)}  ${String(row.samples).padStart(4)}  ${seconds(row.median)}  ${seconds(row.max)}  ${seconds(row.budget)}${row.over ? '  OVER' : ''}`,
    ),
  ];
}
