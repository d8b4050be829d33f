// A product's add-on options and its variants (min/max choices and their options), with price changes.
import { useTranslation } from 'react-i18next';
import { localizedText } from '@backoffice/shared';
import { formatMoney } from '../../../lib/format';
import type { CatalogueProduct } from '../api/products';
import { useContentLanguage } from './language';

interface PricedOption {
  name: unknown;
  price: number;
  is_percentage: boolean;
}

function OptionList({ options, currency }: { options: readonly PricedOption[]; currency: string }) {
  const { t } = useTranslation('services');
  const language = useContentLanguage();
  const change = (option: PricedOption) => {
    if (option.price === 0) return t('catalogue.product.included');
    if (option.is_percentage) return t('catalogue.product.percentage', { value: option.price });
    return t('catalogue.product.extra', { amount: formatMoney(option.price, currency) });
  };
  return (
    <ul className="mt-1 space-y-0.5">
      {options.map((option, index) => (
        <li key={index} className="flex justify-between gap-3 text-sm">
          <span className="text-slate-800">{localizedText(option.name, language)}</span>
          <span className="shrink-0 text-slate-600">{change(option)}</span>
        </li>
      ))}
    </ul>
  );
}

export function ProductExtras({ product, currency }: { product: CatalogueProduct; currency: string }) {
  const { t } = useTranslation('services');
  const language = useContentLanguage();
  if (product.options.length === 0 && product.variants.length === 0) return null;
  return (
    <div className="mt-3 space-y-3 border-t border-slate-100 pt-3">
      {product.options.length > 0 && (
        <div>
          <h4 className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
            {t('catalogue.product.options')}
          </h4>
          <OptionList options={product.options} currency={currency} />
        </div>
      )}
      {product.variants.length > 0 && (
        <div>
          <h4 className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
            {t('catalogue.product.variants')}
          </h4>
          {product.variants.map((variant, index) => (
            <div key={index} className="mt-1">
              <p className="text-sm font-medium text-slate-900">
                {localizedText(variant.name, language)}{' '}
                <span className="font-normal text-slate-600">
                  (
                  {variant.min === variant.max
                    ? t('catalogue.product.choicesExact', { count: variant.min })
                    : t('catalogue.product.choices', { min: variant.min, max: variant.max })}
                  )
                </span>
              </p>
              <OptionList options={variant.options} currency={currency} />
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
