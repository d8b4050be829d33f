// One help news page (spec §7 getNewsById) with its body, for the /news screen.
import useSWR from 'swr';
import { helpContent } from '../../../lib/help-api';

export interface NewsPage {
  id: string;
  date?: string | null;
  title?: string;
  summary?: string;
  body?: string;
}

export function useNewsPage(id: string | null, language: string, tags: readonly number[]) {
  return useSWR(id ? ['helpdesk/news-page', id, language, tags.join(',')] : null, async () => (await helpContent.newsById(id!, language, tags)) as NewsPage | null, {
    revalidateOnFocus: false,
  });
}
