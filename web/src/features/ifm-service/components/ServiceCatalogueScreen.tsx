// A service of the active canteen as requests offer it (spec §2 Services screen): its facts, its categories in
// order with their products and options, and stop/resume per category. /servizi/ifm now; shop and coffee break
// reuse it with their tag.
import { useTranslation } from 'react-i18next';
import { localizedText } from '@backoffice/shared';
import { Alert } from '../../../components/ui/Alert';
import { EmptyState } from '../../../components/ui/EmptyState';
import { PageHeader } from '../../../components/ui/PageHeader';
import { useServiceCategories } from '../api/categories';
import { useServiceProducts } from '../api/products';
import { useActiveService, type ServiceScreenProps } from './active-service';
import { CatalogueSkeleton } from './CatalogueSkeleton';
import { CategorySection } from './CategorySection';
import { CategoryStopDialogs, useCategoryStopFlow } from './CategoryStopDialogs';
import { useContentLanguage } from './language';
import { ServiceSummaryCard } from './ServiceSummaryCard';
import { useFirstData } from '../../../lib/perf';

export function ServiceCatalogueScreen({ tag, routeId }: ServiceScreenProps) {
  const { t } = useTranslation('services');
  const { t: shell } = useTranslation('shell');
  const language = useContentLanguage();
  const { canteenName, serviceId, fallbackCurrency, service, mayManage: mayStop } = useActiveService(tag);
  // Asked together with the service: the rules let the screen's roles read them by the service id alone.
  const categories = useServiceCategories(serviceId);
  const products = useServiceProducts(serviceId);
  const flow = useCategoryStopFlow(serviceId, categories.data ?? []);

  const title = shell(`screens.${routeId}`);
  const error = service.error ?? categories.error ?? products.error;
  useFirstData(
    error !== undefined ||
      service.data === null ||
      (service.data !== undefined && categories.data !== undefined),
  );
  const serviceName = service.data ? localizedText(service.data.name, language) || title : title;

  const body = () => {
    if (error) return <Alert tone="error">{t('catalogue.loadError')}</Alert>;
    if (service.data === null) {
      return <EmptyState title={t('catalogue.noServiceTitle')} description={t('catalogue.noServiceText')} />;
    }
    if (!service.data || !categories.data) return <CatalogueSkeleton />;
    const currency = service.data.currency ?? fallbackCurrency;
    const running = categories.data.filter((category) => !category.stopped).length;
    return (
      <div className="space-y-6">
        <ServiceSummaryCard
          service={service.data}
          currency={currency}
          running={running}
          total={categories.data.length}
        />
        {categories.data.length === 0 ? (
          <EmptyState title={t('catalogue.noCategories')} />
        ) : (
          categories.data.map((category) => (
            <CategorySection
              key={category.id}
              category={category}
              products={products.data ? (products.data.get(category.id) ?? []) : undefined}
              currency={currency}
              onToggleStop={mayStop ? flow.ask : null}
            />
          ))
        )}
      </div>
    );
  };

  return (
    <>
      <PageHeader
        title={title}
        description={
          service.data
            ? t('catalogue.description', { service: serviceName, canteen: canteenName })
            : undefined
        }
      />
      {body()}
      <CategoryStopDialogs flow={flow} />
    </>
  );
}
