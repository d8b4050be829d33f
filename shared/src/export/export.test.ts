// Tests of the generic export table: separators and decimal marks per format, cell types, neutralised formulas, names.
import { describe, expect, it } from 'vitest';
import {
  EXPORT_DECIMAL_MARKS,
  EXPORT_DELIMITERS,
  EXPORT_FILE_EXTENSIONS,
  exportFileName,
  isTextExportFormat,
} from './formats';
import {
  excelWallClock,
  formatExportCell,
  neutraliseCell,
  toTable,
  toTypedTable,
  typedExportCell,
  type ExportColumn,
} from './table';
import { EXPORT_FORMATS } from '../core/catalogs';

const local = new Date(2026, 10, 21, 9, 5);
const texts = { header: (column: { headerKey: string }) => `H:${column.headerKey}`, yes: 'Sì', no: 'No' };

describe('formats (spec §3)', () => {
  it('covers the four export formats of the catalogue, xlsx the only typed one', () => {
    expect(Object.keys(EXPORT_FILE_EXTENSIONS).sort()).toEqual([...EXPORT_FORMATS].sort());
    expect(EXPORT_FORMATS.filter((format) => !isTextExportFormat(format))).toEqual(['xlsx']);
  });

  it.each([
    ['csv', ';', ',', 'csv'],
    ['csv_international', ',', '.', 'csv'],
    ['txt', '\t', '.', 'txt'],
  ] as const)('%s: separator %j, decimal mark %j, extension .%s', (format, delimiter, mark, extension) => {
    expect(EXPORT_DELIMITERS[format]).toBe(delimiter);
    expect(EXPORT_DECIMAL_MARKS[format]).toBe(mark);
    expect(EXPORT_FILE_EXTENSIONS[format]).toBe(extension);
  });
});

