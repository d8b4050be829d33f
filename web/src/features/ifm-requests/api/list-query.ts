// The Firestore query of an IFM request list: the active canteen's requests (tag ifm) narrowed as shared describes.
import {
  collection,
  documentId,
  orderBy,
  query,
  where,
  type DocumentData,
  type Query,
  type QueryConstraint,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import {
  ifmRequestQuery,
  ifmRequestRow,
  type IfmQueryField,
  type IfmRequestListParams,
  type IfmRequestRow,
} from '@backoffice/shared';
import { db } from '../../../lib/firestore';

const fieldPath = (field: IfmQueryField) => (field === '__name__' ? documentId() : field);

/**
 * The list's query, or null when its filters cannot match anything. `canteenid` and `tag` come first: the security
 * rules grant IFM requests per canteen, and only a query that states both can be proven to read nothing else.
 */
export function ifmRequestsQuery(canteenId: string, params: IfmRequestListParams, now: Date): Query | null {
  const described = ifmRequestQuery(params, now);
  if (described.matchesNothing) return null;
  const constraints: QueryConstraint[] = [
    where('canteenid', '==', canteenId),
    where('tag', '==', 'ifm'),
    ...described.conditions.map((condition) =>
      where(fieldPath(condition.field), condition.op, condition.value),
    ),
    orderBy(fieldPath(described.orderBy.field), described.orderBy.direction),
  ];
  return query(collection(db, 'orders'), ...constraints);
}

/** A list row from a query result. */
export function ifmRequestRowOf(snapshot: QueryDocumentSnapshot<DocumentData>): IfmRequestRow {
  return ifmRequestRow(snapshot.id, snapshot.data());
}
