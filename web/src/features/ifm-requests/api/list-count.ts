// How many IFM requests a list matches: a count() aggregation, never a read of the rows.
import useSWR from 'swr';
import { getCountFromServer } from 'firebase/firestore';
import type { IfmRequestListParams } from '@backoffice/shared';
import { ifmRequestsQuery } from './list-query';

export async function countIfmRequests(canteenId: string, params: IfmRequestListParams): Promise<number> {
  const matching = ifmRequestsQuery(canteenId, params, new Date());
  return matching === null ? 0 : (await getCountFromServer(matching)).data().count;
}

export function useIfmRequestsCount(canteenId: string | null, params: IfmRequestListParams, listKey: string) {
  return useSWR(
    canteenId ? ['ifm-requests/count', canteenId, listKey] : null,
    ([, canteen]) => countIfmRequests(canteen, params),
    {
      revalidateOnFocus: false,
      shouldRetryOnError: false,
    },
  );
}
