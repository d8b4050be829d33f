// Names, stored shapes and counting of programmed notifications and their occurrences (server-side).
import { Timestamp, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import { DELIVERY_STATUSES, type NotificationCounts, type Schedule } from '@backoffice/shared';
import type { DeliveryDeps } from '../deliveries/dispatch';
import { DELIVERIES } from '../deliveries/records';

export const NOTIFICATIONS = 'notifications';
/** One document per occurrence (id = occurrenceKey): its state, lease and counts; server only. */
export const NOTIFICATION_OCCURRENCES = 'notification_occurrences';
export const SCHEDULED_JOBS = 'scheduled_jobs';

/** A due occurrence as published on the topic. */
export interface OccurrenceMessage {
  notificationId: string;
  /** ISO instant of the occurrence. */
  occurrence: string;
}

/** Sending plus publishing an occurrence; tests and the emulator choose both. */
export interface NotificationDeps extends DeliveryDeps {
  publish(message: OccurrenceMessage): Promise<void>;
  /**
   * BulkWriter throttling of the fan-out. Default (undefined/true): Firestore's 500/50/5 ramp-up, which production
   * needs for a burst into fresh key ranges; false under the emulator, which has no hot spots to protect.
   */
  throttleWrites?: boolean;
}

/** The fan-out's BulkWriter options. */
export function writerOptions(deps: { throttleWrites?: boolean }): FirebaseFirestore.BulkWriterOptions {
  return deps.throttleWrites === false ? { throttling: false } : {};
}

/** How long an occurrence fan-out holds its lease; a crashed fan-out is republished after it. */
export const FANOUT_LEASE_MS = 10 * 60_000;
/** A claimed occurrence whose fan-out has not started after this is published again. */
export const REPUBLISH_AFTER_MS = 2 * 60_000;
/** Counts of an occurrence are refreshed while deliveries may still be retried (backoff totals ~2 h 36 min). */
export const RECOUNT_WINDOW_MS = 3 * 3_600_000;
export const RECOUNT_EVERY_MS = 60_000;

/** The schedule as stored (Firestore has no undefined): nulls for the fields a type does not use. */
export function storedSchedule(schedule: Schedule): DocumentData {
  return {
    type: schedule.type,
    at: schedule.at ? Timestamp.fromDate(schedule.at) : null,
    weekday: schedule.weekday ?? null,
    dayOfMonth: schedule.dayOfMonth ?? null,
    time: schedule.time ?? null,
    timeZone: schedule.timeZone,
  };
}

export function scheduleFromStored(stored: DocumentData): Schedule {
  const schedule: Schedule = { type: stored.type, timeZone: String(stored.timeZone) };
  if (stored.at instanceof Timestamp) schedule.at = stored.at.toDate();
  if (typeof stored.weekday === 'number') schedule.weekday = stored.weekday;
  if (typeof stored.dayOfMonth === 'number') schedule.dayOfMonth = stored.dayOfMonth;
  if (typeof stored.time === 'string') schedule.time = stored.time;
  return schedule;
}

export const isRecurring = (schedule: { type: string }) => schedule.type === 'WEEKLY' || schedule.type === 'MONTHLY';

/** The counts of one occurrence's deliveries by status (count() aggregations, no document read). */
export async function countDeliveries(db: Firestore, occurrenceId: string, recipients: number): Promise<NotificationCounts> {
  const counts = { recipients, sent: 0, failed: 0, skipped: 0, pending: 0 };
  await Promise.all(
    DELIVERY_STATUSES.map(async (status) => {
      const snapshot = await db.collection(DELIVERIES).where('event.id', '==', occurrenceId).where('status', '==', status).count().get();
      counts[status] = snapshot.data().count;
    }),
  );
  return counts;
}

/** Recounts an occurrence and copies the counts to its notification; keeps recounting while any may change. */
export async function refreshCounts(db: Firestore, occurrenceId: string, now: Date): Promise<NotificationCounts | null> {
  const ref = db.collection(NOTIFICATION_OCCURRENCES).doc(occurrenceId);
  const snapshot = await ref.get();
  if (!snapshot.exists) return null;
  const data = snapshot.data() ?? {};
  const counts = await countDeliveries(db, occurrenceId, Number(data.counts?.recipients ?? 0));
  const started = (data.started_at as Timestamp | undefined)?.toMillis() ?? now.getTime();
  const open = counts.pending + counts.failed > 0 && now.getTime() - started < RECOUNT_WINDOW_MS;
  await ref.update({ counts, recount_at: open ? Timestamp.fromMillis(now.getTime() + RECOUNT_EVERY_MS) : null });
  const notification = db.collection(NOTIFICATIONS).doc(String(data.notification_id));
  await notification.update({ [`occurrence_counts.${occurrenceId}`]: counts, last_counts: counts }).catch(() => undefined);
  return counts;
}
