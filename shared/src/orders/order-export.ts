// Export of the order list (spec §3 export kinds, issue 17): `orders` one row per order, `lines` one row per line of an
// order merged by the §3 variant rule, `matrix_user` customers × days or dishes with quantities, `zucchetti` the
// payroll-deduction layout (README "Order exports"); on the generic pipeline of `export/` (csv, csv_international,
// xlsx, txt).
import { isCancelledGroupStatus } from '../core/statuses';
import type { ExportCellType, ExportColumn, ExportValue } from '../export/table';
import type { MergedLine } from './order-lines';
import type { OrderRow } from './order-list';

/** The export kinds the order list offers (spec §3). */
export const ORDER_EXPORT_KINDS = ['orders', 'lines', 'matrix_user', 'zucchetti'] as const;
export type OrderExportKind = (typeof ORDER_EXPORT_KINDS)[number];

/**
 * Most orders one export may hold (the kit's default is 5,000): a canteen's quarter, 20,000 orders (issue 17 "Scale"),
 * must go out in one file. Above it the export is refused, never cut short.
 */
export const ORDER_EXPORT_MAX_ROWS = 25_000;
/**
 * Orders read per query while exporting: 20,000 orders are 4 reads. Each query costs a round trip and, on the
 * emulator, a scan of the whole collection (1.5 s for 1,000 orders, 2.1 s for 5,000 over 100,000; bench
 * orders-scale), so 1,000 a query took 27 s for 20,000.
 */
export const ORDER_EXPORT_BATCH_SIZE = 5_000;

/** Names the export writes instead of codes, in the UI language, and the amount of an order as the list shows it. */
export interface OrderExportLabels {
  status: (status: number) => string;
  tag: (tag: string) => string;
  amount: (row: OrderRow) => { value: number | null; currency: string };
}

const ORDER_COLUMNS = [
  { id: 'humanId', type: 'text' },
  { id: 'orderId', type: 'text' },
  { id: 'day', type: 'date' },
  { id: 'execution', type: 'date' },
  { id: 'customer', type: 'text' },
  { id: 'card', type: 'text' },
  { id: 'tag', type: 'text' },
  { id: 'status', type: 'text' },
  { id: 'pickupPoint', type: 'text' },
  { id: 'slot', type: 'text' },
  { id: 'paymentMethod', type: 'text' },
  { id: 'costCenter', type: 'text' },
  { id: 'items', type: 'text' },
  { id: 'quantity', type: 'number' },
  { id: 'total', type: 'money' },
  { id: 'currency', type: 'text' },
  { id: 'notes', type: 'text' },
] as const satisfies ReadonlyArray<{ id: string; type: ExportCellType }>;
type OrderColumnId = (typeof ORDER_COLUMNS)[number]['id'];

/** One row of the `lines` export: a merged line with its order. */
export interface OrderLineExportRow {
  order: OrderRow;
  line: MergedLine;
}

const LINE_COLUMNS = [
  { id: 'humanId', type: 'text' },
  { id: 'day', type: 'date' },
  { id: 'customer', type: 'text' },
  { id: 'card', type: 'text' },
  { id: 'tag', type: 'text' },
  { id: 'status', type: 'text' },
  { id: 'dish', type: 'text' },
  { id: 'variants', type: 'text' },
  { id: 'quantity', type: 'number' },
  { id: 'amount', type: 'money' },
] as const satisfies ReadonlyArray<{ id: string; type: ExportCellType }>;
type LineColumnId = (typeof LINE_COLUMNS)[number]['id'];

const WIDTHS: Partial<Record<string, number>> = { items: 50, notes: 40, dish: 36 };

/** The columns of the `orders` export; headers are `orders:export.columns.<id>`. */
export function orderExportColumns(labels: OrderExportLabels): ExportColumn<OrderRow>[] {
  const values: Record<OrderColumnId, (row: OrderRow) => ExportValue> = {
    humanId: (row) => row.humanId,
    orderId: (row) => row.id,
    day: (row) => row.day,
    execution: (row) => row.execution,
    customer: (row) => row.customer,
    card: (row) => row.card,
    tag: (row) => labels.tag(row.tag),
    status: (row) => (row.status === null ? null : labels.status(row.status)),
    pickupPoint: (row) => row.pickupPoint,
    slot: (row) => row.slot,
    paymentMethod: (row) => row.paymentMethod,
    costCenter: (row) => row.costCenter,
    items: (row) => row.items,
    quantity: (row) => row.quantity,
    total: (row) => labels.amount(row).value,
    currency: (row) => labels.amount(row).currency,
    notes: (row) => row.notes,
  };
  return ORDER_COLUMNS.map(({ id, type }) => ({
    id,
    type,
    headerKey: `orders:export.columns.${id}`,
    value: values[id],
    ...(WIDTHS[id] === undefined ? {} : { width: WIDTHS[id] }),
  }));
}

