// /ordini and /issues/{day} (Ordini): the active canteen's orders, live and cursor-paged with a count() total, filters
// in the URL; with a day chosen, the day's production sheet beside the list.
import { useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  ORDERS_TOO_MANY,
  canOpenScreen,
  hasOrderFilters,
  orderFiltersQuery,
  parseOrderFilters,
  type OrderFilters,
} from '@backoffice/shared';
import { Button, buttonClasses } from '../../../components/ui/Button';
import { EmptyState } from '../../../components/ui/EmptyState';
import { PageHeader } from '../../../components/ui/PageHeader';
import { Tabs } from '../../../components/ui/Tabs';
import { useLiveList } from '../../../components/list/useLiveList';
import { formatCount } from '../../../lib/format';
import { useCurrentRoute, useRouteParams } from '../../../lib/route-context';
import { useSessionState } from '../../../lib/session-state';
import { useUrlState } from '../../../lib/url-state';
import { useFirstData } from '../../../lib/perf';
import { useSession } from '../../session';
import { ordersSource } from '../api/orders';
import { FiltersCard } from './FiltersCard';
import { OrdersExport } from './OrdersExport';
import { OrdersTable } from './OrdersTable';
import { ProductionSheet } from './ProductionSheet';
import { useOrderFormat } from './useOrderFormat';

export default function OrdersScreen() {
  const { t } = useTranslation('orders');
  const { route } = useCurrentRoute();
  const params = useRouteParams();
  const fixedDay = route.id === 'ordersOfDay' ? params.day : undefined;
  const canteenId = useSessionState((state) => state.active_canteen);
  const canteen = useSessionState((state) => state.active_canteen_data);
  const canteenName = typeof canteen?.name === 'string' ? canteen.name : (canteenId ?? '');
  const format = useOrderFormat();
  const { role, environment } = useSession();

  const parse = useCallback((query: URLSearchParams) => parseOrderFilters(query, fixedDay), [fixedDay]);
  // On /issues/{day} the day is the route's: the query keeps the other filters only.
  const serialise = useCallback(
    (filters: OrderFilters) =>
      new URLSearchParams(orderFiltersQuery(fixedDay === undefined ? filters : { ...filters, day: undefined })),
    [fixedDay],
  );
  const { value: filters, key, apply } = useUrlState(parse, serialise);
  const list = useLiveList(ordersSource(canteenId, filters, `${fixedDay ?? ''}|${key}`));
  useFirstData(list.rows !== undefined || list.error !== undefined);
  // The filters' options (cost centres, payment methods) are read once the first page is in, and kept after: the
  // Firestore channel sends one request at a time and the emulator answers it only after evaluating what it adds, so
  // read before the page they held it back by a round trip (up to 7 s on a loaded machine; bench orders-scale).
  const [optionsReady, setOptionsReady] = useState(false);
  if (!optionsReady && (list.rows !== undefined || list.error !== undefined)) setOptionsReady(true);
  const filtered = hasOrderFilters(fixedDay === undefined ? filters : { ...filters, day: undefined });
  const day = filters.day;

  const results = (
    <section aria-labelledby="orders-results" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="orders-results" className="text-lg font-semibold text-slate-900">
          {t('results.title')}
          {list.total !== undefined && (
            <span className="ml-2 text-base font-normal text-slate-600" data-testid="orders-total" data-total={list.total}>
              ({formatCount(list.total)})
            </span>
          )}
        </h2>
        <OrdersExport canteenId={canteenId} filters={filters} total={list.total} />
      </div>
      <OrdersTable
        list={list}
        tooMany={ORDERS_TOO_MANY}
        empty={
          <EmptyState
            title={t('results.emptyTitle')}
            description={filtered ? t('results.emptyFiltered') : t('results.emptyNone')}
            action={
              filtered ? (
                <Button variant="secondary" onClick={() => apply({})}>
                  {t('filters.reset')}
                </Button>
              ) : undefined
            }
          />
        }
      />
    </section>
  );

  return (
    <>
      <PageHeader
        title={t(`screens.${route.id}`, { ns: 'shell' })}
        description={
          day
            ? t('subtitleDay', { canteen: canteenName, day: format.day(new Date(`${day}T12:00:00Z`)) })
            : t('subtitle', { canteen: canteenName })
        }
        actions={
          canOpenScreen('ListaSpesa', role, { environment }) ? (
            <Link to="/ordini/lista-spesa" className={buttonClasses('secondary')}>
              {t('shopping.open')}
            </Link>
          ) : undefined
        }
      />
      <div className="flex flex-col gap-6">
        <FiltersCard
          key={key}
          applied={filters}
          fixedDay={fixedDay}
          optionsReady={optionsReady}
          onApply={(next) => apply(next)}
        />
        {day ? (
          <Tabs
            tabs={[
              { id: 'list', label: t('tabs.list'), content: results },
              { id: 'production', label: t('tabs.production'), content: <ProductionSheet day={day} /> },
            ]}
          />
        ) : (
          results
        )}
      </div>
    </>
  );
}
