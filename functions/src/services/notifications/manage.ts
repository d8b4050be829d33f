// Admin operations on programmed notifications: create (validated, audience checked), pause, resume, cancel, send-now.
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import {
  DEFAULT_NOTIFICATION_TIME_ZONE,
  canteenCountry,
  logEnvironmentCode,
  nextOccurrence,
  notificationActionAllowed,
  notificationEditable,
  resolveNotificationSchedule,
  resolveRole,
  type CreateNotificationInput,
  type NotificationAction,
  type NotificationState,
  type Schedule,
} from '@backoffice/shared';
import { ACTIVITY_LOG } from '../activity-log';
import { canteenTimeZone } from '../mail/format';
import { audienceHasAnyone } from './audience';
import { claimDueOccurrence, claimImmediateOccurrence } from './dispatcher';
import { NOTIFICATIONS, SCHEDULED_JOBS, isRecurring, scheduleFromStored, storedSchedule, type OccurrenceMessage } from './store';

/** A refusal with the callable error code and the i18n key the SPA shows. */
export class NotificationError extends Error {
  constructor(
    readonly code: 'permission-denied' | 'invalid-argument' | 'failed-precondition' | 'not-found',
    readonly messageKey: string,
    message: string,
  ) {
    super(message);
  }
}

export interface ManageDeps {
  db: Firestore;
  now: () => Date;
  publish(message: OccurrenceMessage): Promise<void>;
}

/** Spec §6: "all Notifications screens: admin only" — the role read from users/{uid}. */
export async function requireAdmin(db: Firestore, uid: string): Promise<void> {
  const user = (await db.doc(`users/${uid}`).get()).data();
  if (resolveRole(user) !== 'admin') {
    throw new NotificationError('permission-denied', 'notifications.errors.adminOnly', 'Only an admin manages notifications');
  }
}

async function logActivity(deps: ManageDeps, uid: string, canteenId: string | null, action: string, path: string): Promise<void> {
  const now = deps.now();
  await deps.db.collection(ACTIVITY_LOG).add({
    user: uid,
    canteen_id: canteenId,
    environment_code: logEnvironmentCode('europe', canteenId ? canteenCountry(canteenId) : null),
    action,
    outcome: 'success',
    status: 200,
    error_code: null,
    at: now,
    duration_ms: 0,
    method: 'CALLABLE',
    path,
  });
}

interface Prepared {
  canteenId: string | null;
  schedule: Schedule;
  first: Date;
}

/** The checks of a create or an edit: admin, the canteen, the schedule (not in the past), an audience of someone. */
async function prepare(deps: ManageDeps, uid: string, input: CreateNotificationInput, now: Date): Promise<Prepared> {
  await requireAdmin(deps.db, uid);
  const canteenId = input.audience.type === 'users' ? null : input.audience.canteen_id;
  let zone = DEFAULT_NOTIFICATION_TIME_ZONE;
  if (canteenId) {
    const canteen = await deps.db.doc(`canteens/${canteenId}`).get();
    if (!canteen.exists) throw new NotificationError('failed-precondition', 'notifications.errors.canteen', `Canteen ${canteenId} does not exist`);
    // The country comes from the id's number range or, for the rest (C_1001 among them), the endpoint prefix.
    const prefix = canteen.get('endpoint_prefix');
    const fromCountry = canteenTimeZone({ id: canteenId, endpoint_prefix: typeof prefix === 'string' ? prefix : null });
    zone = typeof canteen.get('time_zone') === 'string' ? String(canteen.get('time_zone')) : fromCountry === 'UTC' ? zone : fromCountry;
  }
  const resolved = resolveNotificationSchedule(input.schedule, zone, now);
  if ('error' in resolved) {
    throw new NotificationError('invalid-argument', resolved.error, `Invalid schedule (${resolved.path}): ${resolved.error}`);
  }
  if (!(await audienceHasAnyone(deps.db, input.audience))) {
    throw new NotificationError('failed-precondition', 'notifications.errors.noAudience', 'The audience resolves to nobody');
  }
  return { canteenId, schedule: resolved.schedule, first: resolved.first };
}

