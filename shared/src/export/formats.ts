// Export formats (spec §3 "Export formats"): separators, decimal marks, file extensions, file names and row limits.
import { EXPORT_SEPARATORS, type ExportFormat } from '../core/catalogs';

/** The formats written as delimited text; xlsx is the only typed one. */
export type TextExportFormat = Exclude<ExportFormat, 'xlsx'>;

export const isTextExportFormat = (format: ExportFormat): format is TextExportFormat => format !== 'xlsx';

/**
 * Field separators. csv: semicolon, because Italian/European Excel reads the comma as the decimal mark; csv_international:
 * comma (spec §3 "Separators: semicolon and comma"); txt: tab (tab-separated values, no clash with either mark).
 */
export const EXPORT_DELIMITERS: Readonly<Record<TextExportFormat, string>> = {
  csv: EXPORT_SEPARATORS.semicolon,
  csv_international: EXPORT_SEPARATORS.comma,
  txt: '\t',
};

/** Decimal marks: a comma only for the European csv; txt follows the international conventions. */
export const EXPORT_DECIMAL_MARKS: Readonly<Record<TextExportFormat, ',' | '.'>> = {
  csv: ',',
  csv_international: '.',
  txt: '.',
};

export const EXPORT_FILE_EXTENSIONS: Readonly<Record<ExportFormat, string>> = {
  csv: 'csv',
  csv_international: 'csv',
  xlsx: 'xlsx',
  txt: 'txt',
};

/** Rows read per query page while exporting. */
export const EXPORT_BATCH_SIZE = 200;
/**
 * Most rows one export may hold. Above it the export is refused (never cut short: it must hold exactly the filtered
 * rows): 5,000 rows are 25 reads of 200 and a file the browser builds in memory in about a second.
 */
export const EXPORT_MAX_ROWS = 5000;

/** Thrown by a row reader when the list holds more than the export may take. */
export class ExportTooLargeError extends Error {
  constructor(readonly maxRows: number) {
    super(`More than ${maxRows} rows to export`);
  }
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The local calendar day as YYYY-MM-DD. */
export function exportDay(day: Date): string {
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

/**
 * File name of an export: its parts joined by `_`, the local day and the extension, e.g.
 * `richieste-ifm_C_1001_2026-11-21.csv`. Anything but letters, digits, `_` and `-` becomes `_` (no path tricks).
 */
export function exportFileName(parts: readonly string[], format: ExportFormat, day: Date): string {
  const safe = parts.filter((part) => part !== '').map((part) => part.replace(/[^\w-]/g, '_'));
  return `${[...safe, exportDay(day)].join('_')}.${EXPORT_FILE_EXTENSIONS[format]}`;
}
