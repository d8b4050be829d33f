// /stats (Stats, admin only; spec §3 analytics metrics; issue 20): web analytics and order trends per canteen,
// country or in all over a period, from the daily figures the nightly job writes (live); filters in the URL; the
// day-by-day figures exportable through the kit's export.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { dailySeries, statsExportColumns, statsExportFileParts, type StatsDayRow } from '@backoffice/shared';
import { ExportPanel } from '../../../components/export/ExportPanel';
import { Alert } from '../../../components/ui/Alert';
import { Card } from '../../../components/ui/Card';
import { EmptyState } from '../../../components/ui/EmptyState';
import { PageHeader } from '../../../components/ui/PageHeader';
import { Skeleton } from '../../../components/ui/Skeleton';
import { useFirstData } from '../../../lib/perf';
import { useSessionState } from '../../../lib/session-state';
import { useStatsFigures } from '../api/stats';
import { StatsFigures, useDayLabel } from './StatsFigures';
import { StatsFilters } from './StatsFilters';
import { useStatsFilters } from './useStatsFilters';

export default function StatsScreen() {
  const { t } = useTranslation(['stats', 'shell']);
  const { value: filters, key, apply, today } = useStatsFilters();
  const figures = useStatsFigures(filters);
  useFirstData(figures.data !== undefined || figures.error !== undefined);
  const previews = useSessionState((state) => state.canteens_preview);
  const canteens = useMemo(() => previews.map((preview) => ({ id: preview.id, name: preview.name })), [previews]);
  const dayLabel = useDayLabel();
  const series = useMemo<StatsDayRow[]>(
    () => (figures.data ? dailySeries(filters.from, filters.to, figures.data) : []),
    [figures.data, filters.from, filters.to],
  );
  const scopeName = filters.scope === 'all'
    ? t('filters.allCanteens')
    : filters.scope.startsWith('country_')
      ? t(`countries.${filters.scope.slice('country_'.length)}`)
      : (canteens.find((canteen) => canteen.id === filters.scope)?.name ?? filters.scope);
  const currencies = useMemo(() => [...new Set(series.flatMap((point) => Object.keys(point.figures.sales)))].sort(), [series]);
  const columns = useMemo(
    () => statsExportColumns(currencies, (currency) => t('export.salesIn', { currency })),
    [currencies, t],
  );

  return (
    <>
      <PageHeader
        title={t('screens.stats', { ns: 'shell' })}
        description={t('subtitle', { scope: scopeName, from: dayLabel(filters.from), to: dayLabel(filters.to) })}
      />
      <div className="flex flex-col gap-6">
        <StatsFilters key={key} applied={filters} today={today} canteens={canteens} onApply={(next) => apply(next)} />
        <p className="text-sm text-slate-600">{t('dayNote')}</p>
        {figures.error ? (
          <Alert tone="error">{t('loadError')}</Alert>
        ) : !figures.data ? (
          <div className="grid gap-4 md:grid-cols-4" aria-busy="true">
            {[0, 1, 2, 3].map((index) => (
              <Skeleton key={index} className="h-24 w-full" />
            ))}
            <Skeleton className="h-64 w-full md:col-span-4" />
          </div>
        ) : figures.data.size === 0 ? (
          <EmptyState title={t('empty.title')} description={t('empty.description')} />
        ) : (
          <>
            <StatsFigures series={series} />
            <Card title={t('export.title')}>
              <ExportPanel
                columns={columns}
                readRows={async () => series}
                fileName={statsExportFileParts(filters)}
                total={series.length}
                sheetName={t('export.sheet')}
                startLabel={t('export.start')}
              />
            </Card>
          </>
        )}
      </div>
    </>
  );
}
