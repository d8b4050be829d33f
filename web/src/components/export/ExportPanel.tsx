// The export panel of a list screen: format, start, progress with cancel, and the failure message.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EXPORT_FORMATS, type ExportFormat } from '@backoffice/shared';
import { formatCount } from '../../lib/format';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { ProgressBar } from '../ui/ProgressBar';
import { SelectField } from '../ui/SelectField';
import { useExport, type UseExportOptions } from './useExport';

export interface ExportPanelProps<Row> extends UseExportOptions<Row> {
  /** The formats offered, in order; all four of spec §3 by default. */
  formats?: readonly ExportFormat[];
  /** The start button's text when the screen names its export ("Export requests"). */
  startLabel?: string;
  /** Not ready to export (e.g. the count is still loading). An empty list (total 0) disables it too. */
  disabled?: boolean;
}

export function ExportPanel<Row>({
  formats = EXPORT_FORMATS,
  startLabel,
  disabled = false,
  ...options
}: ExportPanelProps<Row>) {
  const { t } = useTranslation('export');
  const hintId = useId();
  const [format, setFormat] = useState<ExportFormat>(formats[0] ?? 'csv');
  const { state, busy, start, cancel, dismiss } = useExport(options);

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end gap-2">
        <SelectField
          label={t('format')}
          name="exportFormat"
          value={format}
          disabled={busy}
          onChange={(event) => setFormat(event.target.value as ExportFormat)}
          aria-describedby={hintId}
          options={formats.map((value) => ({ value, label: t(`formats.${value}`) }))}
        />
        <Button
          onClick={() => void start(format)}
          disabled={busy || disabled || options.total === 0}
          busy={busy}
        >
          {startLabel ?? t('start')}
        </Button>
      </div>
      <p id={hintId} className="max-w-md text-xs text-slate-600">
        {t('formatsHint')}
      </p>
      {/* Announced politely as it advances (aria-live), with the rows read out of the total. */}
      <div aria-live="polite" className="empty:hidden">
        {busy && (
          <div className="flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 bg-white p-3">
            <ProgressBar
              className="min-w-64 flex-1"
              value={
                state.phase === 'reading' && state.total
                  ? (state.read / state.total) * 100
                  : state.phase === 'writing'
                    ? 100
                    : 0
              }
              showValue={state.phase !== 'reading' || state.total !== undefined}
              label={
                state.phase === 'writing'
                  ? t('writing')
                  : state.phase === 'reading' && state.total !== undefined
                    ? t('progress', { read: formatCount(state.read), total: formatCount(state.total) })
                    : t('progressUnknown', { read: formatCount(state.phase === 'reading' ? state.read : 0) })
              }
            />
            <Button size="sm" variant="secondary" onClick={cancel}>
              {t('cancel')}
            </Button>
          </div>
        )}
      </div>
      {state.phase === 'failed' && (
        <Alert tone="error">
          <span className="flex flex-wrap items-center justify-between gap-2">
            {state.message}
            <Button size="sm" variant="ghost" onClick={dismiss}>
              {t('actions.close', { ns: 'common' })}
            </Button>
          </span>
        </Alert>
      )}
    </div>
  );
}
