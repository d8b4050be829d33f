// The shared order-list query (orderListQuery) run by the admin SDK: what the screen reads, read by a test or a bench.
import { Filter, type Firestore, type Query } from 'firebase-admin/firestore';
import { orderListQuery, type OrderFilters, type OrderQueryCondition } from '@backoffice/shared';

function adminFilter(condition: OrderQueryCondition): Filter {
  if (condition.op === 'any-range')
    return Filter.or(
      ...condition.value.map((bounds) =>
        Filter.and(...bounds.map((bound) => Filter.where('status', bound.op, bound.value))),
      ),
    );
  return Filter.where(condition.field, condition.op, condition.value);
}

/** A canteen's orders narrowed by the list's filters, in the list's order unless `ordered` is false (a count). */
export function adminOrderQuery(
  db: Firestore,
  canteenId: string,
  filters: OrderFilters,
  ordered = true,
): Query {
  const described = orderListQuery(filters);
  let query: Query = db
    .collection('orders')
    .where(Filter.and(Filter.where('canteenid', '==', canteenId), ...described.conditions.map(adminFilter)));
  if (ordered) for (const entry of described.orderBy) query = query.orderBy(entry.field, entry.direction);
  return query;
}
