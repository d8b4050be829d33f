// The export file writers: csv/txt through papaparse (UTF-8 with BOM), xlsx with typed cells. Imported lazily only.
import Papa from 'papaparse';
import writeXlsxFile, { type Cell } from 'write-excel-file/browser';
import {
  EXPORT_DELIMITERS,
  excelWallClock,
  isTextExportFormat,
  toTable,
  toTypedTable,
  type ExportColumn,
  type ExportFormat,
  type ExportTexts,
  type TextExportFormat,
  type TypedCell,
} from '@backoffice/shared';

/** Excel opens a UTF-8 csv (and its text import a txt) as UTF-8 only when it starts with a byte order mark. */
const BOM = '\uFEFF';
/** Dates as the European csv writes them. */
const XLSX_DATE_FORMAT = 'dd/mm/yyyy hh:mm';
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

function numberFormat(decimals: number | undefined): string | undefined {
  if (decimals === undefined) return undefined;
  return decimals > 0 ? `#,##0.${'0'.repeat(decimals)}` : '#,##0';
}

function xlsxCell(cell: TypedCell): Cell {
  if (cell === null) return null;
  switch (cell.type) {
    case 'date':
      return { type: Date, value: excelWallClock(cell.value), format: XLSX_DATE_FORMAT };
    case 'number': {
      const format = numberFormat(cell.decimals);
      return format === undefined
        ? { type: Number, value: cell.value }
        : { type: Number, value: cell.value, format };
    }
    case 'boolean':
      return { type: Boolean, value: cell.value };
    case 'text':
      return { type: String, value: cell.value };
  }
}

/** An xlsx workbook of one sheet: bold sticky headers, then real dates, numbers and booleans. */
export function exportXlsx<Row>(
  columns: readonly ExportColumn<Row>[],
  rows: readonly Row[],
  texts: ExportTexts,
  sheet: string,
): Promise<Blob> {
  const table = toTypedTable(columns, rows, texts);
  const data: Cell[][] = [
    table.headers.map((header) => ({ type: String, value: header, fontWeight: 'bold' as const })),
    ...table.rows.map((row) => row.map(xlsxCell)),
  ];
  return writeXlsxFile(data, {
    // Excel refuses sheet names over 31 characters or holding []:*?/\.
    sheet: sheet.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Sheet1',
    stickyRowsCount: 1,
    columns: columns.map((column) => ({ width: column.width ?? XLSX_WIDTHS[column.type] })),
  }).toBlob();
}

/** The file of an export in any format. */
export async function exportBlob<Row>(
  columns: readonly ExportColumn<Row>[],
  rows: readonly Row[],
  format: ExportFormat,
  texts: ExportTexts,
  sheet: string,
): Promise<Blob> {
  if (!isTextExportFormat(format)) return exportXlsx(columns, rows, texts, sheet);
  const type = format === 'txt' ? 'text/tab-separated-values;charset=utf-8' : 'text/csv;charset=utf-8';
  return new Blob([exportText(columns, rows, format, texts)], { type });
}
