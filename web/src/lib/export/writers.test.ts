// The export files opened back: csv, csv_international and txt parsed by papaparse, xlsx read back, against the rows.
import Papa from 'papaparse';
import { readSheet } from 'read-excel-file/universal';
import { describe, expect, it } from 'vitest';
import type { ExportColumn } from '@backoffice/shared';
import { exportBlob, exportText } from './writers';

interface Line {
  code: string;
  note: string;
  amount: number | null;
  quantity: number;
  at: Date | null;
  paid: boolean;
}
const columns: ExportColumn<Line>[] = [
  { id: 'code', headerKey: 'x:code', type: 'text', value: (line) => line.code },
  { id: 'note', headerKey: 'x:note', type: 'text', value: (line) => line.note, width: 40 },
  { id: 'amount', headerKey: 'x:amount', type: 'money', value: (line) => line.amount },
  { id: 'quantity', headerKey: 'x:quantity', type: 'number', value: (line) => line.quantity },
  { id: 'at', headerKey: 'x:at', type: 'date', value: (line) => line.at },
  { id: 'paid', headerKey: 'x:paid', type: 'boolean', value: (line) => line.paid },
];
const texts = { header: (column: { id: string }) => column.id.toUpperCase(), yes: 'Sì', no: 'No' };
const when = new Date(2026, 10, 21, 9, 5);
const lines: Line[] = [
  {
    code: 'IFM-1001-001',
    note: 'Sala "Volta"; 3° piano, vicino',
    amount: 1234.5,
    quantity: 3,
    at: when,
    paid: true,
  },
  {
    code: 'IFM-1001-002',
    note: 'riga\nsu due righe\tcon tab',
    amount: -12.5,
    quantity: 0.5,
    at: null,
    paid: false,
  },
  { code: '=HYPERLINK("http://x")', note: '@SUM(A1)', amount: null, quantity: -2, at: when, paid: true },
  { code: '+39 02 1234', note: '-5 posti', amount: 0, quantity: 7, at: when, paid: false },
];
const headers = ['CODE', 'NOTE', 'AMOUNT', 'QUANTITY', 'AT', 'PAID'];
/** What a text cell reads after neutralisation (OWASP: a leading quote). */
const shownCodes = ['IFM-1001-001', 'IFM-1001-002', `'=HYPERLINK("http://x")`, "'+39 02 1234"];
const shownNotes = [
  'Sala "Volta"; 3° piano, vicino',
  'riga\nsu due righe\tcon tab',
  "'@SUM(A1)",
  "'-5 posti",
];

const parse = (text: string, delimiter: string) => Papa.parse<string[]>(text.slice(1), { delimiter }).data;

describe('exportText', () => {
  it.each([
    ['csv', ';', ['1234,50', '-12,50', '', '0,00'], ['3', '0,5', '-2', '7'], '21/11/2026 09:05'],
    [
      'csv_international',
      ',',
      ['1234.50', '-12.50', '', '0.00'],
      ['3', '0.5', '-2', '7'],
      when.toISOString(),
    ],
    ['txt', '\t', ['1234.50', '-12.50', '', '0.00'], ['3', '0.5', '-2', '7'], when.toISOString()],
  ] as const)(
    '%s: BOM, separator %j, parses back to the rows',
    (format, delimiter, amounts, quantities, date) => {
      const text = exportText(columns, lines, format, texts);
      expect(text.charCodeAt(0)).toBe(0xfeff);
      const parsed = parse(text, delimiter);
      expect(parsed).toHaveLength(lines.length + 1);
      expect(parsed[0]).toEqual(headers);
      const body = parsed.slice(1);
      expect(body.map((row) => row[0])).toEqual(shownCodes);
      expect(body.map((row) => row[1])).toEqual(shownNotes);
      expect(body.map((row) => row[2])).toEqual(amounts);
      expect(body.map((row) => row[3])).toEqual(quantities);
      expect(body.map((row) => row[4])).toEqual([date, '', date, date]);
      expect(body.map((row) => row[5])).toEqual(['Sì', 'No', 'Sì', 'No']);
    },
  );

  it('quotes a cell holding the separator or quotes, doubles the quotes, separates rows with CRLF', () => {
    const text = exportText(columns, lines.slice(0, 1), 'csv', texts);
    expect(text).toContain('"Sala ""Volta""; 3° piano, vicino"');
    // The decimal comma needs no quoting with the semicolon separator.
    expect(text).toContain(';1234,50;');
    expect(exportText(columns.slice(0, 1), lines.slice(0, 1), 'csv', texts)).toBe(
      '\uFEFFCODE\r\nIFM-1001-001',
    );
  });

  it('quotes a txt cell holding a tab', () => {
    expect(exportText(columns.slice(1, 2), lines.slice(1, 2), 'txt', texts)).toContain(
      '"riga\nsu due righe\tcon tab"',
    );
  });
});

describe('exportBlob', () => {
  it.each([
    ['csv', 'text/csv;charset=utf-8'],
    ['csv_international', 'text/csv;charset=utf-8'],
    ['txt', 'text/tab-separated-values;charset=utf-8'],
  ] as const)('%s is a %s blob of the text', async (format, type) => {
    const blob = await exportBlob(columns, lines, format, texts, 'S');
    expect(blob.type).toBe(type);
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blob.arrayBuffer())).toBe(
      exportText(columns, lines, format, texts),
    );
  });

  it('xlsx reads back with typed cells: numbers, dates at the local wall clock, booleans, neutralised text', async () => {
    const blob = await exportBlob(columns, lines, 'xlsx', texts, 'Righe: [export]');
    const sheet = await readSheet(await blob.arrayBuffer());
    expect(sheet).toHaveLength(lines.length + 1);
    expect(sheet[0]).toEqual(headers);
    const body = sheet.slice(1);
    expect(body.map((row) => row[0])).toEqual(shownCodes);
    expect(body.map((row) => row[1])).toEqual(shownNotes);
    expect(body.map((row) => row[2])).toEqual([1234.5, -12.5, null, 0]);
    expect(body.map((row) => row[3])).toEqual([3, 0.5, -2, 7]);
    expect(body.map((row) => row[5])).toEqual([true, false, true, false]);
    const date = body[0]?.[4];
    if (!(date instanceof Date)) throw new Error(`not a date: ${String(date)}`);
    // The cell holds the wall clock the user saw: its UTC reading is the local time of the instant.
    // Excel keeps a date as a fraction of days: it comes back within a millisecond, so it is read to the minute.
    const minute = new Date(Math.round(date.getTime() / 60_000) * 60_000);
    expect(minute.toISOString().slice(0, 16)).toBe('2026-11-21T09:05');
    expect(body[1]?.[4]).toBeNull();
  });
});
