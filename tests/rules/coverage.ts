// Every `allow` of firestore.rules must have granted at least one request of the suite; the emulator's
// rule-coverage report (JSON; HTML on request) is saved for a reader.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { REPO_ROOT } from '../tools/emulator-env';
import { EMULATOR_HOST, RULES_FILE, RULES_PROJECT_ID } from './support/environment';
import { countCase } from './support/cases';

export const COVERAGE_DIR = path.join(REPO_ROOT, '.cache', 'reports');

interface CoverageNode {
  sourcePosition: { line: number; column: number };
  values?: Array<{ value: Record<string, unknown>; count: number }>;
}

/** An allow statement: its line, the column where its condition starts, and its text. */
export interface AllowStatement {
  line: number;
  column: number;
  text: string;
}

/** The allow statements of a rules source, with the 1-based position of each condition. */
export function allowStatements(source: string): AllowStatement[] {
  return source.split('\n').flatMap((line, index) => {
    const match = /^(\s*allow\s+[a-z, ]+:\s*if\s+)/.exec(line);
    return match?.[1] ? [{ line: index + 1, column: match[1].length + 1, text: line.trim() }] : [];
  });
}

/** How often the condition at a position evaluated to true, per the emulator's coverage report. */
function timesTrue(report: CoverageNode[], statement: AllowStatement): number {
  const node = report.find(
    (candidate) =>
      candidate.sourcePosition.line === statement.line &&
      candidate.sourcePosition.column === statement.column,
  );
  return (node?.values ?? [])
    .filter((entry) => entry.value.boolValue === true)
    .reduce((sum, entry) => sum + entry.count, 0);
}

export function defineCoverageCheck(): void {
  it('every allow of firestore.rules granted at least one request', async () => {
    countCase('coverage');
    const base = `http://${EMULATOR_HOST}/emulator/v1/projects/${RULES_PROJECT_ID}:ruleCoverage`;
    const report = (await (await fetch(base)).json()) as { report?: CoverageNode[] };
    mkdirSync(COVERAGE_DIR, { recursive: true });
    // Compact: the report runs to hundreds of megabytes with every case the matrix adds, and indenting it cost
    // seconds. The emulator's HTML rendering is as large again; it is saved only when asked for.
    const jsonFile = path.join(COVERAGE_DIR, 'firestore-rules-coverage.json');
    writeFileSync(jsonFile, JSON.stringify(report));
    let htmlFile: string | undefined;
    if (process.env.RULES_COVERAGE_HTML === '1') {
      htmlFile = path.join(COVERAGE_DIR, 'firestore-rules-coverage.html');
      writeFileSync(htmlFile, await (await fetch(`${base}.html`)).text());
    }

    const statements = allowStatements(readFileSync(RULES_FILE, 'utf8'));
    const neverGranted = statements
      .filter((statement) => timesTrue(report.report ?? [], statement) === 0)
      .map((statement) => `line ${statement.line}: ${statement.text}`);
    console.log(
      `[rules] coverage: ${statements.length - neverGranted.length} of ${statements.length} allow statements granted; report ${path.relative(REPO_ROOT, htmlFile ?? jsonFile)}${htmlFile ? '' : ' (RULES_COVERAGE_HTML=1 saves the HTML view too)'}`,
    );
    expect(statements.length).toBeGreaterThan(20);
    expect(neverGranted).toEqual([]);
  });
}