describe('neutraliseCell (OWASP CSV injection)', () => {
  it.each([
    ['=1+2', "'=1+2"],
    ['+39 02 1234', "'+39 02 1234"],
    ['-5', "'-5"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\tcmd', "'\tcmd"],
    ['\rcmd', "'\rcmd"],
    ['=HYPERLINK("http://x","y")', `'=HYPERLINK("http://x","y")`],
    ['IFM-1001-003', 'IFM-1001-003'],
    ['a=b', 'a=b'],
    [' =1', ' =1'],
    ["'already", "'already"],
    ['', ''],
  ])('%j → %j', (input, output) => {
    expect(neutraliseCell(input)).toBe(output);
  });
});

describe('formatExportCell', () => {
  const money = { type: 'money' } as const;
  it.each<[ExportColumn<never>['type'], unknown, string, string, string]>([
    // type, value, csv, csv_international, txt
    ['money', 1234.5, '1234,50', '1234.50', '1234.50'],
    ['money', 0, '0,00', '0.00', '0.00'],
    ['money', -12.5, '-12,50', '-12.50', '-12.50'],
    ['money', 0.005, '0,01', '0.01', '0.01'],
    ['money', Number.NaN, '', '', ''],
    ['number', 12300, '12300', '12300', '12300'],
    ['number', 2.25, '2,25', '2.25', '2.25'],
    ['number', '7', '7', '7', '7'],
    ['number', 'abc', '', '', ''],
    ['date', local, '21/11/2026 09:05', local.toISOString(), local.toISOString()],
    [
      'date',
      new Date(2026, 0, 2, 23, 59),
      '02/01/2026 23:59',
      new Date(2026, 0, 2, 23, 59).toISOString(),
      new Date(2026, 0, 2, 23, 59).toISOString(),
    ],
    ['date', new Date(Number.NaN), '', '', ''],
    ['boolean', true, 'Sì', 'Sì', 'Sì'],
    ['boolean', false, 'No', 'No', 'No'],
    ['text', 'Sala "Volta"; 3°', 'Sala "Volta"; 3°', 'Sala "Volta"; 3°', 'Sala "Volta"; 3°'],
    ['text', '-5 posti', "'-5 posti", "'-5 posti", "'-5 posti"],
    ['text', 42, '42', '42', '42'],
    ['text', null, '', '', ''],
    ['text', undefined, '', '', ''],
  ])('%s %j → csv %j, csv_international %j, txt %j', (type, value, csv, international, txt) => {
    const column = { type };
    expect(formatExportCell(value as never, column, 'csv', texts)).toBe(csv);
    expect(formatExportCell(value as never, column, 'csv_international', texts)).toBe(international);
    expect(formatExportCell(value as never, column, 'txt', texts)).toBe(txt);
  });

  it('international dates are ISO 8601 instants in UTC', () => {
    expect(
      formatExportCell(new Date('2026-11-21T08:05:00Z'), { type: 'date' }, 'csv_international', texts),
    ).toBe('2026-11-21T08:05:00.000Z');
  });

  it('keeps the decimals a column asks for', () => {
    expect(formatExportCell(1.5, { ...money, decimals: 0 }, 'csv', texts)).toBe('2');
    expect(formatExportCell(1.23456, { type: 'number', decimals: 3 }, 'csv', texts)).toBe('1,235');
  });
});

interface Line {
  name: string;
  price: number | null;
  at: Date | null;
  ok: boolean;
}
const columns: ExportColumn<Line>[] = [
  { id: 'name', headerKey: 'ns:name', type: 'text', value: (line) => line.name },
  { id: 'price', headerKey: 'ns:price', type: 'money', value: (line) => line.price },
  { id: 'at', headerKey: 'ns:at', type: 'date', value: (line) => line.at },
  { id: 'ok', headerKey: 'ns:ok', type: 'boolean', value: (line) => line.ok },
];
const lines: Line[] = [
  { name: 'Pasta', price: 7.5, at: local, ok: true },
  { name: '=cmd|"/c calc"!A1', price: null, at: null, ok: false },
];

describe('toTable', () => {
  it('puts the translated headers first, then one formatted row per row, formulas neutralised', () => {
    expect(toTable(columns, lines, 'csv', texts)).toEqual([
      ['H:ns:name', 'H:ns:price', 'H:ns:at', 'H:ns:ok'],
      ['Pasta', '7,50', '21/11/2026 09:05', 'Sì'],
      [`'=cmd|"/c calc"!A1`, '', '', 'No'],
    ]);
    expect(toTable(columns, lines, 'txt', texts)[1]).toEqual(['Pasta', '7.50', local.toISOString(), 'Sì']);
  });

  it('gives only the header row for no rows', () => {
    expect(toTable(columns, [], 'csv_international', texts)).toEqual([
      ['H:ns:name', 'H:ns:price', 'H:ns:at', 'H:ns:ok'],
    ]);
  });
});

describe('toTypedTable', () => {
  it('keeps numbers, dates and booleans typed and neutralises text', () => {
    expect(toTypedTable(columns, lines, texts)).toEqual({
      headers: ['H:ns:name', 'H:ns:price', 'H:ns:at', 'H:ns:ok'],
      rows: [
        [
          { type: 'text', value: 'Pasta' },
          { type: 'number', value: 7.5, decimals: 2 },
          { type: 'date', value: local },
          { type: 'boolean', value: true },
        ],
        [{ type: 'text', value: `'=cmd|"/c calc"!A1` }, null, null, { type: 'boolean', value: false }],
      ],
    });
  });

  it('leaves a negative amount a number, not neutralised text', () => {
    expect(typedExportCell(-3, { type: 'money' })).toEqual({ type: 'number', value: -3, decimals: 2 });
    expect(typedExportCell(-3, { type: 'number' })).toEqual({ type: 'number', value: -3 });
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

describe('exportFileName', () => {
  it.each([
    [['richieste-ifm', 'C_1001'], 'csv', 'richieste-ifm_C_1001_2026-11-21.csv'],
    [['richieste-ifm', 'C_1001'], 'csv_international', 'richieste-ifm_C_1001_2026-11-21.csv'],
    [['richieste-ifm', 'C_1001'], 'xlsx', 'richieste-ifm_C_1001_2026-11-21.xlsx'],
    [['richieste-ifm', 'C_1001'], 'txt', 'richieste-ifm_C_1001_2026-11-21.txt'],
    [['richieste-ifm', 'C_10/01'], 'xlsx', 'richieste-ifm_C_10_01_2026-11-21.xlsx'],
    [['../../etc', ''], 'csv', '______etc_2026-11-21.csv'],
  ] as const)('%j %s → %s', (parts, format, name) => {
    expect(exportFileName(parts, format, local)).toBe(name);
  });
});
