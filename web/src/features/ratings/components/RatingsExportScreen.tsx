// /ratings/export (RatesDashboardElements, issue 17): the same filters as /ratings, how many ratings match (count()),
// and the export of exactly those through the kit's pipeline (csv, csv_international, xlsx, txt).
import { useCallback, useMemo } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { EXPORT_BATCH_SIZE, ratingExportColumns, ratingExportFileParts } from '@backoffice/shared';
import { ExportPanel } from '../../../components/export/ExportPanel';
import type { ReadRowsOptions } from '../../../components/export/useExport';
import { buttonClasses } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { PageHeader } from '../../../components/ui/PageHeader';
import { readAllRows, useListCount } from '../../../lib/data/pages';
import { formatCount } from '../../../lib/format';
import { useFirstData } from '../../../lib/perf';
import { useSessionState } from '../../../lib/session-state';
import { ratingsSource } from '../api/ratings';
import { RatingsFilters } from './RatingsFilters';
import { useRatingFilters } from './useRatingFilters';

export default function RatingsExportScreen() {
  const { t } = useTranslation(['ratings', 'shell']);
  const { search } = useLocation();
  const canteenId = useSessionState((state) => state.active_canteen);
  const { value: filters, key, apply, today } = useRatingFilters();
  const source = useMemo(() => ratingsSource(canteenId, filters, 'export'), [canteenId, filters]);
  const count = useListCount(source, key);
  useFirstData(count.data !== undefined || count.error !== undefined);
  const columns = useMemo(() => ratingExportColumns((tag) => t(`tags.${tag}`, { defaultValue: tag })), [t]);
  const readRows = useCallback(
    (options: ReadRowsOptions) => readAllRows(source, { ...options, batchSize: EXPORT_BATCH_SIZE }),
    [source],
  );

  return (
    <>
      <PageHeader
        title={t('screens.ratingsExport', { ns: 'shell' })}
        description={t('export.description')}
        actions={
          <Link to={{ pathname: '/ratings', search }} className={buttonClasses('secondary')}>
            {t('export.back')}
          </Link>
        }
      />
      <div className="flex flex-col gap-6">
        <RatingsFilters
          key={key}
          applied={filters}
          today={today}
          dishes={[]}
          onApply={(next) => apply(next)}
        />
        <Card title={t('export.title')}>
          <div className="flex flex-col gap-3">
            <p
              className="text-sm text-slate-700"
              data-testid="ratings-matching"
              data-total={count.data ?? ''}
            >
              {count.data === undefined
                ? t('export.counting')
                : t('export.matching', { count: count.data, formatted: formatCount(count.data) })}
            </p>
            <ExportPanel
              columns={columns}
              readRows={readRows}
              fileName={ratingExportFileParts(canteenId ?? '', filters)}
              total={count.data}
              sheetName={t('export.sheet')}
              startLabel={t('export.start')}
              disabled={canteenId === null || count.data === undefined}
            />
          </div>
        </Card>
      </div>
    </>
  );
}
