// The dashboard's ratings area (spec §6 RatesDashboardElements): the active canteen's ratings of the default period
// (the last 30 days, as /ratings opens), their average and how many carry a comment, read by aggregation; /ratings is
// one click away. The spec's sidebar has no ratings entry (§2): the dashboard is where the screens are reached.
import { useState } from 'react';
import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { parseRatingFilters } from '@backoffice/shared';
import { countFigure, DashboardArea } from '../../../components/dashboard/DashboardArea';
import { ratingFigures } from '../api/ratings';
import { formatAverage } from './format-average';

export default function RatingsArea({ canteenId }: { canteenId: string; role?: string | null }) {
  const { t, i18n } = useTranslation('ratings');
  const [filters] = useState(() => parseRatingFilters('', new Date()));
  const figures = useSWR(['dashboard/ratings', canteenId, filters.from, filters.to], () => ratingFigures(canteenId, filters), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  const average = figures.data?.average;
  return (
    <DashboardArea
      id="ratings"
      title={t('dashboard.title')}
      link={{ to: '/ratings', label: t('dashboard.open') }}
      unavailable={t('dashboard.unavailable')}
      figures={[
        { id: 'ratings-count', label: t('dashboard.count'), value: countFigure(figures, figures.data?.count) },
        {
          id: 'ratings-average',
          label: t('dashboard.average'),
          value: figures.error
            ? null
            : figures.data === undefined
              ? undefined
              : average === null || average === undefined
                ? '—'
                : t('outOfFive', { value: formatAverage(average, i18n.language) }),
        },
        { id: 'ratings-comments', label: t('dashboard.comments'), value: countFigure(figures, figures.data?.comments) },
      ]}
    />
  );
}
