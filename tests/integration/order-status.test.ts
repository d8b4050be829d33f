// The changeOrderStatus callable against the emulators (issue 17): allowed transitions write the status, one history
// entry, the customer's inbox message and the in-app + push delivery records; bad input, forbidden transitions, a
// role without ModificaOrdini and a canteen not managed are refused with a clear error and nothing written.
// Owns the orders it creates (ORD_STATUS_<run>_*, canteen C_1001, customer demo-customer).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { ORDER_STATUS, ORDER_STATUS_ERRORS } from '@backoffice/shared';
import { adminDb } from '../support/admin';
import { callError, callableClient, type CallableClient } from './support/callable';
import { deliveriesOfOrder } from './support/deps';
import { writeSeedSubset } from './support/seed-subset';
import { eventually } from './support/waits';

const RUN = Date.now().toString(36).toUpperCase();
const CUSTOMER = 'demo-customer';
const COOK = 'demo-cuoco';
let cook: CallableClient;
let manager: CallableClient;
let anonymous: CallableClient;

const orderId = (name: string) => `ORD_STATUS_${RUN}_${name}`;
const order = async (id: string): Promise<DocumentData> => (await adminDb.doc(`orders/${id}`).get()).data() ?? {};
const inboxOf = async (id: string) =>
  (await adminDb.collection(`users/${CUSTOMER}/inbox`).where('ref.order_id', '==', id).get()).docs.map((d) => d.data());

/** A customer's order as the app writes it, with no category (the stopped-category check leaves it alone). */
async function placeOrder(name: string, status: number, canteenid = 'C_1001'): Promise<string> {
  const id = orderId(name);
  await adminDb.doc(`orders/${id}`).set({
    canteenid,
    tag: 'menu',
    userid: CUSTOMER,
    status,
    human_id: `${RUN}-${name}`,
    date_obj: Timestamp.now(),
    recipes: [{ name: 'Lasagne al forno', qt: 1, euro: 6.5, variants: [] }],
  });
  return id;
}

/** Everything a refused call must leave as it was. */
async function footprint(id: string) {
  const data = await order(id);
  return { status: data.status, history: data.history ?? null, inbox: (await inboxOf(id)).length, deliveries: (await deliveriesOfOrder(id)).length };
}

