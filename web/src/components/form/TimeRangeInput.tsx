// A from–to pair of times (spec §5): both HH:MM, from strictly earlier than to; the error shows under the pair.
import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldError } from './fields';
import { controlClasses } from '../ui/Field';

/**
 * Binds `${name}.from` and `${name}.to` (the shape of timeRangeSchema in shared, whose refinement is the rule).
 * Text inputs rather than type="time": the spec's check is on the typed 'HH:MM' text, colon included, and a native
 * time picker would hide a malformed value from the schema.
 */
export function TimeRangeInput({ name, legend, hint, required, disabled }: { name: string; legend: ReactNode; hint?: ReactNode; required?: boolean; disabled?: boolean }) {
  const { t } = useTranslation('kit');
  const { register } = useFormContext();
  const errorId = `${name}-range-error`;
  // One message for the pair: the order error sits on `to`, format errors on either; the first one is shown.
  const fromError = useFieldError(`${name}.from`);
  const toError = useFieldError(`${name}.to`);
  const pairError = useFieldError(name);
  const error = fromError ?? toError ?? pairError;
  return (
    <fieldset className="flex flex-col gap-1.5" aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-slate-800">
        {legend}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-red-700">
            *
          </span>
        )}
      </legend>
      <div className="flex flex-wrap items-center gap-2">
        {(['from', 'to'] as const).map((end) => (
          <label key={end} className="flex items-center gap-2 text-sm text-slate-700">
            {t(`timeRange.${end}`)}
            <input
              type="text"
              inputMode="numeric"
              placeholder="HH:MM"
              maxLength={5}
              disabled={disabled}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              className={controlClasses(Boolean(error), 'w-24')}
              {...register(`${name}.${end}`)}
            />
          </label>
        ))}
      </div>
      {hint && <p className="text-xs text-slate-600">{hint}</p>}
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
