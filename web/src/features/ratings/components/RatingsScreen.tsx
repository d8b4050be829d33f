// /ratings (RatesDashboardElements, issue 17): customers' ratings of the active canteen's dishes for the filtered days,
// live — count and average, the distribution of stars, the average per dish, the trend of the average per day, and
// the comments (cursor pages with a count()). Filters in the URL; the export is /ratings/export with the same query.
import { Suspense, lazy, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { RATINGS_READ_LIMIT, summariseRatings, type RatingRow, type RatingSummary } from '@backoffice/shared';
import { ListView } from '../../../components/list/ListView';
import { useLiveList } from '../../../components/list/useLiveList';
import { Alert } from '../../../components/ui/Alert';
import { buttonClasses } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import type { Column } from '../../../components/ui/DataTable';
import { EmptyState } from '../../../components/ui/EmptyState';
import { PageHeader } from '../../../components/ui/PageHeader';
import { Skeleton } from '../../../components/ui/Skeleton';
import { formatCount, formatDate } from '../../../lib/format';
import { useFirstData } from '../../../lib/perf';
import { useSessionState } from '../../../lib/session-state';
import { ratingsSource, useRatings } from '../api/ratings';
import { RatingsFilters } from './RatingsFilters';
import { useRatingFilters } from './useRatingFilters';
import { formatAverage } from './format-average';

const SeriesChart = lazy(() => import('../../../components/charts/SeriesChart'));
const chartSkeleton = <Skeleton className="h-56 w-full" />;

function useFormat() {
  const { i18n } = useTranslation();
  return {
    day: (day: string) =>
      day
        ? formatDate(new Date(`${day}T12:00:00Z`), i18n.language, { dateStyle: 'medium', timeZone: 'UTC' })
        : '',
    average: (value: number | null) => formatAverage(value, i18n.language),
  };
}

function FigureTable({
  caption,
  headers,
  rows,
}: {
  caption: string;
  headers: string[];
  rows: Array<{ key: string; cells: ReactNode[] }>;
}) {
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
            <tr key={row.key} className="border-t border-slate-100" data-testid={`figure-${row.key}`}>
              {row.cells.map((cell, index) => (
                <td key={index} className={index === 0 ? 'py-1' : 'py-1 text-right tabular-nums'}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Figures({ summary }: { summary: RatingSummary }) {
  const { t } = useTranslation('ratings');
  const format = useFormat();
  const stars = [1, 2, 3, 4, 5].map((value) => t('stars', { count: value }));
  return (
    <div className="grid gap-6 xl:grid-cols-2">
      <Card title={t('distribution.title')}>
        <div className="grid gap-4 md:grid-cols-2">
          <Suspense fallback={chartSkeleton}>
            <SeriesChart
              kind="bar"
              labels={stars}
              values={summary.distribution}
              label={t('figures.count')}
              summary={t('distribution.chart')}
            />
          </Suspense>
          <FigureTable
            caption={t('distribution.title')}
            headers={[t('figures.stars'), t('figures.count')]}
            rows={summary.distribution.map((count, index) => ({
              key: `stars-${index + 1}`,
              cells: [stars[index], formatCount(count)],
            }))}
          />
        </div>
      </Card>
      <Card title={t('trend.title')}>
        <div className="grid gap-4 md:grid-cols-2">
          <Suspense fallback={chartSkeleton}>
            <SeriesChart
              kind="line"
              labels={summary.byDay.map((day) => format.day(day.key))}
              values={summary.byDay.map((day) => day.average)}
              label={t('figures.average')}
              summary={t('trend.chart')}
              min={1}
              max={5}
            />
          </Suspense>
          <FigureTable
            caption={t('trend.title')}
            headers={[t('figures.day'), t('figures.average'), t('figures.count')]}
            rows={[...summary.byDay].reverse().map((day) => ({
              key: `day-${day.key}`,
              cells: [format.day(day.key), format.average(day.average), formatCount(day.count)],
            }))}
          />
        </div>
      </Card>
      <Card title={t('dishes.title')} className="xl:col-span-2">
        <FigureTable
          caption={t('dishes.title')}
          headers={[t('figures.dish'), t('figures.average'), t('figures.count')]}
          rows={summary.byDish.map((dish) => ({
            key: `dish-${dish.key}`,
            cells: [dish.label, format.average(dish.average), formatCount(dish.count)],
          }))}
        />
      </Card>
    </div>
  );
}

function Comments({
  canteenId,
  filters,
}: {
  canteenId: string | null;
  filters: Parameters<typeof ratingsSource>[1];
}) {
  const { t } = useTranslation('ratings');
  const format = useFormat();
  const list = useLiveList(ratingsSource(canteenId, filters, 'comments'));
  const columns: Column<RatingRow>[] = [
    {
      id: 'day',
      header: t('figures.day'),
      cell: (row) => <span className="whitespace-nowrap">{format.day(row.day)}</span>,
    },
    { id: 'dish', header: t('figures.dish'), cell: (row) => row.dish },
    { id: 'customer', header: t('comments.customer'), cell: (row) => row.customer },
    {
      id: 'stars',
      header: t('figures.stars'),
      cell: (row) => <span className="whitespace-nowrap">{t('stars', { count: row.rating })}</span>,
    },
    { id: 'comment', header: t('comments.comment'), className: 'min-w-64', cell: (row) => row.comment },
  ];
  return (
    <section aria-labelledby="ratings-comments" className="flex flex-col gap-3">
      <h2 id="ratings-comments" className="text-lg font-semibold text-slate-900">
        {t('comments.title')}
      </h2>
      <ListView
        list={list}
        caption={t('comments.title')}
        hideCaption
        columns={columns}
        rowKey={(row) => row.id}
        empty={<EmptyState title={t('comments.empty')} />}
        texts={{
          range: ({ from, to, total }) =>
            to < from || total === undefined
              ? undefined
              : t('comments.range', {
                  from: formatCount(from),
                  to: formatCount(to),
                  total: formatCount(total),
                }),
          loadError: t('loadError'),
        }}
      />
    </section>
  );
}

export default function RatingsScreen() {
  const { t } = useTranslation(['ratings', 'shell']);
  const { search } = useLocation();
  const canteenId = useSessionState((state) => state.active_canteen);
  const canteen = useSessionState((state) => state.active_canteen_data);
  const canteenName = typeof canteen?.name === 'string' ? canteen.name : (canteenId ?? '');
  const { value: filters, key, apply, today } = useRatingFilters();
  const ratings = useRatings(canteenId, filters);
  useFirstData(ratings.data !== undefined || ratings.error !== undefined);
  const summary = ratings.data ? summariseRatings(ratings.data.rows) : undefined;
  const format = useFormat();

  return (
    <>
      <PageHeader
        title={t('screens.ratings', { ns: 'shell' })}
        description={t('subtitle', {
          canteen: canteenName,
          from: format.day(filters.from),
          to: format.day(filters.to),
        })}
        actions={
          <Link to={{ pathname: '/ratings/export', search }} className={buttonClasses('secondary')}>
            {t('export.open')}
          </Link>
        }
      />
      <div className="flex flex-col gap-6">
        <RatingsFilters
          key={key}
          applied={filters}
          today={today}
          dishes={summary?.byDish ?? []}
          onApply={(next) => apply(next)}
        />
        {ratings.error ? (
          <Alert tone="error">{t('loadError')}</Alert>
        ) : !summary ? (
          <div className="grid gap-4 md:grid-cols-2" aria-busy="true">
            <Skeleton className="h-24 w-full" />
            <Skeleton className="h-24 w-full" />
            <Skeleton className="h-64 w-full md:col-span-2" />
          </div>
        ) : summary.count === 0 ? (
          <EmptyState title={t('empty.title')} description={t('empty.description')} />
        ) : (
          <>
            {ratings.data?.cut && (
              <Alert tone="warning">{t('cut', { limit: formatCount(RATINGS_READ_LIMIT) })}</Alert>
            )}
            <dl className="grid gap-4 sm:grid-cols-2">
              <div className="rounded-xl border border-slate-200 bg-white p-4">
                <dt className="text-sm text-slate-600">{t('figures.count')}</dt>
                <dd
                  className="text-2xl font-semibold text-slate-900"
                  data-testid="ratings-count"
                  data-count={summary.count}
                >
                  {formatCount(summary.count)}
                </dd>
              </div>
              <div className="rounded-xl border border-slate-200 bg-white p-4">
                <dt className="text-sm text-slate-600">{t('figures.average')}</dt>
                <dd
                  className="text-2xl font-semibold text-slate-900"
                  data-testid="ratings-average"
                  data-average={summary.average ?? ''}
                >
                  {t('outOfFive', { value: format.average(summary.average) })}
                </dd>
              </div>
            </dl>
            <Figures summary={summary} />
          </>
        )}
        <Comments canteenId={canteenId} filters={filters} />
      </div>
    </>
  );
}
