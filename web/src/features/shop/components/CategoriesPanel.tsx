// The categories of the service: names in the eight languages, price, points, limit, availability, hours and the
// running/stopped state (live), with edit and stop/resume behind a confirmation (spec §4) for the screen's roles.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isUnlimitedCourseMaximum, localizedText, type TimeRange } from '@backoffice/shared';
import { Badge } from '../../../components/ui/Badge';
import { Button } from '../../../components/ui/Button';
import { EmptyState } from '../../../components/ui/EmptyState';
import { formatMoney } from '../../../lib/format';
import {
  CategoryStopDialogs,
  useCategoryStopFlow,
  useContentLanguage,
  type CatalogueCategory,
  type ProductsByCategory,
} from '../../ifm-service';
import { CategoryDrawer, type CategoryEditing } from './CategoryDrawer';
import { categoryHours } from './category-facts';
import { LanguageMarks } from './LanguageMarks';

export interface ServiceContext {
  serviceId: string;
  currency: string;
  categories: readonly CatalogueCategory[];
  mayManage: boolean;
  /** The service's own hours, the bounds of category hours (null when the service names none). */
  serviceHours: TimeRange | null;
}

export function CategoriesPanel({
  serviceId,
  currency,
  categories,
  mayManage,
  serviceHours,
  products,
}: ServiceContext & { products: ProductsByCategory | undefined }) {
  const { t } = useTranslation('shop');
  const language = useContentLanguage();
  const flow = useCategoryStopFlow(serviceId, categories);
  const [editing, setEditing] = useState<CategoryEditing | null>(null);
  const nextPos = Math.max(0, ...categories.map((category) => category.pos ?? 0)) + 1;
  const running = categories.filter((category) => !category.stopped).length;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-700">
          {t('categories.summary', { running, total: categories.length })}
        </p>
        {mayManage && <Button onClick={() => setEditing({ category: null })}>{t('categories.add')}</Button>}
      </div>
      {categories.length === 0 ? (
        <EmptyState title={t('categories.empty')} />
      ) : (
        <ul className="space-y-3">
          {categories.map((category) => {
            const name = localizedText(category.name, language) || t('categories.unnamed');
            const hours = categoryHours(category);
            const count = products?.get(category.id)?.length;
            return (
              <li
                key={category.id}
                data-category-id={category.id}
                data-stopped={category.stopped}
                className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
              >
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div className="min-w-0 space-y-1">
                    <div className="flex flex-wrap items-center gap-2">
                      <h2 className="text-base font-semibold text-slate-900">{name}</h2>
                      <Badge tone={category.stopped ? 'danger' : 'success'}>
                        {t(category.stopped ? 'categories.stopped' : 'categories.running')}
                      </Badge>
                      {!category.available && <Badge tone="neutral">{t('categories.unavailable')}</Badge>}
                    </div>
                    <LanguageMarks texts={category.name} />
                    <p className="flex flex-wrap gap-x-4 text-sm text-slate-700">
                      <span>{t('categories.price', { price: formatMoney(category.price, currency) })}</span>
                      <span>{t('categories.points', { points: category.points })}</span>
                      <span>
                        {category.max_quantity === undefined ||
                        isUnlimitedCourseMaximum(category.max_quantity)
                          ? t('categories.noLimit')
                          : t('categories.maxQuantity', { count: category.max_quantity })}
                      </span>
                      <span>
                        {hours.length === 0
                          ? t('categories.serviceHours')
                          : t('categories.hours', {
                              hours: hours.map((range) => `${range.from}–${range.to}`).join(', '),
                            })}
                      </span>
                      {count !== undefined && <span>{t('categories.products', { count })}</span>}
                    </p>
                  </div>
                  {mayManage && (
                    <div className="flex gap-2">
                      <Button
                        size="sm"
                        variant="secondary"
                        aria-label={t('categories.editLabel', { name })}
                        onClick={() => setEditing({ category })}
                      >
                        {t('categories.edit')}
                      </Button>
                      <Button
                        size="sm"
                        variant={category.stopped ? 'primary' : 'danger'}
                        aria-label={t(category.stopped ? 'categories.resumeLabel' : 'categories.stopLabel', {
                          name,
                        })}
                        onClick={() => flow.ask(category, name)}
                      >
                        {t(category.stopped ? 'categories.resume' : 'categories.stop')}
                      </Button>
                    </div>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <CategoryStopDialogs flow={flow} />
      <CategoryDrawer
        serviceId={serviceId}
        currency={currency}
        serviceHours={serviceHours}
        editing={editing}
        nextPos={nextPos}
        onClose={() => setEditing(null)}
      />
    </div>
  );
}