/** The columns of the `lines` export; headers are `orders:export.columns.<id>`. */
export function orderLineExportColumns(labels: OrderExportLabels): ExportColumn<OrderLineExportRow>[] {
  const values: Record<LineColumnId, (row: OrderLineExportRow) => ExportValue> = {
    humanId: ({ order }) => order.humanId,
    day: ({ order }) => order.day,
    customer: ({ order }) => order.customer,
    card: ({ order }) => order.card,
    tag: ({ order }) => labels.tag(order.tag),
    status: ({ order }) => (order.status === null ? null : labels.status(order.status)),
    dish: ({ line }) => line.name,
    variants: ({ line }) => line.variants.join(', '),
    quantity: ({ line }) => line.quantity,
    amount: ({ line }) => line.amount,
  };
  return LINE_COLUMNS.map(({ id, type }) => ({
    id,
    type,
    headerKey: `orders:export.columns.${id}`,
    value: values[id],
    ...(WIDTHS[id] === undefined ? {} : { width: WIDTHS[id] }),
  }));
}

/** The `lines` rows of some orders: every merged line of each, in order. */
export function orderLineExportRows(rows: readonly OrderRow[]): OrderLineExportRow[] {
  return rows.flatMap((order) => order.lines.map((line) => ({ order, line })));
}

/** File name parts: ordini_<kind>_C_1001_<day>.<ext>. */
export function orderExportFileParts(kind: OrderExportKind, canteenId: string): string[] {
  return ['ordini', kind, canteenId];
}

// ---- matrix_user: customers × days or dishes ------------------------------------------------------------------------

/** The second axis of the `matrix_user` export: a column per service day, or per dish. */
export const ORDER_MATRIX_AXES = ['days', 'dishes'] as const;
export type OrderMatrixAxis = (typeof ORDER_MATRIX_AXES)[number];

/** One customer of the `matrix_user` export: quantities per day (YYYY-MM-DD) or per dish name, and their sum. */
export interface OrderMatrixRow {
  userId: string;
  customer: string;
  card: string;
  costCenter: string;
  cells: Record<string, number>;
  total: number;
}

/** The service day of an order as YYYY-MM-DD: date_obj is noon of the day in the canteen's zone, so its UTC day. */
export function orderServiceDay(day: Date | null): string | null {
  return day === null || Number.isNaN(day.getTime()) ? null : day.toISOString().slice(0, 10);
}

const customerKey = (row: Pick<OrderRow, 'userId' | 'customer'>) => row.userId || `name:${row.customer}`;
const byCustomer = (a: Pick<OrderRow, 'customer' | 'userId'>, b: Pick<OrderRow, 'customer' | 'userId'>) =>
  a.customer.localeCompare(b.customer, 'it') || a.userId.localeCompare(b.userId);

/**
 * The `matrix_user` rows of some orders: one per customer (by user id), every filtered order counted (the status filter
 * decides, e.g. 9998 leaves out the cancelled ones). Days: the order's item count on its service day; dishes: each
 * merged line's quantity under the dish name. Customer, card and cost centre are those of the customer's first order
 * in the list (the newest). Sorted by customer name.
 */
export function orderMatrixRows(orders: readonly OrderRow[], axis: OrderMatrixAxis): OrderMatrixRow[] {
  const rows = new Map<string, OrderMatrixRow>();
  for (const order of orders) {
    const key = customerKey(order);
    let row = rows.get(key);
    if (!row) {
      row = {
        userId: order.userId,
        customer: order.customer,
        card: order.card,
        costCenter: order.costCenter,
        cells: {},
        total: 0,
      };
      rows.set(key, row);
    }
    const add = (cell: string, quantity: number) => {
      row.cells[cell] = (row.cells[cell] ?? 0) + quantity;
      row.total += quantity;
    };
    if (axis === 'days') {
      const day = orderServiceDay(order.day);
      if (day !== null) add(day, order.quantity);
    } else for (const line of order.lines) if (line.name) add(line.name, line.quantity);
  }
  return [...rows.values()].sort(byCustomer);
}

/** The matrix's second-axis keys found in its rows: days in calendar order, dishes by name. */
export function orderMatrixKeys(rows: readonly OrderMatrixRow[], axis: OrderMatrixAxis): string[] {
  const keys = [...new Set(rows.flatMap((row) => Object.keys(row.cells)))];
  return axis === 'days' ? keys.sort() : keys.sort((a, b) => a.localeCompare(b, 'it'));
}

