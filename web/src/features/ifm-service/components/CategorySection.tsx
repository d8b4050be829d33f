// A category of the service: its name, price, points, limit, availability and stopped state, the stop/resume
// action, and its products.
import { useTranslation } from 'react-i18next';
import { isUnlimitedCourseMaximum, localizedText } from '@backoffice/shared';
import { Badge } from '../../../components/ui/Badge';
import { Button } from '../../../components/ui/Button';
import { formatMoney } from '../../../lib/format';
import type { CatalogueCategory } from '../api/categories';
import type { CatalogueProduct } from '../api/products';
import { useContentLanguage } from './language';
import { ProductCard } from './ProductCard';

interface Props {
  category: CatalogueCategory;
  products: readonly CatalogueProduct[] | undefined;
  currency: string;
  /** Null when the reader may not stop or resume categories. */
  onToggleStop: ((category: CatalogueCategory, name: string) => void) | null;
}

export function CategorySection({ category, products, currency, onToggleStop }: Props) {
  const { t } = useTranslation('services');
  const language = useContentLanguage();
  const name = localizedText(category.name, language) || t('catalogue.category.unnamed');
  const headingId = `category-${category.id}`;
  const limit =
    category.max_quantity === undefined || isUnlimitedCourseMaximum(category.max_quantity)
      ? t('catalogue.category.noLimit')
      : t('catalogue.category.maxQuantity', { count: category.max_quantity });

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-slate-200 bg-white shadow-sm"
      data-category-id={category.id}
      data-stopped={category.stopped}
    >
      <header className="flex flex-wrap items-start justify-between gap-3 border-b border-slate-200 px-5 py-3">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id={headingId} className="text-base font-semibold text-slate-900">
              {name}
            </h2>
            <Badge tone={category.stopped ? 'danger' : 'success'}>
              {t(category.stopped ? 'catalogue.category.stopped' : 'catalogue.category.running')}
            </Badge>
            <Badge tone={category.available ? 'info' : 'neutral'}>
              {t(category.available ? 'catalogue.category.available' : 'catalogue.category.unavailable')}
            </Badge>
          </div>
          <p className="mt-1 flex flex-wrap gap-x-3 text-sm text-slate-600">
            <span>{t('catalogue.category.priceFrom', { price: formatMoney(category.price, currency) })}</span>
            <span>{t('catalogue.category.points', { points: category.points })}</span>
            <span>{limit}</span>
          </p>
        </div>
        {onToggleStop && (
          <Button
            size="sm"
            variant={category.stopped ? 'primary' : 'secondary'}
            aria-label={t(
              category.stopped ? 'catalogue.category.resumeLabel' : 'catalogue.category.stopLabel',
              {
                name,
              },
            )}
            onClick={() => onToggleStop(category, name)}
          >
            {t(category.stopped ? 'catalogue.category.resume' : 'catalogue.category.stop')}
          </Button>
        )}
      </header>
      <div className="p-5">
        {products && products.length > 0 ? (
          <ul className="grid grid-cols-1 gap-4 lg:grid-cols-2">
            {products.map((product) => (
              <ProductCard key={product.id} product={product} currency={currency} />
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-600">{t('catalogue.noProducts')}</p>
        )}
      </div>
    </section>
  );
}
