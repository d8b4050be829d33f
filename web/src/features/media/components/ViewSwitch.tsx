// Grid or list: two toggle buttons (aria-pressed) that switch how the files of a folder are laid out.
import { useTranslation } from 'react-i18next';
import { cx } from '../../../components/ui/cx';

export type MediaView = 'grid' | 'list';

const VIEWS: readonly MediaView[] = ['grid', 'list'];

export function ViewSwitch({ value, onChange }: { value: MediaView; onChange: (view: MediaView) => void }) {
  const { t } = useTranslation('media');
  return (
    <div role="group" aria-label={t('view.label')} className="inline-flex rounded-lg border border-slate-300 bg-white p-0.5 shadow-sm">
      {VIEWS.map((view) => (
        <button
          key={view}
          type="button"
          aria-pressed={value === view}
          onClick={() => onChange(view)}
          className={cx(
            'h-9 rounded-md px-3 text-sm font-medium',
            value === view ? 'bg-brand-600 text-white' : 'text-slate-700 hover:bg-slate-100',
          )}
        >
          {t(`view.${view}`)}
        </button>
      ))}
    </div>
  );
}
