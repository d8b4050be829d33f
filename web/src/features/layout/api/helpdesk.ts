// Help-desk data of the layout: the DEFCON grade every 6 s and whether the news badge shows.
import useSWR from 'swr';
import { DEFAULT_TICKET_GRADE, DEFCON_REFRESH_INTERVAL_MS, isNewsBadgeVisible, toMillis } from '@backoffice/shared';
import { fetchStatusTickets, helpContent } from '../../../lib/help-api';
import { updateSessionState } from '../../../lib/session-state';

/** The worst open ticket's grade, polled every 6 s (spec §4); 5 while unknown or on failure (§8). */
export function useDefconGrade(): number {
  const { data } = useSWR('helpdesk/getStatusTickets', fetchStatusTickets, {
    refreshInterval: DEFCON_REFRESH_INTERVAL_MS,
    revalidateOnFocus: false,
  });
  return data?.grade ?? DEFAULT_TICKET_GRADE;
}

/** The date a news item was published, whatever the field is called. */
function publishedAt(item: unknown): number | null {
  if (!item || typeof item !== 'object') return null;
  const record = item as Record<string, unknown>;
  for (const field of ['publishedAt', 'published_at', 'createdAt', 'created_at', 'date']) {
    const value = record[field];
    const millis = typeof value === 'string' ? Date.parse(value) : toMillis(value);
    if (millis !== null && !Number.isNaN(millis)) return millis;
  }
  return null;
}

/** The help news for the header: the list goes to the session state (news), and the badge shows for 2 weeks. */
export function useNewsBadge(language: string, tags: readonly number[]): boolean {
  const { data } = useSWR(['helpdesk/news', language, tags.join(',')], async () => {
    const list = (await helpContent.news(language, tags)) ?? [];
    const times = list.map(publishedAt).filter((time): time is number => time !== null);
    const lastAdded = times.length > 0 ? new Date(Math.max(...times)).toISOString() : null;
    updateSessionState({ news: { lastAdded, list } });
    return lastAdded;
  }, { revalidateOnFocus: false });
  return isNewsBadgeVisible(data ? new Date(data) : null, new Date());
}
