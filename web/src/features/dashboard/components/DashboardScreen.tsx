// The dashboard (spec §2): counters from aggregation queries, the canteen code as QR, the trend, affiliated users.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import {
  canOpenScreen,
  canteenCurrencyForService,
  defaultCurrencyForEnvironment,
  normalizeCanteenId,
} from '@backoffice/shared';
import { PageHeader } from '../../../components/ui/PageHeader';
import { formatChange, formatCount, formatDate, formatMoney } from '../../../lib/format';
import { markMoment, useFirstData } from '../../../lib/perf';
import { useSessionState } from '../../../lib/session-state';
import { useSession } from '../../session';
import {
  useAffiliatedUsersCount,
  useMonthOrders,
  useRegisteredUsers,
  useTodayFigures,
} from '../api/counters';
import { AffiliatedUsersCard } from './AffiliatedUsersCard';
import { CanteenQrCard } from './CanteenQrCard';
import { DashboardAreas } from './DashboardAreas';
import { CalendarIcon, EuroIcon, ReceiptIcon, UsersIcon } from './icons';
import { StatCard } from './StatCard';
import { TrendCard } from './TrendCard';

function RevenueDetail({
  revenue,
  lastWeek,
  currency,
}: {
  revenue: number;
  lastWeek: number;
  currency: string;
}) {
  const { t } = useTranslation('shell');
  if (lastWeek === 0) return <span>{t('dashboard.counters.noComparison')}</span>;
  const change = ((revenue - lastWeek) / lastWeek) * 100;
  return (
    <span className="flex flex-wrap gap-x-2">
      <span className={change >= 0 ? 'font-semibold text-emerald-800' : 'font-semibold text-red-700'}>
        {t(change >= 0 ? 'dashboard.counters.changeUp' : 'dashboard.counters.changeDown', {
          change: formatChange(change),
        })}
      </span>
      <span>{t('dashboard.counters.sameDayLastWeek', { amount: formatMoney(lastWeek, currency) })}</span>
    </span>
  );
}

export default function DashboardScreen() {
  const { t, i18n } = useTranslation('shell');
  const { role, environment, profile } = useSession();
  const canteenId = useSessionState((state) => state.active_canteen) ?? '';
  const canteen = useSessionState((state) => state.active_canteen_data) ?? {};
  const name = typeof canteen.name === 'string' ? canteen.name : canteenId;
  const currency = canteenCurrencyForService(
    canteen.currency as Record<string, string> | string | undefined,
    'shop',
    defaultCurrencyForEnvironment(environment),
  );
  // Spec §6 keys decide which figures a role sees.
  const seesOrders = canOpenScreen('Ordini', role);
  const seesUsers = canOpenScreen('UtentiDashboard', role);
  const company =
    canOpenScreen('AffiliatedDashboardElements', role) && profile.company ? profile.company : null;

  const users = useRegisteredUsers(canteenId, seesUsers);
  const todayFigures = useTodayFigures(canteenId, seesOrders);
  const month = useMonthOrders(canteenId, seesOrders);
  const affiliated = useAffiliatedUsersCount(canteenId, company);
  const firstData = [users.data, todayFigures.data, month.data, affiliated.data].some(
    (value) => value !== undefined,
  );
  useEffect(() => markMoment('dashboard'), []);
  useEffect(() => {
    if (firstData) markMoment('dashboard-data');
  }, [firstData]);
  useFirstData(firstData);
  const state = (result: { data?: unknown; error?: unknown }) => ({
    loading: result.data === undefined && !result.error,
    failed: Boolean(result.error),
  });

  return (
    <>
      <PageHeader
        title={t('dashboard.title')}
        description={t('dashboard.subtitle', {
          name,
          date: formatDate(new Date(), i18n.resolvedLanguage ?? i18n.language),
        })}
      />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {seesUsers && (
          <StatCard
            id="registeredUsers"
            label={t('dashboard.counters.registeredUsers')}
            value={formatCount(users.data)}
            icon={<UsersIcon />}
            {...state(users)}
          />
        )}
        {seesOrders && (
          <>
            <StatCard
              id="todaysOrders"
              label={t('dashboard.counters.todaysOrders')}
              value={formatCount(todayFigures.data?.orders)}
              icon={<ReceiptIcon />}
              {...state(todayFigures)}
            />
            <StatCard
              id="todaysRevenue"
              label={t('dashboard.counters.todaysRevenue')}
              value={formatMoney(todayFigures.data?.revenue, currency)}
              icon={<EuroIcon />}
              detail={
                todayFigures.data && (
                  <RevenueDetail
                    revenue={todayFigures.data.revenue}
                    lastWeek={todayFigures.data.lastWeekRevenue}
                    currency={currency}
                  />
                )
              }
              {...state(todayFigures)}
            />
            <StatCard
              id="monthOrders"
              label={t('dashboard.counters.monthOrders')}
              value={formatCount(month.data)}
              icon={<CalendarIcon />}
              {...state(month)}
            />
          </>
        )}
        {company && (
          <StatCard
            id="affiliatedUsers"
            label={t('dashboard.counters.affiliatedUsers')}
            value={formatCount(affiliated.data)}
            icon={<UsersIcon />}
            {...state(affiliated)}
          />
        )}
      </div>
      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-3">
        {/* The trend's 14 aggregations wait for the counters, so they never slow the first figures down. */}
        <TrendCard
          canteenId={canteenId}
          currency={currency}
          enabled={seesOrders}
          start={todayFigures.data !== undefined || Boolean(todayFigures.error)}
        />
        <CanteenQrCard code={normalizeCanteenId(canteenId)} />
        {company && <AffiliatedUsersCard canteenId={canteenId} company={company} />}
      </div>
      <DashboardAreas canteenId={canteenId} role={role} />
    </>
  );
}
