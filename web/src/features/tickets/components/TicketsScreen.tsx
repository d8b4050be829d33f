// /tickets (spec §2, §6): the chat threads of the active canteen, newest first, live, filtered and paged.
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useQueryPatch } from '../../../lib/query-params';
import { useTranslation } from 'react-i18next';
import {
  canOpenScreen,
  parseTicketKindFilter,
  parseTicketStateFilter,
} from '@backoffice/shared';
import { Alert } from '../../../components/ui/Alert';
import { DataTable } from '../../../components/ui/DataTable';
import { EmptyState } from '../../../components/ui/EmptyState';
import { PageHeader } from '../../../components/ui/PageHeader';
import { formatCount } from '../../../lib/format';
import { useSessionState } from '../../../lib/session-state';
import { useSession } from '../../session/context';
import { useTicketCount } from '../api/ticket-count';
import { useTicketPage, type TicketCursor } from '../api/ticket-page';
import { ticketColumns } from './list/ticketColumns';
import { TicketFilters } from './list/TicketFilters';

export default function TicketsScreen() {
  const { t, i18n } = useTranslation('tickets');
  const { t: shell } = useTranslation('shell');
  const { role, environment } = useSession();
  const canteenId = useSessionState((state) => state.active_canteen);
  const canteen = useSessionState((state) => state.active_canteen_data);
  const canteenName = typeof canteen?.name === 'string' ? canteen.name : (canteenId ?? '');
  // Filters live in the address (?state=&kind=) so reload and back keep them.
  const [params] = useSearchParams();
  const state = parseTicketStateFilter(params.get('state'));
  const kind = parseTicketKindFilter(params.get('kind'));
  const filters = useMemo(() => (canteenId ? { canteenId, state, kind } : null), [canteenId, state, kind]);

  // A stack of page starts (null = the top); any filter change starts again from the top.
  const filterKey = `${canteenId}|${state}|${kind}`;
  const [paging, setPaging] = useState<{ key: string; anchors: TicketCursor[] }>({
    key: filterKey,
    anchors: [null],
  });
  const anchors = paging.key === filterKey ? paging.anchors : [null];
  const pageIndex = anchors.length - 1;
  const page = useTicketPage(filters, anchors[pageIndex] ?? null);
  const rows = page.data?.rows;
  const revision =
    rows?.map(({ thread }) => `${thread.id}:${thread.status}:${thread.unread}`).join(',') ?? '';
  const count = useTicketCount(filters, revision);

  const changeFilters = useQueryPatch();
  const columns = ticketColumns(t, i18n.language, canOpenScreen('RichiesteIFM', role, { environment }));
  const total = count.data;

  return (
    <>
      <PageHeader
        title={shell('screens.tickets')}
        description={t('list.description', { canteen: canteenName })}
      />
      <TicketFilters state={state} kind={kind} onChange={changeFilters} />
      {page.error ? (
        <Alert tone="error">{t('list.loadError')}</Alert>
      ) : (
        <DataTable
          caption={t('list.caption', { canteen: canteenName })}
          hideCaption
          columns={columns}
          rows={rows}
          rowKey={({ thread }) => thread.id}
          empty={
            <EmptyState
              title={t('list.empty.title')}
              description={t(state === 'all' && kind === 'all' ? 'list.empty.none' : 'list.empty.filtered')}
            />
          }
          paging={{
            hasPrevious: pageIndex > 0,
            hasNext: Boolean(page.data?.hasNext && page.data.nextAnchor),
            onPrevious: () => setPaging({ key: filterKey, anchors: anchors.slice(0, -1) }),
            onNext: () => {
              const nextAnchor = page.data?.nextAnchor;
              if (nextAnchor) setPaging({ key: filterKey, anchors: [...anchors, nextAnchor] });
            },
            label: (
              <span
                aria-live="polite"
                data-testid="tickets-paging"
                data-page={pageIndex + 1}
                data-total={total}
              >
                {total === undefined
                  ? t('list.pageOnly', { page: pageIndex + 1 })
                  : t('list.pageOf', { page: pageIndex + 1, total: formatCount(total) })}
              </span>
            ),
          }}
        />
      )}
      {count.error && <p className="mt-2 text-sm text-slate-600">{t('list.countError')}</p>}
    </>
  );
}
