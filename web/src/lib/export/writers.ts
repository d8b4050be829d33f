// The export file writers: csv/txt through papaparse (UTF-8 with BOM), xlsx with typed cells. Imported lazily only.
import Papa from 'papaparse';
import {
  EXPORT_DELIMITERS,
  isTextExportFormat,
  toTable,
  toTypedTable,
  type ExportColumn,
  type ExportFormat,
  type ExportTexts,
  type TextExportFormat,
} from '@backoffice/shared';
import { xlsxWorkbook, type XlsxInput } from './xlsx-workbook';

/** Excel opens a UTF-8 csv (and its text import a txt) as UTF-8 only when it starts with a byte order mark. */
const BOM = '\uFEFF';
/** Column widths in characters when a column names none. */
const XLSX_WIDTHS: Readonly<Record<ExportColumn<never>['type'], number>> = {
  text: 16,
  number: 12,
  money: 14,
  date: 17,
  boolean: 8,
};

/** The csv/txt text (with BOM, CRLF rows): separator and decimal mark per format; formulas already neutralised. */
export function exportText<Row>(
  columns: readonly ExportColumn<Row>[],
  rows: readonly Row[],
  format: TextExportFormat,
  texts: ExportTexts,
): string {
  // escapeFormulae stays off: toTable neutralises text cells itself and must leave a negative amount a number.
  return (
    BOM +
    Papa.unparse(toTable(columns, rows, format, texts), {
      delimiter: EXPORT_DELIMITERS[format],
      newline: '\r\n',
    })
  );
}

/** The input of an xlsx workbook: the typed table, the sheet's name as Excel allows it, the column widths. */
export function xlsxInput<Row>(
  columns: readonly ExportColumn<Row>[],
  rows: readonly Row[],
  texts: ExportTexts,
  sheet: string,
): XlsxInput {
  return {
    table: toTypedTable(columns, rows, texts),
    // Excel refuses sheet names over 31 characters or holding []:*?/\.
    sheet: sheet.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Sheet1',
    widths: columns.map((column) => column.width ?? XLSX_WIDTHS[column.type]),
  };
}

/** The xlsx file of an export, written in this thread (tests, benchmarks; exportBlob uses a worker). */
export function exportXlsx<Row>(
  columns: readonly ExportColumn<Row>[],
  rows: readonly Row[],
  texts: ExportTexts,
  sheet: string,
): Promise<Blob> {
  return xlsxWorkbook(xlsxInput(columns, rows, texts, sheet));
}

/**
 * The workbook written by a worker, so the tab stays responsive: 20,000 orders blocked the page for 1.3 s at once
 * (bench orders-scale). Null where no worker can start (jsdom); the caller writes it itself then.
 */
function xlsxInWorker(input: XlsxInput): Promise<Blob> | null {
  if (typeof Worker === 'undefined') return null;
  let worker: Worker;
  try {
    worker = new Worker(new URL('./xlsx-worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return null;
  }
  return new Promise<Blob>((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<{ blob?: Blob; error?: string }>) => {
      worker.terminate();
      if (event.data.blob) resolve(event.data.blob);
      else reject(new Error(event.data.error ?? 'xlsx worker failed'));
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message || 'xlsx worker failed'));
    };
    worker.postMessage(input);
  });
}

/** The file of an export in any format. */
export async function exportBlob<Row>(
  columns: readonly ExportColumn<Row>[],
  rows: readonly Row[],
  format: ExportFormat,
  texts: ExportTexts,
  sheet: string,
): Promise<Blob> {
  if (!isTextExportFormat(format)) {
    const input = xlsxInput(columns, rows, texts, sheet);
    return (await xlsxInWorker(input)) ?? xlsxWorkbook(input);
  }
  const type = format === 'txt' ? 'text/tab-separated-values;charset=utf-8' : 'text/csv;charset=utf-8';
  return new Blob([exportText(columns, rows, format, texts)], { type });
}
