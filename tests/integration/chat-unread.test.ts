// Unread chat fields against the emulators: what the two live counters of spec §4 query stays right as BO and customers write.
import { beforeAll, describe, expect, it } from 'vitest';
import { FieldValue, Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { countUnreadChats, isChatUnread } from '@backoffice/shared';
import { adminDb } from '../support/admin';
import { todaysSeed, writeSeedSubset } from './support/seed-subset';
import { eventually, settled } from './support/waits';

const RUN = Date.now().toString(36);
const CANTEEN = `C_88${RUN.slice(-2)}`.toUpperCase();
const OTHER = `${CANTEEN}9`;
const PARENT = `${CANTEEN}0`;
const minutesAgo = (minutes: number) => Timestamp.fromMillis(Date.now() - minutes * 60_000);
const message = (from: 'U' | 'BO', minutes: number, type?: string) => ({ date: minutesAgo(minutes), from, message: `${from} ${minutes}`, ...(type ? { type } : {}) });

/** The two counters of spec §4, as the SPA queries them. */
const counters = async (canteenId: string) => {
  const open = (field: string) => adminDb.collection('chat').where(field, '==', canteenId).where('status', '==', 1).where('unread', '==', true).count().get();
  const [byCanteen, byParent] = await Promise.all([open('canteen_id'), open('parent')]);
  return { byCanteen: byCanteen.data().count, byParent: byParent.data().count };
};
const thread = async (id: string) => (await adminDb.doc(`chat/${id}`).get()).data() ?? {};
const derived = (t: DocumentData) => t.unread !== undefined && t.last_customer_message_at !== undefined;

describe('unread chat fields', () => {
  const ids = { neverRead: `T_${RUN}_A`, read: `T_${RUN}_B`, closed: `T_${RUN}_C`, sibling: `T_${RUN}_D` };

  beforeAll(async () => {
    const base = { canteen_id: CANTEEN, parent: PARENT, date: minutesAgo(60), name: 'Test', subject: 'Test', userid: 'u1' };
    await Promise.all([
      adminDb.doc(`chat/${ids.neverRead}`).set({ ...base, status: 1, admin_last_read: null, messages: [message('U', 30)] }),
      adminDb.doc(`chat/${ids.read}`).set({ ...base, status: 1, admin_last_read: minutesAgo(10), messages: [message('U', 30)] }),
      adminDb.doc(`chat/${ids.closed}`).set({ ...base, status: 2, admin_last_read: null, messages: [message('U', 30)] }),
      adminDb.doc(`chat/${ids.sibling}`).set({ ...base, canteen_id: OTHER, status: 1, messages: [message('U', 20), message('BO', 25, 'statuschange')] }),
    ]);
    await eventually(async () => Promise.all(Object.values(ids).map(thread)), (list) => list.every(derived));
  });

  it('every thread carries unread and last_customer_message_at by the rule of spec §4', async () => {
    for (const id of Object.values(ids)) {
      const data = await thread(id);
      expect(data.unread, id).toBe(isChatUnread(data));
      expect((data.last_customer_message_at as Timestamp).toMillis()).toBeGreaterThan(0);
    }
    expect(await counters(CANTEEN)).toEqual({ byCanteen: 1, byParent: 0 });
    expect(await counters(PARENT)).toEqual({ byCanteen: 0, byParent: 2 });
  });

  it('the back office reading a thread, a customer writing, and a back-office reply keep the counters right', async () => {
    await adminDb.doc(`chat/${ids.neverRead}`).update({ admin_last_read: Timestamp.now() });
    await eventually(() => thread(ids.neverRead), (t) => t.unread === false);
    await adminDb.doc(`chat/${ids.read}`).update({ messages: FieldValue.arrayUnion(message('U', 0)) });
    await eventually(() => thread(ids.read), (t) => t.unread === true);
    const reply = message('BO', 0);
    await adminDb.doc(`chat/${ids.sibling}`).update({ messages: FieldValue.arrayUnion(reply) });
    const replied = await eventually(() => thread(ids.sibling), (t) => t.unread === false);
    expect((replied.admin_last_read as Timestamp).toMillis()).toBe(reply.date.toMillis());
    expect(await counters(CANTEEN)).toEqual({ byCanteen: 1, byParent: 0 });
    expect(await counters(PARENT)).toEqual({ byCanteen: 0, byParent: 1 });
  });

  it("the trigger's own writes do not fire it again", async () => {
    const updateTimes = async () =>
      Promise.all(Object.values(ids).map(async (id) => (await adminDb.doc(`chat/${id}`).get()).updateTime?.toMillis()));
    const [first, second] = await settled(updateTimes);
    expect(second).toEqual(first);
  });

  it('seeded threads get the same unread count as the rule computes on the seed', async () => {
    const seeded = todaysSeed().documents.filter((d) => d.path.startsWith('chat/') && d.data.canteen_id === 'C_1001');
    await writeSeedSubset((path) => seeded.some((d) => d.path === path));
    await eventually(async () => Promise.all(seeded.map((d) => thread(d.path.slice(5)))), (list) => list.every(derived));
    const expected = countUnreadChats(seeded.map((d) => d.data));
    expect(expected).toBeGreaterThan(0);
    expect((await counters('C_1001')).byCanteen).toBe(expected);
  });
});
