// Export of the IFM request list (spec §3 "Export formats"): its columns on the generic export pipeline of `export/`.
import type { ExportCellType, ExportColumn, ExportValue } from '../export/table';
import type { IfmStatus } from '../core/statuses';
import type { IfmRequestRow, IfmServiceType } from './ifm-requests';

/** The columns of an export, in order; headers are `ifmRequests:export.columns.<id>`. */
export const IFM_EXPORT_COLUMNS = [
  { id: 'humanId', type: 'text' },
  { id: 'orderId', type: 'text' },
  { id: 'applicant', type: 'text' },
  { id: 'requestDate', type: 'date' },
  { id: 'deadline', type: 'date' },
  { id: 'closeDate', type: 'date' },
  { id: 'status', type: 'text' },
  { id: 'statusDate', type: 'date' },
  { id: 'serviceType', type: 'text' },
  { id: 'notes', type: 'text' },
  { id: 'options', type: 'text' },
  { id: 'total', type: 'money' },
  { id: 'currency', type: 'text' },
] as const satisfies ReadonlyArray<{ id: string; type: ExportCellType }>;
export type IfmExportColumnId = (typeof IFM_EXPORT_COLUMNS)[number]['id'];

/** Names the export writes instead of codes, in the UI language. */
export interface IfmExportLabels {
  status: (status: IfmStatus) => string;
  serviceType: (type: IfmServiceType) => string;
}

/** Notes are long free text: a wider xlsx column. */
const WIDTHS: Partial<Record<IfmExportColumnId, number>> = { notes: 40 };

/** The export columns of the request list, with names for codes and the canteen's currency. */
export function ifmExportColumns(labels: IfmExportLabels, currency: string): ExportColumn<IfmRequestRow>[] {
  const values: Record<IfmExportColumnId, (row: IfmRequestRow) => ExportValue> = {
    humanId: (row) => row.humanId,
    orderId: (row) => row.id,
    applicant: (row) => row.applicant,
    requestDate: (row) => row.requestDate,
    deadline: (row) => row.deadline,
    closeDate: (row) => row.closeDate,
    status: (row) => (row.status === null ? null : labels.status(row.status)),
    statusDate: (row) => row.statusDate,
    serviceType: (row) => (row.serviceType === null ? null : labels.serviceType(row.serviceType)),
    notes: (row) => row.notes,
    options: (row) => row.options.join(', '),
    total: (row) => row.total,
    currency: () => currency,
  };
  return IFM_EXPORT_COLUMNS.map(({ id, type }) => ({
    id,
    type,
    headerKey: `ifmRequests:export.columns.${id}`,
    value: values[id],
    ...(WIDTHS[id] === undefined ? {} : { width: WIDTHS[id] }),
  }));
}

/** File name parts of an export: richieste-ifm_C_1001_<day>.<ext>. */
export function ifmExportFileParts(canteenId: string): string[] {
  return ['richieste-ifm', canteenId];
}
