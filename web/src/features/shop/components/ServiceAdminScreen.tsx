// A shop or coffee-break service of the active canteen (spec §2 Services screen): categories with stop/resume, products
// with options, variants and the customer's price, service and category hours, the authorised users.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localizedText } from '@backoffice/shared';
import { Alert } from '../../../components/ui/Alert';
import { EmptyState } from '../../../components/ui/EmptyState';
import { PageHeader } from '../../../components/ui/PageHeader';
import { Skeleton } from '../../../components/ui/Skeleton';
import { Tabs } from '../../../components/ui/Tabs';
import { useFirstData } from '../../../lib/perf';
import { useUrlState } from '../../../lib/url-state';
import {
  AuthorizedUsersPanel,
  useActiveService,
  useContentLanguage,
  useServiceCategories,
  useServiceProducts,
  type CatalogueTag,
} from '../../ifm-service';
import { CategoriesPanel } from './CategoriesPanel';
import { HoursPanel } from './HoursPanel';
import { ProductsPanel } from './ProductsPanel';
import { ShopSettingsCard } from './ShopSettingsCard';
import { SERVICE_TABS, parseServiceScreenQuery, serviceScreenQuery } from './tabs';

export function ServiceAdminScreen({ tag, routeId }: { tag: CatalogueTag; routeId: string }) {
  const { t } = useTranslation('shop');
  const { t: shell } = useTranslation('shell');
  const language = useContentLanguage();
  const { canteenId, canteenName, serviceId, service, fallbackCurrency, mayManage } = useActiveService(tag);
  const categories = useServiceCategories(serviceId);
  // The products tab's mass import: the live list pauses while its dialog is open (useServiceProducts).
  const [importing, setImporting] = useState(false);
  const products = useServiceProducts(serviceId, { paused: importing });
  const { value: query, apply } = useUrlState(parseServiceScreenQuery, serviceScreenQuery);
  const title = shell(`screens.${routeId}`);
  const error = service.error ?? categories.error ?? products.error;
  useFirstData(
    error !== undefined ||
      service.data === null ||
      (service.data !== undefined && categories.data !== undefined),
  );

  const body = () => {
    if (error) return <Alert tone="error">{t('loadError')}</Alert>;
    if (service.data === null || !serviceId)
      return <EmptyState title={t('noServiceTitle')} description={t('noServiceText')} />;
    if (!service.data || !categories.data) {
      return (
        <div className="space-y-4" aria-busy="true">
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-64 w-full rounded-xl" />
        </div>
      );
    }
    const currency = service.data.currency ?? fallbackCurrency;
    const context = {
      serviceId,
      currency,
      categories: categories.data,
      mayManage,
      serviceHours: service.data.hours,
    };
    const panels = {
      categories: <CategoriesPanel {...context} products={products.data} />,
      products: (
        <ProductsPanel
          {...context}
          products={products.data}
          importing={importing}
          onImporting={setImporting}
          categoryFilter={query.category}
          onCategoryFilter={(category) => apply((current) => ({ ...current, category }), { replace: true })}
        />
      ),
      hours: (
        <div className="space-y-6">
          <HoursPanel {...context} />
          <ShopSettingsCard serviceId={serviceId} settings={service.data.settings} mayManage={mayManage} />
        </div>
      ),
      users: <AuthorizedUsersPanel canteenId={canteenId} serviceId={serviceId} mayManage={mayManage} />,
    };
    return (
      <Tabs
        selectedIndex={SERVICE_TABS.indexOf(query.tab)}
        onChange={(index) => apply((current) => ({ ...current, tab: SERVICE_TABS[index]! }))}
        tabs={SERVICE_TABS.map((tab) => ({ id: tab, label: t(`tabs.${tab}`), content: panels[tab] }))}
      />
    );
  };

  return (
    <>
      <PageHeader
        title={title}
        description={
          service.data
            ? t('description', {
                service: localizedText(service.data.name, language) || title,
                canteen: canteenName,
              })
            : undefined
        }
      />
      {body()}
    </>
  );
}
