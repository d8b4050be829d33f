// The csv files of the IFM export: BOM, separator per format, quoting, formula escaping, and that they parse back.
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import type { IfmExportValue } from '@backoffice/shared';
import { ifmCsvText } from './export-files';

const headers = ['Richiesta', 'Note', 'Totale', 'Data'];
const when = new Date(2026, 10, 21, 9, 5);
const rows: IfmExportValue[][] = [
  ['IFM-1001-001', 'Sala "Volta"; 3° piano, vicino', 1234.5, when],
  ['IFM-1001-002', 'riga\nsu due righe', 0, null],
  ['IFM-1001-003', '=HYPERLINK("x")', null, when],
];

const parse = (text: string, delimiter: string) => Papa.parse<string[]>(text.slice(1), { delimiter }).data;

describe('ifmCsvText', () => {
  it.each([
    ['csv', ';', ['IFM-1001-001', 'Sala "Volta"; 3° piano, vicino', '1234,50', '21/11/2026 09:05']],
    [
      'csv_international',
      ',',
      ['IFM-1001-001', 'Sala "Volta"; 3° piano, vicino', '1234.50', when.toISOString()],
    ],
  ] as const)(
    '%s: starts with a BOM, separates with %j and parses back to the same cells',
    (format, delimiter, firstRow) => {
      const text = ifmCsvText(headers, rows, format);
      expect(text.charCodeAt(0)).toBe(0xfeff);
      const parsed = parse(text, delimiter);
      expect(parsed[0]).toEqual(headers);
      expect(parsed[1]).toEqual(firstRow);
      expect(parsed[2]?.[1]).toBe('riga\nsu due righe');
      expect(parsed).toHaveLength(rows.length + 1);
    },
  );

  it('quotes a cell holding the separator or quotes, and doubles the quotes', () => {
    const text = ifmCsvText(headers, rows.slice(0, 1), 'csv');
    expect(text).toContain('"Sala ""Volta""; 3° piano, vicino"');
    // The decimal comma needs no quoting with the semicolon separator.
    expect(text).toContain(';1234,50;');
    expect(ifmCsvText(headers, rows.slice(0, 1), 'csv_international')).toContain(',1234.50,');
  });

  it('escapes a cell Excel would run as a formula', () => {
    const parsed = parse(ifmCsvText(headers, rows, 'csv'), ';');
    expect(parsed[3]?.[1]).toBe(`'=HYPERLINK("x")`);
  });

  it('separates rows with CRLF', () => {
    expect(ifmCsvText(['A'], [['x']], 'csv')).toBe('\uFEFFA\r\nx');
  });
});
