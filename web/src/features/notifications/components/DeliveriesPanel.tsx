// The delivery records of one notification (or of all): recipient, channel, state, error, attempts; filters kept in
// the URL; retry of the failed ones on the page; export of the filtered records.
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DELIVERY_CHANNELS,
  DELIVERY_STATUSES,
  deliveryListQuery,
  parseDeliveryListParams,
  toDate,
  type DeliveryListParams,
  type ExportColumn,
} from '@backoffice/shared';
import { ExportPanel } from '../../../components/export/ExportPanel';
import { ListView } from '../../../components/list/ListView';
import { useLiveList } from '../../../components/list/useLiveList';
import { Badge, type BadgeTone } from '../../../components/ui/Badge';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import type { Column } from '../../../components/ui/DataTable';
import { SelectField } from '../../../components/ui/SelectField';
import { readAllRows } from '../../../lib/data/pages';
import { formatDate } from '../../../lib/format';
import { showToast } from '../../../lib/ui-actions';
import { useUrlState } from '../../../lib/url-state';
import { deliveryList, retryDeliveries, type DeliveryRow } from '../api/deliveries';
import { refusalKey } from '../api/notifications';

const STATUS_TONES: Record<string, BadgeTone> = { sent: 'success', failed: 'danger', skipped: 'warning', pending: 'info' };
const WHEN: Intl.DateTimeFormatOptions = { dateStyle: 'short', timeStyle: 'medium' };

export interface OccurrenceOption {
  id: string;
  label: string;
}

export function DeliveriesPanel({ notificationId, occurrences }: { notificationId: string | null; occurrences: readonly OccurrenceOption[] }) {
  const { t, i18n } = useTranslation('notifications');
  const { value: params, key, apply } = useUrlState(parseDeliveryListParams, deliveryListQuery);
  const source = useMemo(() => deliveryList({ notificationId, ...params }, key), [notificationId, params, key]);
  const list = useLiveList(source);
  const [retrying, setRetrying] = useState(false);
  const change = (next: Partial<DeliveryListParams>) => apply((current) => ({ ...current, ...next }));
  const failed = (list.rows ?? []).filter((row) => row.status === 'failed');
  const when = (value: unknown) => {
    const date = toDate(value);
    return date ? formatDate(date, i18n.language, WHEN) : '—';
  };
  const retry = async () => {
    setRetrying(true);
    try {
      await retryDeliveries(failed.map((row) => row.id));
      showToast(t('deliveries.retried', { count: failed.length }), 'success');
    } catch (error) {
      const refusal = refusalKey(error);
      showToast(refusal ? t(refusal) : t('actions.failed'), 'error');
    } finally {
      setRetrying(false);
    }
  };
  const columns: Column<DeliveryRow>[] = [
    { id: 'recipient', header: t('deliveries.recipient'), cell: (row) => <span className="break-all">{row.recipient || row.uid || '—'}</span> },
    { id: 'channel', header: t('deliveries.channel'), cell: (row) => t(`channels.${row.channel}`) },
    { id: 'status', header: t('fields.state'), cell: (row) => <Badge tone={STATUS_TONES[row.status] ?? 'neutral'}>{t(`deliveries.statuses.${row.status}`)}</Badge> },
    { id: 'error', header: t('deliveries.error'), cell: (row) => row.error ?? '—' },
    { id: 'attempts', header: t('deliveries.attempts'), align: 'right', cell: (row) => String(row.attempts) },
    { id: 'nextAttempt', header: t('deliveries.nextAttempt'), cell: (row) => when(row.next_attempt_at) },
    { id: 'updated', header: t('deliveries.updated'), cell: (row) => when(row.updated_at) },
  ];
  const exportColumns = useMemo<ExportColumn<DeliveryRow>[]>(
    () => [
      { id: 'id', headerKey: 'notifications:deliveries.id', type: 'text', value: (row) => row.id },
      { id: 'occurrence', headerKey: 'notifications:deliveries.occurrence', type: 'text', value: (row) => String(row.event.occurrence ?? '') },
      { id: 'recipient', headerKey: 'notifications:deliveries.recipient', type: 'text', value: (row) => row.recipient },
      { id: 'channel', headerKey: 'notifications:deliveries.channel', type: 'text', value: (row) => row.channel },
      { id: 'status', headerKey: 'notifications:fields.state', type: 'text', value: (row) => row.status },
      { id: 'error', headerKey: 'notifications:deliveries.error', type: 'text', value: (row) => row.error ?? '' },
      { id: 'attempts', headerKey: 'notifications:deliveries.attempts', type: 'number', value: (row) => row.attempts },
      { id: 'updated', headerKey: 'notifications:deliveries.updated', type: 'date', value: (row) => toDate(row.updated_at) },
    ],
    [],
  );
  const readRows = useCallback(
    (options: { signal: AbortSignal; onProgress: (read: number) => void; maxRows: number }) => readAllRows(source, options),
    [source],
  );
  return (
    <section aria-labelledby="deliveries-title" className="flex flex-col gap-3">
      <h2 id="deliveries-title" className="text-lg font-semibold text-slate-900">
        {t('deliveries.title')}
      </h2>
      <Card>
        <div className="flex flex-wrap items-end gap-4">
          {occurrences.length > 0 && (
            <SelectField
              label={t('deliveries.occurrence')}
              value={params.occurrence}
              onChange={(event) => change({ occurrence: event.target.value })}
              options={[{ value: 'all', label: t('deliveries.allOccurrences') }, ...occurrences.map((o) => ({ value: o.id, label: o.label }))]}
            />
          )}
          <SelectField
            label={t('deliveries.channel')}
            value={params.channel}
            onChange={(event) => change({ channel: parseDeliveryListParams(new URLSearchParams({ channel: event.target.value })).channel })}
            options={[{ value: 'all', label: t('deliveries.allChannels') }, ...DELIVERY_CHANNELS.map((c) => ({ value: c, label: t(`channels.${c}`) }))]}
          />
          <SelectField
            label={t('fields.state')}
            value={params.status}
            onChange={(event) => change({ status: parseDeliveryListParams(new URLSearchParams({ status: event.target.value })).status })}
            options={[{ value: 'all', label: t('states.all') }, ...DELIVERY_STATUSES.map((s) => ({ value: s, label: t(`deliveries.statuses.${s}`) }))]}
          />
          {failed.length > 0 && (
            <Button variant="secondary" busy={retrying} onClick={() => void retry()}>
              {t('deliveries.retry', { count: failed.length })}
            </Button>
          )}
        </div>
      </Card>
      <ListView list={list} caption={t('deliveries.title')} hideCaption columns={columns} rowKey={(row) => row.id} filtered={key !== ''} />
      <Card>
        <ExportPanel
          columns={exportColumns}
          readRows={readRows}
          fileName={['deliveries', notificationId ?? 'all']}
          total={list.total}
          sheetName={t('deliveries.title')}
        />
      </Card>
    </section>
  );
}
