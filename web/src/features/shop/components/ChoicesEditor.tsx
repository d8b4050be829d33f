// A list of priced choices (a product's add-on options, or the options of one variant): names per language, a price
// change in money or as a percentage of the product's price; add and remove.
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PRODUCT_OPTIONS_MAX } from '@backoffice/shared';
import { CheckboxInput, NumberInput, TranslatableFields } from '../../../components/form';
import { Button } from '../../../components/ui/Button';

export function ChoicesEditor({
  name,
  legend,
  addLabel,
}: {
  name: string;
  legend: string;
  addLabel: string;
}) {
  const { t } = useTranslation('shop');
  const { control } = useFormContext();
  const { fields, append, remove } = useFieldArray({ control, name });
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="text-sm font-semibold text-slate-900">{legend}</legend>
      {fields.map((field, index) => (
        <div
          key={field.id}
          className="space-y-2 rounded-lg border border-slate-200 p-3"
          data-choice={`${name}.${index}`}
        >
          <TranslatableFields
            fields={[
              {
                name: `${name}.${index}.name`,
                label: t('fields.optionName', { number: index + 1 }),
                maxLength: 200,
              },
            ]}
          />
          <div className="flex flex-wrap items-end gap-3">
            <NumberInput
              name={`${name}.${index}.price`}
              label={t('fields.priceChange', { number: index + 1 })}
              hint={t('fields.priceChangeHint')}
              step="any"
            />
            <CheckboxInput name={`${name}.${index}.is_percentage`} label={t('fields.isPercentage')} />
            <Button
              size="sm"
              variant="ghost"
              onClick={() => remove(index)}
              aria-label={t('fields.removeOption', { number: index + 1 })}
            >
              {t('hours.remove')}
            </Button>
          </div>
        </div>
      ))}
      {fields.length < PRODUCT_OPTIONS_MAX && (
        <div>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => append({ name: {}, price: 0, is_percentage: false })}
          >
            {addLabel}
          </Button>
        </div>
      )}
    </fieldset>
  );
}
