// Export of exactly the filtered orders (issue 17) through the kit's pipeline: kind `orders` (one row per order),
// `lines` (one row per line, merged by the §3 variant rule), `matrix_user` (customers × days or dishes) or `zucchetti`
// (payroll deduction per employee and month, README "Order exports"); formats csv, csv_international, xlsx, txt.
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CATALOGUE_NAMESPACE,
  ORDER_EXPORT_BATCH_SIZE,
  ORDER_EXPORT_KINDS,
  ORDER_EXPORT_MAX_ROWS,
  ORDER_MATRIX_AXES,
  orderAmount,
  orderExportColumns,
  orderExportFileParts,
  orderLineExportColumns,
  orderLineExportRows,
  orderMatrixColumns,
  orderMatrixRows,
  orderStatusLabelKey,
  zucchettiColumns,
  zucchettiRows,
  type OrderExportKind,
  type OrderMatrixAxis,
  type OrderMatrixRow,
  type OrderFilters,
  type OrderExportLabels,
} from '@backoffice/shared';
import { ExportPanel } from '../../../components/export/ExportPanel';
import type { ReadRowsOptions } from '../../../components/export/useExport';
import { SelectField } from '../../../components/ui/SelectField';
import { readAllRows } from '../../../lib/data/pages';
import { useSessionState } from '../../../lib/session-state';
import { ordersSource } from '../api/orders';

export function OrdersExport({
  canteenId,
  filters,
  total,
}: {
  canteenId: string | null;
  filters: OrderFilters;
  total: number | undefined;
}) {
  const { t } = useTranslation(['orders', CATALOGUE_NAMESPACE]);
  const canteen = useSessionState((state) => state.active_canteen_data);
  const currency = canteen?.currency as Record<string, string> | string | undefined;
  const [kind, setKind] = useState<OrderExportKind>('orders');
  const [axis, setAxis] = useState<OrderMatrixAxis>('days');
  const labels = useMemo<OrderExportLabels>(
    () => ({
      status: (status) => t(orderStatusLabelKey(status)),
      tag: (tag) => t(`tags.${tag}`, { defaultValue: tag }),
      amount: (row) => orderAmount(row, currency),
    }),
    [t, currency],
  );
  // The same query the list pages through, read to the end: the export holds exactly the filtered orders.
  const readOrders = useCallback(
    (options: ReadRowsOptions) =>
      readAllRows(ordersSource(canteenId, filters, 'export'), { ...options, batchSize: ORDER_EXPORT_BATCH_SIZE }),
    [canteenId, filters],
  );
  const readLines = useCallback(
    async (options: ReadRowsOptions) => orderLineExportRows(await readOrders(options)),
    [readOrders],
  );
  const readMatrix = useCallback(
    async (options: ReadRowsOptions) => orderMatrixRows(await readOrders(options), axis),
    [readOrders, axis],
  );
  const matrixColumns = useCallback(
    (rows: readonly OrderMatrixRow[]) => orderMatrixColumns(rows, axis),
    [axis],
  );
  const readZucchetti = useCallback(
    async (options: ReadRowsOptions) => zucchettiRows(await readOrders(options), canteenId ?? ''),
    [readOrders, canteenId],
  );
  const zucchetti = useMemo(() => zucchettiColumns(), []);
  const fileName = orderExportFileParts(kind, canteenId ?? '');
  const common = {
    fileName,
    total,
    sheetName: t(`export.kinds.${kind}`),
    startLabel: t('export.start'),
    disabled: canteenId === null || total === undefined,
    maxRows: ORDER_EXPORT_MAX_ROWS,
  };

  return (
    <div className="flex flex-wrap items-start gap-2 print:hidden">
      <SelectField
        label={t('export.kind')}
        name="exportKind"
        value={kind}
        onChange={(event) => setKind(event.target.value as OrderExportKind)}
        options={ORDER_EXPORT_KINDS.map((value) => ({ value, label: t(`export.kinds.${value}`) }))}
      />
      {kind === 'matrix_user' && (
        <SelectField
          label={t('export.axis')}
          name="exportAxis"
          value={axis}
          onChange={(event) => setAxis(event.target.value as OrderMatrixAxis)}
          options={ORDER_MATRIX_AXES.map((value) => ({ value, label: t(`export.axes.${value}`) }))}
        />
      )}
      {kind === 'orders' ? (
        <ExportPanel key="orders" columns={orderExportColumns(labels)} readRows={readOrders} {...common} />
      ) : kind === 'lines' ? (
        <ExportPanel key="lines" columns={orderLineExportColumns(labels)} readRows={readLines} {...common} />
      ) : kind === 'matrix_user' ? (
        <ExportPanel key="matrix_user" columns={matrixColumns} readRows={readMatrix} {...common} />
      ) : (
        <ExportPanel key="zucchetti" columns={zucchetti} readRows={readZucchetti} {...common} />
      )}
    </div>
  );
}