/** The fields a create and an edit write from the input. */
function contentFields(input: CreateNotificationInput, prepared: Prepared) {
  return {
    texts: input.texts,
    channels: input.channels,
    audience: input.audience,
    canteen_id: prepared.canteenId,
    schedule: storedSchedule(prepared.schedule),
    time_zone: prepared.schedule.timeZone,
  };
}

/** A NOW notification is published at once; if publishing fails the occurrence is republished by the dispatcher. */
async function publishIfNow(deps: ManageDeps, ref: FirebaseFirestore.DocumentReference, prepared: Prepared, now: Date): Promise<void> {
  if (prepared.schedule.type !== 'NOW') return;
  const message = await claimDueOccurrence(deps.db, ref, now);
  if (message) await deps.publish(message).catch(() => undefined);
}

/** Validates everything, writes the notification (nothing when anything is wrong); NOW is published at once. */
export async function createNotification(deps: ManageDeps, uid: string, input: CreateNotificationInput): Promise<{ id: string; next_occurrence: string | null }> {
  const now = deps.now();
  const prepared = await prepare(deps, uid, input, now);
  const ref = deps.db.collection(NOTIFICATIONS).doc();
  const first = Timestamp.fromDate(prepared.first);
  await ref.create({
    ...contentFields(input, prepared),
    state: 'scheduled',
    next_occurrence: first,
    // due_at mirrors next_occurrence while scheduled (null otherwise): the dispatcher's one-field query.
    due_at: first,
    last_occurrence: null,
    last_counts: null,
    occurrence_counts: {},
    created_by: uid,
    created_at: FieldValue.serverTimestamp(),
    updated_at: FieldValue.serverTimestamp(),
  });
  await logActivity(deps, uid, prepared.canteenId, 'notification.create', `notifications/${ref.id}`);
  await publishIfNow(deps, ref, prepared, now);
  return { id: ref.id, next_occurrence: prepared.first.toISOString() };
}

/**
 * Replaces the texts, channels, audience and schedule of a notification nothing has been sent of yet (scheduled or
 * paused, no occurrence); a paused one stays paused. Checked in a transaction, so a dispatcher claiming it meanwhile
 * wins and the edit is refused.
 */
export async function editNotification(
  deps: ManageDeps,
  uid: string,
  id: string,
  input: CreateNotificationInput,
): Promise<{ id: string; next_occurrence: string | null }> {
  const now = deps.now();
  const prepared = await prepare(deps, uid, input, now);
  const ref = deps.db.collection(NOTIFICATIONS).doc(id);
  const first = Timestamp.fromDate(prepared.first);
  await deps.db.runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) throw new NotificationError('not-found', 'notifications.errors.notFound', `Notification ${id} does not exist`);
    const state = snapshot.get('state') as NotificationState;
    if (!notificationEditable(state, snapshot.get('last_occurrence'))) {
      throw new NotificationError('failed-precondition', 'notifications.errors.notEditable', `Notification ${id} is ${state} or was already sent`);
    }
    tx.update(ref, {
      ...contentFields(input, prepared),
      next_occurrence: first,
      due_at: state === 'scheduled' ? first : null,
      updated_at: FieldValue.serverTimestamp(),
    });
  });
  await logActivity(deps, uid, prepared.canteenId, 'notification.edit', `notifications/${id}`);
  if ((await ref.get()).get('state') === 'scheduled') await publishIfNow(deps, ref, prepared, now);
  return { id, next_occurrence: prepared.first.toISOString() };
}

