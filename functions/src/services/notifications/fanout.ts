// Fans one occurrence out to its audience: delivery records created once (deterministic ids), then sent in batches.
import { FieldValue, Timestamp, type BulkWriter, type DocumentData } from 'firebase-admin/firestore';
import { deliveryRetryDelayMs, notificationTextFor, occurrenceKey, type NotificationTexts } from '@backoffice/shared';
import { emailOf, phoneOf, pushTokensOf } from './reach';
import { deliveryId, DELIVERIES, emailDelivery, inAppDelivery, pushDelivery, type DeliveryEvent } from '../deliveries/records';
import { userLanguage } from '../mail/format';
import { renderMailHtml, renderMailText } from '../mail/html';
import { audiencePages, type Recipient } from './audience';
import { sendBatchPush, type BatchPush } from './push-batch';
import { isPermanentSendError } from '../sms/transport';
import { FANOUT_LEASE_MS, NOTIFICATIONS, NOTIFICATION_OCCURRENCES, isRecurring, refreshCounts, writerOptions, type NotificationDeps, type OccurrenceMessage } from './store';

/** Audience pages planned and sent at the same time. */
export const PAGE_CONCURRENCY = 3;
/** Parallel e-mails and sms at most (one SMTP connection each). */
export const SEND_CONCURRENCY = 8;
/** A planned record is reserved for this fan-out: the retry sweep leaves it alone until the lease ends. */
const SEND_LEASE_MS = 5 * 60_000;
const ALREADY_EXISTS = 6;

export type FanoutResult = 'done' | 'replayed' | 'busy' | 'missing' | 'cancelled';

/** Runs `work` over items with at most `limit` in flight. */
async function bounded<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await work(items[next++] as T);
  });
  await Promise.all(lanes);
}

/** Creates a document only if absent; resolves true when this call created it (false: already planned). */
function createOnce(writer: BulkWriter, path: FirebaseFirestore.DocumentReference, data: DocumentData): Promise<boolean> {
  return writer.create(path, data).then(
    () => true,
    (error: { code?: number }) => {
      if (error.code === ALREADY_EXISTS) return false;
      throw error;
    },
  );
}

/** Claims the occurrence for this fan-out; a replay of a finished or running occurrence stops here. */
async function start(deps: NotificationDeps, id: string, now: Date): Promise<DocumentData | FanoutResult> {
  const ref = deps.db.collection(NOTIFICATION_OCCURRENCES).doc(id);
  return deps.db.runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) return 'missing' as const;
    const data = snapshot.data() ?? {};
    if (data.state === 'done' || data.state === 'cancelled') return 'replayed' as const;
    const lease = (data.lease_until as Timestamp | null | undefined)?.toMillis() ?? 0;
    if (data.state === 'sending' && lease > now.getTime()) return 'busy' as const;
    const until = Timestamp.fromMillis(now.getTime() + FANOUT_LEASE_MS);
    tx.update(ref, { state: 'sending', started_at: data.started_at ?? Timestamp.fromDate(now), lease_until: until, republish_at: until });
    return data;
  });
}

interface Planned {
  push: BatchPush[];
  mail: Array<{ id: string; payload: { to: string; subject: string; html: string; text: string } }>;
  sms: Array<{ id: string; to: string; text: string }>;
}

/** Plans one page: creates every record (and inbox message) that does not exist yet; returns what to send. */
async function plan(deps: NotificationDeps, event: DeliveryEvent, channels: string[], texts: NotificationTexts, page: Recipient[], now: Date): Promise<Planned> {
  const writer = deps.db.bulkWriter(writerOptions(deps));
  const planned: Planned = { push: [], mail: [], sms: [] };
  const lease = { lease_until: Timestamp.fromMillis(now.getTime() + SEND_LEASE_MS) };
  const records = deps.db.collection(DELIVERIES);
  const waits: Array<Promise<unknown>> = [];
  for (const { uid, data } of page) {
    const language = userLanguage(data.active_language);
    const text = notificationTextFor(texts, language);
    const ref = { notification_id: String(event.notification_id), occurrence: String(event.occurrence) };
    if (channels.includes('in_app')) {
      const inboxPath = `users/${uid}/inbox/${event.id}`;
      const inbox = { title: text.title, body: text.body, created_at: FieldValue.serverTimestamp(), read_at: null, kind: 'notification', ref };
      // The inbox id is the occurrence key: a replay finds it and the record both existing.
      waits.push(createOnce(writer, deps.db.doc(inboxPath), inbox));
      const record = inAppDelivery(event, uid, text.title, inboxPath, now);
      waits.push(createOnce(writer, records.doc(record.id), record.data));
    }
    if (channels.includes('push')) {
      const tokens = pushTokensOf(data);
      const record = pushDelivery(event, uid, { title: text.title, body: text.body, data: ref }, now);
      const skipped = { status: 'skipped', error: 'no device tokens', next_attempt_at: null };
      const push = { deliveryId: record.id, uid, tokens, title: text.title, body: text.body };
      waits.push(
        createOnce(writer, records.doc(record.id), { ...record.data, ...(tokens.length === 0 ? skipped : lease) }).then((created) => {
          if (created && tokens.length > 0) planned.push.push(push);
        }),
      );
    }
    if (channels.includes('email')) {
      const to = emailOf(data);
      const blocks = [{ paragraph: text.body }];
      const message = { subject: text.title, html: renderMailHtml(language, text.title, blocks), text: renderMailText(text.title, blocks) };
      const record = emailDelivery(event, uid, to, message, now);
      waits.push(
        createOnce(writer, records.doc(record.id), { ...record.data, ...(to ? lease : {}) }).then((created) => {
          if (created && to) planned.mail.push({ id: record.id, payload: { to, ...message } });
        }),
      );
    }
    if (channels.includes('sms')) {
      const phone = phoneOf(data);
      const id = deliveryId(event, 'sms', uid);
      const base = pushDelivery(event, uid, { title: text.title, body: text.body }, now).data;
      const reason = !phone ? 'no phone number' : !deps.sms ? 'no SMS provider configured' : null;
      const record = { ...base, channel: 'sms', recipient: phone ?? '', payload: { to: phone ?? '', text: `${text.title}: ${text.body}` } };
      const outcome = reason ? { status: 'skipped', error: reason, next_attempt_at: null } : lease;
      waits.push(
        createOnce(writer, records.doc(id), { ...record, ...outcome }).then((created) => {
          if (created && !reason && phone) planned.sms.push({ id, to: phone, text: `${text.title}: ${text.body}` });
        }),
      );
    }
  }
  await writer.close();
  await Promise.all(waits);
  return planned;
}

