// The lines of a combo: each a dish (a course, e.g. "First course") or a category of the service, with how many of it
// the combo holds; add and remove, at most COMBO_ITEMS_MAX.
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { COMBO_ITEMS_MAX, COMBO_ITEM_KINDS, COMBO_QUANTITY_MAX } from '@backoffice/shared';
import { NumberInput, SelectInput, TextInput, useFieldError } from '../../../components/form';
import { Button } from '../../../components/ui/Button';

export function ComboItemsEditor({ suggestions }: { suggestions: readonly string[] }) {
  const { t } = useTranslation('combos');
  const { control } = useFormContext();
  const { fields, append, remove } = useFieldArray({ control, name: 'items' });
  // A list-level message (no line at all, too many) sits on the array itself or, for a field array, on its root.
  const rootError = useFieldError('items.root');
  const arrayError = useFieldError('items');
  const listError = rootError ?? arrayError;
  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={listError ? 'combo-items-error' : undefined}>
      <legend className="text-sm font-semibold text-slate-900">{t('fields.items')}</legend>
      <p className="text-sm text-slate-600">{t('form.itemsHint')}</p>
      {fields.map((field, index) => (
        <div
          key={field.id}
          className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-[10rem_1fr_6rem_auto] sm:items-end"
          data-combo-item={index}
        >
          <SelectInput
            name={`items.${index}.kind`}
            label={t('fields.kind', { number: index + 1 })}
            options={COMBO_ITEM_KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))}
          />
          <TextInput
            name={`items.${index}.name`}
            label={t('fields.itemName', { number: index + 1 })}
            list="combo-item-suggestions"
            autoComplete="off"
            required
          />
          <NumberInput
            name={`items.${index}.quantity`}
            label={t('fields.quantity', { number: index + 1 })}
            min={1}
            max={COMBO_QUANTITY_MAX}
            step={1}
          />
          <Button
            size="sm"
            variant="ghost"
            onClick={() => remove(index)}
            aria-label={t('form.removeItem', { number: index + 1 })}
          >
            {t('form.remove')}
          </Button>
        </div>
      ))}
      <datalist id="combo-item-suggestions">
        {suggestions.map((suggestion) => (
          <option key={suggestion} value={suggestion} />
        ))}
      </datalist>
      {listError && (
        <p id="combo-items-error" role="alert" className="text-sm font-medium text-red-700">
          {listError}
        </p>
      )}
      {fields.length < COMBO_ITEMS_MAX && (
        <div>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => append({ kind: 'dish', name: '', quantity: 1 })}
          >
            {t('form.addItem')}
          </Button>
        </div>
      )}
    </fieldset>
  );
}
