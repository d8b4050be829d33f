// A labelled text input with an optional hint and an error message announced with it.
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FieldFrame, controlClasses } from './Field';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  /** Content shown at the end of the input (a show-password button, a unit). */
  trailing?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

export function TextField({ label, error, hint, trailing, className, required, ref, ...input }: TextFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} required={required} className={className}>
      {({ id, describedBy, invalid }) => (
        <div className="relative">
          <input
            ref={ref}
            id={id}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            aria-required={required || undefined}
            className={controlClasses(invalid, trailing ? 'pr-11' : undefined)}
            {...input}
          />
          {trailing && <div className="absolute inset-y-0 right-0 flex items-center pr-1">{trailing}</div>}
        </div>
      )}
    </FieldFrame>
  );
}
