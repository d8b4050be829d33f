// The IFM request list as a list source of the kit: the query of list-query.ts, one row per request, live pages.
import { IFM_REQUESTS_PAGE_SIZE, type IfmRequestListParams, type IfmRequestRow } from '@backoffice/shared';
import type { ListSource } from '../../../lib/data/pages';
import { ifmRequestRowOf, ifmRequestsQuery } from './list-query';

/** `listKey` names the applied params (their query string); the query already carries its order. */
export function ifmRequestsSource(
  canteenId: string | null,
  params: IfmRequestListParams,
  listKey: string,
): ListSource<IfmRequestRow> {
  return {
    key: canteenId ? ['ifm-requests', canteenId, listKey] : null,
    query: () => ifmRequestsQuery(canteenId!, params, new Date()),
    order: [],
    toRow: ifmRequestRowOf,
    pageSize: IFM_REQUESTS_PAGE_SIZE,
  };
}
