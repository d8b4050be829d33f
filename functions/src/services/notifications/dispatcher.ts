// The scheduled side: claims due occurrences (advancing the schedule), publishes them, republishes lost ones, recounts.
import { FieldValue, Timestamp, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import { nextOccurrence, occurrenceKey } from '@backoffice/shared';
import {
  NOTIFICATIONS,
  NOTIFICATION_OCCURRENCES,
  REPUBLISH_AFTER_MS,
  isRecurring,
  refreshCounts,
  scheduleFromStored,
  type OccurrenceMessage,
} from './store';

/** Occurrence documents start queued; the fan-out moves them to sending, then done (or cancelled). */
function occurrenceDocument(notificationId: string, occurrence: Date, now: Date, forced: boolean) {
  return {
    notification_id: notificationId,
    occurrence: Timestamp.fromDate(occurrence),
    state: 'queued',
    forced,
    queued_at: Timestamp.fromDate(now),
    republish_at: Timestamp.fromMillis(now.getTime() + REPUBLISH_AFTER_MS),
    recount_at: null,
    counts: { recipients: 0, sent: 0, failed: 0, skipped: 0, pending: 0 },
  };
}

/**
 * Claims the due occurrence of one notification in a transaction: creates its occurrence document and moves
 * next_occurrence on (recurring: the next one after now, so a long outage sends one late occurrence, not a
 * burst; one-shot: none, state sending). Null when it is not due or no longer scheduled (a second claim).
 */
export async function claimDueOccurrence(db: Firestore, ref: DocumentReference, now: Date): Promise<OccurrenceMessage | null> {
  return db.runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    const data = snapshot.data();
    const due = (data?.due_at as Timestamp | null | undefined)?.toDate();
    if (!data || data.state !== 'scheduled' || !due || due.getTime() > now.getTime()) return null;
    const occurrence = (data.next_occurrence as Timestamp | null)?.toDate() ?? due;
    const schedule = scheduleFromStored(data.schedule);
    const after = new Date(Math.max(occurrence.getTime(), now.getTime()));
    const next = isRecurring(schedule) ? nextOccurrence(schedule, after) : null;
    const occurrenceRef = db.collection(NOTIFICATION_OCCURRENCES).doc(occurrenceKey(ref.id, occurrence));
    const existing = await tx.get(occurrenceRef);
    if (!existing.exists) tx.create(occurrenceRef, occurrenceDocument(ref.id, occurrence, now, false));
    const nextAt = next ? Timestamp.fromDate(next) : null;
    tx.update(ref, {
      next_occurrence: nextAt,
      due_at: nextAt,
      last_occurrence: Timestamp.fromDate(occurrence),
      state: next ? 'scheduled' : isRecurring(schedule) ? 'done' : 'sending',
      updated_at: FieldValue.serverTimestamp(),
    });
    return existing.exists ? null : { notificationId: ref.id, occurrence: occurrence.toISOString() };
  });
}

/** Send-now: an extra occurrence at `now` (a one-shot notification is then consumed: state sending). */
export async function claimImmediateOccurrence(db: Firestore, ref: DocumentReference, now: Date): Promise<OccurrenceMessage> {
  return db.runTransaction(async (tx) => {
    const data = (await tx.get(ref)).data() ?? {};
    const occurrenceRef = db.collection(NOTIFICATION_OCCURRENCES).doc(occurrenceKey(ref.id, now));
    tx.create(occurrenceRef, occurrenceDocument(ref.id, now, now, true));
    const oneShot = !isRecurring(data.schedule ?? {});
    tx.update(ref, {
      last_occurrence: Timestamp.fromDate(now),
      ...(oneShot ? { state: 'sending', next_occurrence: null, due_at: null } : {}),
      updated_at: FieldValue.serverTimestamp(),
    });
    return { notificationId: ref.id, occurrence: now.toISOString() };
  });
}

export interface DispatchSummary {
  claimed: number;
  published: number;
  republished: number;
  recounted: number;
  errors: string[];
}

/**
 * One run of the dispatcher: due notifications (due_at ≤ now, set only while scheduled) in pages of `limit`,
 * then occurrences whose publish or fan-out got lost, then counts of occurrences still being retried.
 */
export async function dispatchDue(
  deps: { db: Firestore; publish(message: OccurrenceMessage): Promise<void> },
  now: Date,
  limit = 100,
): Promise<DispatchSummary> {
  const summary: DispatchSummary = { claimed: 0, published: 0, republished: 0, recounted: 0, errors: [] };
  const at = Timestamp.fromDate(now);
  const due = await deps.db.collection(NOTIFICATIONS).where('due_at', '<=', at).orderBy('due_at').limit(limit).get();
  for (const doc of due.docs) {
    try {
      const message = await claimDueOccurrence(deps.db, doc.ref, now);
      if (!message) continue;
      summary.claimed += 1;
      await deps.publish(message);
      summary.published += 1;
    } catch (error) {
      summary.errors.push(`${doc.id}: ${(error as Error).message}`);
    }
  }
  const occurrences = deps.db.collection(NOTIFICATION_OCCURRENCES);
  const lost = await occurrences.where('republish_at', '<=', at).orderBy('republish_at').limit(limit).get();
  for (const doc of lost.docs) {
    try {
      await doc.ref.update({ republish_at: Timestamp.fromMillis(now.getTime() + REPUBLISH_AFTER_MS) });
      const occurrence = (doc.get('occurrence') as Timestamp).toDate().toISOString();
      await deps.publish({ notificationId: String(doc.get('notification_id')), occurrence });
      summary.republished += 1;
    } catch (error) {
      summary.errors.push(`${doc.id}: ${(error as Error).message}`);
    }
  }
  const open = await occurrences.where('recount_at', '<=', at).orderBy('recount_at').limit(limit).get();
  for (const doc of open.docs) {
    await refreshCounts(deps.db, doc.id, now);
    summary.recounted += 1;
  }
  return summary;
}
