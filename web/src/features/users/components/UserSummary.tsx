// The read-only parts of a user's page: profile and card (§5 display), canteens, orders and sign-ins, statistics.
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCardNumber, formatNumberIt } from '@backoffice/shared';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { SkeletonText } from '../../../components/ui/Skeleton';
import { formatCount, formatDate } from '../../../lib/format';
import { showToast } from '../../../lib/ui-actions';
import { alignUserStatistics, useUserActivity, useUserStatistics, type UserRow } from '../api/users';

function Facts({ items }: { items: Array<[label: string, value: ReactNode]> }) {
  return (
    <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2 text-sm">
      {items.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium text-slate-600">{label}</dt>
          <dd className="text-slate-900">{value === '' || value === null || value === undefined ? '—' : value}</dd>
        </div>
      ))}
    </dl>
  );
}

function useWhen() {
  const { i18n } = useTranslation();
  return (iso: string | null | undefined) =>
    iso ? formatDate(new Date(iso), i18n.language, { dateStyle: 'medium', timeStyle: 'short' }) : null;
}

export function UserProfileCard({ user }: { user: UserRow }) {
  const { t } = useTranslation('users');
  const profile = user.profile;
  return (
    <Card title={t('details.profile')}>
      <Facts
        items={[
          [t('fields.name'), profile.name],
          [t('fields.surname'), profile.surname],
          [t('fields.email'), profile.email],
          [t('fields.cf'), profile.cf],
          [t('fields.matricola'), profile.matricola],
          [t('fields.company'), profile.company],
          [t('fields.card'), formatCardNumber(user.card)],
          [t('fields.canteens'), (user.canteens ?? []).join(', ')],
        ]}
      />
    </Card>
  );
}

export function UserActivityCard({ uid }: { uid: string }) {
  const { t } = useTranslation('users');
  const when = useWhen();
  const activity = useUserActivity(uid);
  const last = activity.data?.lastOrderData;
  return (
    <Card title={t('details.activity')}>
      {activity.error ? (
        <Alert tone="error">{t('details.activityError')}</Alert>
      ) : !activity.data ? (
        <SkeletonText lines={5} />
      ) : (
        <Facts
          items={[
            [t('activity.orders'), formatCount(activity.data.ordersNumber)],
            [
              t('activity.lastOrder'),
              last
                ? t('activity.lastOrderText', {
                    when: when(last.execution_datetime ?? last.date_obj) ?? '—',
                    canteen: last.canteenid ?? '—',
                    number: last.human_id ?? last.id,
                  })
                : t('activity.noOrders'),
            ],
            [t('activity.created'), when(activity.data.creationTime)],
            [t('activity.lastRefresh'), when(activity.data.lastRefreshTime)],
            [t('activity.lastSignIn'), when(activity.data.lastSignInTime)],
          ]}
        />
      )}
    </Card>
  );
}

export function UserStatisticsCard({ uid }: { uid: string }) {
  const { t } = useTranslation('users');
  const when = useWhen();
  const statistics = useUserStatistics(uid);
  const [aligning, setAligning] = useState(false);
  const align = async () => {
    setAligning(true);
    try {
      await statistics.mutate(await alignUserStatistics(uid), { revalidate: false });
      showToast(t('statistics.aligned'), 'success');
    } catch {
      showToast(t('statistics.alignError'), 'error');
    } finally {
      setAligning(false);
    }
  };
  const data = statistics.data;
  return (
    <Card
      title={t('details.statistics')}
      actions={
        <Button variant="secondary" size="sm" busy={aligning} onClick={() => void align()}>
          {t('statistics.align')}
        </Button>
      }
    >
      {statistics.error ? (
        <Alert tone="error">{t('details.statisticsError')}</Alert>
      ) : !data ? (
        <SkeletonText lines={5} />
      ) : (
        <Facts
          items={[
            [t('statistics.orders'), formatCount(data.orders_count)],
            [t('statistics.validOrders'), formatCount(data.valid_orders_count)],
            [t('statistics.amount'), formatNumberIt(data.total_amount, 2)],
            [t('statistics.points'), formatCount(data.total_points)],
            [t('statistics.firstOrder'), when(data.first_order_at)],
            [t('statistics.lastOrder'), when(data.last_order_at)],
            [t('statistics.alignedAt'), when(data.aligned_at) ?? t('statistics.neverAligned')],
          ]}
        />
      )}
    </Card>
  );
}
