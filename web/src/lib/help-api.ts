// Help-desk and help-content calls of spec §7 (authorization header); failures give null or an empty list (§8).
import { HELP_NEWS_DEFAULT_COUNT, HELP_POPULAR_DEFAULT_COUNT, defconGrade } from '@backoffice/shared';
import { requestData } from './api';

/** A help-desk ticket as getStatusTickets lists it. */
export interface StatusTicket {
  id: string | number;
  createdAt?: string;
  subject?: string;
  tags?: string[];
  messages?: unknown[];
}

/** Tickets and the DEFCON grade; an unsuccessful call gives no tickets and grade 5 (spec §8), marked failed. */
export async function fetchStatusTickets(): Promise<{ tickets: StatusTicket[]; grade: number; failed: boolean }> {
  const data = await requestData<{ tickets?: StatusTicket[] }>('/helpdesk/getStatusTickets', { token: 'header' });
  const tickets = Array.isArray(data?.tickets) ? data.tickets : [];
  return { tickets, grade: defconGrade(tickets), failed: data === null };
}

const ccms = <T>(name: string, query: Record<string, string | number | undefined>) =>
  requestData<T>(`/helpdesk/ccms/${name}`, { token: 'header', query });

const list = (values: readonly (string | number)[] | undefined) => values?.join(',');

export const helpContent = {
  mostPopulars: (lang: string, n = HELP_POPULAR_DEFAULT_COUNT) => ccms<unknown[]>('getMostPopulars', { n, lang }),
  componentByIdAndVariant: (id: string, variant: string, lang: string) =>
    ccms<unknown>('getComponentByIdAndVariant', { id, variant, lang }),
  componentsByViewAndText: (ids: readonly string[], text: string, lang: string) =>
    ccms<unknown[]>('getComponentsByViewAndText', { ids: list(ids), text, lang }),
  guideBySlug: (slug: string, lang: string, tags: readonly number[]) =>
    ccms<unknown>('getGuideBySlug', { slug, lang, tags: list(tags) }),
  collections: (lang: string) => ccms<unknown[]>('getCollections', { lang }),
  news: (lang: string, tags: readonly number[], options: { ids?: string[]; excludeId?: string; n?: number } = {}) =>
    ccms<unknown[]>('getNews', {
      ids: list(options.ids),
      excludeId: options.excludeId,
      n: options.n ?? HELP_NEWS_DEFAULT_COUNT,
      lang,
      tags: list(tags),
    }),
  newsById: (id: string, lang: string, tags: readonly number[]) => ccms<unknown>('getNewsById', { id, lang, tags: list(tags) }),
  statusTextContents: (lang: string) => ccms<unknown[]>('getStatusTextContents', { lang }),
};
