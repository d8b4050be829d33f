// The uploads under way or just ended: a progress bar per file with Cancel, then its outcome until dismissed.
import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import { ProgressBar } from './ProgressBar';
import { cx } from './cx';

export type UploadState = 'running' | 'done' | 'failed' | 'cancelled';

export interface UploadItem {
  id: string;
  name: string;
  /** 0–100. */
  percent: number;
  state: UploadState;
  /** Why it failed, in the user's language. */
  error?: string;
}

export interface UploadProgressProps {
  items: readonly UploadItem[];
  onCancel: (id: string) => void;
  onDismiss: (id: string) => void;
}

const OUTCOME_TONE: Record<Exclude<UploadState, 'running'>, string> = {
  done: 'text-emerald-800',
  failed: 'text-red-800',
  cancelled: 'text-slate-700',
};

export function UploadProgress({ items, onCancel, onDismiss }: UploadProgressProps) {
  const { t } = useTranslation('files');
  if (items.length === 0) return null;
  return (
    <ul className="flex flex-col gap-3" aria-label={t('upload.listLabel')}>
      {items.map((item) => (
        <li key={item.id} className="flex items-center gap-3 rounded-lg border border-slate-200 bg-white px-4 py-3">
          {item.state === 'running' ? (
            <>
              <ProgressBar className="min-w-0 flex-1" value={item.percent} label={t('upload.progressOf', { name: item.name })} />
              <Button size="sm" variant="secondary" aria-label={t('upload.cancelOf', { name: item.name })} onClick={() => onCancel(item.id)}>
                {t('upload.cancel')}
              </Button>
            </>
          ) : (
            <>
              <p className={cx('min-w-0 flex-1 text-sm', OUTCOME_TONE[item.state])} role={item.state === 'failed' ? 'alert' : 'status'}>
                <span className="font-medium break-all">{item.name}</span>
                {': '}
                {item.state === 'failed' ? (item.error ?? t('upload.failed')) : t(`upload.${item.state}`)}
              </p>
              <Button size="sm" variant="ghost" aria-label={t('upload.dismissOf', { name: item.name })} onClick={() => onDismiss(item.id)}>
                {t('upload.dismiss')}
              </Button>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