/** Pause, resume, cancel or send-now, each from the states NOTIFICATION_ACTION_FROM allows; logged. */
export async function changeNotificationState(
  deps: ManageDeps,
  uid: string,
  input: { id: string; action: NotificationAction },
): Promise<{ id: string; state: NotificationState; next_occurrence: string | null }> {
  await requireAdmin(deps.db, uid);
  const ref = deps.db.collection(NOTIFICATIONS).doc(input.id);
  const now = deps.now();
  const result = await deps.db.runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) throw new NotificationError('not-found', 'notifications.errors.notFound', `Notification ${input.id} does not exist`);
    const data = snapshot.data() ?? {};
    const state = data.state as NotificationState;
    if (!notificationActionAllowed(state, input.action)) {
      throw new NotificationError('failed-precondition', 'notifications.errors.transition', `Cannot ${input.action} a notification that is ${state}`);
    }
    const nextAt = (data.next_occurrence as Timestamp | null)?.toDate() ?? null;
    if (input.action === 'pause') {
      tx.update(ref, { state: 'paused', due_at: null, updated_at: FieldValue.serverTimestamp() });
      return { state: 'paused' as const, next: nextAt };
    }
    if (input.action === 'cancel') {
      tx.update(ref, { state: 'cancelled', due_at: null, next_occurrence: null, updated_at: FieldValue.serverTimestamp() });
      return { state: 'cancelled' as const, next: null };
    }
    if (input.action === 'resume') {
      // Occurrences missed while paused are not sent: the schedule restarts from now.
      const schedule = scheduleFromStored(data.schedule);
      const next = isRecurring(schedule) ? nextOccurrence(schedule, now) : nextAt && nextAt > now ? nextAt : null;
      if (!next) throw new NotificationError('failed-precondition', 'notifications.errors.past', 'Its date has passed while it was paused');
      tx.update(ref, { state: 'scheduled', next_occurrence: Timestamp.fromDate(next), due_at: Timestamp.fromDate(next), updated_at: FieldValue.serverTimestamp() });
      return { state: 'scheduled' as const, next };
    }
    return { state, next: nextAt, sendNow: true };
  });
  let state: NotificationState = result.state;
  let next = result.next;
  if ('sendNow' in result) {
    const message = await claimImmediateOccurrence(deps.db, ref, now);
    await deps.publish(message).catch(() => undefined);
    const after = (await ref.get()).data() ?? {};
    state = after.state as NotificationState;
    next = (after.next_occurrence as Timestamp | null)?.toDate() ?? null;
  }
  const canteenId = ((await ref.get()).get('canteen_id') as string | null) ?? null;
  await logActivity(deps, uid, canteenId, `notification.${input.action}`, `notifications/${input.id}`);
  return { id: input.id, state, next_occurrence: next ? next.toISOString() : null };
}

/** The scheduled jobs an admin sees: scheduled_jobs/{functionName} (last and next run, last result). */
export async function listScheduledJobs(deps: { db: Firestore }, uid: string): Promise<Array<Record<string, unknown>>> {
  await requireAdmin(deps.db, uid);
  const snapshot = await deps.db.collection(SCHEDULED_JOBS).limit(50).get();
  const iso = (value: unknown) => (value instanceof Timestamp ? value.toDate().toISOString() : null);
  return snapshot.docs.map((doc) => ({
    name: doc.id,
    schedule: doc.get('schedule') ?? null,
    time_zone: doc.get('time_zone') ?? null,
    last_run_at: iso(doc.get('last_run_at')),
    last_result: doc.get('last_result') ?? null,
    last_summary: doc.get('last_summary') ?? null,
    last_error: doc.get('last_error') ?? null,
    next_run_at: iso(doc.get('next_run_at')),
  }));
}

/** Records one run of a scheduled job in scheduled_jobs/{name}; next_run_at of an every-minute cron. */
export async function recordJobRun(
  db: Firestore,
  name: string,
  run: { schedule: string; timeZone: string; startedAt: Date; result: 'success' | 'error'; summary?: unknown; error?: string },
): Promise<void> {
  const nextMinute = Math.floor(run.startedAt.getTime() / 60_000) * 60_000 + 60_000;
  await db.collection(SCHEDULED_JOBS).doc(name).set(
    {
      schedule: run.schedule,
      time_zone: run.timeZone,
      last_run_at: Timestamp.fromDate(run.startedAt),
      last_result: run.result,
      last_summary: run.summary ?? null,
      last_error: run.error ?? null,
      next_run_at: Timestamp.fromMillis(nextMinute),
      runs: FieldValue.increment(1),
    },
    { merge: true },
  );
}
