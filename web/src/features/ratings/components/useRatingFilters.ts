// The rating filters kept in the URL query (both rating screens): parsed against today, written back in a fixed order.
import { useCallback, useState } from 'react';
import { parseRatingFilters, ratingFiltersQuery, type RatingFilters } from '@backoffice/shared';
import { useUrlState } from '../../../lib/url-state';

export function useRatingFilters() {
  const [today] = useState(() => new Date());
  const parse = useCallback((query: URLSearchParams) => parseRatingFilters(query, today), [today]);
  const serialise = useCallback(
    (filters: RatingFilters) => new URLSearchParams(ratingFiltersQuery(filters)),
    [],
  );
  return { ...useUrlState(parse, serialise), today };
}