describe('changeOrderStatus', () => {
  beforeAll(async () => {
    await writeSeedSubset(
      (path) => path === `users/${CUSTOMER}` || path === `users/${COOK}` || path === 'users/demo-company_manager',
      [COOK, 'demo-company_manager'],
    );
    cook = await callableClient('changeOrderStatus', 'cuoco@demo.test');
    manager = await callableClient('changeOrderStatus', 'company_manager@demo.test');
    anonymous = await callableClient('changeOrderStatus', null);
  });

  afterAll(async () => {
    await Promise.all([cook?.close(), manager?.close(), anonymous?.close()]);
  });

  it('moves an order along pending → under processing → ready → withdrawn, each step in the history and told to the customer', async () => {
    const id = await placeOrder('PATH', ORDER_STATUS.PENDING);
    const steps = [ORDER_STATUS.UNDER_PROCESSING, ORDER_STATUS.READY, ORDER_STATUS.WITHDRAWN];
    let from: number = ORDER_STATUS.PENDING;
    for (const [n, to] of steps.entries()) {
      const note = n === 1 ? '  Ritiro al banco 2  ' : undefined;
      const result = await cook.call({ orderId: id, status: to, ...(note ? { note } : {}) });
      expect(result).toEqual({ orderId: id, from, to, deliveries: 2 });
      from = to;
    }
    const data = await order(id);
    expect(data.status).toBe(ORDER_STATUS.WITHDRAWN);
    expect(data.history).toHaveLength(3);
    expect(data.history.map((h: DocumentData) => [h.previous_status, h.status])).toEqual([
      ['1', '3'],
      ['3', '2'],
      ['2', '5'],
    ]);
    for (const entry of data.history as DocumentData[]) {
      expect(entry).toMatchObject({ richiedente: COOK, richiedente_name: 'Salvatore Russo' });
      expect(entry.change_date).toBeInstanceOf(Timestamp);
    }
    // The note is trimmed by the shared schema and kept on its entry only.
    expect(data.history[1].note).toBe('Ritiro al banco 2');
    expect(data.history[0].note).toBeUndefined();

    const inbox = await inboxOf(id);
    expect(inbox).toHaveLength(3);
    expect(inbox.map((m) => m.ref.status).sort()).toEqual([2, 3, 5]);
    expect(inbox.find((m) => m.ref.status === 2)?.body).toContain('Ritiro al banco 2');
    const deliveries = await eventually(
      () => deliveriesOfOrder(id),
      (list) => list.length === 6 && list.every((d) => ['sent', 'failed', 'skipped'].includes(String(d.status))),
    );
    expect(deliveries.map((d) => d.channel).sort()).toEqual(['in_app', 'in_app', 'in_app', 'push', 'push', 'push']);
  });

  it.each([
    ['booked for table service, then the customer waits', ORDER_STATUS.PENDING, [ORDER_STATUS.BOOKED, ORDER_STATUS.CUSTOMER_WAITING]],
    ['cancelled while pending payment', -3, [ORDER_STATUS.CANCELLED]],
    ['shipped after ready to ship', ORDER_STATUS.UNDER_PROCESSING, [ORDER_STATUS.READY_TO_SHIP, ORDER_STATUS.SHIPPED]],
  ])('allows %s', async (label, start, steps) => {
    const id = await placeOrder(label.replace(/\W+/g, '_').toUpperCase(), start);
    for (const to of steps) await cook.call({ orderId: id, status: to });
    const data = await order(id);
    expect(data.status).toBe(steps.at(-1));
    expect(data.history.map((h: DocumentData) => Number(h.status))).toEqual(steps);
    expect(Number(data.history[0].previous_status)).toBe(start);
  });

  it.each([
    ['a status that does not exist', { status: 42 }, ORDER_STATUS_ERRORS.forbidden],
    ['a status that is not a number', { status: '3' }, undefined],
    ['no status', { status: undefined }, undefined],
    ['an order id with a slash', { orderId: 'orders/x' }, undefined],
    ['a note longer than 1,000 characters', { note: 'x'.repeat(1001) }, undefined],
  ])('refuses %s as invalid-argument and writes nothing', async (label, patch, messageKey) => {
    const id = await placeOrder(`BAD_${label.replace(/\W+/g, '_').toUpperCase()}`, ORDER_STATUS.PENDING);
    const before = await footprint(id);
    const error = await callError(cook.call({ orderId: id, status: ORDER_STATUS.READY, ...patch }));
    expect(error.code).toBe('functions/invalid-argument');
    expect(error.message).toMatch(/^Invalid request: /);
    if (messageKey) expect(error.details).toMatchObject({ messageKey });
    expect(await footprint(id)).toEqual(before);
  });

  it.each([
    ['a move the table forbids', ORDER_STATUS.READY, ORDER_STATUS.PENDING, ORDER_STATUS_ERRORS.forbidden],
    ['cancelling once the kitchen works on it', ORDER_STATUS.UNDER_PROCESSING, ORDER_STATUS.CANCELLED, ORDER_STATUS_ERRORS.forbidden],
    ['the same status again', ORDER_STATUS.PENDING, ORDER_STATUS.PENDING, ORDER_STATUS_ERRORS.forbidden],
    ['any move from a cancelled order', ORDER_STATUS.CANCELLED, ORDER_STATUS.PENDING, ORDER_STATUS_ERRORS.final],
    ['any move from a withdrawn order', ORDER_STATUS.WITHDRAWN, ORDER_STATUS.READY, ORDER_STATUS_ERRORS.final],
  ])('refuses %s as failed-precondition with its message and writes nothing', async (label, from, to, messageKey) => {
    const id = await placeOrder(`NO_${label.replace(/\W+/g, '_').toUpperCase()}`, from);
    const before = await footprint(id);
    const error = await callError(cook.call({ orderId: id, status: to }));
    expect(error).toMatchObject({ code: 'functions/failed-precondition', details: { messageKey } });
    expect(error.message).toBe(`An order may not go from ${from} to ${to}`);
    expect(await footprint(id)).toEqual(before);
  });

  it('refuses a role without ModificaOrdini, an unmanaged canteen, a missing order and an anonymous caller', async () => {
    const id = await placeOrder('ROLE', ORDER_STATUS.PENDING);
    const before = await footprint(id);
    const role = await callError(manager.call({ orderId: id, status: ORDER_STATUS.READY }));
    expect(role.code).toBe('functions/permission-denied');
    expect(role.message).toMatch(/company_manager may not change orders/);

    const elsewhere = await placeOrder('ELSEWHERE', ORDER_STATUS.PENDING, 'C_1002');
    const beforeElsewhere = await footprint(elsewhere);
    const canteen = await callError(cook.call({ orderId: elsewhere, status: ORDER_STATUS.READY }));
    expect(canteen.code).toBe('functions/permission-denied');
    expect(canteen.message).toMatch(/not of a canteen you manage/);

    const missing = await callError(cook.call({ orderId: orderId('MISSING'), status: ORDER_STATUS.READY }));
    expect(missing.code).toBe('functions/not-found');
    const signedOut = await callError(anonymous.call({ orderId: id, status: ORDER_STATUS.READY }));
    expect(signedOut.code).toBe('functions/unauthenticated');

    expect(await footprint(id)).toEqual(before);
    expect(await footprint(elsewhere)).toEqual(beforeElsewhere);
    expect((await adminDb.doc(`orders/${orderId('MISSING')}`).get()).exists).toBe(false);
  });
});
