// Imported rows: headers matched by label/key/alias, cells parsed, every row validated once with its line number.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { importParsers, mapHeaders, missingColumns, normalizeHeader, validateImportRows, type ImportColumn } from './import-rows';
import { moneySchema, pointsSchema } from './money';

const columns: ImportColumn[] = [
  { key: 'name', label: 'Nome prodotto', aliases: ['Product name'], required: true },
  { key: 'price', label: 'Prezzo', parse: importParsers.amount },
  { key: 'points', label: 'Punti', parse: importParsers.points },
  { key: 'available', label: 'Disponibile', parse: importParsers.boolean },
];
const schema = z.object({
  name: z.string('validation.recipe.fieldRequired').min(1),
  price: moneySchema('EUR').optional(),
  points: pointsSchema.optional(),
  available: z.boolean().optional(),
});

describe('normalizeHeader', () => {
  it.each([
    ['  Nome_Prodotto ', 'nome prodotto'],
    ['Categoría', 'categoria'],
    ['price-EUR', 'price eur'],
  ])('%j → %j', (header, normalized) => expect(normalizeHeader(header)).toBe(normalized));
});

describe('mapHeaders', () => {
  it('matches label, key or alias in any case and accents, in any order', () => {
    expect(mapHeaders(['PREZZO', 'product name', 'unknown'], columns)).toEqual({ name: 1, price: 0, points: null, available: null });
    expect(mapHeaders(['name', 'points'], columns)).toEqual({ name: 0, price: null, points: 1, available: null });
  });
  it('uses a file column once', () => {
    const twice: ImportColumn[] = [
      { key: 'a', label: 'Code' },
      { key: 'b', label: 'Code' },
    ];
    expect(mapHeaders(['Code'], twice)).toEqual({ a: 0, b: null });
  });
  it('names the required columns left out', () => {
    expect(missingColumns({ name: null, price: 0 }, columns)).toEqual(['name']);
    expect(missingColumns({ name: 2 }, columns)).toEqual([]);
  });
});

describe('validateImportRows', () => {
  const mapping = { name: 0, price: 1, points: 2, available: 3 };

  it('gives each row its source line (header = line 1), its value or its errors per field', () => {
    const records = [
      ['Pizza', '8,50', '', 'sì'],
      ['', '3', '2', ''],
      ['Acqua', 'abc', '1,5', 'maybe'],
      ['', '', '', ''],
      ['Caffè', '1.234,50', '1.200', '0'],
    ];
    const { rows, invalidCount } = validateImportRows(records, mapping, columns, schema);
    expect(invalidCount).toBe(2);
    expect(rows.map((row) => row.line)).toEqual([2, 3, 4, 6]);
    expect(rows[0]).toEqual({ line: 2, value: { name: 'Pizza', price: 8.5, available: true }, errors: [] });
    expect(rows[1]!.errors).toEqual([{ field: 'name', message: 'validation.recipe.fieldRequired', code: 'invalid_type' }]);
    expect(rows[2]!.errors.map((error) => [error.field, error.message])).toEqual([
      ['price', 'forms.money.invalid'],
      ['points', 'forms.points.invalid'],
      ['available', expect.any(String)],
    ]);
    expect(rows[3]!.value).toEqual({ name: 'Caffè', price: 1234.5, points: 1200, available: false });
  });

  it('ignores unmapped columns and stays linear on 5,000 rows', () => {
    const records = Array.from({ length: 5000 }, (_, index) => [`P${index}`, `${index},5`, '', '']);
    const started = performance.now();
    const { rows, invalidCount } = validateImportRows(records, { name: 0, price: 1, points: null, available: null }, columns, schema);
    expect(invalidCount).toBe(0);
    expect(rows).toHaveLength(5000);
    expect(rows[4999]!.value).toEqual({ name: 'P4999', price: 4999.5 });
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
