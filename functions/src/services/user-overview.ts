// A user as the back office sees them: the users document (without device tokens), and the Auth metadata
// plus order count and last order (getUserDataNOrdersLastOrderLastLoginByID).
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { canAccessAllCanteens, canManageCanteen, resolveRole, toDate } from '@backoffice/shared';
import { toPlainJson } from './plain-json';

/** The users document as plain JSON: dates as ISO text, device tokens left out. */
export function publicUserData(uid: string, data: Record<string, unknown>): Record<string, unknown> {
  const { fcm_tokens: _tokens, ...rest } = data;
  return { ...(toPlainJson(rest) as Record<string, unknown>), id: uid, role: resolveRole(data) };
}

/** Canteens a user belongs to: as customer (canteens) or as staff (bo_canteens). */
function canteensOf(user: Record<string, unknown>): string[] {
  const lists = [user.canteens, user.bo_canteens].filter(Array.isArray) as unknown[][];
  return lists.flat().filter((entry): entry is string => typeof entry === 'string');
}

/**
 * May the caller look at this user? Themselves always; admins anyone; others only people who share a
 * canteen they manage (least privilege: a user with no canteen is visible to admins only).
 */
export function mayViewUser(
  caller: { uid: string; role: string; boCanteens: readonly string[] },
  targetUid: string,
  target: Record<string, unknown>,
): boolean {
  if (caller.uid === targetUid || canAccessAllCanteens(caller.role)) return true;
  return canteensOf(target).some((canteenId) => canManageCanteen(canteenId, caller.role, caller.boCanteens));
}

function iso(value: unknown): string | null {
  return toDate(value)?.toISOString() ?? null;
}

export interface UserActivitySummary {
  lastOrderData: Record<string, unknown> | null;
  ordersNumber: number;
  creationTime: string | null;
  lastRefreshTime: string | null;
  lastSignInTime: string | null;
}

/** Auth metadata (null when the person has no account), the number of orders and the latest one. */
export async function userActivitySummary(
  db: Firestore,
  auth: Auth,
  uid: string,
): Promise<UserActivitySummary> {
  const orders = db.collection('orders').where('userid', '==', uid);
  const [account, count, latest] = await Promise.all([
    auth.getUser(uid).catch(() => null),
    orders.count().get(),
    // Needs the composite index orders(userid ASC, execution_datetime DESC).
    orders.orderBy('execution_datetime', 'desc').limit(1).get(),
  ]);
  const last = latest.docs[0];
  const lastData = last?.data();
  return {
    lastOrderData:
      last && lastData
        ? {
            id: last.id,
            canteenid: lastData.canteenid ?? null,
            tag: lastData.tag ?? null,
            status: lastData.status ?? null,
            total: lastData.total ?? null,
            human_id: lastData.human_id ?? null,
            execution_datetime: iso(lastData.execution_datetime),
            date_obj: iso(lastData.date_obj),
          }
        : null,
    ordersNumber: count.data().count,
    creationTime: iso(account?.metadata.creationTime ? new Date(account.metadata.creationTime) : null),
    lastRefreshTime: iso(
      account?.metadata.lastRefreshTime ? new Date(account.metadata.lastRefreshTime) : null,
    ),
    lastSignInTime: iso(account?.metadata.lastSignInTime ? new Date(account.metadata.lastSignInTime) : null),
  };
}
