// IFM status workflow against the emulators: history, close dates, chat, e-mail (real SMTP) and push, once per event.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { IFM_STATUS, normalizeLanguage } from '@backoffice/shared';
import { adminDb } from '../support/admin';
import { catalogueOf } from '@backoffice/shared/catalogue';
import { handleIfmOrderWrite } from '../../functions/src/services/ifm-status/apply';
import { deliveriesOfEvent, deliveriesOfOrder, emulatorDeliveryDeps, pushRecordingsOf } from './support/deps';
import { startMailServer, type LocalMailServer } from './support/maildev';
import { seedDocument, todaysSeed, writeSeedSubset } from './support/seed-subset';
import { eventually, settled } from './support/waits';

const OPERATOR = 'demo-operatore_ifm';
const CANTEEN = 'C_1001';
const RUN = Date.now().toString(36);
const REQUESTER = { uid: `ifm-requester-${RUN}`, email: `ifm-requester-${RUN}@demo.test`, language: 'it' as const };

let mail: LocalMailServer;

const order = async (id: string) => (await adminDb.doc(`orders/${id}`).get()).data() ?? {};
const threadsOf = async (id: string) => (await adminDb.collection('chat').where('ifm', '==', id).get()).docs;
const terminal = (deliveries: Record<string, DocumentData>) =>
  ['email', 'push'].every((channel) => ['sent', 'failed', 'skipped'].includes(String(deliveries[channel]?.status)));

/** A request of the test requester, created directly (a create is never a status change). */
async function createRequest(id: string, status: number, userid = REQUESTER.uid): Promise<void> {
  const created = Timestamp.fromDate(new Date(Date.now() - 3_600_000));
  await adminDb.doc(`orders/${id}`).set({
    canteenid: CANTEEN,
    tag: 'ifm',
    human_id: id.replace(/_/g, '-'),
    status,
    history: [{ status: String(status), change_date: created, date_set: created, richiedente: userid }],
    userid,
    user: { name: 'Giulia', surname: 'Prova' },
    recipes: [{ name: 'Sala riunioni', qt: 1, euro: 0, variants: [] }],
  });
}

/** The SPA's thin write: the new status plus status_change (design contract). */
async function changeStatus(id: string, from: number, to: number, note = '', dateSet = new Date()): Promise<void> {
  await adminDb.doc(`orders/${id}`).update({
    status: to,
    status_change: { status: to, previous_status: from, date_set: Timestamp.fromDate(dateSet), note, richiedente: OPERATOR },
  });
}

/** Waits until the trigger handled the latest request and its deliveries are terminal; returns the event id. */
async function handled(id: string, historyLength: number): Promise<string> {
  const data = await eventually(() => order(id), (o) => (o.history ?? []).length === historyLength && !!o.status_change?.handled);
  const eventId = String(data.status_change.handled.event_id);
  await eventually(() => deliveriesOfEvent(eventId), terminal);
  return eventId;
}

