// The applied filters or search of an IFM request list, kept in the URL query so reload and back keep them.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  ifmRequestListQuery,
  parseIfmRequestListParams,
  type IfmRequestListParams,
} from '@backoffice/shared';

export interface ListParams {
  params: IfmRequestListParams;
  /** The params as a stable text: the cache key of the list's queries. */
  listKey: string;
  /** Applies new params: a new history entry, so back returns to the previous ones. */
  apply: (params: IfmRequestListParams) => void;
}

export function useListParams(): ListParams {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => parseIfmRequestListParams(searchParams), [searchParams]);
  const listKey = ifmRequestListQuery(params);
  const apply = useCallback(
    (next: IfmRequestListParams) => setSearchParams(new URLSearchParams(ifmRequestListQuery(next))),
    [setSearchParams],
  );
  return { params, listKey, apply };
}
