// The data of the order screens: the list as a live, cursor-paged source; one order live; the day's orders for the
// production sheet; the canteen's cost centres; the status history (POST /api/getOrderHistory); the status callable.
import useSWR from 'swr';
import {
  Timestamp,
  and,
  collection,
  doc,
  documentId,
  getCountFromServer,
  getDocs,
  limit,
  orderBy,
  query,
  where,
  type DocumentData,
  type Query,
  type QueryConstraint,
  type QueryFilterConstraint,
} from 'firebase/firestore';
import {
  ORDERS_PAGE_SIZE,
  orderListQuery,
  orderRow,
  serviceDayRange,
  type OrderFilters,
  type OrderQueryCondition,
  type OrderRow,
  type ShoppingRecipe,
  type CoverMenuItem,
  type OrderStatusChange,
  type OrderStatusChangeResult,
} from '@backoffice/shared';
import { db } from '../../../lib/firestore';
import { statusInRanges } from '../../../lib/status-ranges';
import { callable } from '../../../lib/functions';
import { requestData } from '../../../lib/api';
import { useLiveDoc, useLiveQuery } from '../../../lib/data/live';
import type { ListSource } from '../../../lib/data/pages';

/** One condition of the shared query as a Firestore filter. */
function constraint(condition: OrderQueryCondition): QueryFilterConstraint {
  if (condition.op === 'any-range') return statusInRanges(condition.value);
  return where(condition.field, condition.op, condition.value instanceof Date ? Timestamp.fromDate(condition.value) : condition.value);
}

/** The list's query: the active canteen's orders narrowed by the filters (shared orderListQuery). */
export function ordersQuery(canteenId: string, filters: OrderFilters): { base: Query; order: QueryConstraint[] } {
  const described = orderListQuery(filters);
  const base = query(
    collection(db, 'orders'),
    and(where('canteenid', '==', canteenId), ...described.conditions.map(constraint)),
  );
  return { base, order: described.orderBy.map((entry) => orderBy(entry.field, entry.direction)) };
}

/** The list as a source of the kit: one live page of size + 1 documents and a count() total. */
export function ordersSource(canteenId: string | null, filters: OrderFilters, listKey: string): ListSource<OrderRow> {
  const built = canteenId ? ordersQuery(canteenId, filters) : null;
  return {
    key: canteenId ? ['orders', canteenId, listKey] : null,
    query: () => built!.base,
    order: built?.order ?? [],
    toRow: (snapshot) => orderRow(snapshot.id, snapshot.data()),
    // Counted with the list's order, so the count uses the list's composite index (firestore.indexes.json).
    count: async () => (built ? (await getCountFromServer(query(built.base, ...built.order))).data().count : 0),
    pageSize: ORDERS_PAGE_SIZE,
  };
}

/** Most orders the production sheet reads for a day: a canteen's day is a few hundred; beyond, it says it is cut. */
export const PRODUCTION_SHEET_LIMIT = 2000;

/** The orders of one service day, live (the production sheet), at most PRODUCTION_SHEET_LIMIT. */
export function useDayOrders(canteenId: string | null, day: string | null) {
  return useLiveQuery<DocumentData[]>(
    canteenId && day ? ['orders-day', canteenId, day] : null,
    () => {
      const range = serviceDayRange(day!);
      return query(
        collection(db, 'orders'),
        where('canteenid', '==', canteenId),
        where('tag', '!=', 'ifm'),
        where('date_obj', '>=', Timestamp.fromDate(range.start)),
        where('date_obj', '<', Timestamp.fromDate(range.end)),
        limit(PRODUCTION_SHEET_LIMIT),
      );
    },
    (snapshot) => snapshot.docs.map((document) => document.data()),
  );
}

/** Why an order cannot be shown. */
export type OrderProblem = 'not-found' | 'denied' | 'failed';

export class OrderError extends Error {
  constructor(readonly problem: OrderProblem) {
    super(`Order ${problem}`);
  }
}

