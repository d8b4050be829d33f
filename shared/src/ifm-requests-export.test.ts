// Tests of the IFM request export: typed values per column, csv cells in both formats, Excel wall clock, file names.
import { describe, expect, it } from 'vitest';
import {
  IFM_CSV_DELIMITERS,
  IFM_EXPORT_COLUMNS,
  excelWallClock,
  formatIfmCsvValue,
  ifmCsvTable,
  ifmExportFileName,
  ifmExportValues,
} from './ifm-requests-export';
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

describe('ifmExportValues', () => {
  it('gives one typed value per column, in column order, with names for codes', () => {
    const values = ifmExportValues(row, labels, 'EUR');
    expect(Object.fromEntries(IFM_EXPORT_COLUMNS.map((column, index) => [column.id, values[index]]))).toEqual(
      {
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
      },
    );
  });

  it('leaves unknown status and service type empty', () => {
    const values = ifmExportValues({ ...row, status: null, serviceType: null }, labels, 'CLP');
    expect(values[IFM_EXPORT_COLUMNS.findIndex((column) => column.id === 'status')]).toBeNull();
    expect(values[IFM_EXPORT_COLUMNS.findIndex((column) => column.id === 'serviceType')]).toBeNull();
  });

  it('dates are date columns and the total a number column', () => {
    expect(IFM_EXPORT_COLUMNS.filter((column) => column.kind === 'date').map((column) => column.id)).toEqual([
      'requestDate',
      'deadline',
      'closeDate',
      'statusDate',
    ]);
    expect(
      IFM_EXPORT_COLUMNS.filter((column) => column.kind === 'number').map((column) => column.id),
    ).toEqual(['total']);
  });
});

describe('formatIfmCsvValue', () => {
  it.each<[unknown, string, string]>([
    [1234.5, '1234,50', '1234.50'],
    [0, '0,00', '0.00'],
    [12300, '12300,00', '12300.00'],
    [0.005, '0,01', '0.01'],
    [Number.NaN, '', ''],
    [null, '', ''],
    ['text; with "quotes"', 'text; with "quotes"', 'text; with "quotes"'],
    [local, '21/11/2026 09:05', local.toISOString()],
    [new Date(2026, 0, 2, 23, 59), '02/01/2026 23:59', new Date(2026, 0, 2, 23, 59).toISOString()],
    [new Date(Number.NaN), '', ''],
  ])('%s → csv %j, csv_international %j', (value, csv, international) => {
    expect(formatIfmCsvValue(value as never, 'csv')).toBe(csv);
    expect(formatIfmCsvValue(value as never, 'csv_international')).toBe(international);
  });

  it('international dates are ISO 8601 instants in UTC', () => {
    expect(formatIfmCsvValue(new Date('2026-11-21T08:05:00Z'), 'csv_international')).toBe(
      '2026-11-21T08:05:00.000Z',
    );
  });
});

describe('ifmCsvTable', () => {
  it('puts the headers first and formats every cell for the format', () => {
    const values = ifmExportValues(row, labels, 'EUR');
    const table = ifmCsvTable(['A', 'B'], [values], 'csv');
    expect(table[0]).toEqual(['A', 'B']);
    expect(table[1]).toContain('1234,50');
    expect(table[1]).toContain('21/11/2026 09:05');
    expect(ifmCsvTable(['A'], [values], 'csv_international')[1]).toContain('1234.50');
  });

  it('separates fields with a semicolon where the comma is the decimal mark', () => {
    expect(IFM_CSV_DELIMITERS).toEqual({ csv: ';', csv_international: ',' });
  });
});

describe('excelWallClock', () => {
  it('moves an instant so that its UTC reading is the local wall clock', () => {
    const shifted = excelWallClock(local);
    expect([
      shifted.getUTCFullYear(),
      shifted.getUTCMonth(),
      shifted.getUTCDate(),
      shifted.getUTCHours(),
      shifted.getUTCMinutes(),
    ]).toEqual([2026, 10, 21, 9, 5]);
  });
});

describe('ifmExportFileName', () => {
  it.each([
    ['C_1001', 'csv', 'richieste-ifm_C_1001_2026-11-21.csv'],
    ['C_1001', 'csv_international', 'richieste-ifm_C_1001_2026-11-21.csv'],
    ['C_1001', 'xlsx', 'richieste-ifm_C_1001_2026-11-21.xlsx'],
    ['C_10/01', 'xlsx', 'richieste-ifm_C_10_01_2026-11-21.xlsx'],
  ] as const)('%s %s → %s', (canteen, format, name) => {
    expect(ifmExportFileName(canteen, format, local)).toBe(name);
  });
});
