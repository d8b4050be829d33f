// The applied filters or search of an IFM request list, kept in the URL query so reload and back keep them.
import {
  ifmRequestListQuery,
  parseIfmRequestListParams,
  type IfmRequestListParams,
} from '@backoffice/shared';
import { useUrlState } from '../../../../lib/url-state';

export interface ListParams {
  params: IfmRequestListParams;
  /** The params as a stable text: the cache key of the list's queries. */
  listKey: string;
  /** Applies new params (or derives them from the latest ones): a new history entry, so back returns to the previous ones. */
  apply: (params: IfmRequestListParams | ((current: IfmRequestListParams) => IfmRequestListParams)) => void;
}

const serialise = (params: IfmRequestListParams) => new URLSearchParams(ifmRequestListQuery(params));

export function useListParams(): ListParams {
  const { value, key, apply } = useUrlState(parseIfmRequestListParams, serialise);
  return { params: value, listKey: key, apply: (next) => apply(next) };
}