/** One order, live, as stored (null: missing, or an IFM request — those have their own screen). */
export function useOrder(orderId: string | null) {
  return useLiveDoc<{ id: string; data: DocumentData } | null>(
    orderId ? ['order', orderId] : null,
    () => doc(db, 'orders', orderId!),
    (snapshot) => {
      const data = snapshot.data();
      return snapshot.exists() && data && data.tag !== 'ifm' ? { id: snapshot.id, data } : null;
    },
  );
}

/** The active canteen's cost centres (the filter's options), at most 200. */
export function useCostCenters(canteenId: string | null) {
  return useLiveQuery<Array<{ id: string; name: string }>>(
    canteenId ? ['order-cost-centers', canteenId] : null,
    () => query(collection(db, 'cost_centers'), where('canteen_id', '==', canteenId), limit(200)),
    (snapshot) =>
      snapshot.docs
        .map((document) => ({ id: document.id, name: String(document.get('name') ?? document.id) }))
        .sort((a, b) => a.name.localeCompare(b.name)),
  );
}

/** The menu items of some days of a canteen (menu/{canteen}_{day}), for the shopping list's expected covers. */
export function useMenuDays(canteenId: string | null, days: readonly string[]) {
  const sorted = [...days].sort();
  return useSWR(
    canteenId && sorted.length > 0 ? ['shopping-menus', canteenId, ...sorted] : null,
    async () => {
      const found = await documentsById('menu', sorted.map((day) => `${canteenId}_${day}`));
      const items = new Map<string, CoverMenuItem[]>();
      for (const day of sorted) {
        const data = found.get(`${canteenId}_${day}`);
        items.set(day, Array.isArray(data?.items) ? (data.items as CoverMenuItem[]) : []);
      }
      return items;
    },
    { revalidateOnFocus: false },
  );
}

/** A payment method the canteen offers: the code orders carry (payment_method) and its names by language. */
export interface CanteenPaymentMethod {
  code: string;
  names: Record<string, string>;
}

/**
 * The active canteen's configured payment methods (the filter's options): its canteen_payment_methods, live, and the
 * payment_methods they point at (code and names), read by id — a canteen has a handful (≤ 30, one `in` read).
 */
export function useCanteenPaymentMethods(canteenId: string | null) {
  const links = useLiveQuery<string[]>(
    canteenId ? ['order-canteen-payment-methods', canteenId] : null,
    () => query(collection(db, 'canteen_payment_methods'), where('canteen_id', '==', canteenId), limit(30)),
    (snapshot) =>
      [...new Set(snapshot.docs.map((document) => String(document.get('payment_method_id') ?? '')))]
        .filter((id) => id !== '')
        .sort(),
  );
  const ids = links.data;
  const methods = useSWR<CanteenPaymentMethod[]>(
    ids && ids.length > 0 ? ['order-payment-methods', ...ids] : null,
    async () => {
      const snapshot = await getDocs(query(collection(db, 'payment_methods'), where(documentId(), 'in', ids)));
      return snapshot.docs
        .map((document) => {
          const names = document.get('name') as unknown;
          return {
            code: String(document.get('code') ?? document.id),
            names:
              names && typeof names === 'object'
                ? Object.fromEntries(
                    Object.entries(names as Record<string, unknown>).filter(
                      (entry): entry is [string, string] => typeof entry[1] === 'string',
                    ),
                  )
                : {},
          };
        })
        .sort((a, b) => a.code.localeCompare(b.code));
    },
  );
  return {
    data: ids && ids.length === 0 ? [] : methods.data,
    error: links.error ?? (methods.error as Error | undefined),
  };
}

/** One entry of an order's history (spec §3 History entry) as POST /api/getOrderHistory returns it. */
export interface OrderHistoryEntry {
  status?: string;
  previous_status?: string;
  change_date?: unknown;
  date_set?: unknown;
  richiedente?: string;
  richiedente_name?: string;
  note?: string;
}

