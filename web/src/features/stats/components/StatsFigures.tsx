// The figures of /stats for the applied filters: the §3 web metrics, the operating systems, the trend series
// (orders, sales, withdrawal, sessions) and the order table; every chart has its table beside it.
import { Suspense, lazy, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumberIt, formatPercentIt, periodMetrics, type PeriodMetrics, type StatsDayRow } from '@backoffice/shared';
import { Card } from '../../../components/ui/Card';
import { Skeleton } from '../../../components/ui/Skeleton';
import { formatCount, formatDate, formatMoney } from '../../../lib/format';

const StatsChart = lazy(() => import('./StatsChart'));
const chartSkeleton = <Skeleton className="h-56 w-full" />;

export function useDayLabel() {
  const { i18n } = useTranslation();
  return (day: string) => formatDate(new Date(`${day}T12:00:00Z`), i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });
}

/** Seconds as "3 min 05 s" (durations of visits are minutes long). */
function useDuration() {
  const { t } = useTranslation('stats');
  return (seconds: number) => {
    const whole = Math.round(seconds);
    return t('duration', { minutes: Math.floor(whole / 60), seconds: String(whole % 60).padStart(2, '0') });
  };
}

function Metric({ id, label, value, raw }: { id: string; label: string; value: string; raw: number }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="text-2xl font-semibold text-slate-900 tabular-nums" data-testid={`metric-${id}`} data-value={raw}>
        {value}
      </dd>
    </div>
  );
}

function Metrics({ metrics }: { metrics: PeriodMetrics }) {
  const { t } = useTranslation('stats');
  const duration = useDuration();
  const items: Array<[string, string, number]> = [
    ['users', formatCount(metrics.users), metrics.users],
    ['newUsers', formatCount(metrics.newUsers), metrics.newUsers],
    ['sessions', formatCount(metrics.sessions), metrics.sessions],
    ['bounceRate', formatPercentIt(metrics.bounceRate * 100), metrics.bounceRate],
    ['averageSession', duration(metrics.averageSessionSeconds), metrics.averageSessionSeconds],
    ['pageViews', formatCount(metrics.pageViews), metrics.pageViews],
    ['pagesPerSession', formatNumberIt(metrics.pagesPerSession, 2), metrics.pagesPerSession],
    ['sessionsPerUser', formatNumberIt(metrics.sessionsPerUser, 2), metrics.sessionsPerUser],
  ];
  return (
    <dl className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" aria-label={t('metrics.title')}>
      {items.map(([id, value, raw]) => (
        <Metric key={id} id={id} label={t(`metrics.${id}`)} value={value} raw={raw} />
      ))}
    </dl>
  );
}

function FigureTable({ caption, headers, rows, foot }: { caption: string; headers: string[]; rows: Array<{ key: string; cells: ReactNode[] }>; foot?: ReactNode[] }) {
  return (
    // A scrolling region: focusable so keyboard users can scroll it, named by the table it holds.
    <div className="max-h-80 overflow-auto" tabIndex={0} role="region" aria-label={caption}>
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 bg-white">
          <tr>
            {headers.map((header, index) => (
              <th key={header} scope="col" className={index === 0 ? 'py-1 text-left' : 'py-1 text-right'}>
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-t border-slate-100" data-testid={`row-${row.key}`}>
              {row.cells.map((cell, index) => (
                <td key={index} className={index === 0 ? 'py-1' : 'py-1 text-right tabular-nums'}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        {foot && (
          <tfoot className="sticky bottom-0 bg-white font-semibold">
            <tr className="border-t border-slate-300" data-testid="row-total">
              {foot.map((cell, index) => (
                <td key={index} className={index === 0 ? 'py-1' : 'py-1 text-right tabular-nums'}>
                  {cell}
                </td>
              ))}
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}

function salesText(sales: Record<string, number>): string {
  const entries = Object.entries(sales);
  return entries.length === 0 ? formatMoney(0, 'EUR') : entries.map(([currency, value]) => formatMoney(value, currency)).join(' · ');
}

export function StatsFigures({ series }: { series: readonly StatsDayRow[] }) {
  const { t } = useTranslation('stats');
  const dayLabel = useDayLabel();
  const metrics = periodMetrics(series.map((point) => point.figures));
  const labels = series.map((point) => dayLabel(point.day));
  const currencies = Object.keys(metrics.sales).length > 0 ? Object.keys(metrics.sales).sort() : ['EUR'];
  const trends: Array<{ id: string; series: Array<{ label: string; values: number[] }> }> = [
    { id: 'orders', series: [{ label: t('trends.orders'), values: series.map((point) => point.figures.orders) }] },
    {
      id: 'sales',
      series: currencies.map((currency) => ({ label: `${t('trends.sales')} ${currency}`, values: series.map((point) => point.figures.sales[currency] ?? 0) })),
    },
    { id: 'withdrawal', series: [{ label: t('trends.withdrawal'), values: series.map((point) => point.figures.withdrawn) }] },
    { id: 'sessions', series: [{ label: t('trends.sessions'), values: series.map((point) => point.figures.sessions) }] },
  ];
  const newestFirst = [...series].reverse();
  return (
    <div className="flex flex-col gap-6">
      <Metrics metrics={metrics} />
      <div className="grid gap-6 xl:grid-cols-2">
        {trends.map((trend) => (
          <Card key={trend.id} title={t(`trends.${trend.id}`)}>
            <Suspense fallback={chartSkeleton}>
              <StatsChart kind="line" labels={labels} series={trend.series} summary={t('trends.chart', { series: t(`trends.${trend.id}`) })} />
            </Suspense>
          </Card>
        ))}
      </div>
      <div className="grid gap-6 xl:grid-cols-3">
        <Card title={t('orders.title')} className="xl:col-span-2">
          <FigureTable
            caption={t('orders.title')}
            headers={[t('orders.day'), t('orders.number'), t('orders.total'), t('orders.value'), t('orders.withdrawn')]}
            rows={newestFirst.map((point) => ({
              key: point.day,
              cells: [dayLabel(point.day), formatCount(point.figures.orders), formatCount(point.figures.orders_total), salesText(point.figures.sales), formatCount(point.figures.withdrawn)],
            }))}
            foot={[t('orders.period'), formatCount(metrics.orders), formatCount(metrics.ordersTotal), salesText(metrics.sales), formatCount(metrics.withdrawn)]}
          />
        </Card>
        <Card title={t('os.title')}>
          <div className="flex flex-col gap-4">
            {metrics.operatingSystems.length > 0 && (
              <Suspense fallback={chartSkeleton}>
                <StatsChart
                  kind="bar"
                  labels={metrics.operatingSystems.map((entry) => t(`os.names.${entry.os}`))}
                  series={[{ label: t('os.sessions'), values: metrics.operatingSystems.map((entry) => entry.sessions) }]}
                  summary={t('os.chart')}
                />
              </Suspense>
            )}
            <FigureTable
              caption={t('os.title')}
              headers={[t('os.system'), t('os.sessions'), t('os.share')]}
              rows={metrics.operatingSystems.map((entry) => ({
                key: `os-${entry.os}`,
                cells: [t(`os.names.${entry.os}`), formatCount(entry.sessions), formatPercentIt((entry.sessions / Math.max(metrics.sessions, 1)) * 100)],
              }))}
            />
          </div>
        </Card>
      </div>
    </div>
  );
}
