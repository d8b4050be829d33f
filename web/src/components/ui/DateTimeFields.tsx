// Date and time pickers: the browser's native pickers (accessible, localised) in the design system's frame.
import type { InputHTMLAttributes, ReactNode } from 'react';
import { FieldFrame, controlClasses } from './Field';

export interface PickerFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
}

function PickerField({ type, label, error, hint, className, required, ...input }: PickerFieldProps & { type: string }) {
  return (
    <FieldFrame label={label} error={error} hint={hint} required={required} className={className}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          type={type}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          required={required}
          className={controlClasses(invalid)}
          {...input}
        />
      )}
    </FieldFrame>
  );
}

/** A calendar date (value YYYY-MM-DD). */
export function DateField(props: PickerFieldProps) {
  return <PickerField type="date" {...props} />;
}

/** A time of day (value HH:MM). */
export function TimeField(props: PickerFieldProps) {
  return <PickerField type="time" {...props} />;
}

/** A date and time (value YYYY-MM-DDTHH:MM). */
export function DateTimeField(props: PickerFieldProps) {
  return <PickerField type="datetime-local" {...props} />;
}
