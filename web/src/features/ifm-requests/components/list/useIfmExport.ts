// Runs an export of the list: reads every filtered row in batches (progress, cancel), then writes and offers the file.
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  IFM_EXPORT_COLUMNS,
  IFM_EXPORT_MAX_ROWS,
  IFM_STATUS_LABEL_KEYS,
  ifmExportFileName,
  ifmExportValues,
  type IfmExportFormat,
  type IfmRequestListParams,
} from '@backoffice/shared';
import { showToast } from '../../../../lib/ui-actions';
import { ExportTooLargeError, readIfmRequestsForExport } from '../../api/export-read';
import { useDetailFormat } from '../detail/useDetailFormat';

export type ExportState =
  | { phase: 'idle' }
  | { phase: 'reading'; read: number; total: number }
  | { phase: 'writing'; read: number; total: number }
  | { phase: 'failed'; message: string };

export function useIfmExport(canteenId: string | null, params: IfmRequestListParams) {
  const { t } = useTranslation('ifmRequests');
  const { currency } = useDetailFormat();
  const [state, setState] = useState<ExportState>({ phase: 'idle' });
  const running = useRef<AbortController | null>(null);

  const start = useCallback(
    async (format: IfmExportFormat, expectedTotal: number) => {
      if (!canteenId || running.current) return;
      if (expectedTotal > IFM_EXPORT_MAX_ROWS) {
        setState({ phase: 'failed', message: t('export.tooLarge', { limit: IFM_EXPORT_MAX_ROWS }) });
        return;
      }
      const controller = new AbortController();
      running.current = controller;
      setState({ phase: 'reading', read: 0, total: expectedTotal });
      // The file writers (papaparse, write-excel-file) load only now, while the rows are read.
      const writers = import('../../api/export-files');
      try {
        const rows = await readIfmRequestsForExport(canteenId, params, new Date(), {
          signal: controller.signal,
          maxRows: IFM_EXPORT_MAX_ROWS,
          onProgress: (read) => setState({ phase: 'reading', read, total: Math.max(read, expectedTotal) }),
        });
        setState({ phase: 'writing', read: rows.length, total: rows.length });
        const headers = IFM_EXPORT_COLUMNS.map((column) => t(`export.columns.${column.id}`));
        const labels = {
          status: (status: keyof typeof IFM_STATUS_LABEL_KEYS) =>
            t(IFM_STATUS_LABEL_KEYS[status], { ns: 'common' }),
          serviceType: (type: string) => t(`serviceTypes.${type}.name`),
        };
        const values = rows.map((row) => ifmExportValues(row, labels, currency));
        const files = await writers;
        controller.signal.throwIfAborted();
        const blob =
          format === 'xlsx'
            ? await files.ifmXlsxBlob(headers, values, t('export.sheet'))
            : files.ifmCsvBlob(headers, values, format);
        controller.signal.throwIfAborted();
        files.saveFile(blob, ifmExportFileName(canteenId, format, new Date()));
        setState({ phase: 'idle' });
        showToast(t('export.done', { count: rows.length }), 'success');
      } catch (error) {
        if (controller.signal.aborted) {
          setState({ phase: 'idle' });
          showToast(t('export.cancelled'), 'blank');
        } else {
          console.error('IFM requests export failed', error);
          const message =
            error instanceof ExportTooLargeError
              ? t('export.tooLarge', { limit: IFM_EXPORT_MAX_ROWS })
              : t('export.failed');
          setState({ phase: 'failed', message });
        }
      } finally {
        running.current = null;
      }
    },
    [canteenId, params, currency, t],
  );

  const cancel = useCallback(() => running.current?.abort(), []);
  const dismiss = useCallback(() => setState({ phase: 'idle' }), []);
  return { state, start, cancel, dismiss };
}
