// The one export pipeline of the screens: reads exactly the rows of the current filters, writes csv/txt/xlsx, saves.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  EXPORT_MAX_ROWS,
  ExportTooLargeError,
  exportFileName,
  type ExportColumn,
  type ExportFormat,
} from '@backoffice/shared';
import { saveFile } from '../../lib/export/save-file';
import { showToast } from '../../lib/ui-actions';

/** What a screen's row reader is given: stop on `signal`, report rows read so far, refuse past `maxRows`. */
export interface ReadRowsOptions {
  signal: AbortSignal;
  onProgress: (read: number) => void;
  maxRows: number;
}

/** Reads every row of the list as it is filtered now, in its order (e.g. the data layer's `readAllRows`). */
export type ReadRows<Row> = (options: ReadRowsOptions) => Promise<readonly Row[]>;

export interface UseExportOptions<Row> {
  /** The columns, or how the rows read give them (a matrix export has a column per day or dish it finds). */
  columns: readonly ExportColumn<Row>[] | ((rows: readonly Row[]) => readonly ExportColumn<Row>[]);
  readRows: ReadRows<Row>;
  /** Parts of the file name before the day, e.g. ['richieste-ifm', canteenId]. */
  fileName: readonly string[];
  /** Rows the list matches (its count()), when known: the progress bar's total and an early refusal. */
  total?: number;
  /** Name of the xlsx sheet; the generic one otherwise. */
  sheetName?: string;
  maxRows?: number;
}

export type ExportState =
  | { phase: 'idle' }
  | { phase: 'reading'; read: number; total: number | undefined }
  | { phase: 'writing'; read: number }
  | { phase: 'done'; count: number }
  | { phase: 'cancelled' }
  | { phase: 'failed'; message: string };

/** A reader refused the list as too long: the kit's own error, or the data layer's (it carries its limit). */
function isTooLarge(error: unknown): boolean {
  if (error instanceof ExportTooLargeError) return true;
  return error instanceof Error && typeof (error as { limit?: unknown }).limit === 'number';
}

export function useExport<Row>({
  columns,
  readRows,
  fileName,
  total,
  sheetName,
  maxRows = EXPORT_MAX_ROWS,
}: UseExportOptions<Row>) {
  const { t } = useTranslation('export');
  const [state, setState] = useState<ExportState>({ phase: 'idle' });
  const running = useRef<AbortController | null>(null);

  // Leaving the screen cancels a running export: no file appears after the user has gone elsewhere.
  useEffect(() => () => running.current?.abort(), []);

  const start = useCallback(
    async (format: ExportFormat) => {
      if (running.current) return;
      const tooLarge = () => ({ phase: 'failed' as const, message: t('tooLarge', { limit: maxRows }) });
      if (total !== undefined && total > maxRows) {
        setState(tooLarge());
        return;
      }
      const controller = new AbortController();
      const { signal } = controller;
      running.current = controller;
      setState({ phase: 'reading', read: 0, total });
      // The file writers (papaparse, write-excel-file) load only now, while the rows are read: never with the route.
      const writers = import('../../lib/export/writers');
      // A failed load is reported below, after the read; unhandled until then it would be logged as uncaught.
      writers.catch(() => undefined);
      try {
        const rows = await readRows({
          signal,
          maxRows,
          onProgress: (read) => {
            if (!signal.aborted)
              setState({
                phase: 'reading',
                read,
                total: total === undefined ? undefined : Math.max(read, total),
              });
          },
        });
        signal.throwIfAborted();
        if (rows.length > maxRows) throw new ExportTooLargeError(maxRows);
        setState({ phase: 'writing', read: rows.length });
        const texts = {
          header: (column: { headerKey: string }) => t(column.headerKey),
          yes: t('yes'),
          no: t('no'),
        };
        const { exportBlob } = await writers;
        signal.throwIfAborted();
        const table = typeof columns === 'function' ? columns(rows) : columns;
        const blob = await exportBlob(table, rows, format, texts, sheetName ?? t('sheet'));
        // Cancelled while the file was being written: it is dropped, never saved.
        signal.throwIfAborted();
        saveFile(blob, exportFileName(fileName, format, new Date()));
        setState({ phase: 'done', count: rows.length });
        showToast(t('done', { count: rows.length }), 'success');
      } catch (error) {
        if (signal.aborted) {
          setState({ phase: 'cancelled' });
          showToast(t('cancelled'), 'blank');
        } else if (isTooLarge(error)) {
          setState(tooLarge());
        } else {
          console.error('Export failed', error);
          setState({ phase: 'failed', message: t('failed') });
        }
      } finally {
        running.current = null;
      }
    },
    [columns, readRows, fileName, total, sheetName, maxRows, t],
  );

  const cancel = useCallback(() => running.current?.abort(), []);
  const dismiss = useCallback(() => setState({ phase: 'idle' }), []);
  const busy = state.phase === 'reading' || state.phase === 'writing';
  return { state, busy, start, cancel, dismiss };
}
