import { describe, expect, it } from 'vitest';
import { toTable, toTypedTable } from '../export/table';
import {
  ZUCCHETTI_ITEM_CODE,
  orderMatrixColumns,
  orderMatrixRows,
  zucchettiColumns,
  zucchettiRows,
} from './order-export';
import { orderRow } from './order-list';

const texts = { header: (column: { id: string }) => column.id, yes: 'yes', no: 'no' };

let next = 0;
function order(data: {
  user: string;
  name: string;
  surname: string;
  day: string;
  status?: number;
  total?: number;
  costCenter?: string;
  recipes?: Array<{ name: string; qt: number; euro?: number; id?: string }>;
}) {
  next += 1;
  return orderRow(`O${next}`, {
    userid: data.user,
    user: { name: data.name, surname: data.surname },
    date_obj: new Date(`${data.day}T11:00:00Z`),
    status: data.status ?? 5,
    total: data.total,
    cost_center_name: data.costCenter,
    tag: 'menu',
    recipes: data.recipes ?? [{ name: 'Lasagne', qt: 1, euro: 5 }],
  });
}

// Newest first, as the list reads them.
const orders = [
  order({
    user: 'U2',
    name: 'Luca',
    surname: 'Bianchi',
    day: '2026-12-01',
    total: 4.1,
    costCenter: 'Produzione',
  }),
  order({
    user: 'U1',
    name: 'Maria',
    surname: 'Rossi',
    day: '2026-11-20',
    total: 5,
    costCenter: 'Amministrazione',
  }),
  order({
    user: 'U1',
    name: 'Maria',
    surname: 'Rossi',
    day: '2026-11-19',
    total: 5.1,
    costCenter: 'Vecchio',
  }),
  order({ user: 'U1', name: 'Maria', surname: 'Rossi', day: '2026-11-18', total: 4.9, status: 4 }),
  order({ user: 'U1', name: 'Maria', surname: 'Rossi', day: '2026-11-17', total: 9, status: -3 }),
  order({ user: 'U2', name: 'Luca', surname: 'Bianchi', day: '2026-11-17', total: 0.2 }),
  order({ user: 'U2', name: 'Luca', surname: 'Bianchi', day: '2026-11-16', total: 0.1, status: 1 }),
  order({ user: '', name: 'Anonimo', surname: '', day: '2026-11-16', total: 3 }),
];

describe('the zucchetti layout (README "Order exports")', () => {
  const rows = zucchettiRows(orders, 'C_1001');

  it('writes one row per employee and period, columns in the documented order', () => {
    expect(zucchettiColumns().map((column) => column.id)).toEqual([
      'company',
      'employeeId',
      'employee',
      'costCenter',
      'period',
      'item',
      'meals',
      'amount',
    ]);
    expect(rows.map((row) => [row.period, row.employeeId])).toEqual([
      ['202611', 'U2'],
      ['202611', 'U1'],
      ['202612', 'U2'],
    ]);
  });

  it('never deducts the cancelled group or an order without a user; sums to the cent', () => {
    const maria = rows.find((row) => row.employeeId === 'U1')!;
    // 4 (cancelled) and -3 (pending payment) are left out; the newest order gives the cost centre.
    expect(maria).toEqual({
      company: 'C_1001',
      employeeId: 'U1',
      employee: 'Maria Rossi',
      costCenter: 'Amministrazione',
      period: '202611',
      item: ZUCCHETTI_ITEM_CODE,
      meals: 2,
      amount: 10.1,
    });
    const luca = rows.find((row) => row.employeeId === 'U2' && row.period === '202611')!;
    expect(luca).toMatchObject({ meals: 2, amount: 0.3 });
    expect(rows.some((row) => row.employee === 'Anonimo')).toBe(false);
  });

  it('matches the documented csv example and writes a decimal point elsewhere', () => {
    const table = toTable(zucchettiColumns(), rows, 'csv', texts);
    expect(table[0]).toEqual([
      'company',
      'employeeId',
      'employee',
      'costCenter',
      'period',
      'item',
      'meals',
      'amount',
    ]);
    expect(table[2]!.join(';')).toBe('C_1001;U1;Maria Rossi;Amministrazione;202611;MENSA;2;10,10');
    expect(toTable(zucchettiColumns(), rows, 'txt', texts)[1]!.join('\t')).toBe(
      'C_1001;U2;Luca Bianchi;;202611;MENSA;2;0.30'.replaceAll(';', '\t'),
    );
    // The period stays text in xlsx (a leading zero month is never lost), the amount a number.
    const typed = toTypedTable(zucchettiColumns(), rows, texts);
    expect(typed.rows[0]![4]).toEqual({ type: 'text', value: '202611' });
    expect(typed.rows[0]![7]).toEqual({ type: 'number', value: 0.3, decimals: 2 });
  });

  it('neutralises a name that starts like a formula', () => {
    const evil = zucchettiRows(
      [order({ user: 'U9', name: '=HYPERLINK("x")', surname: '', day: '2026-11-02', total: 1 })],
      'C_1001',
    );
    expect(toTable(zucchettiColumns(), evil, 'csv_international', texts)[1]![2]).toBe(`'=HYPERLINK("x")`);
  });
});

describe('matrix_user (customers × days or dishes)', () => {
  it('has a column per service day in calendar order, empty where a customer had none', () => {
    const rows = orderMatrixRows(orders, 'days');
    expect(rows.map((row) => row.customer)).toEqual(['Anonimo', 'Luca Bianchi', 'Maria Rossi']);
    const columns = orderMatrixColumns(rows, 'days');
    expect(columns.map((column) => column.label ?? column.id)).toEqual([
      'customer',
      'card',
      'costCenter',
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-12-01',
      'total',
    ]);
    const table = toTable(columns, rows, 'csv', texts);
    expect(table[0]![3]).toBe('2026-11-16');
    expect(table[3]).toEqual(['Maria Rossi', '', 'Amministrazione', '', '1', '1', '1', '1', '', '4']);
  });

  it('sums merged line quantities per dish', () => {
    const rows = orderMatrixRows(
      [
        order({
          user: 'U1',
          name: 'Maria',
          surname: 'Rossi',
          day: '2026-11-02',
          recipes: [{ name: 'Zuppa', qt: 2 }],
        }),
        order({
          user: 'U1',
          name: 'Maria',
          surname: 'Rossi',
          day: '2026-11-03',
          recipes: [
            { name: 'Zuppa', qt: 1 },
            { name: 'Arancia', qt: 3 },
          ],
        }),
      ],
      'dishes',
    );
    const columns = orderMatrixColumns(rows, 'dishes');
    expect(columns.map((column) => column.label ?? column.id)).toEqual([
      'customer',
      'card',
      'costCenter',
      'Arancia',
      'Zuppa',
      'total',
    ]);
    expect(toTable(columns, rows, 'txt', texts)[1]).toEqual(['Maria Rossi', '', '', '3', '3', '6']);
  });
});
