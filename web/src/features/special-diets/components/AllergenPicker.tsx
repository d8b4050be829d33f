// The diet's excluded allergens as a group of checkboxes (spec §3 codes), names from the shared catalogue.
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ALLERGENS, ALLERGEN_CODES, CATALOGUE_NAMESPACE, type AllergenCode } from '@backoffice/shared';
import { useFieldError } from '../../../components/form';

/** The allergen's name in the UI language (catalogue:allergens.milk…). */
export function useAllergenName() {
  const { t } = useTranslation(CATALOGUE_NAMESPACE);
  return (code: AllergenCode) => t(`allergens.${ALLERGENS[code]}`);
}

export function AllergenPicker({ name, label, hint }: { name: string; label: string; hint: string }) {
  const allergenName = useAllergenName();
  const { field } = useController({ name });
  const error = useFieldError(name);
  const selected = new Set<number>((field.value as number[] | undefined) ?? []);
  const toggle = (code: AllergenCode, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(code);
    else next.delete(code);
    field.onChange([...next].sort((a, b) => a - b));
  };
  const hintId = `${name}-hint`;
  const errorId = `${name}-error`;
  return (
    <fieldset
      className="flex flex-col gap-2"
      aria-describedby={error ? `${hintId} ${errorId}` : hintId}
      aria-invalid={error ? true : undefined}
    >
      <legend className="text-sm font-medium text-slate-800">
        {label}
        <span aria-hidden="true" className="ml-0.5 text-red-700">
          *
        </span>
      </legend>
      <p id={hintId} className="text-xs text-slate-600">
        {hint}
      </p>
      <div className="grid grid-cols-2 gap-x-4 gap-y-1.5">
        {ALLERGEN_CODES.map((code, index) => (
          <label key={code} className="inline-flex items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              // The first box takes the focus when the schema refuses an empty list.
              ref={index === 0 ? field.ref : undefined}
              checked={selected.has(code)}
              onChange={(event) => toggle(code, event.target.checked)}
              onBlur={field.onBlur}
              className="size-4 rounded border-slate-400 text-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600"
            />
            {allergenName(code)}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
