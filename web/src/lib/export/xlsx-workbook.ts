// The xlsx workbook of an export from plain data (the typed table, the sheet name, the column widths), written in the
// page (writers.ts exportXlsx) or in a worker (xlsx-worker.ts).
import writeXlsxFile, { type Cell } from 'write-excel-file/browser';
import { excelWallClock, type TypedCell } from '@backoffice/shared';

/** Dates as the European csv writes them. */
const XLSX_DATE_FORMAT = 'dd/mm/yyyy hh:mm';

/** What an xlsx workbook is written from: plain data, so a worker can take it (xlsx-worker.ts). */
export interface XlsxInput {
  table: { headers: string[]; rows: TypedCell[][] };
  sheet: string;
  widths: number[];
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
export function xlsxWorkbook({ table, sheet, widths }: XlsxInput): Promise<Blob> {
  const data: Cell[][] = [
    table.headers.map((header) => ({ type: String, value: header, fontWeight: 'bold' as const })),
    ...table.rows.map((row) => row.map(xlsxCell)),
  ];
  return writeXlsxFile(data, {
    sheet,
    stickyRowsCount: 1,
    columns: widths.map((width) => ({ width })),
  }).toBlob();
}
