// The help news of the canteen's environment and the user's role (spec §7 getNews, §9 tags): one cached read that
// the header's badge and the /news screen share, so both show the same list; it also fills the session's news.
import useSWR from 'swr';
import { toMillis } from '@backoffice/shared';
import { helpContent } from './help-api';
import { updateSessionState } from './session-state';

/** A news item as getNews lists it. */
export interface HelpNewsItem {
  id: string;
  date?: string | null;
  title?: string;
  summary?: string;
}

/** The date a news item was published, whatever the field is called. */
export function publishedAt(item: unknown): number | null {
  if (!item || typeof item !== 'object') return null;
  const record = item as Record<string, unknown>;
  for (const field of ['publishedAt', 'published_at', 'createdAt', 'created_at', 'date']) {
    const value = record[field];
    const millis = typeof value === 'string' ? Date.parse(value) : toMillis(value);
    if (millis !== null && !Number.isNaN(millis)) return millis;
  }
  return null;
}

export interface HelpNews {
  /** Newest first. */
  list: HelpNewsItem[];
  /** ISO time of the newest item, or null. */
  lastAdded: string | null;
}

export function useHelpNews(language: string, tags: readonly number[]) {
  return useSWR<HelpNews>(
    ['helpdesk/news', language, tags.join(',')],
    async () => {
      const raw = ((await helpContent.news(language, tags)) ?? []) as HelpNewsItem[];
      const list = [...raw].sort((a, b) => (publishedAt(b) ?? 0) - (publishedAt(a) ?? 0));
      const newest = list.length > 0 ? publishedAt(list[0]) : null;
      const lastAdded = newest !== null ? new Date(newest).toISOString() : null;
      updateSessionState({ news: { lastAdded, list } });
      return { list, lastAdded };
    },
    { revalidateOnFocus: false },
  );
}
