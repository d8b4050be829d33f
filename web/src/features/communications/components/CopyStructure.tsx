// Copy the news areas of another canteen into this one (CopiaStrutturaComunicazioni): first a preview of what would
// be added and what is already there, then the copy with confirmation.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { copyStructurePreview, normalizeCanteenId } from '@backoffice/shared';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { TextField } from '../../../components/ui/TextField';
import { showToast } from '../../../lib/ui-actions';
import { canteenAreas, copyNewsStructure, type Positioned } from '../api/organize';
import { areaName } from './area-name';

export function CopyStructure({ canteenId, targetIds }: { canteenId: string; targetIds: ReadonlySet<string> }) {
  const { t, i18n } = useTranslation('communications');
  const [source, setSource] = useState('');
  const [preview, setPreview] = useState<{ from: string; added: Positioned[]; present: Positioned[] } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const showPreview = async () => {
    const from = normalizeCanteenId(source.trim());
    setError(null);
    setPreview(null);
    if (from === normalizeCanteenId(canteenId)) return setError(t('organize.sameCanteen'));
    try {
      const areas = await canteenAreas(from);
      if (areas.length === 0) return setError(t('organize.noSourceAreas', { canteen: from }));
      setPreview({ from, ...copyStructurePreview(areas, targetIds, canteenId) });
    } catch (failure) {
      console.error('Source areas not read', failure);
      setError(t('organize.loadError'));
    }
  };
  const copy = async () => {
    if (!preview) return;
    setBusy(true);
    try {
      const result = await copyNewsStructure(preview.from, canteenId);
      showToast(t('organize.copied', { count: result.created }), 'success');
      setPreview(null);
    } catch (failure) {
      console.error('Structure not copied', failure);
      setError(t('organize.copyFailed'));
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };
  return (
    <Card>
      <h2 className="mb-3 text-base font-semibold text-slate-900">{t('organize.copyTitle')}</h2>
      <div className="flex flex-wrap items-end gap-2">
        <TextField label={t('organize.source')} hint={t('organize.sourceHint')} value={source} onChange={(event) => setSource(event.target.value)} />
        <Button variant="secondary" disabled={source.trim() === ''} onClick={() => void showPreview()}>
          {t('organize.preview')}
        </Button>
      </div>
      {error && <Alert tone="error">{error}</Alert>}
      {preview && (
        <div className="mt-3 flex flex-col gap-2 text-sm">
          <p>{t('organize.willAdd', { count: preview.added.length, canteen: preview.from })}</p>
          {preview.added.length > 0 && (
            <ul className="list-disc pl-5" aria-label={t('organize.addedList')}>
              {preview.added.map((area) => (
                <li key={area.id}>{areaName(area.data, i18n.language)}</li>
              ))}
            </ul>
          )}
          {preview.present.length > 0 && <p className="text-slate-700">{t('organize.alreadyThere', { count: preview.present.length })}</p>}
          <div>
            <Button disabled={preview.added.length === 0} onClick={() => setConfirming(true)}>
              {t('organize.copy')}
            </Button>
          </div>
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        busy={busy}
        title={t('organize.copyTitle')}
        message={t('organize.confirmCopy', { count: preview?.added.length ?? 0, canteen: preview?.from ?? '' })}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void copy()}
      />
    </Card>
  );
}
