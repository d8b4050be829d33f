// The callables behind the notification screens (issue 18): the edit of a notification only while nothing of it was
// sent, the retry of a failed delivery, and the copy of another canteen's news structure (idempotent,
// CopiaStrutturaComunicazioni roles only). The audience size per channel is proven by the e2e against the seed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { adminDb, deleteWhere } from '../support/admin';
import { callableClient, callError, type CallableClient } from './support/callable';
import { startMailServer, type LocalMailServer } from './support/maildev';
import { writeSeedSubset } from './support/seed-subset';
import { eventually } from './support/waits';

const RUN = Date.now().toString(36);
const CANTEEN = `C_NS${RUN.toUpperCase()}`;
const SOURCE = `C_NX${RUN.toUpperCase()}`;
const TEXTS = { it: { title: 'Chiusura', body: 'Venerdì chiudiamo alle 14.' } };
const CUSTOMERS = [
  { uid: `ns-a-${RUN}`, email: `ns-a-${RUN}@demo.test`, tokens: ['tok-1'], phone: '+39 333 000 0001' },
  { uid: `ns-b-${RUN}`, email: '', tokens: [], phone: '' },
  { uid: `ns-c-${RUN}`, email: `ns-c-${RUN}@demo.test`, tokens: [], phone: '' },
];

let mail: LocalMailServer;
const clients: CallableClient[] = [];
async function client(name: string, email: string): Promise<CallableClient> {
  const made = await callableClient(name, email);
  clients.push(made);
  return made;
}

beforeAll(async () => {
  mail = await startMailServer();
  await writeSeedSubset((p) => p === 'users/demo-admin' || p === 'users/demo-site_manager', ['demo-admin', 'demo-site_manager']);
  await Promise.all([
    adminDb.doc(`canteens/${CANTEEN}`).set({ canteen_id: CANTEEN, name: 'Screens test' }),
    adminDb.doc(`canteens/${SOURCE}`).set({ canteen_id: SOURCE, name: 'Structure source' }),
    ...CUSTOMERS.map((c) =>
      adminDb.doc(`users/${c.uid}`).set({
        profile: { name: c.uid, surname: 'Test', email: c.email, ...(c.phone ? { phone: c.phone } : {}) },
        role: 'web_user',
        canteens: [CANTEEN],
        fcm_tokens: c.tokens,
      }),
    ),
    ...[1, 2].map((n) => adminDb.doc(`aree_news/AN_${SOURCE}_${n}`).set({ canteen_id: SOURCE, name: { it: `Area ${n}` }, pos: n })),
  ]);
});

afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
  await mail.close();
  await Promise.all([
    deleteWhere('aree_news', 'canteen_id', SOURCE),
    deleteWhere('aree_news', 'canteen_id', CANTEEN),
    ...CUSTOMERS.map((c) => adminDb.doc(`users/${c.uid}`).delete()),
    adminDb.doc(`canteens/${CANTEEN}`).delete(),
    adminDb.doc(`canteens/${SOURCE}`).delete(),
  ]);
});

