// /richieste-ifm (the operator's list) and /richieste-ifm-admin: the active canteen's IFM requests (spec §2).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  EMPTY_IFM_FILTERS,
  IFM_REQUESTS_PAGE_SIZE,
  IFM_REQUESTS_TOO_MANY,
  accessAllowed,
  hasIfmFilters,
  type IfmRequestFilters,
  type IfmRequestRow,
} from '@backoffice/shared';
import { useCurrentRoute } from '../../../app/route-context';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { EmptyState } from '../../../components/ui/EmptyState';
import { PageHeader } from '../../../components/ui/PageHeader';
import { formatCount } from '../../../lib/format';
import { useSessionState } from '../../../lib/session-state';
import { useSession } from '../../session/context';
import { useIfmRequestsCount } from '../api/list-count';
import { useIfmRequestsPage, type PageCursor } from '../api/list-page';
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

  // Cursor pagination: the last row of every page before the current one; a new list (canteen or params) restarts.
  const pagingKey = `${canteenId}?${listKey}`;
  const [paging, setPaging] = useState<{ key: string; cursors: PageCursor[] }>({
    key: pagingKey,
    cursors: [],
  });
  const cursors = paging.key === pagingKey ? paging.cursors : [];
  const pageIndex = cursors.length;
  const page = useIfmRequestsPage(canteenId, params, listKey, pageIndex, cursors.at(-1) ?? null);
  const count = useIfmRequestsCount(canteenId, params, listKey);

  // The rules decide who writes a status (orders:ifm update of status + status_change); the list offers just that.
  const mayChange = accessAllowed('orders:ifm', 'update', {
    role,
    managesCanteen: true,
    changedFields: ['status', 'status_change'],
  });
  const applyFilters = (filters: IfmRequestFilters) => apply({ filters, search: null });
  const rows = page.data?.rows;
  const total = count.data;
  const first = pageIndex * IFM_REQUESTS_PAGE_SIZE + 1;
  const range =
    rows && rows.length > 0
      ? total === undefined
        ? t('table.rangeUnknown', { from: formatCount(first), to: formatCount(first + rows.length - 1) })
        : t('table.range', {
            from: formatCount(first),
            to: formatCount(first + rows.length - 1),
            total: formatCount(total),
          })
      : undefined;
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
              onSearch={(search) => apply({ filters: params.filters, search })}
            />
            {params.search !== null && (
              <Alert tone="info" className="mt-3">
                <span className="flex flex-wrap items-center justify-between gap-2">
                  {t('search.active', { search: params.search })}
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => apply({ filters: params.filters, search: null })}
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
          {count.error && !page.error && <Alert tone="error">{t('results.loadError')}</Alert>}
          {total !== undefined && total > IFM_REQUESTS_TOO_MANY && (
            <Alert tone="warning">
              {t('results.tooMany', { total: formatCount(total), limit: formatCount(IFM_REQUESTS_TOO_MANY) })}
            </Alert>
          )}
          <RequestsTable
            rows={page.error ? [] : rows}
            now={now}
            onChangeStatus={
              mayChange
                ? (row: IfmRequestRow) =>
                    row.status !== null && setTarget({ id: row.id, status: row.status, humanId: row.humanId })
                : undefined
            }
            paging={{
              hasPrevious: pageIndex > 0,
              hasNext: Boolean(page.data?.hasNext && page.data.last),
              onPrevious: () => setPaging({ key: pagingKey, cursors: cursors.slice(0, -1) }),
              onNext: () =>
                page.data?.last && setPaging({ key: pagingKey, cursors: [...cursors, page.data.last] }),
              label: range,
            }}
            empty={
              page.error ? (
                <Alert tone="error">{t('results.loadError')}</Alert>
              ) : (
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
              )
            }
          />
        </section>
      </div>
      <StatusChangeDialog request={target} onClose={() => setTarget(null)} />
    </>
  );
}
