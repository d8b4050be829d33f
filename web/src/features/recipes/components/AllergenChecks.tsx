// Allergen codes (spec §3) as a group of checkboxes bound to a form field, names and icons from the shared catalogue.
import { useController } from 'react-hook-form';
import { ALLERGEN_CODES, type AllergenCode } from '@backoffice/shared';
import { useAllergenLabel } from '../../../components/ui/AllergenList';

export function AllergenChecks({ name, legend, disabled = false }: { name: string; legend: string; disabled?: boolean }) {
  const label = useAllergenLabel();
  const { field } = useController({ name });
  const selected = new Set<number>((field.value as number[] | undefined) ?? []);
  const toggle = (code: AllergenCode, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(code);
    else next.delete(code);
    field.onChange([...next].sort((a, b) => a - b));
  };
  return (
    <fieldset className="flex flex-col gap-2" disabled={disabled}>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <div className="grid grid-cols-2 gap-1 sm:grid-cols-4">
        {ALLERGEN_CODES.map((code) => (
          <label key={code} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={selected.has(code)}
              onChange={(event) => toggle(code, event.target.checked)}
              onBlur={field.onBlur}
            />
            {label(code)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
