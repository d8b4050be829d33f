// /tickets as a list source of the kit: the canteen's threads newest first, "tickets only" applied in memory.
import { getCountFromServer, orderBy } from 'firebase/firestore';
import { TICKETS_PAGE_SIZE, kindAccepts, parseChatThread } from '@backoffice/shared';
import type { ChatThread } from '../../../lib/chat-threads';
import type { ListSource } from '../../../lib/data/pages';
import { ticketsQuery, type TicketListFilters } from './ticket-query';

export interface TicketRow {
  thread: ChatThread;
}

/**
 * The "tickets only" filter skips IFM threads in memory (a missing field matches no Firestore filter), so it reads a
 * wider window to still fill a page; a window of IFM threads only may leave a page short (the next page continues
 * after the last thread read).
 */
const TICKETS_ONLY_WINDOW = TICKETS_PAGE_SIZE * 4;

/** The total: count() of the filtered threads, IFM threads subtracted for "tickets only". */
export async function countTickets(filters: TicketListFilters): Promise<number> {
  if (filters.kind !== 'ticket') return (await getCountFromServer(ticketsQuery(filters))).data().count;
  const all = { ...filters, kind: 'all' as const };
  const [every, ifm] = await Promise.all([
    getCountFromServer(ticketsQuery(all)),
    getCountFromServer(ticketsQuery(all, { ifmOnly: true })),
  ]);
  return every.data().count - ifm.data().count;
}

export function ticketsSource(filters: TicketListFilters | null): ListSource<TicketRow> {
  return {
    key: filters ? ['tickets', filters.canteenId, filters.state, filters.kind] : null,
    query: () => ticketsQuery(filters!),
    // Newest first; only descending indexes are needed because "previous" re-reads from its own start.
    order: [orderBy('date', 'desc')],
    toRow: (snapshot) => {
      const thread = parseChatThread(snapshot.id, snapshot.data({ serverTimestamps: 'estimate' }));
      return thread && kindAccepts(filters!.kind, thread) ? { thread } : null;
    },
    pageSize: TICKETS_PAGE_SIZE,
    window: filters?.kind === 'ticket' ? TICKETS_ONLY_WINDOW : TICKETS_PAGE_SIZE + 1,
    count: () => countTickets(filters!),
  };
}
