// The price a customer pays for a combination chosen here, recomputed live from the product being edited (the shared
// previewPrice: percentages of the product's price, variant min/max, the maximum order quantity).
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  choiceSurcharge,
  defaultSelection,
  localizedText,
  previewPrice,
  type PriceSelection,
  type PricedChoice,
} from '@backoffice/shared';
import { TextField } from '../../../components/ui/TextField';
import { formatMoney } from '../../../lib/format';
import { useContentLanguage } from '../../ifm-service';

interface WatchedChoice {
  name?: unknown;
  price?: unknown;
  is_percentage?: unknown;
}
interface WatchedVariant {
  name?: unknown;
  min?: unknown;
  max?: unknown;
  options?: WatchedChoice[];
}

const numberOr = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;
const priced = (choice: WatchedChoice): PricedChoice => ({
  price: numberOr(choice.price, 0),
  is_percentage: choice.is_percentage === true,
});

function toggled(list: readonly number[], index: number, on: boolean): number[] {
  return on ? [...list, index] : list.filter((entry) => entry !== index);
}

export function PricePreview({ currency }: { currency: string }) {
  const { t } = useTranslation('shop');
  const language = useContentLanguage();
  const { control } = useFormContext();
  const [price, maxQuantity, options, variants] = useWatch({
    control,
    name: ['price', 'max_quantity', 'options', 'variants'],
  }) as [unknown, unknown, WatchedChoice[] | undefined, WatchedVariant[] | undefined];
  const product = {
    price: numberOr(price, 0),
    max_quantity: numberOr(maxQuantity, 99999),
    options: (options ?? []).map(priced),
    variants: (variants ?? []).map((variant) => ({
      min: numberOr(variant.min, 0),
      max: numberOr(variant.max, 1),
      options: (variant.options ?? []).map(priced),
    })),
  };
  const [selection, setSelection] = useState<PriceSelection>(() => defaultSelection(product));
  const preview = previewPrice(product, selection, currency);
  const name = (texts: unknown, fallback: string) => localizedText(texts, language) || fallback;
  const surcharge = (choice: PricedChoice) => {
    const amount = choiceSurcharge(choice, product.price);
    if (amount === 0) return t('preview.included');
    const text = formatMoney(Math.abs(amount), currency);
    return amount > 0 ? `+${text}` : `−${text}`;
  };

  const box = (label: string, checked: boolean, onChange: (on: boolean) => void, extra: string) => (
    <label className="flex items-center justify-between gap-3 text-sm">
      <span className="inline-flex items-center gap-2">
        <input
          type="checkbox"
          className="size-4 rounded border-slate-400"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
        />
        {label}
      </span>
      <span className="text-slate-600">{extra}</span>
    </label>
  );

  return (
    <section
      aria-labelledby="price-preview-title"
      className="space-y-3 rounded-lg border border-brand-200 bg-brand-50/40 p-3"
    >
      <h3 id="price-preview-title" className="text-sm font-semibold text-slate-900">
        {t('preview.title')}
      </h3>
      {product.options.length > 0 && (
        <fieldset className="space-y-1">
          <legend className="text-xs font-semibold text-slate-700 uppercase">{t('fields.options')}</legend>
          {product.options.map((choice, index) => (
            <div key={index}>
              {box(
                name(options?.[index]?.name, t('preview.option', { number: index + 1 })),
                selection.options.includes(index),
                (on) =>
                  setSelection((current) => ({ ...current, options: toggled(current.options, index, on) })),
                surcharge(choice),
              )}
            </div>
          ))}
        </fieldset>
      )}
      {product.variants.map((variant, variantIndex) => (
        <fieldset key={variantIndex} className="space-y-1">
          <legend className="text-xs font-semibold text-slate-700 uppercase">
            {name(variants?.[variantIndex]?.name, t('preview.variant', { number: variantIndex + 1 }))}{' '}
            <span className="font-normal normal-case">
              {t('preview.choices', { min: variant.min, max: variant.max })}
            </span>
          </legend>
          {variant.options.map((choice, index) => (
            <div key={index}>
              {box(
                name(
                  variants?.[variantIndex]?.options?.[index]?.name,
                  t('preview.option', { number: index + 1 }),
                ),
                (selection.variants[variantIndex] ?? []).includes(index),
                (on) =>
                  setSelection((current) => {
                    const next = product.variants.map((_, i) => [...(current.variants[i] ?? [])]);
                    next[variantIndex] = toggled(next[variantIndex] ?? [], index, on);
                    return { ...current, variants: next };
                  }),
                surcharge(choice),
              )}
            </div>
          ))}
        </fieldset>
      ))}
      <TextField
        label={t('preview.quantity')}
        type="number"
        min={1}
        step={1}
        className="w-32"
        value={String(selection.quantity)}
        onChange={(event) =>
          setSelection((current) => ({
            ...current,
            quantity: Number.isFinite(event.target.valueAsNumber) ? event.target.valueAsNumber : 0,
          }))
        }
      />
      <div aria-live="polite" className="space-y-1">
        <p className="text-base font-semibold text-slate-900" data-preview-unit={preview.unit}>
          {t('preview.unit', { price: formatMoney(preview.unit, currency) })}
        </p>
        <p className="text-sm text-slate-700">
          {t('preview.total', { count: selection.quantity, price: formatMoney(preview.total, currency) })}
        </p>
        {preview.problems.map((problem, index) => (
          <p key={index} className="text-sm font-medium text-amber-800">
            {problem.kind === 'quantity'
              ? t('preview.tooMany', { max: problem.max })
              : t(problem.kind === 'tooFewChoices' ? 'preview.tooFewChoices' : 'preview.tooManyChoices', {
                  variant: name(
                    variants?.[problem.variant]?.name,
                    t('preview.variant', { number: problem.variant + 1 }),
                  ),
                  count: problem.kind === 'tooFewChoices' ? problem.min : problem.max,
                })}
          </p>
        ))}
      </div>
    </section>
  );
}
