// A user's statistics (collection statistics/{uid}): read as stored, or recomputed from their orders and stored.
import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { isCancelledGroupStatus, toDate } from '@backoffice/shared';

export const STATISTICS = 'statistics';
/** Pages of orders read while recomputing; a user with more than 50,000 orders is not a person. */
const PAGE_SIZE = 500;
const MAX_ORDERS = 50_000;

export interface UserStatistics {
  userid: string;
  orders_count: number;
  /** Orders that count for spending: not cancelled and not waiting for payment (spec §4 "separate group"). */
  valid_orders_count: number;
  orders_by_status: Record<string, number>;
  orders_by_tag: Record<string, number>;
  total_amount: number;
  total_points: number;
  first_order_at: string | null;
  last_order_at: string | null;
  aligned_at: string | null;
}

export function emptyStatistics(userid: string): UserStatistics {
  return {
    userid,
    orders_count: 0,
    valid_orders_count: 0,
    orders_by_status: {},
    orders_by_tag: {},
    total_amount: 0,
    total_points: 0,
    first_order_at: null,
    last_order_at: null,
    aligned_at: null,
  };
}

function isoOrNull(value: unknown): string | null {
  return toDate(value)?.toISOString() ?? null;
}

/** The stored statistics, or empty ones (aligned_at null) when they were never computed. */
export async function readUserStatistics(db: Firestore, uid: string): Promise<UserStatistics> {
  const stored = (await db.collection(STATISTICS).doc(uid).get()).data();
  if (!stored) return emptyStatistics(uid);
  return {
    ...emptyStatistics(uid),
    ...stored,
    first_order_at: isoOrNull(stored.first_order_at),
    last_order_at: isoOrNull(stored.last_order_at),
    aligned_at: isoOrNull(stored.aligned_at),
  } as UserStatistics;
}

/** Folds one order into the statistics (pure; exported for tests). */
export function addOrder(stats: UserStatistics, order: Record<string, unknown>): void {
  const status = typeof order.status === 'number' ? order.status : NaN;
  stats.orders_count += 1;
  const statusKey = Number.isFinite(status) ? String(status) : 'unknown';
  stats.orders_by_status[statusKey] = (stats.orders_by_status[statusKey] ?? 0) + 1;
  const tag = typeof order.tag === 'string' && /^[a-z_]{1,40}$/.test(order.tag) ? order.tag : 'unknown';
  stats.orders_by_tag[tag] = (stats.orders_by_tag[tag] ?? 0) + 1;
  if (Number.isFinite(status) && !isCancelledGroupStatus(status)) {
    stats.valid_orders_count += 1;
    if (typeof order.total === 'number' && Number.isFinite(order.total)) stats.total_amount += order.total;
    if (typeof order.points === 'number' && Number.isFinite(order.points)) stats.total_points += order.points;
  }
  const when = toDate(order.execution_datetime) ?? toDate(order.date_obj);
  if (when) {
    const iso = when.toISOString();
    if (!stats.first_order_at || iso < stats.first_order_at) stats.first_order_at = iso;
    if (!stats.last_order_at || iso > stats.last_order_at) stats.last_order_at = iso;
  }
}

/** Recomputes a user's statistics from every order of theirs (paged by document id) and stores them. */
export async function alignUserStatistics(db: Firestore, uid: string, now: Date): Promise<UserStatistics> {
  const stats = emptyStatistics(uid);
  let last: DocumentSnapshot | undefined;
  for (let read = 0; read < MAX_ORDERS; read += PAGE_SIZE) {
    let query = db.collection('orders').where('userid', '==', uid).orderBy('__name__').limit(PAGE_SIZE);
    if (last) query = query.startAfter(last);
    const page = await query.get();
    for (const doc of page.docs) addOrder(stats, doc.data());
    if (page.size < PAGE_SIZE) break;
    last = page.docs.at(-1);
  }
  stats.total_amount = Math.round(stats.total_amount * 100) / 100;
  stats.aligned_at = now.toISOString();
  await db
    .collection(STATISTICS)
    .doc(uid)
    .set({
      ...stats,
      first_order_at: stats.first_order_at ? new Date(stats.first_order_at) : null,
      last_order_at: stats.last_order_at ? new Date(stats.last_order_at) : null,
      aligned_at: now,
    });
  return stats;
}
