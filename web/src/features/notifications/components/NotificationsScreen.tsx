// /email (spec §2 notification management, §6 admin only): every programmed notification, live — state, schedule,
// next and last occurrence, delivery counts of the last occurrence — with pause, resume, cancel and send now.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  NOTIFICATION_STATES,
  notificationEditable,
  notificationListQuery,
  parseNotificationListParams,
  type NotificationCounts,
  type NotificationState,
} from '@backoffice/shared';
import { ListView } from '../../../components/list/ListView';
import { useLiveList } from '../../../components/list/useLiveList';
import { Badge, type BadgeTone } from '../../../components/ui/Badge';
import { buttonClasses } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import type { Column } from '../../../components/ui/DataTable';
import { PageHeader } from '../../../components/ui/PageHeader';
import { SelectField } from '../../../components/ui/SelectField';
import { formatCount } from '../../../lib/format';
import { useUrlState } from '../../../lib/url-state';
import { notificationList } from '../api/list';
import type { StoredNotification } from '../api/notifications';
import { instantText, notificationTitle, scheduleText } from './notification-texts';
import { StateActions } from './StateActions';

const STATE_TONES: Record<NotificationState, BadgeTone> = {
  scheduled: 'info',
  paused: 'warning',
  sending: 'brand',
  done: 'success',
  cancelled: 'neutral',
  failed: 'danger',
};

export default function NotificationsScreen() {
  const { t, i18n } = useTranslation('notifications');
  const { t: shell } = useTranslation('shell');
  const { value: params, key, apply } = useUrlState(parseNotificationListParams, notificationListQuery);
  const list = useLiveList(notificationList(params.state, key));
  const columns: Column<StoredNotification>[] = [
    {
      id: 'title',
      header: t('fields.title'),
      cell: (row) => (
        <Link to={`/notification-programmed-details/${row.id}`} className="font-medium text-brand-700 underline">
          {notificationTitle(row, i18n.language)}
        </Link>
      ),
    },
    {
      id: 'state',
      header: t('fields.state'),
      cell: (row) => <Badge tone={STATE_TONES[row.state as NotificationState] ?? 'neutral'}>{t(`states.${String(row.state)}`)}</Badge>,
    },
    { id: 'schedule', header: t('fields.scheduleType'), cell: (row) => scheduleText(row, t) },
    { id: 'next', header: t('fields.next'), cell: (row) => instantText(row.next_occurrence, row, i18n.language) },
    { id: 'last', header: t('fields.last'), cell: (row) => instantText(row.last_occurrence, row, i18n.language) },
    { id: 'counts', header: t('fields.counts'), cell: (row) => <Counts counts={row.last_counts as NotificationCounts | null} /> },
    {
      id: 'actions',
      header: <span className="sr-only">{t('fields.actions')}</span>,
      align: 'right',
      cell: (row) => {
        const name = notificationTitle(row, i18n.language);
        return (
          <span className="flex flex-wrap items-center justify-end gap-1">
            {notificationEditable(row.state as NotificationState, row.last_occurrence) && (
              <Link to={`/send-notification/${row.id}`} className={buttonClasses('ghost')} aria-label={t('actions.label.edit', { name })}>
                {t('actions.edit')}
              </Link>
            )}
            <StateActions id={row.id} state={row.state as NotificationState} name={name} />
          </span>
        );
      },
    },
  ];
  return (
    <>
      <PageHeader
        title={shell('screens.email')}
        description={t('management.description')}
        actions={
          <>
            <Link to="/email/details" className={buttonClasses('secondary')}>
              {t('management.allDeliveries')}
            </Link>
            <Link to="/send-notification" className={buttonClasses('primary')}>
              {t('management.new')}
            </Link>
          </>
        }
      />
      <Card className="mb-4">
        <SelectField
          label={t('fields.state')}
          value={params.state}
          onChange={(event) => apply(parseNotificationListParams(new URLSearchParams({ state: event.target.value })))}
          options={[{ value: 'all', label: t('states.all') }, ...NOTIFICATION_STATES.map((state) => ({ value: state, label: t(`states.${state}`) }))]}
        />
      </Card>
      <ListView
        list={list}
        caption={t('management.caption')}
        hideCaption
        columns={columns}
        rowKey={(row) => row.id}
        filtered={params.state !== 'all'}
      />
    </>
  );
}

/** The last occurrence's deliveries: sent, failed, skipped, pending out of the recipients. */
export function Counts({ counts }: { counts: NotificationCounts | null | undefined }) {
  const { t } = useTranslation('notifications');
  if (!counts) return <span className="text-slate-600">—</span>;
  return (
    <span className="flex flex-wrap gap-1 text-xs" data-testid="delivery-counts">
      <Badge tone="neutral">{t('counts.recipients', { value: formatCount(counts.recipients) })}</Badge>
      <Badge tone="success">{t('counts.sent', { value: formatCount(counts.sent) })}</Badge>
      {counts.failed > 0 && <Badge tone="danger">{t('counts.failed', { value: formatCount(counts.failed) })}</Badge>}
      {counts.skipped > 0 && <Badge tone="warning">{t('counts.skipped', { value: formatCount(counts.skipped) })}</Badge>}
      {counts.pending > 0 && <Badge tone="info">{t('counts.pending', { value: formatCount(counts.pending) })}</Badge>}
    </span>
  );
}
