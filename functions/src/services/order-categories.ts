// Rejects orders that contain items of a stopped category (spec §4 Service category), and tells the customer.
import { FieldValue, type DocumentData, type DocumentSnapshot } from 'firebase-admin/firestore';
import {
  ORDER_REJECTION_CODES,
  REJECTED_ORDER_STATUS,
  isCategoryCheckedOrderStatus,
  orderLineCategoryIds,
  stoppedCategoriesOfOrder,
  type UiLanguage,
} from '@backoffice/shared';
import { dispatchDeliveries, type DeliveryDeps } from './deliveries/dispatch';
import { DELIVERIES, inAppDelivery, pushDelivery, type DeliveryEvent } from './deliveries/records';
import type { OrderWriteEvent } from './ifm-status/apply';
import { userLanguage } from './mail/format';
import { renderOrderRejectedMessage } from './mail/templates/order-rejected';

export type CategoryCheckOutcome =
  | { result: 'ignored' | 'replayed' | 'missing' }
  | { result: 'accepted' }
  | { result: 'rejected'; categories: string[]; deliveries: string[] };

function sameIds(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id, index) => id === b[index]);
}

/**
 * Is this write one to judge? An order (not an IFM request) with category lines, waiting to be accepted,
 * that was just created, just entered a waiting status, or had its lines' categories changed. The
 * server's own writes (the `category_check` mark, the rejection) change none of these: no loop.
 */
export function needsCategoryCheck(before: DocumentData | undefined, after: DocumentData | undefined): boolean {
  if (!after || after.tag === 'ifm' || !isCategoryCheckedOrderStatus(after.status)) return false;
  const ids = orderLineCategoryIds(after.recipes);
  if (ids.length === 0) return false;
  if (!before || !isCategoryCheckedOrderStatus(before.status)) return true;
  return !sameIds(ids, orderLineCategoryIds(before.recipes));
}

/** The service an order belongs to: service_id, else the seed's convention {TAG}_{canteen id}. */
export function orderServiceId(order: DocumentData): string | null {
  if (typeof order.service_id === 'string' && order.service_id !== '') return order.service_id;
  if (typeof order.tag === 'string' && typeof order.canteenid === 'string') return `${order.tag.toUpperCase()}_${order.canteenid}`;
  return null;
}

function categoryName(snapshot: DocumentSnapshot, language: UiLanguage): string {
  const names = (snapshot.get('name') ?? {}) as Record<string, unknown>;
  const name = names[language.toUpperCase()] ?? names.EN ?? names.IT;
  return typeof name === 'string' && name !== '' ? name : snapshot.id;
}

/**
 * Judges an order once, in a transaction that reads its categories: the stop callable writes a category
 * in a transaction too, so every order is judged either before a stop commits (accepted, and
 * `category_check.at` precedes the category's `stopped_at`) or after it (rejected). A replayed event
 * finds its own `category_check.event_id` and does nothing.
 */
export async function checkOrderCategories(deps: DeliveryDeps, event: OrderWriteEvent): Promise<CategoryCheckOutcome> {
  if (!needsCategoryCheck(event.before, event.after)) return { result: 'ignored' };
  const { db } = deps;
  const uid = typeof event.after?.userid === 'string' ? event.after.userid : '';
  const user = uid ? await db.doc(`users/${uid}`).get() : null;
  const language = userLanguage(user?.get('active_language'));
  const orderRef = db.doc(`orders/${event.orderId}`);

  const outcome = await db.runTransaction(async (tx): Promise<CategoryCheckOutcome> => {
    const orderSnap = await tx.get(orderRef);
    if (!orderSnap.exists) return { result: 'missing' };
    const order = orderSnap.data() ?? {};
    const check = (order.category_check ?? {}) as Record<string, unknown>;
    // Replay guard: this event already judged the order.
    if (check.event_id === event.id) return { result: 'replayed' };
    // Judge what the order holds now; an order that moved on (paid, cancelled…) is no longer to judge.
    if (!isCategoryCheckedOrderStatus(order.status)) return { result: 'ignored' };
    const ids = orderLineCategoryIds(order.recipes);
    const serviceId = orderServiceId(order);
    if (ids.length === 0 || !serviceId) return { result: 'ignored' };
    const snapshots = await tx.getAll(...ids.map((id) => db.doc(`services/${serviceId}/categories/${id}`)));
    const stoppedIds = snapshots.filter((s) => s.exists && s.get('stopped') === true).map((s) => s.id);
    const stopped = stoppedCategoriesOfOrder(order.recipes, stoppedIds);
    const at = FieldValue.serverTimestamp();
    if (stopped.length === 0) {
      tx.update(orderRef, { category_check: { event_id: event.id, result: 'accepted', categories: ids, at } });
      return { result: 'accepted' };
    }
    tx.update(orderRef, {
      status: REJECTED_ORDER_STATUS,
      rejection: { code: ORDER_REJECTION_CODES.CATEGORY_STOPPED, categories: stopped, at },
      category_check: { event_id: event.id, result: 'rejected', categories: ids, at },
    });
    if (!uid) return { result: 'rejected', categories: stopped, deliveries: [] };
    const names = stopped.map((id) => categoryName(snapshots.find((s) => s.id === id) as DocumentSnapshot, language));
    const orderLabel = typeof order.human_id === 'string' && order.human_id ? order.human_id : event.orderId;
    const message = renderOrderRejectedMessage(language, { orderId: orderLabel, categoryNames: names });
    const deliveryEvent: DeliveryEvent = { type: 'order_rejected', id: event.id, order_id: event.orderId };
    const inboxRef = db.collection(`users/${uid}/inbox`).doc(`order_rejected__${event.orderId}__${event.id}`);
    tx.set(inboxRef, {
      ...message,
      created_at: at,
      read_at: null,
      kind: 'order_rejected',
      ref: { order_id: event.orderId, code: ORDER_REJECTION_CODES.CATEGORY_STOPPED, categories: stopped },
    });
    const now = deps.now();
    const deliveries = [
      inAppDelivery(deliveryEvent, uid, message.title, inboxRef.path, now),
      pushDelivery(deliveryEvent, uid, { ...message, data: { order_id: event.orderId, kind: 'order_rejected' } }, now),
    ];
    for (const delivery of deliveries) tx.set(db.collection(DELIVERIES).doc(delivery.id), delivery.data);
    return { result: 'rejected', categories: stopped, deliveries: deliveries.map((delivery) => delivery.id) };
  });

  if (outcome.result === 'rejected') await dispatchDeliveries(deps, outcome.deliveries);
  return outcome;
}
