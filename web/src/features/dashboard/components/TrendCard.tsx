// The dashboard's trend: orders per day over the last 14 days, as a chart with a table for screen readers.
import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/Card';
import { EmptyState } from '../../../components/ui/EmptyState';
import { Skeleton } from '../../../components/ui/Skeleton';
import { formatCount, formatDate, formatMoney } from '../../../lib/format';
import { useOrderTrend } from '../api/counters';

const TrendChart = lazy(() => import('./TrendChart'));
const DAYS = 14;

export interface TrendCardProps {
  canteenId: string;
  currency: string;
  /** The role sees orders at all. */
  enabled: boolean;
  /** Whether to ask for the data yet (a skeleton is shown meanwhile). */
  start: boolean;
}

export function TrendCard({ canteenId, currency, enabled, start }: TrendCardProps) {
  const { t, i18n } = useTranslation('shell');
  const { data, error } = useOrderTrend(canteenId, DAYS, enabled && start);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const labels = (data ?? []).map((point) => formatDate(point.day, language, { day: 'numeric', month: 'short' }));
  const totalOrders = (data ?? []).reduce((total, point) => total + point.orders, 0);
  const totalRevenue = (data ?? []).reduce((total, point) => total + point.revenue, 0);
  const summary = t('dashboard.trend.summary', { orders: formatCount(totalOrders), revenue: formatMoney(totalRevenue, currency) });
  const skeleton = <Skeleton className="h-64 w-full" />;

  return (
    <Card title={t('dashboard.trend.title')} className="lg:col-span-2">
      {!enabled || error ? (
        <p className="text-sm text-slate-600">{t('dashboard.counters.unavailable')}</p>
      ) : !data ? (
        skeleton
      ) : totalOrders === 0 ? (
        <EmptyState title={t('dashboard.trend.empty')} />
      ) : (
        <>
          <p className="mb-3 text-sm text-slate-600">{summary}</p>
          <Suspense fallback={skeleton}>
            <TrendChart labels={labels} orders={data.map((point) => point.orders)} ordersLabel={t('dashboard.trend.orders')} summary={summary} />
          </Suspense>
          <table className="sr-only">
            <caption>{t('dashboard.trend.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('dashboard.trend.day')}</th>
                <th scope="col">{t('dashboard.trend.orders')}</th>
                <th scope="col">{t('dashboard.trend.revenue')}</th>
              </tr>
            </thead>
            <tbody>
              {data.map((point, index) => (
                <tr key={point.day.toISOString()}>
                  <th scope="row">{labels[index]}</th>
                  <td>{formatCount(point.orders)}</td>
                  <td>{formatMoney(point.revenue, currency)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </Card>
  );
}
