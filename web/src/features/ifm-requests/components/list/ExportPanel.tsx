// Export of the filtered IFM requests (csv, csv_international, xlsx) with a progress bar and a cancel button.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IFM_EXPORT_FORMATS, type IfmExportFormat, type IfmRequestListParams } from '@backoffice/shared';
import { Alert } from '../../../../components/ui/Alert';
import { Button } from '../../../../components/ui/Button';
import { ProgressBar } from '../../../../components/ui/ProgressBar';
import { SelectField } from '../../../../components/ui/SelectField';
import { formatCount } from '../../../../lib/format';
import { useIfmExport } from './useIfmExport';

const HINT_ID = 'ifm-export-formats-hint';

export interface ExportPanelProps {
  canteenId: string | null;
  params: IfmRequestListParams;
  /** Rows the list matches (count()); undefined while unknown. */
  total: number | undefined;
}

export function ExportPanel({ canteenId, params, total }: ExportPanelProps) {
  const { t } = useTranslation('ifmRequests');
  const [format, setFormat] = useState<IfmExportFormat>('csv');
  const { state, start, cancel, dismiss } = useIfmExport(canteenId, params);
  const busy = state.phase === 'reading' || state.phase === 'writing';

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end gap-2">
        <SelectField
          label={t('export.format')}
          name="exportFormat"
          value={format}
          disabled={busy}
          onChange={(event) => setFormat(event.target.value as IfmExportFormat)}
          aria-describedby={HINT_ID}
          options={IFM_EXPORT_FORMATS.map((value) => ({ value, label: t(`export.formats.${value}`) }))}
        />
        <Button
          onClick={() => void start(format, total ?? 0)}
          disabled={busy || total === undefined || total === 0}
          busy={busy}
        >
          {t('export.start')}
        </Button>
      </div>
      <p id={HINT_ID} className="max-w-md text-xs text-slate-600">
        {t('export.formatsHint')}
      </p>
      {/* Announced politely as it advances (aria-live), with the rows read out of the total. */}
      <div aria-live="polite" className="empty:hidden">
        {busy && (
          <div className="flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 bg-white p-3">
            <ProgressBar
              className="min-w-64 flex-1"
              value={state.total === 0 ? 100 : (state.read / state.total) * 100}
              label={
                state.phase === 'writing'
                  ? t('export.writing')
                  : t('export.progress', { read: formatCount(state.read), total: formatCount(state.total) })
              }
            />
            <Button size="sm" variant="secondary" onClick={cancel} disabled={state.phase === 'writing'}>
              {t('export.cancel')}
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
