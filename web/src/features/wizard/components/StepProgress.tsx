// The wizard's progress: every step named, the current one marked for assistive technology, earlier ones reachable.
import { useTranslation } from 'react-i18next';
import { WIZARD_STEPS } from '@backoffice/shared';
import { ProgressBar } from '../../../components/ui/ProgressBar';
import { cx } from '../../../components/ui/cx';

export function StepProgress({
  step,
  onGo,
  disabled,
}: {
  step: number;
  onGo: (index: number) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation('wizard');
  return (
    <nav aria-label={t('wizard.progress')} className="flex flex-col gap-3">
      <ProgressBar
        value={((step + 1) / WIZARD_STEPS.length) * 100}
        label={t('wizard.progress')}
        showValue={false}
      />
      <ol className="flex flex-wrap gap-2">
        {WIZARD_STEPS.map((name, index) => {
          const label = `${index + 1}. ${t(`steps.${name}`)}`;
          const current = index === step;
          return (
            <li key={name}>
              {/* Earlier steps can be revisited; later ones open only through Next, which checks the steps between. */}
              <button
                type="button"
                aria-current={current ? 'step' : undefined}
                disabled={disabled || index >= step}
                onClick={() => onGo(index)}
                className={cx(
                  'rounded-full border px-3 py-1 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                  current
                    ? 'border-brand-700 bg-brand-700 text-white'
                    : index < step
                      ? 'border-brand-600 bg-white text-brand-700 hover:bg-brand-50'
                      : 'border-slate-300 bg-white text-slate-600',
                )}
              >
                {label}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
