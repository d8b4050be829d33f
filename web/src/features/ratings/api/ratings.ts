// The data of the rating screens: the filtered ratings live (the dashboard's figures), the comments as a cursor-paged
// source with a count(), and every filtered rating for the export.
import {
  average,
  collection,
  count,
  getAggregateFromServer,
  getCountFromServer,
  limit,
  orderBy,
  query,
  where,
  type Query,
} from 'firebase/firestore';
import {
  RATINGS,
  RATINGS_READ_LIMIT,
  RATING_COMMENTS_PAGE_SIZE,
  ratingRow,
  ratingsQuery,
  type RatingFilters,
  type RatingRow,
} from '@backoffice/shared';
import { db } from '../../../lib/firestore';
import { useLiveQuery } from '../../../lib/data/live';
import type { ListSource } from '../../../lib/data/pages';

function ratingsBase(canteenId: string, filters: RatingFilters, commentsOnly = false): Query {
  return query(
    collection(db, RATINGS),
    where('canteen_id', '==', canteenId),
    ...ratingsQuery(filters, { commentsOnly }).map((condition) =>
      where(condition.field, condition.op, condition.value),
    ),
  );
}

/** The filtered ratings, live, newest day first, at most RATINGS_READ_LIMIT (+1 to tell that more exist). */
export function useRatings(canteenId: string | null, filters: RatingFilters) {
  return useLiveQuery<{ rows: RatingRow[]; cut: boolean }>(
    canteenId ? ['ratings', canteenId, JSON.stringify(filters)] : null,
    () => query(ratingsBase(canteenId!, filters), orderBy('day', 'desc'), limit(RATINGS_READ_LIMIT + 1)),
    (snapshot) => ({
      rows: snapshot.docs
        .slice(0, RATINGS_READ_LIMIT)
        .map((document) => ratingRow(document.id, document.data())),
      cut: snapshot.docs.length > RATINGS_READ_LIMIT,
    }),
  );
}

/** The filtered ratings that carry a comment (or every filtered rating for the export), newest day first. */
export function ratingsSource(
  canteenId: string | null,
  filters: RatingFilters,
  what: 'comments' | 'export',
): ListSource<RatingRow> {
  return {
    key: canteenId ? [RATINGS, canteenId, what, JSON.stringify(filters)] : null,
    query: () => ratingsBase(canteenId!, filters, what === 'comments'),
    order: [orderBy('day', 'desc')],
    toRow: (snapshot) => ratingRow(snapshot.id, snapshot.data()),
    pageSize: RATING_COMMENTS_PAGE_SIZE,
  };
}

/** The dashboard's figures of the default period (count, average and comments), read by aggregation, not documents. */
export async function ratingFigures(canteenId: string, filters: RatingFilters) {
  const [all, comments] = await Promise.all([
    getAggregateFromServer(ratingsBase(canteenId, filters), { count: count(), average: average('rating') }),
    getCountFromServer(ratingsBase(canteenId, filters, true)),
  ]);
  return {
    count: all.data().count,
    average: all.data().average,
    comments: comments.data().count,
  };
}
