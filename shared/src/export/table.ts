// The table of an export: typed columns, each cell as text for csv/txt or as a typed cell for xlsx, formulas neutralised.
import { EXPORT_DECIMAL_MARKS, type TextExportFormat } from './formats';

export type ExportCellType = 'text' | 'number' | 'money' | 'date' | 'boolean';

/** A cell before formatting; null and undefined are empty cells. */
export type ExportValue = string | number | boolean | Date | null | undefined;

/** One column of an export: its id, the i18next key of its header (`ns:key`), how a row gives its value, its type. */
export interface ExportColumn<Row> {
  id: string;
  headerKey: string;
  /** A header written as it is instead of `headerKey`'s text: a column made from the data (e.g. one per day). */
  label?: string;
  type: ExportCellType;
  value: (row: Row) => ExportValue;
  /** Decimals of number and money cells: money defaults to 2, a number is written as it is. */
  decimals?: number;
  /** Width in characters in xlsx; a default per type otherwise. */
  width?: number;
}

/** Texts the table needs from the UI language. */
export interface ExportTexts {
  header: (column: Pick<ExportColumn<never>, 'id' | 'headerKey'>) => string;
  yes: string;
  no: string;
}

/**
 * A spreadsheet runs a cell starting with = + - @ (and, through DDE, TAB or CR) as a formula. Following OWASP's CSV
 * injection advice such a cell gets a leading single quote, so it shows as the text it is.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function neutraliseCell(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

const pad = (value: number) => String(value).padStart(2, '0');
const isValidDate = (value: unknown): value is Date =>
  value instanceof Date && !Number.isNaN(value.getTime());

function asNumber(value: ExportValue): number | null {
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value)
        : NaN;
  return Number.isFinite(number) ? number : null;
}

function decimalsOf(column: Pick<ExportColumn<never>, 'type' | 'decimals'>): number | undefined {
  return column.decimals ?? (column.type === 'money' ? 2 : undefined);
}

/**
 * One cell as text. csv: decimal comma, dates DD/MM/YYYY HH:mm in local time (what European Excel reads as a date);
 * csv_international and txt: decimal point, ISO 8601 instants in UTC. Numbers carry no grouping, so both Excel and
 * scripts parse them. Only text cells are neutralised: numbers and dates are written by us (a negative amount stays
 * `-12,50`). Quoting is the csv writer's job.
 */
export function formatExportCell(
  value: ExportValue,
  column: Pick<ExportColumn<never>, 'type' | 'decimals'>,
  format: TextExportFormat,
  texts: Pick<ExportTexts, 'yes' | 'no'>,
): string {
  if (value === null || value === undefined) return '';
  switch (column.type) {
    case 'date': {
      if (!isValidDate(value)) return '';
      if (format !== 'csv') return value.toISOString();
      return `${pad(value.getDate())}/${pad(value.getMonth() + 1)}/${value.getFullYear()} ${pad(value.getHours())}:${pad(value.getMinutes())}`;
    }
    case 'number':
    case 'money': {
      const number = asNumber(value);
      if (number === null) return '';
      const decimals = decimalsOf(column);
      const text = decimals === undefined ? String(number) : number.toFixed(decimals);
      return text.replace('.', EXPORT_DECIMAL_MARKS[format]);
    }
    case 'boolean':
      return value ? texts.yes : texts.no;
    case 'text':
      return neutraliseCell(isValidDate(value) ? value.toISOString() : String(value));
  }
}

/** The text table of a csv/txt export: the header row, then one row of text cells per row. */
export function toTable<Row>(
  columns: readonly ExportColumn<Row>[],
  rows: readonly Row[],
  format: TextExportFormat,
  texts: ExportTexts,
): string[][] {
  return [
    columns.map((column) => neutraliseCell(column.label ?? texts.header(column))),
    ...rows.map((row) => columns.map((column) => formatExportCell(column.value(row), column, format, texts))),
  ];
}

/** A typed cell of an xlsx export: real numbers, dates and booleans; text already neutralised. */
export type TypedCell =
  | null
  | { type: 'text'; value: string }
  | { type: 'number'; value: number; decimals?: number }
  | { type: 'date'; value: Date }
  | { type: 'boolean'; value: boolean };

export function typedExportCell(
  value: ExportValue,
  column: Pick<ExportColumn<never>, 'type' | 'decimals'>,
): TypedCell {
  if (value === null || value === undefined) return null;
  switch (column.type) {
    case 'date':
      return isValidDate(value) ? { type: 'date', value } : null;
    case 'number':
    case 'money': {
      const number = asNumber(value);
      const decimals = decimalsOf(column);
      return number === null
        ? null
        : decimals === undefined
          ? { type: 'number', value: number }
          : { type: 'number', value: number, decimals };
    }
    case 'boolean':
      return { type: 'boolean', value: Boolean(value) };
    case 'text':
      return {
        type: 'text',
        value: neutraliseCell(isValidDate(value) ? value.toISOString() : String(value)),
      };
  }
}

/** The typed table of an xlsx export: headers (neutralised) and typed cells in column order. */
export function toTypedTable<Row>(
  columns: readonly ExportColumn<Row>[],
  rows: readonly Row[],
  texts: Pick<ExportTexts, 'header'>,
): { headers: string[]; rows: TypedCell[][] } {
  return {
    headers: columns.map((column) => neutraliseCell(column.label ?? texts.header(column))),
    rows: rows.map((row) => columns.map((column) => typedExportCell(column.value(row), column))),
  };
}

/**
 * Excel cells have no time zone: they hold the wall-clock time. The xlsx writer turns a Date into its UTC wall clock,
 * so an instant is moved by the local offset first and the cell shows the time the user saw on screen.
 */
export function excelWallClock(date: Date): Date {
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
}
