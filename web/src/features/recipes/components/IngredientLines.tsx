// The recipe's ingredient lines: an ingredient found by name (any language, from 2 characters), its quantity per
// portion and unit; lines are added and removed freely.
import { useState } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { INGREDIENT_UNITS, localizedText, type UiLanguage } from '@backoffice/shared';
import { NumberInput, SelectInput, useFieldError } from '../../../components/form';
import { Button } from '../../../components/ui/Button';
import { SuggestionInput } from '../../../components/ui/SuggestionInput';
import { useIngredientSearch } from '../api/recipes';

function IngredientPicker({ index, currentName, language }: { index: number; currentName: string; language: UiLanguage }) {
  const { t } = useTranslation('recipes');
  const { setValue } = useFormContext();
  const [text, setText] = useState(currentName);
  const { data: found = [] } = useIngredientSearch(text === currentName ? '' : text);
  const error = useFieldError(`ingredients.${index}.ingredient_id`);
  return (
    <SuggestionInput
      label={t('lines.ingredient')}
      value={text}
      language={language}
      error={error}
      items={found.map((item) => ({ value: item.id, labels: { [language]: localizedText(item.name, language), ...item.name } }))}
      onValueChange={(value) => {
        const chosen = found.find((item) => item.id === value);
        if (!chosen) {
          setText(value);
          return;
        }
        setText(localizedText(chosen.name, language));
        setValue(`ingredients.${index}.ingredient_id`, chosen.id, { shouldDirty: true, shouldValidate: true });
        setValue(`ingredients.${index}.unit`, chosen.unit, { shouldDirty: true });
      }}
    />
  );
}

export function IngredientLines({ names, language }: { names: ReadonlyMap<string, string>; language: UiLanguage }) {
  const { t } = useTranslation('recipes');
  const { control } = useFormContext();
  const { fields, append, remove } = useFieldArray({ control, name: 'ingredients' });
  const lines = (useWatch({ control, name: 'ingredients' }) ?? []) as Array<{ ingredient_id?: string }>;
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="text-sm font-medium text-slate-800">{t('lines.title')}</legend>
      <p className="text-xs text-slate-600">{t('lines.hint')}</p>
      {fields.map((field, index) => (
        <div key={field.id} className="grid items-end gap-2 sm:grid-cols-[1fr_8rem_7rem_auto]" data-ingredient-line={index}>
          <IngredientPicker
            index={index}
            language={language}
            currentName={names.get(lines[index]?.ingredient_id ?? '') ?? ''}
          />
          <NumberInput name={`ingredients.${index}.quantity`} label={t('lines.quantity')} min={0} step="any" required />
          <SelectInput
            name={`ingredients.${index}.unit`}
            label={t('fields.unit')}
            options={INGREDIENT_UNITS.map((unit) => ({ value: unit, label: t(`units.${unit}`) }))}
          />
          <Button variant="ghost" onClick={() => remove(index)} aria-label={t('lines.removeLabel', { index: index + 1 })}>
            {t('lines.remove')}
          </Button>
        </div>
      ))}
      <div>
        <Button variant="secondary" onClick={() => append({ ingredient_id: '', quantity: 100, unit: 'g' })}>
          {t('lines.add')}
        </Button>
      </div>
    </fieldset>
  );
}
