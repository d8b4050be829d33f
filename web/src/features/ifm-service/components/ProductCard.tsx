// One product as requests offer it: image, name, description, price, points, limits, timing and extras.
import { useTranslation } from 'react-i18next';
import { isUnlimitedCourseMaximum, localizedText } from '@backoffice/shared';
import { Badge } from '../../../components/ui/Badge';
import { formatMoney } from '../../../lib/format';
import type { CatalogueProduct } from '../api/products';
import { useContentLanguage } from './language';
import { ProductExtras } from './ProductExtras';

export function ProductCard({ product, currency }: { product: CatalogueProduct; currency: string }) {
  const { t } = useTranslation('services');
  const language = useContentLanguage();
  const name = localizedText(product.name, language) || t('catalogue.product.unnamed');
  const description = localizedText(product.description, language);
  const facts: Array<[string, string]> = [
    [t('catalogue.product.price'), formatMoney(product.price, currency)],
    [t('catalogue.product.points'), String(product.points)],
    [
      t('catalogue.product.maxQuantity'),
      product.max_quantity === undefined || isUnlimitedCourseMaximum(product.max_quantity)
        ? t('catalogue.category.noLimit')
        : String(product.max_quantity),
    ],
    [
      t('catalogue.product.timing'),
      product.timing_hours
        ? t('catalogue.product.timingHours', { hours: product.timing_hours })
        : t('catalogue.product.timingNone'),
    ],
  ];
  return (
    <li className="flex flex-col rounded-lg border border-slate-200 p-4" data-product-id={product.id}>
      <div className="flex gap-3">
        {product.image ? (
          <img
            src={product.image}
            alt=""
            className="size-16 shrink-0 rounded-md object-cover"
            loading="lazy"
          />
        ) : null}
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="font-semibold text-slate-900">{name}</h3>
            <Badge tone={product.available ? 'success' : 'neutral'}>
              {t(product.available ? 'catalogue.product.available' : 'catalogue.product.unavailable')}
            </Badge>
          </div>
          {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
        </div>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
        {facts.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-2">
            <dt className="text-slate-600">{label}</dt>
            <dd className="font-medium text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <ProductExtras product={product} currency={currency} />
    </li>
  );
}
