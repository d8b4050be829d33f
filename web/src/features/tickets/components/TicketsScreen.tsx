// /tickets (spec §2, §6): the chat threads of the active canteen, newest first, live, filtered and paged.
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  canOpenScreen,
  parseTicketKindFilter,
  parseTicketStateFilter,
} from '@backoffice/shared';
import { ListView } from '../../../components/list/ListView';
import { useLiveList } from '../../../components/list/useLiveList';
import { EmptyState } from '../../../components/ui/EmptyState';
import { PageHeader } from '../../../components/ui/PageHeader';
import { formatCount } from '../../../lib/format';
import { useSessionState } from '../../../lib/session-state';
import { useQueryPatch } from '../../../lib/url-state';
import { useSession } from '../../session';
import { ticketsSource } from '../api/ticket-source';
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

  // Live pages newest first; any filter change starts again from the top. The total is counted again when a shown
  // thread changes its state or read mark (a new or re-filed thread changes the page too).
  const list = useLiveList(
    ticketsSource(filters),
    ({ thread }) => `${thread.id}:${thread.status}:${thread.unread}`,
  );

  const changeFilters = useQueryPatch();
  const columns = ticketColumns(t, i18n.language, canOpenScreen('RichiesteIFM', role, { environment }));

  return (
    <>
      <PageHeader
        title={shell('screens.tickets')}
        description={t('list.description', { canteen: canteenName })}
      />
      <TicketFilters state={state} kind={kind} onChange={changeFilters} />
      <ListView
        list={list}
        caption={t('list.caption', { canteen: canteenName })}
        hideCaption
        columns={columns}
        rowKey={({ thread }) => thread.id}
        empty={
          <EmptyState
            title={t('list.empty.title')}
            description={t(state === 'all' && kind === 'all' ? 'list.empty.none' : 'list.empty.filtered')}
          />
        }
        texts={{
          range: ({ pageIndex, total }) => (
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
          loadError: t('list.loadError'),
          countError: t('list.countError'),
        }}
      />
    </>
  );
}
