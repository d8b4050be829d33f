// Access row of ratings (spec §2 /ratings, §6 RatesDashboardElements; issue 17).
import { type CollectionAccess } from '../access-types';

export const RATINGS_ACCESS: readonly CollectionAccess[] = [
  {
    id: 'ratings',
    path: 'ratings/{ratingId}',
    covers: "customers' stars (1–5) and comments on the dishes of a service day",
    canteen: { kind: 'field', field: 'canteen_id' },
    owner: null,
    grants: [{ to: 'staff', ops: ['get', 'list'], screens: ['RatesDashboardElements'], scope: 'canteen' }],
    decisions: ['written by the customer apps through the server (never by a client of this project): the back office only reads'],
  },
];
