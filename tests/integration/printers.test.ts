// The print queue against the emulators: a placed order routed to a kitchen printer becomes one print job, printed
// once by the recording transport even when the trigger's work runs again; unrouted orders and non-printing moves
// print nothing; the printers callable's test print and its refusals.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDb, eventually } from '../support/admin';
import { printOrderWrite } from '../../functions/src/services/printers/print-jobs';
import { recordingPrintTransport } from '../../functions/src/services/printers/transport';
import { callError, callableClient, type CallableClient } from './support/callable';
import { writeSeedSubset } from './support/seed-subset';

const RUN = Date.now().toString(36).toUpperCase();
const CANTEEN = `C_PR${RUN}`;
const PRINTER = `PR_${CANTEEN}_KITCHEN`;
const ORDER = `ORD_${CANTEEN}_1`;
const clients = new Map<string, CallableClient>();

const recordings = async (jobId: string) => (await adminDb.collection('print_recordings').where('job_id', '==', jobId).get()).size;
const jobsOf = async (orderId: string) => (await adminDb.collection('print_jobs').where('order_id', '==', orderId).get()).docs;

const order = (status: number, tag = 'shop') => ({
  canteenid: CANTEEN,
  userid: 'demo-customer',
  tag,
  status,
  recipes: [{ name: 'Cappuccino', qt: 2, euro: 1.5, variants: [{ name: 'Latte di soia' }], category_id: `SHOP_${CANTEEN}_COFFEE` }],
  user: { name: 'Anna', surname: 'Rossi' },
  human_id: `${RUN}-1`,
});

describe('print queue', () => {
  beforeAll(async () => {
    await writeSeedSubset((path) => path === 'users/demo-admin' || path === 'users/demo-cuoco', ['demo-admin', 'demo-cuoco']);
    await adminDb.doc(`canteens/${CANTEEN}`).set({ canteen_id: CANTEEN, name: 'Mensa stampanti', endpoint_prefix: 'it' });
    await adminDb.doc(`printers/${PRINTER}`).set({
      canteen_id: CANTEEN,
      name: 'Cucina calda',
      address: '10.9.0.21:9100',
      kind: 'kitchen',
      paper_width: 80,
      escpos: true,
      active: true,
      routing: { services: ['shop'], category_ids: [], pickup_points: [] },
    });
    for (const role of ['admin', 'cuoco']) clients.set(role, await callableClient('printers', `${role}@demo.test`));
  });

  afterAll(async () => {
    const jobs = await adminDb.collection('print_jobs').where('canteen_id', '==', CANTEEN).get();
    await Promise.all([...jobs.docs.map((job) => job.ref.delete()), adminDb.doc(`printers/${PRINTER}`).delete(), adminDb.doc(`canteens/${CANTEEN}`).delete()]);
    await Promise.all([...clients.values()].map((client) => client.close()));
  });

  it('a placed order routed to the printer prints once, even when the work runs twice; other moves print nothing', async () => {
    await adminDb.doc(`orders/${ORDER}`).set(order(1));
    const jobId = `${ORDER}__1__${PRINTER}`;
    const printed = await eventually(() => adminDb.doc(`print_jobs/${jobId}`).get(), (job) => job.get('status') === 'printed');
    expect(printed.data()).toMatchObject({ canteen_id: CANTEEN, printer_id: PRINTER, order_id: ORDER, attempts: 1, error: null });
    expect(await recordings(jobId)).toBe(1);

    // The trigger's work again for the same write (an at-least-once redelivery): nothing new is created or printed.
    const again = await printOrderWrite({ db: adminDb, now: () => new Date(), transport: recordingPrintTransport(adminDb) }, { orderId: ORDER, after: order(1) });
    expect(again).toEqual({ jobs: [jobId], results: { [jobId]: 'printed' } });
    expect(await recordings(jobId)).toBe(1);

    // 1 → 2 (ready) does not print; 2 → 3 (under processing) does, once more.
    await adminDb.doc(`orders/${ORDER}`).update({ status: 2 });
    await adminDb.doc(`orders/${ORDER}`).update({ status: 3 });
    await eventually(() => jobsOf(ORDER), (jobs) => jobs.length === 2 && jobs.every((job) => job.get('status') === 'printed'));
    expect((await jobsOf(ORDER)).map((job) => job.get('order_status')).sort()).toEqual([1, 3]);

    // An order of a service the printer does not take prints nothing. Trigger events arrive one at a time and in
    // order: once the later cancellation of the routed order has printed, the menu order's events have run.
    await adminDb.doc(`orders/${ORDER}_MENU`).set(order(1, 'menu'));
    await adminDb.doc(`orders/${ORDER}`).update({ status: 4 });
    await eventually(() => jobsOf(ORDER), (jobs) => jobs.length === 3 && jobs.every((job) => job.get('status') === 'printed'));
    expect((await jobsOf(`${ORDER}_MENU`)).length).toBe(0);
    await Promise.all([adminDb.doc(`orders/${ORDER}`).delete(), adminDb.doc(`orders/${ORDER}_MENU`).delete()]);
  });

  it('test print: printed through the adapter; bad input and a role without the Printers dashboard refused', async () => {
    const result = await clients.get('admin')!.call<{ jobId: string; result: string }>({ action: 'test', printer_id: PRINTER });
    expect(result.result).toBe('printed');
    expect(await recordings(result.jobId)).toBe(1);
    expect((await adminDb.doc(`print_jobs/${result.jobId}`).get()).get('kind')).toBe('test');
    expect((await callError(clients.get('admin')!.call({ action: 'test', printer_id: '../x' }))).code).toBe('functions/invalid-argument');
    expect((await callError(clients.get('cuoco')!.call({ action: 'test', printer_id: PRINTER }))).code).toBe('functions/permission-denied');
    expect((await callError(clients.get('admin')!.call({ action: 'retry', job_id: result.jobId }))).code).toBe('functions/failed-precondition');
  });
});
