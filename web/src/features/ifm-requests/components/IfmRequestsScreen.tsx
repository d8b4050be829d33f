// /richieste-ifm (the operator's list) and /richieste-ifm-admin: the active canteen's IFM requests (spec §2).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  EMPTY_IFM_FILTERS,
  IFM_REQUESTS_TOO_MANY,
  accessAllowed,
  hasIfmFilters,
  type IfmRequestFilters,
  type IfmRequestRow,
} from '@backoffice/shared';
import { useCurrentRoute } from '../../../lib/route-context';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { EmptyState } from '../../../components/ui/EmptyState';
import { PageHeader } from '../../../components/ui/PageHeader';
import { formatCount } from '../../../lib/format';
import { useSessionState } from '../../../lib/session-state';
import { useSession } from '../../session';
import { useLiveList } from '../../../components/list/useLiveList';
import { ifmRequestsSource } from '../api/list-source';
import { ExportPanel } from './list/ExportPanel';
import { FiltersCard } from './list/FiltersCard';
import { Legends } from './list/Legends';
import { OrderSearch } from './list/OrderSearch';
import { RequestsTable } from './list/RequestsTable';
import { useListParams } from './list/useListParams';
import { useNow } from './list/useNow';
import { StatusChangeDialog, type StatusChangeTarget } from './StatusChangeDialog';

export default function IfmRequestsScreen() {
  const { t } = useTranslation('ifmRequests');
  const { route } = useCurrentRoute();
  const { role } = useSession();
  const canteenId = useSessionState((state) => state.active_canteen);
  const canteen = useSessionState((state) => state.active_canteen_data);
  const canteenName = typeof canteen?.name === 'string' ? canteen.name : (canteenId ?? '');
  const now = useNow();
  const { params, listKey, apply } = useListParams();
  const [target, setTarget] = useState<StatusChangeTarget | null>(null);

  // Live cursor pages with a count() total; a new canteen or new params restart at the first page.
  const list = useLiveList(ifmRequestsSource(canteenId, params, listKey));

  // The rules decide who writes a status (orders:ifm update of status + status_change); the list offers just that.
  const mayChange = accessAllowed('orders:ifm', 'update', {
    role,
    managesCanteen: true,
    changedFields: ['status', 'status_change'],
  });
  const applyFilters = (filters: IfmRequestFilters) => apply({ filters, search: null });
  const total = list.total;
  const filtered = params.search !== null || hasIfmFilters(params.filters);

  return (
    <>
      <PageHeader
        title={t(`screens.${route.id}`, { ns: 'shell' })}
        description={t('subtitle', { canteen: canteenName })}
      />
      <div className="flex flex-col gap-6">
        <div className="grid grid-cols-1 gap-6 xl:grid-cols-5">
          <Card title={t('search.title')} className="xl:col-span-2">
            <OrderSearch
              key={params.search ?? ''}
              applied={params.search}
              onSearch={(search) => apply((current) => ({ filters: current.filters, search }))}
            />
            {params.search !== null && (
              <Alert tone="info" className="mt-3">
                <span className="flex flex-wrap items-center justify-between gap-2">
                  {t('search.active', { search: params.search })}
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => apply((current) => ({ filters: current.filters, search: null }))}
                  >
                    {t('search.clear')}
                  </Button>
                </span>
              </Alert>
            )}
          </Card>
          <Legends
            className="xl:col-span-3"
            status={params.search === null ? params.filters.status : undefined}
            serviceType={params.search === null ? params.filters.serviceType : undefined}
            onStatus={(status) => applyFilters({ ...params.filters, status })}
            onServiceType={(serviceType) => applyFilters({ ...params.filters, serviceType })}
          />
        </div>
        <FiltersCard key={listKey} applied={params.filters} onApply={applyFilters} />

        <section aria-labelledby="ifm-requests-results" className="flex flex-col gap-3">
          <div className="flex flex-wrap items-end justify-between gap-4">
            <h2 id="ifm-requests-results" className="text-lg font-semibold text-slate-900">
              {t('results.title')}
              {total !== undefined && (
                <span className="ml-2 text-base font-normal text-slate-600">({formatCount(total)})</span>
              )}
            </h2>
            <ExportPanel canteenId={canteenId} params={params} total={total} />
          </div>
          <RequestsTable
            list={list}
            tooMany={IFM_REQUESTS_TOO_MANY}
            now={now}
            onChangeStatus={
              mayChange
                ? (row: IfmRequestRow) =>
                    row.status !== null && setTarget({ id: row.id, status: row.status, humanId: row.humanId })
                : undefined
            }
            empty={
              <EmptyState
                title={t('results.emptyTitle')}
                description={filtered ? t('results.emptyFiltered') : t('results.emptyNone')}
                action={
                  filtered ? (
                    <Button
                      variant="secondary"
                      onClick={() => apply({ filters: EMPTY_IFM_FILTERS, search: null })}
                    >
                      {t('filters.reset')}
                    </Button>
                  ) : undefined
                }
              />
            }
          />
        </section>
      </div>
      <StatusChangeDialog request={target} onClose={() => setTarget(null)} />
    </>
  );
}
