// The activity log as a list source: entries of the chosen canteen (or all), narrowed by user, collection, operation
// and day range, newest first.
import { collection, orderBy, query, where, type QueryConstraint } from 'firebase/firestore';
import {
  ACTIVITY_LOG_PAGE_SIZE,
  ALL_CANTEENS,
  WRITE_ENTRY_KIND,
  activityRange,
  activityRow,
  type ActivityLogParams,
  type ActivityRow,
} from '@backoffice/shared';
import type { ListSource } from '../../../lib/data/pages';
import { db } from '../../../lib/firestore';

/**
 * `canteenId` is the canteen the list shows (the filter's, else the active one) or ALL_CANTEENS; the rules let a list
 * through only when it is confined to canteens the role manages, so only roles that open every canteen get ALL.
 */
export function activityLogSource(
  canteenId: string | null,
  params: ActivityLogParams,
  listKey: string,
): ListSource<ActivityRow> {
  const { start, end } = activityRange(params);
  const constraints: QueryConstraint[] = [
    ...(canteenId && canteenId !== ALL_CANTEENS ? [where('canteen_id', '==', canteenId)] : []),
    ...(params.user ? [where('user', '==', params.user)] : []),
    // A collection or an operation names back-office writes: API calls have neither.
    ...(params.collection
      ? [where('kind', '==', WRITE_ENTRY_KIND), where('collection', '==', params.collection)]
      : []),
    ...(params.operation && !params.collection ? [where('kind', '==', WRITE_ENTRY_KIND)] : []),
    ...(params.operation ? [where('operation', '==', params.operation)] : []),
    ...(start ? [where('at', '>=', start)] : []),
    ...(end ? [where('at', '<', end)] : []),
  ];
  return {
    key: canteenId ? ['activity_log', canteenId, listKey] : null,
    query: () => query(collection(db, 'activity_log'), ...constraints),
    order: [orderBy('at', 'desc')],
    toRow: (snapshot) => activityRow(snapshot.id, snapshot.data()),
    pageSize: ACTIVITY_LOG_PAGE_SIZE,
  };
}
