// The export files of an IFM request list: csv through papaparse (UTF-8 with BOM), xlsx with typed cells. Loaded lazily.
import Papa from 'papaparse';
import writeXlsxFile, { type Cell } from 'write-excel-file/browser';
import {
  IFM_CSV_DELIMITERS,
  IFM_EXPORT_COLUMNS,
  excelWallClock,
  ifmCsvTable,
  type IfmCsvFormat,
  type IfmExportValue,
} from '@backoffice/shared';

/** Excel opens a UTF-8 csv as UTF-8 only when it starts with a byte order mark. */
const BOM = '\uFEFF';
/** Dates as the Italian csv writes them; the number format keeps 2 decimals. */
const XLSX_DATE_FORMAT = 'dd/mm/yyyy hh:mm';
const XLSX_NUMBER_FORMAT = '#,##0.00';

/** The csv text (with BOM): `;` and decimal comma for csv, `,` and decimal point for csv_international. */
export function ifmCsvText(
  headers: readonly string[],
  rows: readonly IfmExportValue[][],
  format: IfmCsvFormat,
): string {
  return (
    BOM +
    Papa.unparse(ifmCsvTable(headers, rows, format), {
      delimiter: IFM_CSV_DELIMITERS[format],
      newline: '\r\n',
      // A cell starting with =, +, - or @ would run as a formula in Excel: it is prefixed with a quote.
      escapeFormulae: true,
    })
  );
}

export function ifmCsvBlob(
  headers: readonly string[],
  rows: readonly IfmExportValue[][],
  format: IfmCsvFormat,
): Blob {
  return new Blob([ifmCsvText(headers, rows, format)], { type: 'text/csv;charset=utf-8' });
}

function xlsxCell(value: IfmExportValue, kind: (typeof IFM_EXPORT_COLUMNS)[number]['kind']): Cell {
  if (value === null) return null;
  if (kind === 'date' && value instanceof Date)
    return { type: Date, value: excelWallClock(value), format: XLSX_DATE_FORMAT };
  if (kind === 'number' && typeof value === 'number')
    return { type: Number, value, format: XLSX_NUMBER_FORMAT };
  return { type: String, value: String(value) };
}

/** An xlsx workbook of one sheet: bold headers, then real dates and numbers (no text that looks like them). */
export function ifmXlsxBlob(
  headers: readonly string[],
  rows: readonly IfmExportValue[][],
  sheet: string,
): Promise<Blob> {
  const data: Cell[][] = [
    headers.map((header) => ({ type: String, value: header, fontWeight: 'bold' as const })),
    ...rows.map((row) =>
      row.map((value, index) => xlsxCell(value, IFM_EXPORT_COLUMNS[index]?.kind ?? 'text')),
    ),
  ];
  return writeXlsxFile(data, {
    sheet,
    stickyRowsCount: 1,
    columns: IFM_EXPORT_COLUMNS.map((column) => ({
      width: column.kind === 'date' ? 17 : column.id === 'notes' ? 40 : 16,
    })),
  }).toBlob();
}

/** Offers a file to the user as a download. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled; the URL can go after that turn.
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}
