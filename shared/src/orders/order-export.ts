// Export of the order list (spec §3 export kinds, issue 17): `orders` one row per order, `lines` one row per line of an
// order merged by the §3 variant rule; on the generic pipeline of `export/` (formats csv, csv_international, xlsx, txt).
import type { ExportCellType, ExportColumn, ExportValue } from '../export/table';
import type { MergedLine } from './order-lines';
import type { OrderRow } from './order-list';

/** The export kinds the order list offers (matrix_user and zucchetti are not built yet). */
export const ORDER_EXPORT_KINDS = ['orders', 'lines'] as const;
export type OrderExportKind = (typeof ORDER_EXPORT_KINDS)[number];

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
