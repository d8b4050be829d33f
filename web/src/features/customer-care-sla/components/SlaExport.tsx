// The export of the period's per-ticket rows through the kit's pipeline (csv, csv_international, xlsx, txt).
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExportColumn, SlaPeriod, SlaTicketRow } from '@backoffice/shared';
import { ExportPanel } from '../../../components/export/ExportPanel';
import { fetchSlaRows } from '../api/sla-report';

const header = (key: string) => `customerCareSla:export.${key}`;

export function SlaExport({ period, total }: { period: SlaPeriod; total: number }) {
  const { t } = useTranslation('customerCareSla');
  const columns = useMemo<ExportColumn<SlaTicketRow>[]>(() => {
    const status = (clock: SlaTicketRow['firstResponse']) => t(`statuses.${clock.paused ? 'paused' : clock.status}`);
    const when = (at: number | null) => (at === null ? null : new Date(at));
    return [
      { id: 'id', headerKey: header('id'), type: 'text', value: (row) => row.id },
      { id: 'canteenId', headerKey: header('canteenId'), type: 'text', value: (row) => row.canteenId },
      { id: 'canteen', headerKey: header('canteen'), type: 'text', value: (row) => row.canteenName },
      { id: 'country', headerKey: header('country'), type: 'text', value: (row) => row.country },
      { id: 'grade', headerKey: header('grade'), type: 'number', value: (row) => row.grade },
      { id: 'subject', headerKey: header('subject'), type: 'text', value: (row) => row.subject, width: 40 },
      { id: 'state', headerKey: header('state'), type: 'text', value: (row) => t(`states.${row.state}`) },
      { id: 'createdAt', headerKey: header('createdAt'), type: 'date', value: (row) => new Date(row.createdAt) },
      { id: 'week', headerKey: header('week'), type: 'text', value: (row) => row.week },
      { id: 'firstResponseMinutes', headerKey: header('firstResponseMinutes'), type: 'number', decimals: 2, value: (row) => row.firstResponse.elapsedMinutes },
      { id: 'firstResponseTarget', headerKey: header('firstResponseTarget'), type: 'number', value: (row) => row.firstResponse.targetMinutes },
      { id: 'firstResponseStatus', headerKey: header('firstResponseStatus'), type: 'text', value: (row) => status(row.firstResponse) },
      { id: 'firstResponseAt', headerKey: header('firstResponseAt'), type: 'date', value: (row) => when(row.firstResponse.stoppedAt) },
      { id: 'resolutionMinutes', headerKey: header('resolutionMinutes'), type: 'number', decimals: 2, value: (row) => row.resolution.elapsedMinutes },
      { id: 'resolutionTarget', headerKey: header('resolutionTarget'), type: 'number', value: (row) => row.resolution.targetMinutes },
      { id: 'resolutionStatus', headerKey: header('resolutionStatus'), type: 'text', value: (row) => status(row.resolution) },
      { id: 'resolvedAt', headerKey: header('resolvedAt'), type: 'date', value: (row) => when(row.resolution.stoppedAt) },
      { id: 'withinTarget', headerKey: header('withinTarget'), type: 'text', value: (row) => (row.withinTarget === null ? '' : t(row.withinTarget ? 'export.yes' : 'export.no')) },
    ];
  }, [t]);
  const readRows = useCallback(
    async ({ signal, onProgress }: { signal: AbortSignal; onProgress: (read: number) => void }) => {
      const rows = await fetchSlaRows(period);
      signal.throwIfAborted();
      onProgress(rows.length);
      return rows;
    },
    [period],
  );
  const fileName = useMemo(() => ['sla-customer-care', period.from, period.to], [period]);
  return <ExportPanel columns={columns} readRows={readRows} fileName={fileName} total={total} sheetName={t('export.sheet')} startLabel={t('export.start')} />;
}
