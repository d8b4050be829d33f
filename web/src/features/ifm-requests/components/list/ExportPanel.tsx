// Export of the filtered IFM requests: the request columns and the list's own row reader on the kit's export panel.
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  EXPORT_BATCH_SIZE,
  IFM_STATUS_LABEL_KEYS,
  ifmExportColumns,
  ifmExportFileParts,
  type IfmRequestListParams,
  type IfmStatus,
} from '@backoffice/shared';
import { ExportPanel as KitExportPanel } from '../../../../components/export/ExportPanel';
import type { ReadRowsOptions } from '../../../../components/export/useExport';
import { readAllRows } from '../../../../lib/data/pages';
import { ifmRequestsSource } from '../../api/list-source';
import { useDetailFormat } from '../detail/useDetailFormat';

export interface ExportPanelProps {
  canteenId: string | null;
  params: IfmRequestListParams;
  /** Rows the list matches (count()); undefined while unknown. */
  total: number | undefined;
}

export function ExportPanel({ canteenId, params, total }: ExportPanelProps) {
  const { t } = useTranslation('ifmRequests');
  const { currency } = useDetailFormat();
  const columns = useMemo(
    () =>
      ifmExportColumns(
        {
          status: (status: IfmStatus) => t(IFM_STATUS_LABEL_KEYS[status], { ns: 'common' }),
          serviceType: (type) => t(`serviceTypes.${type}.name`),
        },
        currency,
      ),
    [t, currency],
  );
  // The same query the list pages through, read to the end: the export holds exactly the filtered rows.
  const readRows = useCallback(
    (options: ReadRowsOptions) =>
      readAllRows(ifmRequestsSource(canteenId, params, 'export'), {
        ...options,
        batchSize: EXPORT_BATCH_SIZE,
      }),
    [canteenId, params],
  );
  const fileName = useMemo(() => ifmExportFileParts(canteenId ?? ''), [canteenId]);

  return (
    <KitExportPanel
      columns={columns}
      readRows={readRows}
      fileName={fileName}
      total={total}
      sheetName={t('export.sheet')}
      startLabel={t('export.start')}
      disabled={canteenId === null || total === undefined}
    />
  );
}