/** The history from getOrderHistory (spec §7); `revision` (the stored history's length) refetches after a change. */
export function useOrderHistory(orderId: string | null, revision: number) {
  return useSWR(orderId ? ['order-history', orderId, revision] : null, async () => {
    const data = await requestData<OrderHistoryEntry[]>('/api/getOrderHistory', {
      method: 'POST',
      body: { oid: orderId },
      token: 'body',
    });
    if (data === null) throw new Error('getOrderHistory failed');
    return data;
  });
}

const changeStatusCall = callable<OrderStatusChange, OrderStatusChangeResult>('changeOrderStatus');

/** Changes an order's status through the callable; rejects with its FunctionsError (details.messageKey). */
export async function changeOrderStatus(change: OrderStatusChange): Promise<OrderStatusChangeResult> {
  const result = await changeStatusCall(change);
  return result.data;
}

/** Most orders the shopping list reads for its range; beyond, it says the list is cut. */
export const SHOPPING_LIST_ORDER_LIMIT = 5000;

/** The orders of a range of service days, live (the shopping list), at most SHOPPING_LIST_ORDER_LIMIT + 1. */
export function useRangeOrders(canteenId: string | null, from: string, to: string) {
  return useLiveQuery<{ rows: OrderRow[]; cut: boolean }>(
    canteenId ? ['orders-range', canteenId, from, to] : null,
    () => {
      const range = serviceDayRange(from, to);
      return query(
        collection(db, 'orders'),
        where('canteenid', '==', canteenId),
        where('tag', '!=', 'ifm'),
        where('date_obj', '>=', Timestamp.fromDate(range.start)),
        where('date_obj', '<', Timestamp.fromDate(range.end)),
        limit(SHOPPING_LIST_ORDER_LIMIT + 1),
      );
    },
    (snapshot) => ({
      rows: snapshot.docs.slice(0, SHOPPING_LIST_ORDER_LIMIT).map((document) => orderRow(document.id, document.data())),
      cut: snapshot.docs.length > SHOPPING_LIST_ORDER_LIMIT,
    }),
  );
}

/** Documents of a collection by id, read 30 ids per query (Firestore's `in` limit). */
async function documentsById(collectionName: string, ids: readonly string[]): Promise<Map<string, DocumentData>> {
  const found = new Map<string, DocumentData>();
  for (let start = 0; start < ids.length; start += 30) {
    const chunk = ids.slice(start, start + 30);
    const snapshot = await getDocs(query(collection(db, collectionName), where(documentId(), 'in', chunk)));
    for (const document of snapshot.docs) found.set(document.id, document.data());
  }
  return found;
}

/** The recipes of some dish keys and their ingredients (the shopping list), read once per set of keys. */
export function useRecipesWithIngredients(dishKeys: readonly string[] | undefined) {
  const keys = dishKeys ? [...dishKeys].sort() : undefined;
  return useSWR(
    keys ? ['shopping-recipes', ...keys] : null,
    async () => {
      const recipes = new Map<string, ShoppingRecipe>();
      for (const [id, data] of await documentsById('recipes', keys!)) {
        const lines = Array.isArray(data.ingredients) ? (data.ingredients as Array<Record<string, unknown>>) : [];
        recipes.set(id, {
          ingredients: lines
            .filter((line) => typeof line.ingredient_id === 'string' && typeof line.quantity === 'number')
            .map((line) => ({
              ingredient_id: line.ingredient_id as string,
              quantity: line.quantity as number,
              unit: typeof line.unit === 'string' ? line.unit : '',
            })),
        });
      }
      const ingredientIds = [...new Set([...recipes.values()].flatMap((recipe) => recipe.ingredients.map((line) => line.ingredient_id)))];
      const ingredients = new Map<string, { names: Record<string, string>; supplier: string }>();
      for (const [id, data] of await documentsById('ingredients', ingredientIds)) {
        ingredients.set(id, {
          names: typeof data.name === 'object' && data.name !== null ? (data.name as Record<string, string>) : {},
          supplier: typeof data.supplier === 'string' ? data.supplier : '',
        });
      }
      return { recipes, ingredients };
    },
    { revalidateOnFocus: false },
  );
}
