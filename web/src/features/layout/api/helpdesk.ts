// Help-desk data of the layout: the DEFCON grade every 6 s and whether the news badge shows.
import useSWR from 'swr';
import { DEFAULT_TICKET_GRADE, DEFCON_REFRESH_INTERVAL_MS, isNewsBadgeVisible } from '@backoffice/shared';
import { fetchStatusTickets } from '../../../lib/help-api';
import { useHelpNews } from '../../../lib/help-news';

/** The worst open ticket's grade, polled every 6 s (spec §4); 5 while unknown or on failure (§8). */
export function useDefconGrade(): number {
  const { data } = useSWR('helpdesk/getStatusTickets', fetchStatusTickets, {
    refreshInterval: DEFCON_REFRESH_INTERVAL_MS,
    revalidateOnFocus: false,
  });
  return data?.grade ?? DEFAULT_TICKET_GRADE;
}

/** Whether the header's news badge shows: the newest help news is at most 2 weeks old (the list /news shows). */
export function useNewsBadge(language: string, tags: readonly number[]): boolean {
  const { data } = useHelpNews(language, tags);
  return isNewsBadgeVisible(data?.lastAdded ? new Date(data.lastAdded) : null, new Date());
}
