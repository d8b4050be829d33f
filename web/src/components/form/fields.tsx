// Form fields bound by name to the surrounding <Form>: text, textarea, select, checkbox, switch and number.
import type { ReactNode } from 'react';
import { get, useController, useFormContext, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldFrame, controlClasses } from '../ui/Field';
import { SelectField, type SelectOption } from '../ui/SelectField';
import { TextField, type TextFieldProps } from '../ui/TextField';
import { cx } from '../ui/cx';
import { errorText } from './errors';

/** The translated error of the field `name` (nested names such as `title.en` included), or null. */
export function useFieldError(name: string): string | null {
  const { t, i18n } = useTranslation('kit');
  const { errors } = useFormState({ name });
  return errorText(t, i18n, get(errors, name));
}

interface BoundProps {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  className?: string;
}

export function TextInput({ name, ...props }: BoundProps & Omit<TextFieldProps, 'name' | 'error' | 'ref'>) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  return <TextField {...props} {...register(name)} error={error} />;
}

export function TextAreaInput({ name, label, hint, required, disabled, className, rows = 4, maxLength }: BoundProps & { rows?: number; maxLength?: number }) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  return (
    <FieldFrame label={label} hint={hint} error={error} required={required} className={className}>
      {({ id, describedBy, invalid }) => (
        <textarea
          id={id}
          rows={rows}
          maxLength={maxLength}
          disabled={disabled}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          aria-required={required || undefined}
          className={controlClasses(invalid)}
          {...register(name)}
        />
      )}
    </FieldFrame>
  );
}

export function SelectInput({ name, options, placeholder, ...props }: BoundProps & { options: readonly SelectOption[]; placeholder?: string }) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  return <SelectField {...props} options={options} placeholder={placeholder} error={error} {...register(name)} />;
}

/** A checkbox (value boolean); `variant="switch"` shows it as a switch, still a native checkbox for assistive tech. */
export function CheckboxInput({ name, label, hint, disabled, className, variant = 'checkbox' }: Omit<BoundProps, 'required'> & { variant?: 'checkbox' | 'switch' }) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  return (
    <div className={cx('flex flex-col gap-1', className)}>
      <label className="inline-flex items-center gap-2 text-sm font-medium text-slate-800">
        <input
          type="checkbox"
          role={variant === 'switch' ? 'switch' : undefined}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          className={
            variant === 'switch'
              ? 'peer relative h-5 w-9 cursor-pointer appearance-none rounded-full bg-slate-300 transition-colors checked:bg-brand-600 before:absolute before:top-0.5 before:left-0.5 before:size-4 before:rounded-full before:bg-white before:transition-transform checked:before:translate-x-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600'
              : 'size-4 rounded border-slate-400 text-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600'
          }
          {...register(name)}
        />
        {label}
      </label>
      {hint && <p className="text-xs text-slate-600">{hint}</p>}
      {error && <p className="text-sm font-medium text-red-700">{error}</p>}
    </div>
  );
}

/**
 * A plain number (quantities, positions): the value is a number, or undefined when blank so the schema can say
 * "required"; text that is not a number stays NaN and gets the schema's message.
 */
export function NumberInput({ name, label, hint, required, disabled, className, min, max, step }: BoundProps & { min?: number; max?: number; step?: number | 'any' }) {
  const {
    field: { ref, onChange, onBlur },
  } = useController({ name });
  const { getValues } = useFormContext();
  const error = useFieldError(name);
  // The stored value itself: field.value falls back to the default when the user blanks the field.
  const value = getValues(name) as number | undefined | null;
  return (
    <TextField
      ref={ref}
      name={name}
      label={label}
      hint={hint}
      required={required}
      disabled={disabled}
      className={className}
      type="number"
      inputMode="decimal"
      min={min}
      max={max}
      step={step}
      value={value === undefined || value === null || Number.isNaN(value) ? '' : String(value)}
      onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.valueAsNumber)}
      onBlur={onBlur}
      error={error}
    />
  );
}
