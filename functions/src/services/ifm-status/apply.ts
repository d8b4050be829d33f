// The IFM status workflow (spec §4, design §5): history, close dates, chat message, notifications — once per event.
import { FieldValue, Timestamp, type DocumentData, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import {
  CHAT_OPEN_STATUS,
  ifmChatThreadId,
  isIfmStatus,
  planIfmStatusChange,
  toDate,
  type IfmStatus,
  type IfmStatusChangePlan,
} from '@backoffice/shared';
import { dispatchDeliveries, type DeliveryDeps } from '../deliveries/dispatch';
import { DELIVERIES, emailDelivery, pushDelivery, type DeliveryEvent, type PlannedDelivery } from '../deliveries/records';
import { canteenTimeZone, userLanguage } from '../mail/format';
import { ifmThreadSubject, renderIfmStatusMessage } from '../mail/templates/ifm-status';
import { PROCESSED_EVENTS, processedEventMarker } from '../processed-events';
import { runTransactionRetrying } from '../transaction-retry';
import { decideIfmWrite, type IfmWriteDecision } from './decide';

/** One delivery of a write to orders/{orderId} (the trigger's event, or a test's replay of it). */
export interface OrderWriteEvent {
  id: string;
  time: Date;
  orderId: string;
  before?: DocumentData;
  after?: DocumentData;
}

export type IfmStatusOutcome =
  | { result: 'ignored'; reason: string }
  | { result: 'replayed'; deliveries: string[] }
  | { result: 'missing' }
  | { result: 'rejected'; reason: string }
  | { result: 'applied'; deliveries: string[]; threadId: string };

type Change = Extract<IfmWriteDecision, { kind: 'change' }>;

interface Context {
  event: OrderWriteEvent;
  change: Change;
  order: DocumentData;
  user: DocumentData | undefined;
  canteen: DocumentData | undefined;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function requesterName(ctx: Context): { first: string; full: string } {
  const profile = (ctx.user?.profile ?? {}) as Record<string, unknown>;
  const orderUser = (ctx.order.user ?? {}) as Record<string, unknown>;
  const first = text(orderUser.name) || text(profile.name);
  const last = text(orderUser.surname) || text(profile.surname);
  return { first, full: `${first} ${last}`.trim() };
}

/** The messages for the requester, in their language, and the deliveries that carry them. */
function plannedDeliveries(
  ctx: Context,
  status: IfmStatus,
  dateSet: Date,
  now: Date,
): { deliveries: PlannedDelivery[]; label: string } {
  const language = userLanguage(ctx.user?.active_language);
  const requestId = text(ctx.order.human_id) || String(ctx.order.human_id ?? '') || ctx.event.orderId;
  const canteenId = text(ctx.order.canteenid);
  const rendered = renderIfmStatusMessage(language, {
    name: requesterName(ctx).first,
    requestId,
    status,
    dateSet,
    note: ctx.change.request.note,
    timeZone: canteenTimeZone({ id: canteenId, endpoint_prefix: text(ctx.canteen?.endpoint_prefix) || null }),
  });
  const event: DeliveryEvent = { type: 'ifm_status_change', id: ctx.event.id, order_id: ctx.event.orderId };
  const uid = text(ctx.order.userid);
  const email = text((ctx.user?.profile as Record<string, unknown> | undefined)?.email).trim() || null;
  const data = { order_id: ctx.event.orderId, status: String(ctx.change.to), kind: 'ifm_status_change' };
  return {
    label: rendered.statusLabel,
    deliveries: uid
      ? [emailDelivery(event, uid, email, rendered.email, now), pushDelivery(event, uid, { ...rendered.push, data }, now)]
      : [],
  };
}

function newThread(ctx: Context, language: string, changeDate: Timestamp): Record<string, unknown> {
  const canteenId = text(ctx.order.canteenid);
  const requestId = text(ctx.order.human_id) || ctx.event.orderId;
  return {
    canteen_id: canteenId,
    parent: text(ctx.canteen?.parent) || canteenId,
    ifm: ctx.event.orderId,
    date: changeDate,
    name: requesterName(ctx).full,
    status: CHAT_OPEN_STATUS,
    subject: ifmThreadSubject(userLanguage(language), requestId),
    userid: text(ctx.order.userid),
    // The back office opens this thread with its own message: it has read it (no customer message yet).
    admin_last_read: changeDate,
    unread: false,
    last_customer_message_at: null,
  };
}

async function loadContext(db: Firestore, event: OrderWriteEvent, change: Change): Promise<Context> {
  const order = event.after ?? {};
  const [user, canteen] = await Promise.all([
    text(order.userid) ? db.doc(`users/${text(order.userid)}`).get() : null,
    text(order.canteenid) ? db.doc(`canteens/${text(order.canteenid)}`).get() : null,
  ]);
  return { event, change, order, user: user?.data(), canteen: canteen?.data() };
}

/**
 * Handles one write of an IFM request. Idempotent: a processed_events marker written in the same
 * transaction as the history entry, the chat message and the delivery records makes a replayed event
 * change nothing; the deliveries (an outbox) are then sent, and the retry sweep sends any left pending.
 */
export async function handleIfmOrderWrite(deps: DeliveryDeps, event: OrderWriteEvent): Promise<IfmStatusOutcome> {
  const decision = decideIfmWrite(event.before, event.after);
  if (decision.kind === 'ignore') return { result: 'ignored', reason: decision.reason };
  const { db } = deps;
  const orderRef = db.doc(`orders/${event.orderId}`);
  const markerRef = db.collection(PROCESSED_EVENTS).doc(event.id);
  const replayedDeliveries = (marker: DocumentSnapshot) => (marker.get('deliveries') as string[] | undefined) ?? [];
  // Replay guard first: a redelivered event reads neither the requester, the canteen nor the chat.
  const earlier = await markerRef.get();
  if (earlier.exists) {
    const deliveries = replayedDeliveries(earlier);
    await dispatchDeliveries(deps, deliveries);
    return { result: 'replayed', deliveries };
  }

  const ctx = await loadContext(db, event, decision);
  const changeDate = Timestamp.fromDate(event.time);
  const dateSetDate = toDate(decision.request.dateSet) ?? event.time;
  // The messages (and the status label in the requester's language) come first, so the plan writes the chat text once.
  const rendered = isIfmStatus(decision.to) ? plannedDeliveries(ctx, decision.to, dateSetDate, deps.now()) : null;
  const planned = planIfmStatusChange<Timestamp>(decision.from, decision.to, {
    changeDate,
    dateSet: Timestamp.fromDate(dateSetDate),
    by: decision.request.by,
    note: decision.request.note,
    ...(rendered ? { statusLabel: rendered.label } : {}),
  });
  const notifications = planned.ok ? rendered : null;

  const outcome = await runTransactionRetrying(db, async (tx): Promise<IfmStatusOutcome> => {
    // Replay guard again inside the transaction (a concurrent delivery may have just finished), before other reads.
    const marker = await tx.get(markerRef);
    if (marker.exists) return { result: 'replayed', deliveries: replayedDeliveries(marker) };
    const fallbackThreadRef = db.collection('chat').doc(ifmChatThreadId(event.orderId));
    const [orderSnap, threads, fallbackThread] = await Promise.all([
      tx.get(orderRef),
      tx.get(db.collection('chat').where('ifm', '==', event.orderId).limit(1)),
      tx.get(fallbackThreadRef),
    ]);
    if (!orderSnap.exists) return { result: 'missing' };
    const current = orderSnap.data() ?? {};
    const stillCurrent = Object.is(current.status, decision.to);
    const requestMap = typeof current.status_change === 'object' && current.status_change !== null;
    const handled = (outcome: 'applied' | 'rejected') =>
      requestMap && decision.request.fromRequest && stillCurrent
        ? { 'status_change.handled': { event_id: event.id, outcome, at: FieldValue.serverTimestamp() } }
        : {};

    if (!planned.ok) {
      // Undo a change the popup rules forbid (it got past the rules); the marker makes the undo recognisable.
      tx.update(orderRef, {
        ...(stillCurrent ? { status: decision.from } : {}),
        status_change_rejected: {
          reason: planned.reason,
          status: decision.to,
          previous_status: decision.from,
          event_id: event.id,
          at: FieldValue.serverTimestamp(),
        },
        ...handled('rejected'),
      });
      tx.set(markerRef, processedEventMarker('ifm_status_change', event.orderId, 'rejected', [], deps.now()));
      return { result: 'rejected', reason: planned.reason };
    }

    const plan: IfmStatusChangePlan<Timestamp> = planned.plan;
    const closeDates =
      plan.closeDates.action === 'set'
        ? { close_datetime: plan.closeDates.close_datetime, report_datetime: plan.closeDates.report_datetime }
        : { close_datetime: FieldValue.delete(), report_datetime: FieldValue.delete() };
    // Appended to what was read (not arrayUnion, which would drop an entry equal to an earlier one).
    const history = Array.isArray(current.history) ? current.history : [];
    tx.update(orderRef, {
      history: [...history, plan.historyEntry],
      // Only the latest change decides the close dates; an older event arriving late leaves them alone.
      ...(stillCurrent ? closeDates : {}),
      ...handled('applied'),
    });

    const message = plan.chatMessage;
    const existing = threads.docs[0] ?? (fallbackThread.exists ? fallbackThread : undefined);
    const threadRef = existing?.ref ?? fallbackThreadRef;
    if (existing) {
      const messages: unknown = existing.get('messages');
      tx.update(threadRef, { ifm: event.orderId, messages: [...(Array.isArray(messages) ? messages : []), message] });
    } else {
      tx.set(threadRef, { ...newThread(ctx, String(ctx.user?.active_language ?? ''), changeDate), messages: [message] });
    }

    const deliveries = notifications?.deliveries ?? [];
    for (const delivery of deliveries) tx.set(db.collection(DELIVERIES).doc(delivery.id), delivery.data);
    const ids = deliveries.map((delivery) => delivery.id);
    tx.set(markerRef, processedEventMarker('ifm_status_change', event.orderId, 'applied', ids, deps.now()));
    return { result: 'applied', deliveries: ids, threadId: threadRef.id };
  });

  if (outcome.result === 'applied' || outcome.result === 'replayed') await dispatchDeliveries(deps, outcome.deliveries);
  return outcome;
}