/**
 * The columns of the `matrix_user` export: customer, card, cost centre, one number column per day or dish of the rows
 * (headed by the day as YYYY-MM-DD or the dish name; empty where the customer had none), the customer's total.
 */
export function orderMatrixColumns(
  rows: readonly OrderMatrixRow[],
  axis: OrderMatrixAxis,
): ExportColumn<OrderMatrixRow>[] {
  const header = (id: string) => `orders:export.columns.${id}`;
  return [
    { id: 'customer', type: 'text', headerKey: header('customer'), value: (row) => row.customer, width: 28 },
    { id: 'card', type: 'text', headerKey: header('card'), value: (row) => row.card },
    { id: 'costCenter', type: 'text', headerKey: header('costCenter'), value: (row) => row.costCenter },
    ...orderMatrixKeys(rows, axis).map<ExportColumn<OrderMatrixRow>>((key) => ({
      id: `${axis}:${key}`,
      type: 'number',
      headerKey: header(axis === 'days' ? 'day' : 'dish'),
      label: key,
      value: (row) => row.cells[key] ?? null,
      width: axis === 'days' ? 11 : Math.min(30, Math.max(10, key.length + 2)),
    })),
    { id: 'total', type: 'number', headerKey: header('total'), value: (row) => row.total },
  ];
}

// ---- zucchetti: the payroll-deduction layout ------------------------------------------------------------------------

/** The payroll item ("voce") the deduction is posted under; the payroll office maps it to its own code. */
export const ZUCCHETTI_ITEM_CODE = 'MENSA';

/** One row of the `zucchetti` export: what one employee owes for the meals of one month. */
export interface ZucchettiRow {
  company: string;
  employeeId: string;
  employee: string;
  costCenter: string;
  /** YYYYMM */
  period: string;
  item: string;
  meals: number;
  amount: number;
}

/**
 * The `zucchetti` rows of some orders (README "Order exports" defines the layout): one per employee (user id) and
 * period (the month of the service day, YYYYMM). Orders of the cancelled group (cancelled, pending payment), without a
 * status, a service day or a user are never deducted. meals: the orders counted; amount: the sum of their totals in
 * the canteen's currency (points are not money: an order without a total adds 0), rounded to the cent. Sorted by
 * period, then employee name, then id.
 */
export function zucchettiRows(orders: readonly OrderRow[], canteenId: string): ZucchettiRow[] {
  const rows = new Map<string, ZucchettiRow & { cents: number }>();
  for (const order of orders) {
    if (order.status === null || isCancelledGroupStatus(order.status) || !order.userId) continue;
    const day = orderServiceDay(order.day);
    if (day === null) continue;
    const period = day.slice(0, 7).replace('-', '');
    const key = `${period}|${order.userId}`;
    let row = rows.get(key);
    if (!row) {
      row = {
        company: canteenId,
        employeeId: order.userId,
        employee: order.customer,
        costCenter: order.costCenter,
        period,
        item: ZUCCHETTI_ITEM_CODE,
        meals: 0,
        amount: 0,
        cents: 0,
      };
      rows.set(key, row);
    }
    row.meals += 1;
    row.cents += Math.round((order.total ?? 0) * 100);
  }
  return [...rows.values()]
    .map(({ cents, ...row }) => ({ ...row, amount: cents / 100 }))
    .sort(
      (a, b) =>
        a.period.localeCompare(b.period) ||
        a.employee.localeCompare(b.employee, 'it') ||
        a.employeeId.localeCompare(b.employeeId),
    );
}

const ZUCCHETTI_COLUMNS = [
  { id: 'company', type: 'text' },
  { id: 'employeeId', type: 'text' },
  { id: 'employee', type: 'text' },
  { id: 'costCenter', type: 'text' },
  { id: 'period', type: 'text' },
  { id: 'item', type: 'text' },
  { id: 'meals', type: 'number' },
  { id: 'amount', type: 'money' },
] as const satisfies ReadonlyArray<{ id: keyof ZucchettiRow; type: ExportCellType }>;

/** The columns of the `zucchetti` export, in the documented order; headers are `orders:export.columns.<id>`. */
export function zucchettiColumns(): ExportColumn<ZucchettiRow>[] {
  return ZUCCHETTI_COLUMNS.map(({ id, type }) => ({
    id,
    type,
    headerKey: `orders:export.columns.${id}`,
    value: (row: ZucchettiRow) => row[id],
    ...(id === 'employee' ? { width: 28 } : {}),
  }));
}
