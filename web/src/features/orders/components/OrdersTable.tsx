// The order table (issue 17): order (its link opens it), customer and card (spec §5), day, service, status, pickup and
// slot, items, total — within 1,440 px without horizontal scroll (screens.md).
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { OrderRow } from '@backoffice/shared';
import type { Column } from '../../../components/ui/DataTable';
import { ListView } from '../../../components/list/ListView';
import type { LiveList } from '../../../components/list/useLiveList';
import { formatCount } from '../../../lib/format';
import { OrderStatusBadge } from './OrderStatusBadge';
import { orderPathOf } from './paths';
import { MISSING, useOrderFormat } from './useOrderFormat';

export function OrdersTable({ list, tooMany, empty }: { list: LiveList<OrderRow>; tooMany: number; empty: ReactNode }) {
  const { t } = useTranslation('orders');
  const format = useOrderFormat();

  const columns: Column<OrderRow>[] = [
    {
      id: 'order',
      header: t('table.order'),
      cell: (row) => (
        <Link
          to={orderPathOf(row.id)}
          className="font-semibold whitespace-nowrap text-brand-700 underline-offset-2 hover:underline"
        >
          {row.humanId}
        </Link>
      ),
    },
    {
      // The card (spec §5 display) under the name: one column less keeps the table within 1,440 px (screens.md).
      id: 'customer',
      header: t('table.customer'),
      cell: (row) => (
        <span className="flex flex-col">
          <span>{row.customer || MISSING}</span>
          {row.card && (
            <span className="font-mono text-xs whitespace-nowrap text-slate-600">
              <span className="sr-only">{t('table.card')}: </span>
              {row.card}
            </span>
          )}
        </span>
      ),
    },
    {
      id: 'day',
      header: t('table.day'),
      cell: (row) => (
        <span className="flex flex-col whitespace-nowrap">
          <span>{format.day(row.day)}</span>
          <span className="text-xs text-slate-600">{format.time(row.execution)}</span>
        </span>
      ),
    },
    { id: 'tag', header: t('table.tag'), cell: (row) => (row.tag ? t(`tags.${row.tag}`, { defaultValue: row.tag }) : MISSING) },
    { id: 'status', header: t('table.status'), cell: (row) => <OrderStatusBadge status={row.status} className="whitespace-nowrap" /> },
    {
      id: 'pickup',
      header: t('table.pickup'),
      className: 'min-w-32 max-w-48',
      cell: (row) => (
        <span className="flex flex-col">
          <span>{row.pickupPoint || MISSING}</span>
          {row.slot && <span className="text-xs text-slate-600">{row.slot}</span>}
        </span>
      ),
    },
    {
      id: 'items',
      header: t('table.items'),
      className: 'min-w-40 max-w-64',
      cell: (row) =>
        row.items ? (
          <span className="line-clamp-3" title={row.items}>
            {row.items}
          </span>
        ) : (
          MISSING
        ),
    },
    {
      id: 'total',
      header: t('table.total'),
      align: 'right',
      cell: (row) => <span className="whitespace-nowrap">{format.amount(row)}</span>,
    },
  ];

  return (
    <ListView
      list={list}
      caption={t('table.caption')}
      hideCaption
      columns={columns}
      rowKey={(row) => row.id}
      tooMany={tooMany}
      empty={empty}
      texts={{
        range: ({ from, to, total }) =>
          to < from
            ? undefined
            : total === undefined
              ? t('table.rangeUnknown', { from: formatCount(from), to: formatCount(to) })
              : t('table.range', { from: formatCount(from), to: formatCount(to), total: formatCount(total) }),
        loadError: t('results.loadError'),
        tooMany: (total, limit) => t('results.tooMany', { total: formatCount(total), limit: formatCount(limit) }),
      }}
    />
  );
}
