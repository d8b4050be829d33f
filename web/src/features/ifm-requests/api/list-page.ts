// One page of an IFM request list, live: rows update as statuses change; the next page starts after the last row.
import useSWRSubscription from 'swr/subscription';
import {
  limit,
  onSnapshot,
  query,
  startAfter,
  type DocumentData,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { IFM_REQUESTS_PAGE_SIZE, type IfmRequestListParams, type IfmRequestRow } from '@backoffice/shared';
import { ifmRequestRowOf, ifmRequestsQuery } from './list-query';

export type PageCursor = QueryDocumentSnapshot<DocumentData>;

export interface IfmRequestsPage {
  rows: IfmRequestRow[];
  /** Where the next page starts; null on an empty page. */
  last: PageCursor | null;
  hasNext: boolean;
}

const EMPTY_PAGE: IfmRequestsPage = { rows: [], last: null, hasNext: false };

/**
 * The page after `cursor` (the first page when null). `listKey` names the applied params and `pageIndex` the page, so
 * the cache key identifies the cursor too. One row more than a page is read to know whether a next page exists.
 */
export function useIfmRequestsPage(
  canteenId: string | null,
  params: IfmRequestListParams,
  listKey: string,
  pageIndex: number,
  cursor: PageCursor | null,
) {
  return useSWRSubscription<IfmRequestsPage, Error, readonly [string, string, string, number] | null>(
    canteenId ? (['ifm-requests/page', canteenId, listKey, pageIndex] as const) : null,
    ([, canteen], { next }) => {
      const base = ifmRequestsQuery(canteen, params, new Date());
      if (base === null) {
        next(null, EMPTY_PAGE);
        return () => undefined;
      }
      const page = query(base, ...(cursor ? [startAfter(cursor)] : []), limit(IFM_REQUESTS_PAGE_SIZE + 1));
      return onSnapshot(
        page,
        (snapshot) => {
          const shown = snapshot.docs.slice(0, IFM_REQUESTS_PAGE_SIZE);
          next(null, {
            rows: shown.map(ifmRequestRowOf),
            last: shown.at(-1) ?? null,
            hasNext: snapshot.docs.length > IFM_REQUESTS_PAGE_SIZE,
          });
        },
        (error) => {
          console.error('IFM requests page not followed', error);
          next(error);
        },
      );
    },
  );
}
