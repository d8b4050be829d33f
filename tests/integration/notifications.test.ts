// Programmed notifications on the emulators (issue 6): bad input, NOW, a due WEEKLY, replays, SMTP down and back, pause.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PubSub } from '@google-cloud/pubsub';
import { Timestamp } from 'firebase-admin/firestore';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { instantToZonedLocal, NOTIFICATION_OCCURRENCE_TOPIC, nextOccurrence, occurrenceKey } from '@backoffice/shared';
import { adminDb } from '../support/admin';
import { discoverScheduledFunctions, fireScheduledFunction } from '../tools/scheduler';
import { processOccurrence } from '../../functions/src/services/notifications/fanout';
import { claimDueOccurrence } from '../../functions/src/services/notifications/dispatcher';
import { scheduleFromStored } from '../../functions/src/services/notifications/store';
import { callableClient, callError, type CallableClient } from './support/callable';
import { emulatorDeliveryDeps } from './support/deps';
import { startMailServer, type LocalMailServer } from './support/maildev';
import { writeSeedSubset } from './support/seed-subset';
import { eventually, pause } from './support/waits';

const RUN = Date.now().toString(36);
const CANTEEN = `C_NT${RUN.toUpperCase()}`;
const EMPTY_CANTEEN = `C_NE${RUN.toUpperCase()}`;
const ADMIN = 'demo-admin';
const DISPATCHER = { name: 'dispatchDueNotifications', schedule: '* * * * *', timeZone: 'UTC' };
const BUNDLE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../functions/dist/index.js');
const TEXTS = { en: { title: 'Menu news', body: 'A new menu' }, it: { title: 'Novità menu', body: 'Un nuovo menu' } };
const CUSTOMERS = [
  { uid: `nt-a-${RUN}`, language: 'it', tokens: ['tok-a1', 'tok-a2'] },
  { uid: `nt-b-${RUN}`, language: 'en', tokens: ['invalid-b'] },
  { uid: `nt-c-${RUN}`, language: 'fr', tokens: [] },
];
const emailOf = (uid: string) => `${uid}@demo.test`;

let mail: LocalMailServer;
let create: CallableClient;
let change: CallableClient;
process.env.PUBSUB_EMULATOR_HOST ??= '127.0.0.1:8085';
const pubsub = new PubSub({ projectId: 'demo-backoffice' });

type Doc = FirebaseFirestore.DocumentData & { id: string };
async function deliveriesOf(occurrenceId: string): Promise<Doc[]> {
  const snapshot = await adminDb.collection('deliveries').where('event.id', '==', occurrenceId).get();
  return snapshot.docs.map((doc) => ({ id: doc.id, ...doc.data() }));
}
const notification = async (id: string) => (await adminDb.doc(`notifications/${id}`).get()).data() ?? {};
const occurrenceDoc = async (id: string) => (await adminDb.doc(`notification_occurrences/${id}`).get()).data();
const terminal = (list: Doc[]) => list.every((d) => d.status === 'sent' || d.status === 'skipped' || (d.status === 'failed' && d.next_attempt_at === null));

/** A notification to the test canteen's customers; returns its id. */
async function programme(schedule: Record<string, unknown>, channels = ['email', 'push', 'in_app']): Promise<string> {
  const { id } = await create.call<{ id: string }>({ texts: TEXTS, channels, audience: { type: 'customers', canteen_id: CANTEEN }, schedule });
  return id;
}

/** Pretends the stored next occurrence has come: next_occurrence and due_at a minute ago. */
async function makeDue(id: string): Promise<Date> {
  const at = new Date(Math.floor(Date.now() / 60_000) * 60_000 - 60_000);
  await adminDb.doc(`notifications/${id}`).update({ next_occurrence: Timestamp.fromDate(at), due_at: Timestamp.fromDate(at) });
  return at;
}