describe('IFM status change trigger', () => {
  beforeAll(async () => {
    mail = await startMailServer();
    await writeSeedSubset((path) => path === `canteens/${CANTEEN}` || path === 'users/demo-customer' || path === `users/${OPERATOR}`);
    await adminDb.doc(`users/${REQUESTER.uid}`).set({
      profile: { name: 'Giulia', surname: 'Prova', email: REQUESTER.email },
      roles: { web_user: true },
      role: 'web_user',
      active_language: REQUESTER.language,
      fcm_tokens: ['tok-android', 'tok-ios'],
    });
  });

  afterAll(async () => {
    await mail?.close();
  });

  it('appends one history entry, opens the chat thread and notifies the requester by e-mail and push in Italian', async () => {
    const id = `IFM_T_${RUN}_1`;
    await createRequest(id, IFM_STATUS.NEW);
    const dateSet = new Date(Date.UTC(2030, 0, 15, 8, 45));
    const note = 'Tecnico <in arrivo> & "subito"';
    await changeStatus(id, 100, 200, note, dateSet);
    const eventId = await handled(id, 2);

    const data = await order(id);
    expect(data.status).toBe(200);
    expect(data.history[1]).toMatchObject({ status: '200', richiedente: OPERATOR, note });
    expect(data.history[1].date_set.toDate()).toEqual(dateSet);
    expect(data.close_datetime).toBeUndefined();
    expect(data.report_datetime).toBeUndefined();
    expect(data.status_change.handled).toMatchObject({ event_id: eventId, outcome: 'applied' });

    const label = catalogueOf('it').statuses.ifm[200];
    const [thread] = await threadsOf(id);
    const canteen = seedDocument(`canteens/${CANTEEN}`).data;
    expect(thread?.id).toBe(`CHAT_${id}`);
    expect(thread?.data()).toMatchObject({
      canteen_id: CANTEEN,
      parent: (canteen.parent as string) || CANTEEN,
      ifm: id,
      status: 1,
      userid: REQUESTER.uid,
      name: 'Giulia Prova',
      unread: false,
      messages: [{ from: 'BO', type: 'statuschange', message: `Stato: ${label}\n${note}` }],
    });
    expect(thread?.get('subject')).toContain(id.replace(/_/g, '-'));

    const mails = await mail.to(REQUESTER.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(`Richiesta ${id.replace(/_/g, '-')}: ${label}`);
    expect(mails[0]?.html).toContain('Tecnico &lt;in arrivo&gt; &amp; &quot;subito&quot;');
    expect(mails[0]?.html).not.toContain('<in arrivo>');
    expect(mails[0]?.text).toContain(note);

    const deliveries = await deliveriesOfEvent(eventId);
    expect(deliveries.email).toMatchObject({ status: 'sent', attempts: 1, recipient: REQUESTER.email, error: null });
    expect(deliveries.push).toMatchObject({ status: 'sent', attempts: 1, recipient: REQUESTER.uid });
    const recordings = await pushRecordingsOf(deliveries.push!.id);
    expect(recordings).toHaveLength(1);
    expect(recordings[0]?.message).toEqual({
      tokens: ['tok-android', 'tok-ios'],
      notification: { title: `Richiesta ${id.replace(/_/g, '-')}`, body: `Nuovo stato: ${label}` },
      data: { order_id: id, status: '200', kind: 'ifm_status_change' },
    });
  });

  it("its own writes trigger no further work, and the same event delivered again changes nothing", async () => {
    const id = `IFM_T_${RUN}_2`;
    await createRequest(id, IFM_STATUS.PENDING);
    await changeStatus(id, 200, 300, 'primo');
    const eventId = await handled(id, 2);
    const snapshot = async () => ({
      history: (await order(id)).history.length,
      messages: (await threadsOf(id))[0]?.get('messages').length,
      mails: (await mail.to(REQUESTER.email)).length,
      deliveries: (await deliveriesOfOrder(id)).length,
    });
    const [before, after] = await settled(snapshot);
    expect(after).toEqual(before);
    expect(after).toMatchObject({ history: 2, messages: 1, deliveries: 2 });

    // The trigger's event delivered a second time (at-least-once delivery): a replay, nothing new.
    const current = await order(id);
    const replay = await handleIfmOrderWrite(emulatorDeliveryDeps(), {
      id: eventId,
      time: new Date(),
      orderId: id,
      before: { ...current, status: 200, status_change: undefined },
      after: { ...current, status_change: { ...current.status_change, handled: undefined } },
    });
    expect(replay.result).toBe('replayed');
    expect(await snapshot()).toEqual(before);
  });

  it('two concurrent deliveries of one event give one history entry, one chat message, one e-mail and one push', async () => {
    const id = `IFM_T_${RUN}_3`;
    const before = { canteenid: CANTEEN, tag: 'ifm', human_id: 'IFM-DUP', status: 200, history: [], userid: REQUESTER.uid };
    const after = { ...before, status: 300, status_change: { status: 300, previous_status: 200, date_set: Timestamp.now(), note: '', richiedente: OPERATOR } };
    await adminDb.doc(`orders/${id}`).set(after); // a create: the trigger leaves it alone
    const event = { id: `dup-${RUN}`, time: new Date(), orderId: id, before, after };
    const mailsBefore = (await mail.to(REQUESTER.email)).length;
    const results = await Promise.all([1, 2].map(() => handleIfmOrderWrite(emulatorDeliveryDeps(), event)));
    expect(results.map((result) => result.result).sort()).toEqual(['applied', 'replayed']);
    expect((await order(id)).history).toHaveLength(1);
    expect((await threadsOf(id))[0]?.get('messages')).toHaveLength(1);
    const deliveries = await eventually(() => deliveriesOfEvent(event.id), terminal);
    expect(Object.keys(deliveries).sort()).toEqual(['email', 'push']);
    expect(await pushRecordingsOf(deliveries.push!.id)).toHaveLength(1);
    expect((await mail.to(REQUESTER.email)).length).toBe(mailsBefore + 1);
  });

  it('completing sets close and report datetimes to the popup date, any later status removes them', async () => {
    const id = `IFM_T_${RUN}_4`;
    await createRequest(id, IFM_STATUS.WORKING);
    const completedAt = new Date(Date.UTC(2030, 1, 2, 16, 5));
    await changeStatus(id, 300, 400, '', completedAt);
    await handled(id, 2);
    const completed = await order(id);
    expect(completed.close_datetime.toDate()).toEqual(completedAt);
    expect(completed.report_datetime.toDate()).toEqual(completedAt);

    await changeStatus(id, 400, 300, 'riaperta');
    await handled(id, 3);
    const reopened = await order(id);
    expect(reopened.close_datetime).toBeUndefined();
    expect(reopened.report_datetime).toBeUndefined();
    expect(reopened.history.map((entry: { status: string }) => entry.status)).toEqual(['300', '400', '300']);
    const threads = await threadsOf(id);
    expect(threads).toHaveLength(1);
    expect(threads[0]?.get('messages').map((m: { message: string }) => m.message)).toEqual([
      `Stato: ${catalogueOf('it').statuses.ifm[400]}`,
      `Stato: ${catalogueOf('it').statuses.ifm[300]}\nriaperta`,
    ]);
  });

  it('the same status and note set again gets its own history entry and chat message (nothing merged)', async () => {
    const id = `IFM_T_${RUN}_5`;
    await createRequest(id, IFM_STATUS.WORKING);
    const steps: Array<[number, number]> = [[300, 400], [400, 300], [300, 400]];
    for (const [n, [from, to]] of steps.entries()) {
      await changeStatus(id, from, to, 'same note');
      await handled(id, n + 2);
    }
    expect((await order(id)).history.map((entry: { status: string }) => entry.status)).toEqual(['300', '400', '300', '400']);
    const messages = (await threadsOf(id))[0]?.get('messages') as Array<{ message: string }>;
    expect(messages.map((m) => m.message)).toEqual([400, 300, 400].map((s) => `Stato: ${catalogueOf('it').statuses.ifm[s as 300 | 400]}\nsame note`));
  });

  it("a seeded request's status message goes to its existing thread, in the customer's language", async () => {
    const seeded = todaysSeed().documents.find(
      (d) => d.path.startsWith(`orders/IFM_${CANTEEN}_`) && d.data.status === 200 && d.data.userid === 'demo-customer',
    );
    if (!seeded) throw new Error('the seed has no pending request of demo-customer');
    const id = seeded.path.split('/')[1]!;
    const threadPath = `chat/CHAT_${id}`;
    await writeSeedSubset((path) => path === seeded.path || path === threadPath);
    const seededMessages = (seedDocument(threadPath).data.messages as unknown[]).length;
    await changeStatus(id, 200, 300);
    await handled(id, (seeded.data.history as unknown[]).length + 1);
    const threads = await threadsOf(id);
    expect(threads.map((thread) => thread.id)).toEqual([`CHAT_${id}`]);
    const messages = threads[0]?.get('messages') as Array<{ message: string }>;
    expect(messages).toHaveLength(seededMessages + 1);
    const language = normalizeLanguage(seedDocument('users/demo-customer').data.active_language);
    expect(messages.at(-1)?.message).toBe(`Stato: ${catalogueOf(language).statuses.ifm[300]}`);
  });

  it.each([
    ['from 800 (exception cannot change)', 800, 200, 'frozen'],
    ['to a hidden option (waiting from completed)', 400, 500, 'option-hidden'],
    ['to 800, never offered', 200, 800, 'option-hidden'],
    ['to 100, never offered', 300, 100, 'option-hidden'],
  ])('undoes a forbidden write %s, with the reason and without side effects', async (_label, from, to, reason) => {
    const id = `IFM_T_${RUN}_X${from}_${to}`;
    await createRequest(id, from);
    await changeStatus(id, from, to, 'not allowed');
    const undone = await eventually(() => order(id), (o) => o.status === from && !!o.status_change_rejected);
    expect(undone.status_change_rejected).toMatchObject({ reason, status: to, previous_status: from });
    expect(undone.status_change.handled).toMatchObject({ outcome: 'rejected' });
    // The undo is the trigger's own write: nothing more happens after it.
    const [first, second] = await settled(() => order(id));
    expect(second).toEqual(first);
    expect(second.history).toHaveLength(1);
    expect(await threadsOf(id)).toHaveLength(0);
    expect(await deliveriesOfOrder(id)).toHaveLength(0);
  });
});
