// A labelled native select: keyboard and screen-reader behaviour for free, styled like the other controls.
import type { ReactNode, SelectHTMLAttributes } from 'react';
import { FieldFrame, controlClasses } from './Field';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: ReactNode;
  options: readonly SelectOption[];
  error?: string | null;
  hint?: ReactNode;
  /** First, empty option (e.g. "Choose…"). */
  placeholder?: string;
}

export function SelectField({ label, options, error, hint, placeholder, className, required, ...select }: SelectFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} required={required} className={className}>
      {({ id, describedBy, invalid }) => (
        <select
          id={id}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          required={required}
          className={controlClasses(invalid, 'pr-8')}
          {...select}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
