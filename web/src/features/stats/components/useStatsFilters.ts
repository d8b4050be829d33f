// The /stats filters kept in the URL query: parsed against today, written back in a fixed order.
import { useCallback, useState } from 'react';
import { parseStatsFilters, statsFiltersQuery, type StatsFilters } from '@backoffice/shared';
import { useUrlState } from '../../../lib/url-state';

export function useStatsFilters() {
  const [today] = useState(() => new Date());
  const parse = useCallback((query: URLSearchParams) => parseStatsFilters(query, today), [today]);
  const serialise = useCallback((filters: StatsFilters) => new URLSearchParams(statsFiltersQuery(filters)), []);
  return { ...useUrlState(parse, serialise), today };
}
