// /notification-programmed-details/{id} and /email/details/{id} (spec §6 NotificationDetails, admin only): one
// notification — texts, audience, channels, schedule, state and its actions, its occurrences with their counts — and
// its delivery records; /email/details without an id lists the deliveries of every notification.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { COMMUNICATION_LANGUAGES, notificationEditable, type NotificationCounts, type NotificationState } from '@backoffice/shared';
import { Alert } from '../../../components/ui/Alert';
import { Badge } from '../../../components/ui/Badge';
import { buttonClasses } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { PageHeader } from '../../../components/ui/PageHeader';
import { SkeletonText } from '../../../components/ui/Skeleton';
import { useFirstData } from '../../../lib/perf';
import { useRouteParams } from '../../../lib/route-context';
import { useNotification, type StoredNotification } from '../api/notifications';
import { DeliveriesPanel } from './DeliveriesPanel';
import { Counts } from './NotificationsScreen';
import { instantText, notificationTitle, scheduleText } from './notification-texts';
import { StateActions } from './StateActions';

export default function NotificationDetailsScreen() {
  const { id = null } = useRouteParams();
  const { t } = useTranslation('notifications');
  const { t: shell } = useTranslation('shell');
  const stored = useNotification(id);
  if (!id)
    return (
      <>
        <PageHeader title={shell('screens.emailDetails')} description={t('details.allDescription')} actions={<BackToList />} />
        <DeliveriesPanel notificationId={null} occurrences={[]} />
      </>
    );
  return (
    <>
      <PageHeader title={shell('screens.programmedNotification')} description={t('details.description')} actions={<BackToList />} />
      {stored.error ? (
        <Alert tone="error">{t('composer.loadError')}</Alert>
      ) : stored.data === undefined ? (
        <SkeletonText lines={6} />
      ) : stored.data === null ? (
        <Alert tone="info">{t('composer.notFound')}</Alert>
      ) : (
        <Details notification={stored.data} />
      )}
    </>
  );
}

function BackToList() {
  const { t } = useTranslation('notifications');
  return (
    <Link to="/email" className={buttonClasses('secondary')}>
      {t('composer.toManagement')}
    </Link>
  );
}

/** Occurrence id → its instant: the id ends with the ISO instant whose ':' and '.' became '-'. */
function occurrenceInstant(occurrenceId: string): Date | null {
  const match = /__(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z$/.exec(occurrenceId);
  return match ? new Date(`${match[1]}T${match[2]}:${match[3]}:${match[4]}.${match[5]}Z`) : null;
}

function Details({ notification }: { notification: StoredNotification }) {
  const { t, i18n } = useTranslation('notifications');
  const { t: shell } = useTranslation('shell');
  useFirstData(true);
  const name = notificationTitle(notification, i18n.language);
  const state = notification.state as NotificationState;
  const texts = (notification.texts ?? {}) as Record<string, { title: string; body: string } | undefined>;
  const audience = (notification.audience ?? {}) as { type?: string; canteen_id?: string; roles?: string[]; uids?: string[] };
  const counts = (notification.occurrence_counts ?? {}) as Record<string, NotificationCounts>;
  const occurrences = Object.keys(counts)
    .map((occurrenceId) => ({ id: occurrenceId, at: occurrenceInstant(occurrenceId) }))
    .sort((a, b) => (b.at?.getTime() ?? 0) - (a.at?.getTime() ?? 0));
  const audienceText =
    audience.type === 'users'
      ? t('details.users', { count: audience.uids?.length ?? 0 })
      : audience.type === 'staff'
        ? `${t('audience.staff')} ${audience.canteen_id} · ${(audience.roles ?? []).map((role) => shell(`roles.${role}`)).join(', ')}`
        : `${t('audience.customers')} ${audience.canteen_id ?? ''}`;
  return (
    <div className="flex flex-col gap-4">
      <Card>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="flex flex-col gap-1">
            <h2 className="text-lg font-semibold text-slate-900">{name}</h2>
            <p>
              <Badge tone="info">{t(`states.${state}`)}</Badge>
            </p>
          </div>
          <span className="flex flex-wrap gap-1">
            {notificationEditable(state, notification.last_occurrence) && (
              <Link to={`/send-notification/${notification.id}`} className={buttonClasses('secondary')}>
                {t('actions.edit')}
              </Link>
            )}
            <StateActions id={notification.id} state={state} name={name} />
          </span>
        </div>
        <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
          <Item label={t('fields.audience')}>{audienceText}</Item>
          <Item label={t('fields.channels')}>{((notification.channels ?? []) as string[]).map((channel) => t(`channels.${channel}`)).join(', ')}</Item>
          <Item label={t('fields.scheduleType')}>{scheduleText(notification, t)}</Item>
          <Item label={t('fields.next')}>{instantText(notification.next_occurrence, notification, i18n.language)}</Item>
          <Item label={t('fields.last')}>{instantText(notification.last_occurrence, notification, i18n.language)}</Item>
          <Item label={t('fields.counts')}>
            <Counts counts={notification.last_counts as NotificationCounts | null} />
          </Item>
        </dl>
        <details className="mt-3 text-sm">
          <summary className="cursor-pointer font-medium text-slate-800">{t('details.texts')}</summary>
          <dl className="mt-2 grid gap-2 sm:grid-cols-2">
            {COMMUNICATION_LANGUAGES.filter((language) => texts[language]).map((language) => (
              <div key={language} lang={language}>
                <dt className="font-medium uppercase text-slate-600">{language}</dt>
                <dd className="font-semibold">{texts[language]!.title}</dd>
                <dd>{texts[language]!.body}</dd>
              </div>
            ))}
          </dl>
        </details>
      </Card>
      <Card>
        <h2 className="mb-2 text-lg font-semibold text-slate-900">{t('details.occurrences')}</h2>
        {occurrences.length === 0 ? (
          <p className="text-sm text-slate-700">{t('details.noOccurrence')}</p>
        ) : (
          <ul className="flex flex-col gap-2" aria-label={t('details.occurrences')}>
            {occurrences.map((occurrence) => (
              <li key={occurrence.id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
                <span>{occurrence.at ? instantText(occurrence.at, notification, i18n.language) : occurrence.id}</span>
                <Counts counts={counts[occurrence.id]} />
              </li>
            ))}
          </ul>
        )}
      </Card>
      <DeliveriesPanel
        notificationId={notification.id}
        occurrences={occurrences.map((occurrence) => ({
          id: occurrence.id,
          label: occurrence.at ? instantText(occurrence.at, notification, i18n.language) : occurrence.id,
        }))}
      />
    </div>
  );
}

function Item({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-slate-600">{label}</dt>
      <dd className="font-medium text-slate-900">{children}</dd>
    </div>
  );
}
