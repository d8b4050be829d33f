// Delivery faults against the emulators: SMTP down → failed, then sent by the retry sweep; a bad FCM token pruned.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { adminDb } from '../support/admin';
import { fireScheduledFunction } from '../tools/scheduler';
import { dispatchDelivery } from '../../functions/src/services/deliveries/dispatch';
import { pushDelivery } from '../../functions/src/services/deliveries/records';
import { deliveriesOfEvent, emulatorDeliveryDeps, pushRecordingsOf } from './support/deps';
import { startMailServer, type LocalMailServer } from './support/maildev';
import { writeSeedSubset } from './support/seed-subset';
import { eventually, pause } from './support/waits';

const RUN = Date.now().toString(36);
const OPERATOR = 'demo-operatore_ifm';
let mail: LocalMailServer;

async function requester(uid: string, tokens: string[]): Promise<string> {
  const email = `${uid}@demo.test`;
  await adminDb.doc(`users/${uid}`).set({
    profile: { name: 'Marta', surname: 'Guasti', email },
    roles: { web_user: true },
    role: 'web_user',
    active_language: 'es',
    fcm_tokens: tokens,
  });
  return email;
}

/** Creates a request at 200 and moves it to 300 the way the SPA does; returns the handled event id. */
async function statusChangeFor(uid: string, id: string): Promise<string> {
  await adminDb.doc(`orders/${id}`).set({ canteenid: 'C_501', tag: 'ifm', human_id: id, status: 200, history: [], userid: uid });
  await adminDb.doc(`orders/${id}`).update({
    status: 300,
    status_change: { status: 300, previous_status: 200, date_set: Timestamp.now(), note: '', richiedente: OPERATOR },
  });
  const handled = await eventually(
    async () => (await adminDb.doc(`orders/${id}`).get()).get('status_change.handled.event_id') as string | undefined,
    (eventId) => typeof eventId === 'string',
  );
  return handled as string;
}

describe('delivery faults', () => {
  beforeAll(async () => {
    mail = await startMailServer();
    await writeSeedSubset((path) => path === 'canteens/C_501');
  });

  afterAll(async () => {
    await mail?.close();
  });

  it('SMTP down: the e-mail is recorded failed with a retry time, then sent by retryDeliveries once SMTP is back', async () => {
    const uid = `smtp-down-${RUN}`;
    const email = await requester(uid, ['tok-1']);
    await mail.stopSmtp();
    let restarted = false;
    try {
      const eventId = await statusChangeFor(uid, `IFM_SMTP_${RUN}`);
      // Each channel's record is written when that channel is done: the push may still be pending when the e-mail has
      // failed (integration run of 2026-11-28), so both are waited for.
      const failed = await eventually(
        () => deliveriesOfEvent(eventId),
        (d) => d.email?.status === 'failed' && d.push !== undefined && d.push.status !== 'pending',
      );
      expect(failed.email).toMatchObject({ status: 'failed', attempts: 1, recipient: email });
      expect(String(failed.email?.error)).toMatch(/ECONNREFUSED|connect/i);
      expect(failed.push?.status).toBe('sent'); // the other channel is independent
      const retryAt = (failed.email?.next_attempt_at as Timestamp).toMillis();
      expect(retryAt).toBeGreaterThan(Date.now() - 60_000);

      await mail.startSmtp();
      restarted = true;
      await pause(Math.max(0, retryAt - Date.now()) + 200);
      // Fired the way the local scheduler (and Cloud Scheduler) fires it.
      const status = await fireScheduledFunction({ name: 'retryDeliveries', schedule: '* * * * *', timeZone: 'UTC' }, new Date());
      expect(status).toBe(200);
      const sent = await eventually(() => deliveriesOfEvent(eventId), (d) => d.email?.status === 'sent');
      expect(sent.email).toMatchObject({ status: 'sent', attempts: 2, error: null, next_attempt_at: null });
      const mails = await mail.to(email);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.subject).toContain(`IFM_SMTP_${RUN}`);
    } finally {
      if (!restarted) await mail.startSmtp();
    }
  });

  it('one unregistered token: the other devices get the push and the bad token is removed from the user', async () => {
    const uid = `fcm-partial-${RUN}`;
    await requester(uid, ['tok-a', 'invalid-b', 'tok-c']);
    const eventId = await statusChangeFor(uid, `IFM_FCM_${RUN}`);
    const deliveries = await eventually(() => deliveriesOfEvent(eventId), (d) => d.push?.status === 'sent');
    expect(deliveries.push?.results).toEqual({ tokens: 3, success: 2, failure: 1, pruned: ['invalid-b'] });
    const [recording] = await pushRecordingsOf(deliveries.push!.id);
    expect(recording?.message.tokens).toEqual(['tok-a', 'invalid-b', 'tok-c']);
    expect(recording?.message.notification.body).toBe('Nuevo estado: En curso');
    expect((await adminDb.doc(`users/${uid}`).get()).get('fcm_tokens')).toEqual(['tok-a', 'tok-c']);
  });

  it('every token unregistered: failed for good (no retry), tokens removed', async () => {
    const uid = `fcm-dead-${RUN}`;
    await requester(uid, ['invalid-1', 'invalid-2']);
    const eventId = await statusChangeFor(uid, `IFM_DEAD_${RUN}`);
    const deliveries = await eventually(() => deliveriesOfEvent(eventId), (d) => d.push?.status === 'failed');
    expect(deliveries.push).toMatchObject({ status: 'failed', next_attempt_at: null, error: 'every device token is unregistered' });
    expect((await adminDb.doc(`users/${uid}`).get()).get('fcm_tokens')).toEqual([]);
  });

  it('sends to 1,001 devices in multicasts of at most 500 tokens', async () => {
    const uid = `fcm-many-${RUN}`;
    const tokens = Array.from({ length: 1001 }, (_, n) => (n === 700 ? 'invalid-700' : `tok-${n}`));
    await requester(uid, tokens);
    const planned = pushDelivery({ type: 'test_push', id: `many-${RUN}` }, uid, { title: 'T', body: 'B' }, new Date());
    await adminDb.collection('deliveries').doc(planned.id).set(planned.data);
    expect(await dispatchDelivery(emulatorDeliveryDeps(), planned.id)).toBe('sent');
    const recordings = await pushRecordingsOf(planned.id);
    expect(recordings.map((r) => r.message.tokens.length).sort((a, b) => b - a)).toEqual([500, 500, 1]);
    const stored = (await adminDb.collection('deliveries').doc(planned.id).get()).data();
    expect(stored?.results).toEqual({ tokens: 1001, success: 1000, failure: 1, pruned: ['invalid-700'] });
    expect((await adminDb.doc(`users/${uid}`).get()).get('fcm_tokens')).toHaveLength(1000);
    // Sending it again is refused: it is sent (no second multicast).
    expect(await dispatchDelivery(emulatorDeliveryDeps(), planned.id)).toBe('sent');
    expect(await pushRecordingsOf(planned.id)).toHaveLength(3);
  });
});