/** Records a sending outcome the way dispatch.ts does: terminal, or failed with the next retry time. */
function outcome(now: Date, status: 'sent' | 'failed', error: string | null, permanent: boolean, extra: DocumentData = {}): DocumentData {
  const delay = status === 'failed' && !permanent ? deliveryRetryDelayMs(1) : null;
  return {
    status,
    error,
    attempts: 1,
    next_attempt_at: delay === null ? null : Timestamp.fromMillis(now.getTime() + delay),
    lease_until: FieldValue.delete(),
    updated_at: FieldValue.serverTimestamp(),
    ...(status === 'sent' ? { sent_at: FieldValue.serverTimestamp() } : {}),
    ...extra,
  };
}

async function send(deps: NotificationDeps, event: DeliveryEvent, planned: Planned): Promise<void> {
  const writer = deps.db.bulkWriter(writerOptions(deps));
  const records = deps.db.collection(DELIVERIES);
  if (planned.push.length > 0) {
    const outcomes = await sendBatchPush(deps, event.id, planned.push, { notification_id: event.notification_id!, occurrence: event.occurrence! });
    for (const [id, result] of outcomes) {
      void writer.update(records.doc(id), outcome(deps.now(), result.status, result.error, result.permanent, { results: result.results }));
    }
  }
  await bounded(planned.mail, SEND_CONCURRENCY, async (mail) => {
    try {
      const { messageId } = await deps.mailer.send(mail.payload);
      void writer.update(records.doc(mail.id), outcome(deps.now(), 'sent', null, false, { message_id: messageId }));
    } catch (error) {
      void writer.update(records.doc(mail.id), outcome(deps.now(), 'failed', (error as Error).message || String(error), false));
    }
  });
  await bounded(planned.sms, SEND_CONCURRENCY, async (sms) => {
    try {
      const { id } = await deps.sms!.send({ to: sms.to, text: sms.text }, { deliveryId: sms.id });
      void writer.update(records.doc(sms.id), outcome(deps.now(), 'sent', null, false, { provider_id: id }));
    } catch (error) {
      const permanent = isPermanentSendError(error);
      void writer.update(records.doc(sms.id), outcome(deps.now(), 'failed', (error as Error).message || String(error), permanent));
    }
  });
  await writer.close();
}

/**
 * Processes one published occurrence. Idempotent: the occurrence document is claimed with a lease, every
 * record is created with `create` (an existing one is never sent again), and a finished occurrence is a no-op.
 */
export async function processOccurrence(deps: NotificationDeps, message: OccurrenceMessage): Promise<FanoutResult> {
  const occurrence = new Date(message.occurrence);
  const id = occurrenceKey(message.notificationId, occurrence);
  const started = await start(deps, id, deps.now());
  if (typeof started === 'string') return started;
  const notificationRef = deps.db.collection(NOTIFICATIONS).doc(message.notificationId);
  const notification = (await notificationRef.get()).data();
  const occurrences = deps.db.collection(NOTIFICATION_OCCURRENCES).doc(id);
  // Cancelled (or paused, unless an admin forced this occurrence with send-now) after the claim: nothing is sent.
  if (!notification || notification.state === 'cancelled' || (notification.state === 'paused' && !started.forced)) {
    await occurrences.update({ state: 'cancelled', lease_until: null, republish_at: null, recount_at: null });
    return 'cancelled';
  }
  const event: DeliveryEvent = { type: 'notification', id, notification_id: message.notificationId, occurrence: occurrence.toISOString() };
  const channels = (notification.channels as string[]).filter((channel) => channel !== 'none');
  let recipients = 0;
  // Pages overlap: the next page is read and planned while the previous one is being sent.
  const running: Array<Promise<void>> = [];
  const failures: unknown[] = [];
  for await (const page of audiencePages(deps.db, notification.audience)) {
    recipients += page.length;
    running.push(
      plan(deps, event, channels, notification.texts as NotificationTexts, page, deps.now())
        .then((planned) => send(deps, event, planned))
        .catch((error: unknown) => void failures.push(error)),
    );
    if (running.length >= PAGE_CONCURRENCY) await running.shift();
  }
  await Promise.all(running);
  // A failed page leaves the occurrence leased: it is republished and the missing records planned then.
  if (failures.length > 0) throw failures[0];
  await occurrences.update({ state: 'done', 'counts.recipients': recipients, finished_at: Timestamp.fromDate(deps.now()), lease_until: null, republish_at: null });
  await refreshCounts(deps.db, id, deps.now());
  // A one-shot notification is done once its only occurrence went out; recurring ones stay scheduled.
  if (!isRecurring(notification.schedule) && notification.state === 'sending') {
    await notificationRef.update({ state: 'done', updated_at: FieldValue.serverTimestamp() });
  }
  return 'done';
}
