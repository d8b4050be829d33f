// Export of the IFM request list (spec §3 "Export formats"): its columns, each row's typed values, the csv cell rules.
import type { IfmRequestRow, IfmServiceType } from './ifm-requests';
import type { IfmStatus } from './statuses';

/** The formats the list exports to: Italian/European csv, international csv, and Excel. */
export const IFM_EXPORT_FORMATS = ['csv', 'csv_international', 'xlsx'] as const;
export type IfmExportFormat = (typeof IFM_EXPORT_FORMATS)[number];
export type IfmCsvFormat = Exclude<IfmExportFormat, 'xlsx'>;

/** Rows read per query page while exporting. */
export const IFM_EXPORT_BATCH_SIZE = 200;
/**
 * Most rows one export may hold. Above it the export is refused (never cut short: it must hold exactly the filtered
 * rows): 5,000 rows are 25 reads of 200 and a file the browser builds in memory in about a second.
 */
export const IFM_EXPORT_MAX_ROWS = 5000;

/** Field separators: semicolon where the comma is the decimal mark (Italian/European Excel), comma elsewhere. */
export const IFM_CSV_DELIMITERS: Readonly<Record<IfmCsvFormat, string>> = {
  csv: ';',
  csv_international: ',',
};

export type IfmExportColumnKind = 'text' | 'date' | 'number';

/** The columns of an export, in order; headers are translated by the UI (key `export.columns.<id>`). */
export const IFM_EXPORT_COLUMNS = [
  { id: 'humanId', kind: 'text' },
  { id: 'orderId', kind: 'text' },
  { id: 'applicant', kind: 'text' },
  { id: 'requestDate', kind: 'date' },
  { id: 'deadline', kind: 'date' },
  { id: 'closeDate', kind: 'date' },
  { id: 'status', kind: 'text' },
  { id: 'statusDate', kind: 'date' },
  { id: 'serviceType', kind: 'text' },
  { id: 'notes', kind: 'text' },
  { id: 'options', kind: 'text' },
  { id: 'total', kind: 'number' },
  { id: 'currency', kind: 'text' },
] as const satisfies ReadonlyArray<{ id: string; kind: IfmExportColumnKind }>;
export type IfmExportColumnId = (typeof IFM_EXPORT_COLUMNS)[number]['id'];

/** A cell before formatting: text, a number, an instant, or empty. */
export type IfmExportValue = string | number | Date | null;

/** Names the export writes instead of codes, in the UI language. */
export interface IfmExportLabels {
  status: (status: IfmStatus) => string;
  serviceType: (type: IfmServiceType) => string;
}

/** One row's values, in IFM_EXPORT_COLUMNS order. */
export function ifmExportValues(
  row: IfmRequestRow,
  labels: IfmExportLabels,
  currency: string,
): IfmExportValue[] {
  const values: Record<IfmExportColumnId, IfmExportValue> = {
    humanId: row.humanId,
    orderId: row.id,
    applicant: row.applicant,
    requestDate: row.requestDate,
    deadline: row.deadline,
    closeDate: row.closeDate,
    status: row.status === null ? null : labels.status(row.status),
    statusDate: row.statusDate,
    serviceType: row.serviceType === null ? null : labels.serviceType(row.serviceType),
    notes: row.notes,
    options: row.options.join(', '),
    total: row.total,
    currency,
  };
  return IFM_EXPORT_COLUMNS.map((column) => values[column.id]);
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * A cell as csv text. csv: decimal comma, dates DD/MM/YYYY HH:mm in local time (what Italian Excel reads as a
 * date); csv_international: decimal point, ISO 8601 instants in UTC. Numbers keep 2 decimals and no grouping,
 * so both Excel and scripts parse them. Quoting is the csv writer's job.
 */
export function formatIfmCsvValue(value: IfmExportValue, format: IfmCsvFormat): string {
  if (value === null) return '';
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return '';
    if (format === 'csv_international') return value.toISOString();
    return `${pad(value.getDate())}/${pad(value.getMonth() + 1)}/${value.getFullYear()} ${pad(value.getHours())}:${pad(value.getMinutes())}`;
  }
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return '';
    const fixed = value.toFixed(2);
    return format === 'csv' ? fixed.replace('.', ',') : fixed;
  }
  return value;
}

/** The csv table: the header row, then one row of text cells per request. */
export function ifmCsvTable(
  headers: readonly string[],
  rows: readonly IfmExportValue[][],
  format: IfmCsvFormat,
): string[][] {
  return [[...headers], ...rows.map((row) => row.map((value) => formatIfmCsvValue(value, format)))];
}

/**
 * Excel cells have no time zone: they hold the wall-clock time. The xlsx writer turns a Date into its UTC wall clock,
 * so an instant is moved by the local offset first and the cell shows the time the user saw on screen.
 */
export function excelWallClock(date: Date): Date {
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
}

/** File name of an export, e.g. richieste-ifm_C_1001_2026-11-21.csv (the day in local time). */
export function ifmExportFileName(canteenId: string, format: IfmExportFormat, day: Date): string {
  const date = `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
  const safeCanteen = canteenId.replace(/[^\w-]/g, '_');
  return `richieste-ifm_${safeCanteen}_${date}.${format === 'xlsx' ? 'xlsx' : 'csv'}`;
}
