// The authorised users of a service of the active canteen (spec §2 Services screen, authorised-users tab):
// search the canteen's customers and authorise them, the list with removal, a message when there is none.
import { useTranslation } from 'react-i18next';
import { localizedText } from '@backoffice/shared';
import { Alert } from '../../../components/ui/Alert';
import { EmptyState } from '../../../components/ui/EmptyState';
import { PageHeader } from '../../../components/ui/PageHeader';
import { Skeleton } from '../../../components/ui/Skeleton';
import { useActiveService, type ServiceScreenProps } from './active-service';
import { AuthorizedUsersPanel } from './AuthorizedUsersPanel';
import { useContentLanguage } from './language';
import { useFirstData } from '../../../lib/perf';

export function AuthorizedUsersScreen({ tag, routeId }: ServiceScreenProps) {
  const { t } = useTranslation('services');
  const { t: shell } = useTranslation('shell');
  const language = useContentLanguage();
  const { canteenId, canteenName, serviceId, service, mayManage } = useActiveService(tag);
  const title = shell(`screens.${routeId}`);
  useFirstData(service.error !== undefined || service.data !== undefined || !serviceId);

  const body = () => {
    if (service.error) return <Alert tone="error">{t('users.loadError')}</Alert>;
    if (service.data === null || !serviceId) {
      return <EmptyState title={t('catalogue.noServiceTitle')} description={t('catalogue.noServiceText')} />;
    }
    if (!service.data) {
      return (
        <div className="space-y-6" aria-busy="true">
          <Skeleton className="h-40 w-full rounded-xl" />
          <Skeleton className="h-64 w-full rounded-xl" />
        </div>
      );
    }
    return <AuthorizedUsersPanel canteenId={canteenId} serviceId={serviceId} mayManage={mayManage} />;
  };

  return (
    <>
      <PageHeader
        title={title}
        description={
          service.data
            ? t('users.description', {
                canteen: canteenName,
                service: localizedText(service.data.name, language) || shell(`screens.${routeId}`),
              })
            : undefined
        }
      />
      {body()}
    </>
  );
}
