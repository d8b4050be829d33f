// CSV in and out: decoding and parsing an upload with papaparse (fatal vs per-row errors) and writing CSV
// whose cells cannot be run as spreadsheet formulas.
import Papa from 'papaparse';

/** Spec §3: CSV separators are semicolon and comma. */
export const CSV_DELIMITERS = [';', ','] as const;
/** More rows than this is refused as a whole (413): a file of a few MiB never needs more. */
export const CSV_MAX_ROWS = 20_000;

/** A cell a spreadsheet would run as a formula: it starts with = + - @, a tab or a carriage return. */
const FORMULA_START = /^[=+\-@\t\r]/;

export function isFormulaLike(value: string): boolean {
  return FORMULA_START.test(value);
}

/** Neutralises a cell for export: a leading apostrophe makes spreadsheets show it as text (OWASP advice). */
export function neutraliseCell(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value);
  return isFormulaLike(text) ? `'${text}` : text;
}

/** Serialises rows as CSV with every cell neutralised and quoted when needed. */
export function toSafeCsv(
  header: readonly string[],
  rows: ReadonlyArray<readonly unknown[]>,
  delimiter = ';',
): string {
  return Papa.unparse(
    { fields: header.map(neutraliseCell), data: rows.map((row) => row.map(neutraliseCell)) },
    { delimiter, newline: '\r\n', quotes: false, escapeFormulae: false },
  );
}

/** Why a whole file is refused; nothing of it is imported. */
export type CsvFatalCode =
  'empty_file' | 'wrong_delimiter' | 'bad_header' | 'malformed_csv' | 'too_many_rows';

export class CsvFatalError extends Error {
  constructor(
    readonly code: CsvFatalCode,
    message: string,
  ) {
    super(message);
  }
}

export interface CsvRow {
  /** 1-based line number in the file, the header being line 1. */
  line: number;
  values: Record<string, string>;
  /** Set when the row does not have as many cells as the header. */
  columnCountError?: string;
}

export interface ParsedCsv {
  delimiter: string;
  header: string[];
  rows: CsvRow[];
}

/** UTF-8 (with or without BOM); a file that is not valid UTF-8 is read as Latin-1, as older spreadsheets save. */
export function decodeCsv(bytes: Buffer): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    text = bytes.toString('latin1');
  }
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/**
 * The separator is read from the header line: the most frequent of ; , tab and |. A header has no quoted
 * separators in practice, and reading it ourselves is steadier than guessing from rows that may be wrong.
 */
export function detectDelimiter(text: string): string {
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  const counts = [';', ',', '\t', '|'].map(
    (candidate) => [candidate, firstLine.split(candidate).length - 1] as const,
  );
  const [best, count] = [...counts].sort((a, b) => b[1] - a[1])[0]!;
  return count === 0 ? ';' : best;
}

function normaliseHeader(cell: string): string {
  return cell.trim().toLowerCase().replace(/\s+/g, '_');
}

/**
 * Parses a CSV with a header row. Fatal (the whole file refused): empty, a separator other than ; or ,
 * (detected by papaparse), a header missing required columns or naming unknown or repeated ones, an
 * unterminated quote, more than CSV_MAX_ROWS rows. A row with the wrong number of cells is a row error.
 */
export function parseCsv(text: string, required: readonly string[], optional: readonly string[]): ParsedCsv {
  if (text.trim() === '') throw new CsvFatalError('empty_file', 'The file is empty');
  const delimiter = detectDelimiter(text);
  if (!(CSV_DELIMITERS as readonly string[]).includes(delimiter))
    throw new CsvFatalError('wrong_delimiter', 'Separate the columns with a semicolon or a comma');
  const result = Papa.parse<string[]>(text, { delimiter, skipEmptyLines: 'greedy' });
  const [headerCells = [], ...body] = result.data;
  const header = headerCells.map(normaliseHeader);
  const known = new Set([...required, ...optional]);
  const missing = required.filter((column) => !header.includes(column));
  const unknown = header.filter((column) => !known.has(column));
  const repeated = header.filter((column, index) => header.indexOf(column) !== index);
  if (missing.length > 0 || unknown.length > 0 || repeated.length > 0) {
    const parts = [
      missing.length > 0 ? `missing: ${missing.join(', ')}` : '',
      unknown.length > 0
        ? `unknown: ${unknown
            .slice(0, 10)
            .map((c) => c.slice(0, 40))
            .join(', ')}`
        : '',
      repeated.length > 0 ? `repeated: ${[...new Set(repeated)].join(', ')}` : '',
    ].filter(Boolean);
    throw new CsvFatalError(
      'bad_header',
      `Bad header (${parts.join('; ')}); expected ${[...required, ...optional].join(delimiter)}`,
    );
  }
  if (result.errors.some((error) => error.type === 'Quotes'))
    throw new CsvFatalError('malformed_csv', 'The file has an unterminated quote');
  if (body.length > CSV_MAX_ROWS)
    throw new CsvFatalError(
      'too_many_rows',
      `The file has ${body.length} rows; at most ${CSV_MAX_ROWS} are accepted`,
    );
  if (body.length === 0) throw new CsvFatalError('empty_file', 'The file has a header but no rows');
  const rows = body.map((cells, index): CsvRow => {
    const values: Record<string, string> = {};
    header.forEach((column, position) => {
      values[column] = (cells[position] ?? '').trim();
    });
    // Line numbers count the header as line 1 (empty lines are skipped, so this is the data row + 1).
    const row: CsvRow = { line: index + 2, values };
    if (cells.length !== header.length)
      row.columnCountError = `Expected ${header.length} cells, found ${cells.length}`;
    return row;
  });
  return { delimiter, header, rows };
}
