// The IFM request table (spec §2 columns): request and its service type, applicant, dates, status, notes, options, total.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ifmStatusCanChange, isIfmRequestBeyondLimit, type IfmRequestRow } from '@backoffice/shared';
import { Badge } from '../../../../components/ui/Badge';
import { Button, buttonClasses } from '../../../../components/ui/Button';
import type { Column } from '../../../../components/ui/DataTable';
import { ListView } from '../../../../components/list/ListView';
import type { LiveList } from '../../../../components/list/useLiveList';
import { formatCount, formatDate } from '../../../../lib/format';
import { IfmStatusBadge } from '../detail/IfmStatusBadge';
import { detailPathOf, printPathOf } from '../detail/paths';
import { useDetailFormat } from '../detail/useDetailFormat';
import { ServiceTypeTag } from './Legends';

const EMPTY = '—';
const DAY: Intl.DateTimeFormatOptions = { dateStyle: 'short' };
const TIME: Intl.DateTimeFormatOptions = { timeStyle: 'short' };

export interface RequestsTableProps {
  list: LiveList<IfmRequestRow>;
  /** Above this total the list asks for a narrower search. */
  tooMany: number;
  now: Date;
  /** Present when the user may change statuses: opens the popup for the row. */
  onChangeStatus?: (row: IfmRequestRow) => void;
  empty: ReactNode;
}

export function RequestsTable({ list, tooMany, now, onChangeStatus, empty }: RequestsTableProps) {
  const { t } = useTranslation('ifmRequests');
  const { language, money } = useDetailFormat();
  const dateTime = (value: Date | null) =>
    value ? `${formatDate(value, language, DAY)} ${formatDate(value, language, TIME)}` : EMPTY;
  /** Day over time, so the date columns stay narrow. */
  const when = (value: Date | null, className?: string) =>
    value ? (
      <time dateTime={value.toISOString()} className={`flex flex-col whitespace-nowrap ${className ?? ''}`}>
        <span>{formatDate(value, language, DAY)}</span>
        <span className="text-xs">{formatDate(value, language, TIME)}</span>
      </time>
    ) : (
      EMPTY
    );

  const columns: Column<IfmRequestRow>[] = [
    {
      id: 'request',
      header: t('table.request'),
      cell: (row) => (
        <span className="flex flex-col items-start gap-1">
          <Link
            to={detailPathOf(row.id)}
            className="font-semibold whitespace-nowrap text-brand-700 underline-offset-2 hover:underline"
          >
            {row.humanId}
          </Link>
          {/* The service type (ASAP or time-defined) rides with the request: one column less to scroll. */}
          <span className="sr-only">{t('table.serviceType')}:</span>
          <ServiceTypeTag type={row.serviceType} />
        </span>
      ),
    },
    { id: 'applicant', header: t('table.applicant'), cell: (row) => row.applicant || EMPTY },
    { id: 'requestDate', header: t('table.requestDate'), cell: (row) => when(row.requestDate) },
    {
      id: 'deadline',
      header: t('table.deadline'),
      cell: (row) =>
        isIfmRequestBeyondLimit(row, now) ? (
          <span className="flex flex-col items-start gap-1">
            {when(row.deadline, 'font-semibold text-red-800')}
            <Badge tone="danger" className="whitespace-nowrap">
              {t('table.beyondLimit')}
            </Badge>
          </span>
        ) : (
          when(row.deadline)
        ),
    },
    {
      id: 'status',
      header: t('table.status'),
      cell: (row) => (
        <span className="flex flex-col items-start gap-1">
          <IfmStatusBadge status={row.status} className="whitespace-nowrap" />
          {row.statusDate && (
            <span className="text-xs text-slate-600">
              {t('table.statusSince', { date: dateTime(row.statusDate) })}
            </span>
          )}
        </span>
      ),
    },
    {
      id: 'notes',
      header: t('table.notes'),
      className: 'min-w-32 max-w-48',
      cell: (row) =>
        row.notes ? (
          <span className="line-clamp-3" title={row.notes}>
            {row.notes}
          </span>
        ) : (
          EMPTY
        ),
    },
    {
      id: 'options',
      header: t('table.options'),
      className: 'min-w-28 max-w-40',
      cell: (row) => (row.options.length ? row.options.join(', ') : EMPTY),
    },
    {
      id: 'total',
      header: t('table.total'),
      align: 'right',
      cell: (row) => <span className="whitespace-nowrap">{money(row.total)}</span>,
    },
    {
      id: 'actions',
      header: t('table.actions'),
      cell: (row) => (
        <div className="flex flex-col items-start gap-1">
          <Link
            to={detailPathOf(row.id)}
            className={buttonClasses('ghost', 'sm')}
            aria-label={t('actions.openLabel', { id: row.humanId })}
          >
            {t('actions.open')}
          </Link>
          <Link
            to={printPathOf(row.id)}
            className={buttonClasses('ghost', 'sm')}
            aria-label={t('actions.printLabel', { id: row.humanId })}
          >
            {t('actions.print')}
          </Link>
          {/* 800 (exception) cannot change: its popup never opens (spec §4), so the action is not offered. */}
          {onChangeStatus && row.status !== null && ifmStatusCanChange(row.status) && (
            <Button
              size="sm"
              variant="secondary"
              className="whitespace-nowrap"
              onClick={() => onChangeStatus(row)}
              aria-label={t('actions.changeStatusLabel', { id: row.humanId })}
            >
              {t('actions.changeStatus')}
            </Button>
          )}
        </div>
      ),
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
        tooMany: (total, limit) =>
          t('results.tooMany', { total: formatCount(total), limit: formatCount(limit) }),
      }}
    />
  );
}
