// A set of checkboxes bound to one array field of the form (services, courses); none ticked means "all".
import { useController } from 'react-hook-form';
import { useFieldError } from '../../../components/form';

export function CheckboxGroup({
  name,
  legend,
  hint,
  options,
}: {
  name: string;
  legend: string;
  hint?: string;
  options: readonly { value: string; label: string }[];
}) {
  const { field } = useController({ name });
  const error = useFieldError(name);
  const selected = (field.value as string[] | undefined) ?? [];
  const toggle = (value: string) =>
    field.onChange(
      selected.includes(value) ? selected.filter((item) => item !== value) : [...selected, value],
    );
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      {hint && <p className="text-xs text-slate-600">{hint}</p>}
      <div className="flex flex-wrap gap-x-4 gap-y-1">
        {options.map((option) => (
          <label key={option.value} className="inline-flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={selected.includes(option.value)}
              onChange={() => toggle(option.value)}
              onBlur={field.onBlur}
            />
            {option.label}
          </label>
        ))}
      </div>
      {error && <p className="text-sm font-medium text-red-700">{error}</p>}
    </fieldset>
  );
}
