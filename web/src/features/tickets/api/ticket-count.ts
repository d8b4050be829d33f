// The total of /tickets: count() of the filtered threads (IFM threads subtracted for "tickets only").
import useSWR from 'swr';
import { getCountFromServer } from 'firebase/firestore';
import { ticketsQuery, type TicketListFilters } from './ticket-query';

export async function countTickets(filters: TicketListFilters): Promise<number> {
  if (filters.kind !== 'ticket') return (await getCountFromServer(ticketsQuery(filters))).data().count;
  const all = { ...filters, kind: 'all' as const };
  const [every, ifm] = await Promise.all([
    getCountFromServer(ticketsQuery(all)),
    getCountFromServer(ticketsQuery(all, { ifmOnly: true })),
  ]);
  return every.data().count - ifm.data().count;
}

/**
 * The total, asked again whenever `revision` changes (the live page passes a fingerprint of what it shows, so a
 * new or re-filed thread updates the total too); the previous total stays on screen meanwhile.
 */
export function useTicketCount(filters: TicketListFilters | null, revision: string) {
  return useSWR(
    filters ? ['tickets/count', filters.canteenId, filters.state, filters.kind, revision] : null,
    () => countTickets(filters!),
    { keepPreviousData: true, revalidateOnFocus: false },
  );
}
