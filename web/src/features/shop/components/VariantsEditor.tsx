// A product's variants (spec §3 Variant, §5): name per language, minimum and maximum choices (usually 1), options.
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PRODUCT_VARIANTS_MAX } from '@backoffice/shared';
import { NumberInput, TranslatableFields } from '../../../components/form';
import { Button } from '../../../components/ui/Button';
import { ChoicesEditor } from './ChoicesEditor';

export function VariantsEditor() {
  const { t } = useTranslation('shop');
  const { control } = useFormContext();
  const { fields, append, remove } = useFieldArray({ control, name: 'variants' });
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="text-sm font-semibold text-slate-900">{t('fields.variants')}</legend>
      {fields.map((field, index) => (
        <div
          key={field.id}
          className="space-y-3 rounded-lg border border-slate-300 bg-slate-50 p-3"
          data-variant={index}
        >
          <TranslatableFields
            fields={[
              {
                name: `variants.${index}.name`,
                label: t('fields.variantName', { number: index + 1 }),
                maxLength: 200,
              },
            ]}
          />
          <div className="grid grid-cols-2 gap-3">
            <NumberInput name={`variants.${index}.min`} label={t('fields.minChoices')} min={0} step={1} />
            <NumberInput name={`variants.${index}.max`} label={t('fields.maxChoices')} min={1} step={1} />
          </div>
          <ChoicesEditor
            name={`variants.${index}.options`}
            legend={t('fields.variantOptions', { number: index + 1 })}
            addLabel={t('fields.addVariantOption')}
          />
          <Button
            size="sm"
            variant="ghost"
            onClick={() => remove(index)}
            aria-label={t('fields.removeVariant', { number: index + 1 })}
          >
            {t('fields.removeVariantShort')}
          </Button>
        </div>
      ))}
      {fields.length < PRODUCT_VARIANTS_MAX && (
        <div>
          <Button
            size="sm"
            variant="secondary"
            onClick={() =>
              append({ name: {}, min: 1, max: 1, options: [{ name: {}, price: 0, is_percentage: false }] })
            }
          >
            {t('fields.addVariant')}
          </Button>
        </div>
      )}
    </fieldset>
  );
}
