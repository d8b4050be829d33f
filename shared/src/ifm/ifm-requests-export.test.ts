// Tests of the IFM request export columns: one typed value per column, names for codes, the file name parts.
import { describe, expect, it } from 'vitest';
import { IFM_EXPORT_COLUMNS, ifmExportColumns, ifmExportFileParts } from './ifm-requests-export';
import { exportFileName } from '../export/formats';
import { toTable } from '../export/table';
import type { IfmRequestRow } from './ifm-requests';

const local = new Date(2026, 10, 21, 9, 5);

const row: IfmRequestRow = {
  id: 'IFM_C_1001_003',
  humanId: 'IFM-1001-003',
  applicant: 'Anna Rossi',
  requestDate: local,
  deadline: null,
  closeDate: null,
  status: 300,
  statusDate: local,
  serviceType: 'ASAP',
  notes: 'Sala "Volta"; 3° piano',
  options: ['12 posti', 'Proiettore'],
  total: 1234.5,
};
const labels = {
  status: (status: number) => `S${status}`,
  serviceType: (type: string) => type.toLowerCase(),
};
const valuesOf = (request: IfmRequestRow, currency = 'EUR') =>
  Object.fromEntries(ifmExportColumns(labels, currency).map((column) => [column.id, column.value(request)]));

describe('ifmExportColumns', () => {
  it('gives one typed value per column, in column order, with names for codes', () => {
    expect(ifmExportColumns(labels, 'EUR').map((column) => column.id)).toEqual(
      IFM_EXPORT_COLUMNS.map((column) => column.id),
    );
    expect(valuesOf(row)).toEqual({
      humanId: 'IFM-1001-003',
      orderId: 'IFM_C_1001_003',
      applicant: 'Anna Rossi',
      requestDate: local,
      deadline: null,
      closeDate: null,
      status: 'S300',
      statusDate: local,
      serviceType: 'asap',
      notes: 'Sala "Volta"; 3° piano',
      options: '12 posti, Proiettore',
      total: 1234.5,
      currency: 'EUR',
    });
  });

  it('leaves unknown status and service type empty', () => {
    const values = valuesOf({ ...row, status: null, serviceType: null }, 'CLP');
    expect([values.status, values.serviceType, values.currency]).toEqual([null, null, 'CLP']);
  });

  it('dates are date columns, the total money, headers in the ifmRequests namespace', () => {
    const columns = ifmExportColumns(labels, 'EUR');
    expect(columns.filter((column) => column.type === 'date').map((column) => column.id)).toEqual([
      'requestDate',
      'deadline',
      'closeDate',
      'statusDate',
    ]);
    expect(columns.filter((column) => column.type === 'money').map((column) => column.id)).toEqual(['total']);
    expect(columns[0]?.headerKey).toBe('ifmRequests:export.columns.humanId');
  });

  it('makes the European csv row the list shows', () => {
    const [, cells] = toTable(ifmExportColumns(labels, 'EUR'), [row], 'csv', {
      header: (column) => column.id,
      yes: 'y',
      no: 'n',
    });
    expect(cells).toEqual([
      'IFM-1001-003',
      'IFM_C_1001_003',
      'Anna Rossi',
      '21/11/2026 09:05',
      '',
      '',
      'S300',
      '21/11/2026 09:05',
      'asap',
      'Sala "Volta"; 3° piano',
      '12 posti, Proiettore',
      '1234,50',
      'EUR',
    ]);
  });
});

describe('ifmExportFileParts', () => {
  it.each([
    ['C_1001', 'csv', 'richieste-ifm_C_1001_2026-11-21.csv'],
    ['C_1001', 'xlsx', 'richieste-ifm_C_1001_2026-11-21.xlsx'],
    ['C_10/01', 'xlsx', 'richieste-ifm_C_10_01_2026-11-21.xlsx'],
  ] as const)('%s %s → %s', (canteen, format, name) => {
    expect(exportFileName(ifmExportFileParts(canteen), format, local)).toBe(name);
  });
});
