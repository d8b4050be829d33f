// The shared skeleton of a CSV import: parse, validate each row, report row errors, write good rows in chunks.
import type { Firestore, WriteBatch } from 'firebase-admin/firestore';
import { decodeCsv, isFormulaLike, parseCsv, toSafeCsv, type CsvRow } from './csv';

/** A row error as reported back: line (header = 1), column when known, machine code and message. */
export interface CsvRowError {
  line: number;
  column: string | null;
  code: 'column_count' | 'invalid_value' | 'formula_cell' | 'duplicate';
  message: string;
}

export interface CsvImportReport {
  total_rows: number;
  imported: number;
  created: number;
  updated: number;
  rejected: number;
  /** The first 200 row errors (rejected counts them all). */
  errors: CsvRowError[];
  /** The rejected rows with a reason column, as CSV with neutralised cells, to fix and upload again; null if none. */
  error_report_csv: string | null;
  delimiter: string;
  duration_ms: number;
}

export const MAX_REPORTED_ERRORS = 200;

/** Refuses text cells a spreadsheet would run as formulas (= + - @ tab CR): they are never stored. */
export function formulaErrors(row: CsvRow, textColumns: readonly string[]): CsvRowError[] {
  return textColumns
    .filter((column) => isFormulaLike(row.values[column] ?? ''))
    .map((column) => ({
      line: row.line,
      column,
      code: 'formula_cell' as const,
      message: `The ${column} cell starts with = + - @ or a control character`,
    }));
}

export interface RowCheck<T> {
  value?: T;
  errors: CsvRowError[];
}

/**
 * Checks one row against a zod schema of its columns (missing cells read as ''), after refusing formula
 * cells in `textColumns`; every schema issue becomes an invalid_value error naming its column.
 */
export function checkRowWith<T>(
  row: CsvRow,
  schema: {
    safeParse(
      input: unknown,
    ):
      | { success: true; data: T }
      | {
          success: false;
          error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> };
        };
  },
  columns: readonly string[],
  textColumns: readonly string[],
): RowCheck<T> {
  const formulas = formulaErrors(row, textColumns);
  if (formulas.length > 0) return { errors: formulas };
  const parsed = schema.safeParse(
    Object.fromEntries(columns.map((column) => [column, row.values[column] ?? ''])),
  );
  if (parsed.success) return { value: parsed.data, errors: [] };
  return {
    errors: parsed.error.issues.map((issue) => ({
      line: row.line,
      column: String(issue.path[0] ?? ''),
      code: 'invalid_value' as const,
      message: `${String(issue.path[0] ?? 'row')}: ${issue.message}`,
    })),
  };
}

/**
 * Parses and checks every row. Returns the good rows and the row errors; throws CsvFatalError (nothing
 * imported) when the file as a whole is unusable.
 */
export function checkCsv<T>(
  bytes: Buffer,
  columns: { required: readonly string[]; optional: readonly string[] },
  checkRow: (row: CsvRow) => RowCheck<T>,
  uniqueKey: (value: T) => string,
): {
  header: string[];
  delimiter: string;
  rows: CsvRow[];
  good: Array<{ row: CsvRow; value: T }>;
  errors: CsvRowError[];
} {
  const parsed = parseCsv(decodeCsv(bytes), columns.required, columns.optional);
  const good: Array<{ row: CsvRow; value: T }> = [];
  const errors: CsvRowError[] = [];
  const seen = new Map<string, number>();
  for (const row of parsed.rows) {
    if (row.columnCountError) {
      errors.push({ line: row.line, column: null, code: 'column_count', message: row.columnCountError });
      continue;
    }
    const check = checkRow(row);
    if (check.errors.length > 0 || check.value === undefined) {
      errors.push(...check.errors);
      continue;
    }
    const key = uniqueKey(check.value);
    const first = seen.get(key);
    if (first !== undefined) {
      errors.push({ line: row.line, column: null, code: 'duplicate', message: `Same as line ${first}` });
      continue;
    }
    seen.set(key, row.line);
    good.push({ row, value: check.value });
  }
  return { header: parsed.header, delimiter: parsed.delimiter, rows: parsed.rows, good, errors };
}

/** The rejected rows as CSV (cells neutralised) with the reasons in a last column. */
export function errorReportCsv(
  header: string[],
  rows: CsvRow[],
  errors: CsvRowError[],
  delimiter: string,
): string | null {
  if (errors.length === 0) return null;
  const reasons = new Map<number, string[]>();
  for (const error of errors) reasons.set(error.line, [...(reasons.get(error.line) ?? []), error.message]);
  const rejected = rows
    .filter((row) => reasons.has(row.line))
    .map((row) => [
      ...header.map((column) => row.values[column] ?? ''),
      (reasons.get(row.line) ?? []).join(' | '),
    ]);
  return toSafeCsv([...header, 'error'], rejected, delimiter);
}

/** Firestore allows 500 writes per batch; 400 leaves room, and 4 batches in flight keep the emulator busy. */
const BATCH_SIZE = 400;
const BATCHES_IN_FLIGHT = 4;

export interface ChunkOptions {
  /** Checked before each batch: once aborted, no further batch starts and the call rejects with its reason. */
  signal?: AbortSignal;
  /** Called after each committed batch with the number of items it held. */
  onChunk?: (count: number) => void;
  /** Items per batch (BATCH_SIZE; smaller in tests). */
  size?: number;
}

/**
 * Applies `write` to every item in batches of 400, four batches at a time. On a refused batch or an abort, no
 * further batch starts, the ones in flight settle, and the call rejects with the first failure.
 */
export async function writeInChunks<T>(
  db: Firestore,
  items: readonly T[],
  write: (batch: WriteBatch, item: T) => void,
  { signal, onChunk, size = BATCH_SIZE }: ChunkOptions = {},
): Promise<void> {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size));
  let next = 0;
  let failure: { error: unknown } | null = null;
  const worker = async () => {
    while (failure === null && next < chunks.length) {
      if (signal?.aborted) {
        failure = { error: signal.reason };
        break;
      }
      const chunk = chunks[next++]!;
      const batch = db.batch();
      for (const item of chunk) write(batch, item);
      try {
        await batch.commit();
        onChunk?.(chunk.length);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(BATCHES_IN_FLIGHT, chunks.length) }, worker));
  if (failure !== null) throw (failure as { error: unknown }).error;
}
