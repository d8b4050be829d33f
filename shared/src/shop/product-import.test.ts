import { describe, expect, it } from 'vitest';
import { mapHeaders, validateImportRows } from '../forms/import-rows';
import {
  productImportColumns,
  productImportDocuments,
  productImportRowSchema,
  type ProductImportLabels,
} from './product-import';

const labels: ProductImportLabels = {
  category: 'Category',
  name: (language) => `Name (${language})`,
  description: 'Description',
  price: 'Price',
  points: 'Points',
  maxQuantity: 'Maximum quantity',
  available: 'Available',
};
const categories = [
  { id: 'CAT_DRINKS', name: { IT: 'Bevande', EN: 'Drinks' } },
  { id: 'CAT_SNACKS', name: { IT: 'Snack' } },
];

function validate(lines: string[]) {
  const table = lines.map((line) => line.split('\t'));
  const columns = productImportColumns(labels, 'it');
  const mapping = mapHeaders(table[0]!, columns);
  return validateImportRows(table.slice(1), mapping, columns, productImportRowSchema('EUR', categories, 'it'));
}

describe('product import', () => {
  it('maps Italian headers, resolves categories by any name and reads Italian decimals', () => {
    const result = validate([
      'Categoria\tNome\tName (en)\tPrezzo\tPunti\tDisponibile',
      'bevande\tAcqua\tWater\t1,20\t2\tno',
      'Snack\tCrackers\t\t0,90\t\t',
      'CAT_DRINKS\tTè\t\t1\t\tsì',
    ]);
    expect(result.invalidCount).toBe(0);
    expect(result.rows.map((row) => row.value)).toEqual([
      {
        category_id: 'CAT_DRINKS',
        name: { it: 'Acqua', en: 'Water' },
        description: {},
        price: 1.2,
        points: 2,
        max_quantity: 99999,
        available: false,
      },
      expect.objectContaining({ category_id: 'CAT_SNACKS', name: { it: 'Crackers' }, points: 0, available: true }),
      expect.objectContaining({ category_id: 'CAT_DRINKS', name: { it: 'Tè' }, price: 1 }),
    ]);
  });

  it('names each bad row: unknown category, bad price, missing name in the default language', () => {
    const result = validate([
      'Categoria\tNome\tPrezzo',
      'Dolci\tTorta\t3',
      'Snack\tPatatine\tabc',
      'Snack\t\t2',
      'Snack\tOk\t2',
    ]);
    expect(result.invalidCount).toBe(3);
    expect(result.rows.map((row) => row.errors.map((error) => [error.field, error.message]))).toEqual([
      [['category', 'shop:validation.importUnknownCategory']],
      [['price', 'forms.money.invalid']],
      [['name_it', 'shop:validation.importNameRequired']],
      [],
    ]);
  });

  it('places imported products after the last of their category, offered in the importing service', () => {
    const rows = validate(['Categoria\tNome\tPrezzo', 'Snack\tA\t1', 'Bevande\tB\t2', 'Snack\tC\t3']).rows.map(
      (row) => row.value!,
    );
    const documents = productImportDocuments(rows, 'coffeebreak', new Map([['CAT_SNACKS', 4]]));
    expect(documents.map((document) => [document.category_id, document.pos])).toEqual([
      ['CAT_SNACKS', 5],
      ['CAT_DRINKS', 1],
      ['CAT_SNACKS', 6],
    ]);
    expect(documents[0]).toMatchObject({
      name: { it: 'A' },
      services: ['coffeebreak'],
      options: [],
      variants: [],
      timing_hours: 0,
    });
  });
});
