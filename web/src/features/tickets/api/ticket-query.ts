// The query of /tickets: threads of the active canteen (canteen_id or parent == cid) with the list filters.
import {
  and,
  collection,
  or,
  query,
  where,
  type Query,
  type QueryFilterConstraint,
} from 'firebase/firestore';
import { ticketListConstraints, type TicketKindFilter, type TicketStateFilter } from '@backoffice/shared';
import { db } from '../../../lib/firestore';

export interface TicketListFilters {
  canteenId: string;
  state: TicketStateFilter;
  kind: TicketKindFilter;
}

/**
 * The filtered threads, unordered (the page and the count add ordering and limits). Threads of the canteen and of
 * its child canteens (parent == cid, spec §4) come from one `or()` query, so a thread in both is listed once.
 * `ifmOnly` narrows to IFM threads with `ifm > ''`; "tickets only" cannot be queried (a missing field matches no
 * filter), so the page skips IFM threads in memory and the count subtracts them.
 */
export function ticketsQuery(filters: TicketListFilters, options: { ifmOnly?: boolean } = {}): Query {
  const constraints = ticketListConstraints(filters.state, filters.kind);
  const parts: QueryFilterConstraint[] = [
    or(where('canteen_id', '==', filters.canteenId), where('parent', '==', filters.canteenId)),
    ...constraints.equals.map(([field, value]) => where(field, '==', value)),
  ];
  if (constraints.ifmOnly || options.ifmOnly) parts.push(where('ifm', '>', ''));
  return query(collection(db, 'chat'), and(...parts));
}
