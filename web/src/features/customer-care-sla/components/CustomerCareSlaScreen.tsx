// /customer-care/sla (spec §6 CustomerCareSLA): first response and resolution against the targets, in support business hours.
import { Suspense, lazy, useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_SUPPORT_SETTINGS,
  localDayOf,
  parseSlaPeriodParams,
  slaPeriodQuery,
  type SlaPeriod,
  type SlaReport,
} from '@backoffice/shared';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { EmptyState } from '../../../components/ui/EmptyState';
import { PageHeader } from '../../../components/ui/PageHeader';
import { Skeleton } from '../../../components/ui/Skeleton';
import { formatDate } from '../../../lib/format';
import { useFirstData } from '../../../lib/perf';
import { useUrlState } from '../../../lib/url-state';
import { useSlaReport } from '../api/sla-report';
import { AtRiskList } from './AtRiskList';
import { FiguresTable } from './FiguresTable';
import { formatHours, formatShare } from './format';
import { KpiTiles } from './KpiTiles';
import { PeriodPicker } from './PeriodPicker';
import { SlaExport } from './SlaExport';

const WeeklyChart = lazy(() => import('./WeeklyChart'));

/** The zone the period's days are read in: the support calendar's (the seeded and default one is Europe/Rome). */
const CALENDAR_ZONE = DEFAULT_SUPPORT_SETTINGS.calendar.time_zone;

export default function CustomerCareSlaScreen() {
  const { t, i18n } = useTranslation('customerCareSla');
  const { t: shell } = useTranslation('shell');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const day = (iso: string) => formatDate(new Date(`${iso}T12:00:00Z`), language, { dateStyle: 'medium', timeZone: 'UTC' });
  const today = useMemo(() => localDayOf(new Date(), CALENDAR_ZONE).iso, []);
  const parse = useCallback((query: URLSearchParams) => parseSlaPeriodParams(query, today), [today]);
  const serialise = useCallback((period: SlaPeriod) => slaPeriodQuery(period, today), [today]);
  const { value: period, apply } = useUrlState(parse, serialise);
  const { data, error, isValidating, mutate } = useSlaReport(period);
  const current = data !== undefined && data.from === period.from && data.to === period.to;
  useFirstData(current);

  return (
    <>
      <PageHeader
        title={shell('screens.customerCareSla')}
        description={t('description')}
        actions={
          <Button variant="secondary" onClick={() => void mutate()} busy={isValidating && current}>
            {t('refresh')}
          </Button>
        }
      />
      <div className="flex flex-col gap-5">
        <PeriodPicker key={`${period.from}_${period.to}`} period={period} today={today} onChange={(next) => apply(next)} />
        {error && !data ? (
          <Alert tone="error">
            <span className="flex flex-wrap items-center justify-between gap-2">
              {t('error')}
              <Button size="sm" variant="secondary" onClick={() => void mutate()}>
                {t('retry')}
              </Button>
            </span>
          </Alert>
        ) : !data ? (
          <div className="flex flex-col gap-3" aria-busy="true" aria-label={t('loading')}>
            <Skeleton className="h-24 w-full" />
            <Skeleton className="h-72 w-full" />
          </div>
        ) : (
          <div className="flex flex-col gap-5" aria-busy={!current || undefined}>
            <p className="text-sm text-slate-600">
              {t('measured', { from: day(period.from), to: day(period.to), zone: data.timeZone })}
            </p>
            {data.totals.tickets === 0 ? (
              <EmptyState title={t('empty.title')} description={t('empty.description')} />
            ) : (
              <Figures report={data} />
            )}
            <AtRiskList rows={data.atRisk} />
            {data.totals.tickets > 0 && (
              <Card title={t('export.title')}>
                <SlaExport period={period} total={data.totals.tickets} />
              </Card>
            )}
          </div>
        )}
      </div>
    </>
  );
}

function Figures({ report }: { report: SlaReport }) {
  const { t, i18n } = useTranslation('customerCareSla');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const weekLabel = (week: string, start: string) =>
    `${week} · ${formatDate(new Date(`${start}T12:00:00Z`), language, { day: 'numeric', month: 'short', timeZone: 'UTC' })}`;
  const labels = report.weeks.map((week) => weekLabel(week.week, week.start));
  const summary = t('chart.summary', {
    weeks: report.weeks.length,
    share: formatShare(report.totals.withinTargetShare),
    firstResponse: formatHours(report.totals.firstResponse.medianMinutes),
    resolution: formatHours(report.totals.resolution.medianMinutes),
  });
  const skeleton = <Skeleton className="h-72 w-full" />;
  return (
    <>
      <KpiTiles figures={report.totals} />
      <Card title={t('chart.title')}>
        <Suspense fallback={skeleton}>
          <WeeklyChart
            labels={labels}
            shares={report.weeks.map((week) => week.figures.withinTargetShare)}
            firstResponseMedians={report.weeks.map((week) => toHours(week.figures.firstResponse.medianMinutes))}
            resolutionMedians={report.weeks.map((week) => toHours(week.figures.resolution.medianMinutes))}
            texts={{
              share: t('chart.share'),
              firstResponse: t('chart.firstResponse'),
              resolution: t('chart.resolution'),
              hours: t('kpi.hours'),
              percent: t('chart.percent'),
            }}
            summary={summary}
          />
        </Suspense>
      </Card>
      <FiguresTable
        caption={t('tables.weeks')}
        groupHeader={t('table.week')}
        rows={report.weeks.map((week, index) => ({ key: week.week, label: labels[index], figures: week.figures }))}
      />
      <FiguresTable
        caption={t('tables.canteens')}
        groupHeader={t('table.canteen')}
        rows={report.canteens.map((canteen) => ({ key: canteen.canteenId, label: canteen.canteenName || canteen.canteenId, figures: canteen.figures }))}
      />
      <FiguresTable
        caption={t('tables.countries')}
        groupHeader={t('table.country')}
        rows={report.countries.map((country) => ({ key: country.country, label: t(`countries.${country.country}`, { defaultValue: country.country }), figures: country.figures }))}
      />
    </>
  );
}

/** The chart draws hours with 2 decimals (the tables' format). */
function toHours(minutes: number | null): number | null {
  return minutes === null ? null : Math.round((minutes / 60) * 100) / 100;
}
