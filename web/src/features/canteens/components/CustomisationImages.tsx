// The customisation's images (PersonalizzaMense; issue 20): the logo (landscape recommended) and the app's home
// background (portrait, 375 × 412 recommended). Another shape is warned of, never refused; the file goes to the
// canteen's uploads folder and its address into the canteen document (bo_logo, home_background), stamped.
import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { HOME_BACKGROUND_SIZE_PX, imageShapeAdvice } from '@backoffice/shared';
import { Alert } from '../../../components/ui/Alert';
import { Card } from '../../../components/ui/Card';
import { ProgressBar } from '../../../components/ui/ProgressBar';
import { checkFile, fileProblemMessage } from '../../../lib/file-rules';
import { uploadFile } from '../../../lib/storage';
import { showToast } from '../../../lib/ui-actions';
import { updateCanteen, type CanteenRow } from '../api/canteens';

type Kind = 'logo' | 'homeBackground';
const FIELD: Record<Kind, 'bo_logo' | 'home_background'> = { logo: 'bo_logo', homeBackground: 'home_background' };

export function CustomisationImages({ canteen }: { canteen: CanteenRow }) {
  const { t } = useTranslation('canteens');
  return (
    <Card title={t('images.title')} className="lg:col-span-2">
      <div className="grid gap-6 md:grid-cols-2">
        <ImageField canteen={canteen} kind="logo" />
        <ImageField canteen={canteen} kind="homeBackground" />
      </div>
    </Card>
  );
}

function ImageField({ canteen, kind }: { canteen: CanteenRow; kind: Kind }) {
  const { t } = useTranslation('canteens');
  const { t: files } = useTranslation('files');
  const stored = typeof canteen[FIELD[kind]] === 'string' ? (canteen[FIELD[kind]] as string) : '';
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const advice = size ? imageShapeAdvice(kind, size.width, size.height) : 'ok';
  const inputId = `customisation-${kind}`;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const refused = checkFile('uploads', file);
    setProblem(refused ? fileProblemMessage(refused, files) : null);
    if (refused) return;
    try {
      const bitmap = await createImageBitmap(file);
      setSize({ width: bitmap.width, height: bitmap.height });
      bitmap.close();
    } catch {
      setProblem(t('images.unreadable'));
      return;
    }
    setProgress(0);
    try {
      const uploaded = await uploadFile(canteen.id, 'uploads', file, setProgress).done;
      await updateCanteen(canteen.id, { [FIELD[kind]]: uploaded.url });
      showToast(t('images.saved'), 'success');
    } catch {
      setProblem(t('images.failed'));
    } finally {
      setProgress(null);
    }
  };

  return (
    <div className="flex flex-col gap-3" data-testid={`image-${kind}`}>
      <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
        {t(`images.${kind}`)}
      </label>
      <p className="text-xs text-slate-600">
        {kind === 'logo' ? t('images.logoHint') : t('images.backgroundHint', { recommendedWidth: HOME_BACKGROUND_SIZE_PX.width, recommendedHeight: HOME_BACKGROUND_SIZE_PX.height })}
      </p>
      {stored && (
        <img
          src={stored}
          alt={t(`images.${kind}`)}
          className={kind === 'logo' ? 'h-16 w-auto self-start object-contain' : 'h-40 w-auto self-start object-contain'}
          onLoad={(event) => setSize((current) => current ?? { width: event.currentTarget.naturalWidth, height: event.currentTarget.naturalHeight })}
        />
      )}
      <input id={inputId} type="file" accept="image/png,image/jpeg,image/webp,image/gif" onChange={(event) => void choose(event)} disabled={progress !== null} className="text-sm" />
      {progress !== null && <ProgressBar value={progress} label={t('images.uploading')} />}
      {size && advice !== 'ok' && (
        <Alert tone="warning">{t(`images.${advice}`, { width: size.width, height: size.height, recommendedWidth: HOME_BACKGROUND_SIZE_PX.width, recommendedHeight: HOME_BACKGROUND_SIZE_PX.height })}</Alert>
      )}
      {problem && <Alert tone="error">{problem}</Alert>}
    </div>
  );
}