describe('notification screens: callables', () => {
  it('edits a notification while nothing was sent, and refuses once it was', async () => {
    const create = await client('createNotification', 'admin@demo.test');
    const update = await client('updateNotification', 'admin@demo.test');
    const audience = { type: 'customers', canteen_id: CANTEEN };
    const { id } = await create.call<{ id: string }>({ texts: TEXTS, channels: ['in_app'], audience, schedule: { type: 'WEEKLY', weekday: 3, time: '07:30', timeZone: 'Europe/Rome' } });
    const edited = await update.call<{ next_occurrence: string }>({ id, texts: TEXTS, channels: ['email'], audience, schedule: { type: 'MONTHLY', dayOfMonth: 31, time: '09:00', timeZone: 'Europe/Rome' } });
    const stored = (await adminDb.doc(`notifications/${id}`).get()).data()!;
    expect(stored).toMatchObject({ channels: ['email'], schedule: { type: 'MONTHLY', dayOfMonth: 31 }, state: 'scheduled' });
    expect((stored.due_at as Timestamp).toDate().toISOString()).toBe(edited.next_occurrence);
    // Bad input writes nothing.
    const bad = await callError(update.call({ id, texts: TEXTS, channels: [], audience, schedule: { type: 'NOW' } }));
    expect(bad.code).toBe('functions/invalid-argument');
    expect((await adminDb.doc(`notifications/${id}`).get()).get('channels')).toEqual(['email']);
    // Once an occurrence went out, it can no longer be edited.
    await adminDb.doc(`notifications/${id}`).update({ last_occurrence: Timestamp.now() });
    const late = await callError(update.call({ id, texts: TEXTS, channels: ['in_app'], audience, schedule: { type: 'NOW' } }));
    expect(late).toMatchObject({ code: 'functions/failed-precondition', details: { messageKey: 'notifications.errors.notEditable' } });
    await adminDb.doc(`notifications/${id}`).update({ state: 'cancelled', due_at: null });
  });

  it('retries a failed delivery once more, and leaves a sent one alone', async () => {
    const retry = await client('retryNotificationDeliveries', 'admin@demo.test');
    const to = CUSTOMERS[0]!.email;
    const base = {
      channel: 'email',
      recipient: to,
      uid: CUSTOMERS[0]!.uid,
      subject: 'Retry test',
      error: 'connection refused',
      attempts: 6,
      next_attempt_at: null,
      event: { type: 'notification', id: `ns-occ-${RUN}`, notification_id: `ns-${RUN}`, occurrence: new Date().toISOString() },
      created_at: Timestamp.now(),
      updated_at: Timestamp.now(),
      payload: { to, subject: `Retry ${RUN}`, html: '<p>Riprova</p>', text: 'Riprova' },
    };
    await adminDb.doc(`deliveries/ns-failed-${RUN}`).set({ ...base, status: 'failed' });
    await adminDb.doc(`deliveries/ns-sent-${RUN}`).set({ ...base, status: 'sent', error: null });
    const result = await retry.call<Record<string, string>>({ ids: [`ns-failed-${RUN}`, `ns-sent-${RUN}`] });
    expect(result).toEqual({ [`ns-failed-${RUN}`]: 'sent', [`ns-sent-${RUN}`]: 'not-failed' });
    expect((await adminDb.doc(`deliveries/ns-failed-${RUN}`).get()).data()).toMatchObject({ status: 'sent', attempts: 7, next_attempt_at: null });
    await eventually(() => mail.all(), (mails) => mails.some((m) => m.subject === `Retry ${RUN}`), 10_000);
    await Promise.all([adminDb.doc(`deliveries/ns-failed-${RUN}`).delete(), adminDb.doc(`deliveries/ns-sent-${RUN}`).delete()]);
  });

  it('copies another canteen’s news areas once, for CopiaStrutturaComunicazioni roles only', async () => {
    const copy = await client('copyNewsStructure', 'admin@demo.test');
    expect(await copy.call({ fromCid: SOURCE, toCid: CANTEEN })).toMatchObject({ sourceAreas: 2, created: 2 });
    expect(await copy.call({ fromCid: SOURCE, toCid: CANTEEN })).toMatchObject({ sourceAreas: 2, created: 0, alreadyPresent: 2 });
    const copied = await adminDb.collection('aree_news').where('canteen_id', '==', CANTEEN).get();
    expect(copied.docs.map((d) => d.id).sort()).toEqual([`${CANTEEN}__AN_${SOURCE}_1`, `${CANTEEN}__AN_${SOURCE}_2`]);
    const refused = await callError((await client('copyNewsStructure', 'site_manager@demo.test')).call({ fromCid: SOURCE, toCid: CANTEEN }));
    expect(refused.code).toBe('functions/permission-denied');
    expect((await callError(copy.call({ fromCid: CANTEEN, toCid: CANTEEN }))).code).toBe('functions/invalid-argument');
  });
});
