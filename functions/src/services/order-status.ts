// Staff change an order's status (issue 17): role and canteen checked, the transition checked against the shared table,
// and in one transaction the status, the history entry, the customer's inbox message and the delivery records.
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import {
  ORDER_STATUS_ERRORS,
  canManageCanteen,
  canOpenScreen,
  catalogueValue,
  fillText,
  isFinalOrderStatus,
  normalizeCanteenId,
  orderHistoryEntry,
  orderStatusChangeAllowed,
  orderStatusLabelKey,
  resolveRole,
  type OrderStatusChangeResult,
  type UiLanguage,
} from '@backoffice/shared';
import { catalogueOf } from '@backoffice/shared/catalogue';
import { dispatchDeliveries, type DeliveryDeps } from './deliveries/dispatch';
import { DELIVERIES, inAppDelivery, pushDelivery, type DeliveryEvent } from './deliveries/records';
import { userLanguage } from './mail/format';

/** A refusal with the callable error code it maps to; `messageKey` is an orders-namespace i18n key. */
export class OrderStatusError extends Error {
  constructor(
    readonly code: 'not-found' | 'permission-denied' | 'failed-precondition',
    message: string,
    readonly messageKey?: string,
  ) {
    super(message);
  }
}

/** The status name in a language (the catalogue the SPA reads too). */
export function orderStatusName(language: UiLanguage, status: number): string {
  const key = orderStatusLabelKey(status).replace(/^catalogue:/, '');
  const value = catalogueValue(catalogueOf(language), key);
  return typeof value === 'string' ? value : String(status);
}

/** The customer's message: title and body in their language, the staff note on its own line. */
export function renderOrderStatusMessage(
  language: UiLanguage,
  input: { orderId: string; status: number; note: string },
): { title: string; body: string } {
  const texts = catalogueOf(language).mail.orderStatus;
  const values = { id: input.orderId, status: orderStatusName(language, input.status) };
  const body = fillText(texts.body, values);
  return { title: fillText(texts.title, values), body: input.note ? `${body}\n${input.note}` : body };
}

/**
 * Moves order `orderId` to `status` for the signed-in `uid`. The role comes from users/{uid} (ModificaOrdini), the
 * order must be of a canteen the user manages, and the move must be one the shared table allows from the status the
 * order has when the transaction reads it: a refused move writes nothing.
 */
export async function changeOrderStatus(
  deps: DeliveryDeps,
  uid: string,
  request: { orderId: string; status: number; note: string },
): Promise<OrderStatusChangeResult> {
  const { db } = deps;
  const user = await db.doc(`users/${uid}`).get();
  const role = resolveRole(user.data());
  if (!canOpenScreen('ModificaOrdini', role))
    throw new OrderStatusError('permission-denied', `Role ${role} may not change orders (ModificaOrdini)`);
  const boCanteens = user.get('bo_canteens') as unknown;
  const profile = (user.get('profile') ?? {}) as Record<string, unknown>;
  const byName = [profile.name, profile.surname].filter((part) => typeof part === 'string' && part !== '').join(' ');
  const orderRef = db.doc(`orders/${request.orderId}`);

  const outcome = await db.runTransaction(async (tx) => {
    const order = await tx.get(orderRef);
    if (!order.exists || order.get('tag') === 'ifm')
      throw new OrderStatusError('not-found', `Order ${request.orderId} not found`);
    const canteenId = normalizeCanteenId(String(order.get('canteenid') ?? ''));
    if (!canManageCanteen(canteenId, role, Array.isArray(boCanteens) ? (boCanteens as string[]) : []))
      throw new OrderStatusError('permission-denied', `Order ${request.orderId} is not of a canteen you manage`);
    const from = Number(order.get('status'));
    if (!orderStatusChangeAllowed(from, request.status)) {
      const key = isFinalOrderStatus(from) ? ORDER_STATUS_ERRORS.final : ORDER_STATUS_ERRORS.forbidden;
      throw new OrderStatusError('failed-precondition', `An order may not go from ${from} to ${request.status}`, key);
    }
    const now = deps.now();
    const at = Timestamp.fromDate(now);
    const history: unknown = order.get('history');
    tx.update(orderRef, {
      status: request.status,
      history: [
        ...(Array.isArray(history) ? history : []),
        orderHistoryEntry({ from, to: request.status, at, by: uid, byName, note: request.note }),
      ],
    });

    const customer = String(order.get('userid') ?? '');
    const deliveries: string[] = [];
    if (customer) {
      const customerDoc = await db.doc(`users/${customer}`).get();
      const language = userLanguage(customerDoc.get('active_language'));
      const label = String(order.get('human_id') ?? '') || request.orderId;
      const message = renderOrderStatusMessage(language, { orderId: label, status: request.status, note: request.note });
      // The event id: the order and its history length, so a retried transaction plans the same records.
      const eventId = `${request.orderId}__${Array.isArray(history) ? history.length : 0}`;
      const event: DeliveryEvent = { type: 'order_status_change', id: eventId, order_id: request.orderId };
      const inboxRef = db.collection(`users/${customer}/inbox`).doc(`order_status__${eventId}`);
      tx.set(inboxRef, {
        ...message,
        created_at: FieldValue.serverTimestamp(),
        read_at: null,
        kind: 'order_status_change',
        ref: { order_id: request.orderId, status: request.status, previous_status: from },
      });
      const data = { order_id: request.orderId, status: String(request.status), kind: 'order_status_change' };
      for (const delivery of [
        inAppDelivery(event, customer, message.title, inboxRef.path, now),
        pushDelivery(event, customer, { ...message, data }, now),
      ]) {
        tx.set(db.collection(DELIVERIES).doc(delivery.id), delivery.data);
        deliveries.push(delivery.id);
      }
    }
    return { orderId: request.orderId, from, to: request.status, deliveries };
  });

  await dispatchDeliveries(deps, outcome.deliveries);
  return { orderId: outcome.orderId, from: outcome.from, to: outcome.to, deliveries: outcome.deliveries.length };
}
