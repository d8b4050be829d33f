// Building delivery records (collection deliveries) with deterministic ids, so a replayed event plans the same ones.
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import type { DeliveryChannel } from '@backoffice/shared';

export const DELIVERIES = 'deliveries';

/**
 * Delivery records are kept 90 days (a Firestore TTL policy on `expire_at` deletes them in production): the
 * notification screens and exports show a quarter of history, and the last retry comes within 2.5 hours.
 */
export const DELIVERY_RETENTION_MS = 90 * 24 * 60 * 60 * 1000;

/** The event a delivery comes from: its type, the event id, and any references worth keeping. */
export interface DeliveryEvent {
  type: string;
  id: string;
  [key: string]: string;
}

/** A planned delivery: written in the same transaction as the work that causes it (an outbox). */
export interface PlannedDelivery {
  id: string;
  data: Record<string, unknown>;
}

/** One document per event, channel and recipient; characters Firestore ids cannot hold are replaced. */
export function deliveryId(event: DeliveryEvent, channel: DeliveryChannel, recipient: string): string {
  const safe = (text: string) => text.replace(/[^\w.-]/g, '_').slice(0, 200);
  return `${safe(event.type)}__${safe(event.id)}__${channel}__${safe(recipient)}`;
}

function base(event: DeliveryEvent, channel: DeliveryChannel, recipient: string, uid: string | null, subject: string, now: Date) {
  const at = Timestamp.fromDate(now);
  return {
    channel,
    recipient,
    uid,
    subject,
    status: 'pending',
    error: null,
    attempts: 0,
    next_attempt_at: at,
    event,
    created_at: FieldValue.serverTimestamp(),
    updated_at: FieldValue.serverTimestamp(),
    expire_at: Timestamp.fromMillis(now.getTime() + DELIVERY_RETENTION_MS),
  };
}

/** An e-mail; without an address it is recorded as skipped straight away (nothing to send to). */
export function emailDelivery(
  event: DeliveryEvent,
  uid: string,
  to: string | null,
  message: { subject: string; html: string; text: string },
  now: Date,
): PlannedDelivery {
  const recipient = to ?? '';
  const data: Record<string, unknown> = {
    ...base(event, 'email', recipient, uid, message.subject, now),
    payload: { to: recipient, ...message },
  };
  if (!to) Object.assign(data, { status: 'skipped', error: 'no e-mail address', next_attempt_at: null });
  return { id: deliveryId(event, 'email', uid), data };
}

/** A push to every device of a user; the tokens are read when it is sent, so pruned tokens are never used. */
export function pushDelivery(
  event: DeliveryEvent,
  uid: string,
  message: { title: string; body: string; data?: Record<string, string> },
  now: Date,
): PlannedDelivery {
  return {
    id: deliveryId(event, 'push', uid),
    data: { ...base(event, 'push', uid, uid, message.title, now), payload: { uid, ...message } },
  };
}

/** An in-app message, written in the same transaction as its inbox document: sent on commit. */
export function inAppDelivery(event: DeliveryEvent, uid: string, title: string, inboxPath: string, now: Date): PlannedDelivery {
  return {
    id: deliveryId(event, 'in_app', uid),
    data: {
      ...base(event, 'in_app', uid, uid, title, now),
      status: 'sent',
      attempts: 1,
      next_attempt_at: null,
      sent_at: FieldValue.serverTimestamp(),
      payload: { uid, inbox_path: inboxPath },
    },
  };
}
