// The products of the service, by category (the category filter is kept in the address), live: name with its
// languages, price, points, availability, options and variants; new and edit for the screen's roles.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isUnlimitedCourseMaximum, localizedText, type ProductFormInput } from '@backoffice/shared';
import { Badge } from '../../../components/ui/Badge';
import { Button } from '../../../components/ui/Button';
import { EmptyState } from '../../../components/ui/EmptyState';
import { SelectField } from '../../../components/ui/SelectField';
import { Skeleton } from '../../../components/ui/Skeleton';
import { formatMoney } from '../../../lib/format';
import { useContentLanguage, type CatalogueProduct, type ProductsByCategory } from '../../ifm-service';
import type { ServiceContext } from './CategoriesPanel';
import { LanguageMarks } from './LanguageMarks';
import { ProductDrawer, type ProductEditing } from './ProductDrawer';
import { ProductImport } from './ProductImport';

interface Props extends ServiceContext {
  products: ProductsByCategory | undefined;
  /** The mass import's dialog is open (its screen pauses the live list meanwhile). */
  importing: boolean;
  onImporting: (open: boolean) => void;
  categoryFilter: string;
  onCategoryFilter: (categoryId: string) => void;
}

/** The service a new product is offered in: the tag of its service id (SHOP_C_1001 → shop). */
function tagOf(serviceId: string): ProductFormInput['services'] {
  const tag = serviceId.split('_')[0]?.toLowerCase();
  return tag === 'shop' || tag === 'coffeebreak' || tag === 'ifm' ? [tag] : [];
}

export function ProductsPanel({
  serviceId,
  currency,
  categories,
  mayManage,
  products,
  importing,
  onImporting,
  categoryFilter,
  onCategoryFilter,
}: Props) {
  const { t } = useTranslation('shop');
  const language = useContentLanguage();
  const [editing, setEditing] = useState<ProductEditing | null>(null);
  const tag = tagOf(serviceId)[0];
  const shown =
    categoryFilter && categories.some((category) => category.id === categoryFilter)
      ? categories.filter((category) => category.id === categoryFilter)
      : categories;
  const firstCategory = shown[0]?.id ?? '';

  const card = (product: CatalogueProduct) => {
    const name = localizedText(product.name, language) || t('products.unnamed');
    return (
      <li
        key={product.id}
        data-product-id={product.id}
        className="flex flex-wrap items-start justify-between gap-3 rounded-lg border border-slate-200 bg-white p-3"
      >
        <div className="min-w-0 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="font-semibold text-slate-900">{name}</h3>
            {!product.available && <Badge tone="neutral">{t('products.unavailable')}</Badge>}
          </div>
          <LanguageMarks texts={product.name} />
          <p className="flex flex-wrap gap-x-4 text-sm text-slate-700">
            <span>{formatMoney(product.price, currency)}</span>
            <span>{t('categories.points', { points: product.points })}</span>
            <span>
              {product.max_quantity === undefined || isUnlimitedCourseMaximum(product.max_quantity)
                ? t('categories.noLimit')
                : t('categories.maxQuantity', { count: product.max_quantity })}
            </span>
            <span>
              {t('products.extras', { options: product.options.length, variants: product.variants.length })}
            </span>
          </p>
        </div>
        {mayManage && (
          <Button
            size="sm"
            variant="secondary"
            aria-label={t('products.editLabel', { name })}
            onClick={() => setEditing({ product, categoryId: product.category_id ?? firstCategory })}
          >
            {t('categories.edit')}
          </Button>
        )}
      </li>
    );
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <SelectField
          label={t('products.categoryFilter')}
          className="w-72"
          value={categoryFilter}
          onChange={(event) => onCategoryFilter(event.target.value)}
          options={[
            { value: '', label: t('products.allCategories') },
            ...categories.map((category) => ({
              value: category.id,
              label: localizedText(category.name, language) || category.id,
            })),
          ]}
        />
        {mayManage && firstCategory && (
          <div className="flex flex-wrap gap-2">
            {products && tag && (
              <Button variant="secondary" onClick={() => onImporting(true)}>
                {t('import.open')}
              </Button>
            )}
            <Button onClick={() => setEditing({ product: null, categoryId: firstCategory })}>
              {t('products.add')}
            </Button>
          </div>
        )}
      </div>
      {!products ? (
        <Skeleton className="h-64 w-full rounded-xl" />
      ) : (
        shown.map((category) => {
          const list = products.get(category.id) ?? [];
          return (
            <section
              key={category.id}
              aria-label={localizedText(category.name, language)}
              className="space-y-2"
            >
              <h2 className="text-base font-semibold text-slate-900">
                {localizedText(category.name, language)}
              </h2>
              {list.length === 0 ? (
                <EmptyState title={t('products.empty')} />
              ) : (
                <ul className="grid grid-cols-1 gap-3 xl:grid-cols-2">{list.map(card)}</ul>
              )}
            </section>
          );
        })
      )}
      {importing && products && tag && (
        <ProductImport
          serviceId={serviceId}
          currency={currency}
          categories={categories}
          language={language}
          onClose={() => onImporting(false)}
        />
      )}
      <ProductDrawer
        serviceId={serviceId}
        tagServices={tagOf(serviceId)}
        currency={currency}
        categories={categories}
        editing={editing}
        onClose={() => setEditing(null)}
      />
    </div>
  );
}