describe('programmed notifications', () => {
  beforeAll(async () => {
    mail = await startMailServer();
    await writeSeedSubset((p) => p === `users/${ADMIN}` || p === 'users/demo-customer', [ADMIN, 'demo-customer']);
    await adminDb.doc(`canteens/${CANTEEN}`).set({ canteen_id: CANTEEN, name: 'Notification test' });
    await adminDb.doc(`canteens/${EMPTY_CANTEEN}`).set({ canteen_id: EMPTY_CANTEEN, name: 'Nobody here' });
    const writer = adminDb.bulkWriter();
    for (const c of CUSTOMERS) {
      void writer.set(adminDb.doc(`users/${c.uid}`), {
        profile: { name: c.uid, surname: 'Test', email: emailOf(c.uid) },
        roles: { web_user: true },
        role: 'web_user',
        canteens: [CANTEEN],
        active_language: c.language,
        fcm_tokens: c.tokens,
      });
    }
    await writer.close();
    create = await callableClient('createNotification', 'admin@demo.test');
    change = await callableClient('updateNotificationState', 'admin@demo.test');
  });

  afterAll(async () => {
    await Promise.all([create?.close(), change?.close(), mail?.close(), pubsub.close()]);
  });

  it.each([
    ['a SPECIFIC_DAY in the past', { schedule: { type: 'SPECIFIC_DAY', at: '2020-01-01T10:00:00Z' } }, 'invalid-argument', 'notifications.errors.past'],
    ['a weekday outside 1–7', { schedule: { type: 'WEEKLY', weekday: 8, time: '10:00' } }, 'invalid-argument', 'notifications.errors.weekday'],
    ['a day outside 1–31', { schedule: { type: 'MONTHLY', dayOfMonth: 32, time: '10:00' } }, 'invalid-argument', 'notifications.errors.dayOfMonth'],
    ['no channel', { channels: [] }, 'invalid-argument', 'notifications.errors.noChannel'],
    ['no text in any language', { texts: { en: { title: ' ', body: '' } } }, 'invalid-argument', 'notifications.errors.noText'],
    ['an audience that resolves to nobody', { audience: { type: 'customers', canteen_id: EMPTY_CANTEEN } }, 'failed-precondition', 'notifications.errors.noAudience'],
    ['unknown explicit users', { audience: { type: 'users', uids: [`ghost-${RUN}`] } }, 'failed-precondition', 'notifications.errors.noAudience'],
  ])('refuses %s with a clear message and writes nothing', async (_label, patch, code, key) => {
    const input = { texts: TEXTS, channels: ['email'], audience: { type: 'customers', canteen_id: CANTEEN }, schedule: { type: 'NOW' }, ...patch };
    const before = (await adminDb.collection('notifications').where('created_by', '==', ADMIN).count().get()).data().count;
    const error = await callError(create.call(input));
    expect(error.code).toBe(`functions/${code}`);
    expect((error.details as { messageKey?: string }).messageKey).toBe(key);
    expect((await adminDb.collection('notifications').where('created_by', '==', ADMIN).count().get()).data().count).toBe(before);
  });

  it('refuses a non-admin (spec §6: all Notifications screens: admin only)', async () => {
    const customer = await callableClient('createNotification', 'customer@demo.test');
    try {
      const error = await callError(customer.call({ texts: TEXTS, channels: ['email'], audience: { type: 'customers', canteen_id: CANTEEN }, schedule: { type: 'NOW' } }));
      expect(error.code).toBe('functions/permission-denied');
    } finally {
      await customer.close();
    }
  });

  it('NOW: every delivery recorded terminal, e-mails in the SMTP inbox in each language, inbox and pushes, counts shown', async () => {
    const id = await programme({ type: 'NOW' });
    const done = await eventually(() => notification(id), (n) => n.state === 'done', 30_000);
    const occurrence = occurrenceKey(id, (done.last_occurrence as Timestamp).toDate());
    const deliveries = await deliveriesOf(occurrence);
    expect(deliveries).toHaveLength(9);
    expect(terminal(deliveries)).toBe(true);
    const byUser = (uid: string, channel: string) => deliveries.find((d) => d.uid === uid && d.channel === channel);
    expect(byUser(CUSTOMERS[0]!.uid, 'push')).toMatchObject({ status: 'sent', results: { tokens: 2, success: 2 } });
    expect(byUser(CUSTOMERS[1]!.uid, 'push')).toMatchObject({ status: 'failed', error: 'every device token is unregistered', next_attempt_at: null });
    expect(byUser(CUSTOMERS[2]!.uid, 'push')).toMatchObject({ status: 'skipped', error: 'no device tokens' });
    expect(done.last_counts).toEqual({ recipients: 3, sent: 7, failed: 1, skipped: 1, pending: 0 });
    // e-mails: Italian for the Italian customer, English (the fallback) for the French one.
    expect((await mail.to(emailOf(CUSTOMERS[0]!.uid))).map((m) => m.subject)).toEqual(['Novità menu']);
    expect((await mail.to(emailOf(CUSTOMERS[2]!.uid))).map((m) => m.subject)).toEqual(['Menu news']);
    const inbox = await adminDb.doc(`users/${CUSTOMERS[0]!.uid}/inbox/${occurrence}`).get();
    expect(inbox.data()).toMatchObject({ title: 'Novità menu', body: 'Un nuovo menu', read_at: null, kind: 'notification' });
    expect((await adminDb.doc(`users/${CUSTOMERS[1]!.uid}`).get()).get('fcm_tokens')).toEqual([]);
    const log = await adminDb.collection('activity_log').where('path', '==', `notifications/${id}`).get();
    expect(log.docs.map((d) => d.get('action'))).toEqual(['notification.create']);

    // The same occurrence twice: a replayed Pub/Sub message and a direct second run send nothing again.
    await pubsub.topic(NOTIFICATION_OCCURRENCE_TOPIC).publishMessage({ json: { notificationId: id, occurrence: (done.last_occurrence as Timestamp).toDate().toISOString() } });
    expect(await processOccurrence({ ...emulatorDeliveryDeps(), publish: async () => undefined }, { notificationId: id, occurrence: (done.last_occurrence as Timestamp).toDate().toISOString() })).toBe('replayed');
    expect(await claimDueOccurrence(adminDb, adminDb.doc(`notifications/${id}`), new Date())).toBeNull();
    await pause(2_000);
    expect(await deliveriesOf(occurrence)).toHaveLength(9);
    expect(await mail.to(emailOf(CUSTOMERS[0]!.uid))).toHaveLength(1);
    const pushes = await adminDb.collection('push_recordings').where('delivery_id', '>=', occurrence).where('delivery_id', '<', `${occurrence}~`).get();
    expect(pushes.size).toBe(2); // one multicast per text (it, en): the replay added none
  });

  it('a schedule without a time zone takes the canteen’s: America/Santiago for the Chilean C_3001, Europe/Rome for C_1001', async () => {
    for (const [canteen, zone] of [['C_3001', 'America/Santiago'], ['C_1001', 'Europe/Rome']] as const) {
      const { id } = await create.call<{ id: string }>({ texts: TEXTS, channels: ['in_app'], audience: { type: 'customers', canteen_id: canteen }, schedule: { type: 'WEEKLY', weekday: 2, time: '09:15' } });
      try {
        const stored = await notification(id);
        expect(stored, canteen).toMatchObject({ time_zone: zone, schedule: { timeZone: zone } });
        expect(instantToZonedLocal((stored.next_occurrence as Timestamp).toDate(), zone), canteen).toMatch(/T09:15$/);
      } finally {
        await adminDb.doc(`notifications/${id}`).update({ state: 'cancelled', due_at: null, next_occurrence: null });
      }
    }
  });

  it('a due WEEKLY occurrence fired through the scheduled handler with a given schedule time', async () => {
    expect(discoverScheduledFunctions(BUNDLE)).toContainEqual(DISPATCHER);
    const id = await programme({ type: 'WEEKLY', weekday: 3, time: '07:30' }, ['in_app']);
    const stored = await notification(id);
    expect(stored).toMatchObject({ state: 'scheduled', time_zone: 'Europe/Rome' });
    const at = await makeDue(id);
    const scheduleTime = new Date();
    expect(await fireScheduledFunction(DISPATCHER, scheduleTime)).toBe(200);
    const occurrence = occurrenceKey(id, at);
    await eventually(() => occurrenceDoc(occurrence), (o) => o?.state === 'done', 30_000);
    // The counts reach the notification after the occurrence is done (refreshCounts): wait for them, not for luck
    // (the Monday moved-day run read the notification first and saw last_counts null).
    const after = await eventually(() => notification(id), (n) => n.last_counts != null, 30_000);
    const expected = nextOccurrence(scheduleFromStored(stored.schedule), scheduleTime);
    expect((after.next_occurrence as Timestamp).toDate().toISOString()).toBe(expected?.toISOString());
    expect(after).toMatchObject({ state: 'scheduled', last_counts: { recipients: 3, sent: 3, failed: 0, skipped: 0, pending: 0 } });
    expect((await deliveriesOf(occurrence)).map((d) => d.channel)).toEqual(['in_app', 'in_app', 'in_app']);
    // The run is visible to an admin: scheduled_jobs/dispatchDueNotifications and the callable listScheduledJobs.
    const jobs = await callableClient('listScheduledJobs', 'admin@demo.test');
    try {
      const list = await jobs.call<Array<Record<string, unknown>>>({});
      const job = list.find((j) => j.name === 'dispatchDueNotifications');
      expect(job).toMatchObject({ schedule: '* * * * *', time_zone: 'UTC', last_result: 'success' });
      expect(new Date(String(job?.next_run_at)).getTime()).toBeGreaterThan(new Date(String(job?.last_run_at)).getTime());
    } finally {
      await jobs.close();
    }
    // Fired again for the same tick: the occurrence was claimed once, nothing more is planned.
    expect(await fireScheduledFunction(DISPATCHER, scheduleTime)).toBe(200);
    await pause(1_500);
    expect(await deliveriesOf(occurrence)).toHaveLength(3);
  });

  it('SMTP down and back: the e-mail fails with a retry time, then retryDeliveries sends it and the counts follow', async () => {
    await mail.stopSmtp();
    let restarted = false;
    try {
      const { id } = await create.call<{ id: string }>({ texts: TEXTS, channels: ['email'], audience: { type: 'users', uids: [CUSTOMERS[0]!.uid] }, schedule: { type: 'NOW' } });
      const done = await eventually(() => notification(id), (n) => n.state === 'done', 30_000);
      const occurrence = occurrenceKey(id, (done.last_occurrence as Timestamp).toDate());
      const [failed] = await deliveriesOf(occurrence);
      expect(failed).toMatchObject({ status: 'failed', attempts: 1 });
      expect(done.last_counts).toMatchObject({ failed: 1, sent: 0 });
      await mail.startSmtp();
      restarted = true;
      await pause(Math.max(0, (failed!.next_attempt_at as Timestamp).toMillis() - Date.now()) + 200);
      expect(await fireScheduledFunction({ name: 'retryDeliveries', schedule: '* * * * *', timeZone: 'UTC' }, new Date())).toBe(200);
      await eventually(() => deliveriesOf(occurrence), (d) => d[0]?.status === 'sent');
      expect(await mail.to(emailOf(CUSTOMERS[0]!.uid))).toHaveLength(2); // the NOW test's one and this one
      // The dispatcher recounts occurrences still open (recount_at passed).
      expect(await fireScheduledFunction(DISPATCHER, new Date(Date.now() + 61_000))).toBe(200);
      await eventually(() => notification(id), (n) => n.last_counts?.sent === 1 && n.last_counts?.failed === 0);
    } finally {
      if (!restarted) await mail.startSmtp();
    }
  });

  it('pause before the occurrence: nothing sent; resume restarts from now; cancel ends it — each logged', async () => {
    const id = await programme({ type: 'MONTHLY', dayOfMonth: 31, time: '09:00' }, ['in_app', 'email']);
    expect(await change.call({ id, action: 'pause' })).toMatchObject({ state: 'paused' });
    const at = new Date(Math.floor(Date.now() / 60_000) * 60_000 - 60_000);
    await adminDb.doc(`notifications/${id}`).update({ next_occurrence: Timestamp.fromDate(at) });
    expect(await fireScheduledFunction(DISPATCHER, new Date())).toBe(200);
    await pause(1_500);
    expect(await occurrenceDoc(occurrenceKey(id, at))).toBeUndefined();
    expect(await adminDb.collection('deliveries').where('event.notification_id', '==', id).count().get().then((s) => s.data().count)).toBe(0);
    expect((await callError(change.call({ id, action: 'pause' }))).code).toBe('functions/failed-precondition');
    const resumed = await change.call<{ state: string; next_occurrence: string }>({ id, action: 'resume' });
    expect(resumed.state).toBe('scheduled');
    expect(new Date(resumed.next_occurrence).getTime()).toBeGreaterThan(Date.now());
    expect(await change.call({ id, action: 'cancel' })).toMatchObject({ state: 'cancelled', next_occurrence: null });
    expect((await notification(id)).due_at).toBeNull();
    const log = await adminDb.collection('activity_log').where('path', '==', `notifications/${id}`).get();
    expect(log.docs.map((d) => d.get('action')).sort()).toEqual(['notification.cancel', 'notification.create', 'notification.pause', 'notification.resume']);
  });
});
