// The customerStatus callable (GestioneUtenti, issue 20) against the emulators: deactivating a customer sets the
// flag on the user document and the Auth account and logs it; reactivating clears both; bad input, a canteen the
// customer is not of and a role without GestioneUtenti are refused with a clear error and nothing written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, adminDb } from '../support/admin';
import { callError, callableClient, type CallableClient } from './support/callable';
import { writeSeedSubset } from './support/seed-subset';

const RUN = Date.now().toString(36);
const CUSTOMER = `status-customer-${RUN}`;
const clients = new Map<string, CallableClient>();

const userDoc = async () => (await adminDb.doc(`users/${CUSTOMER}`).get()).data()!;
const entriesOf = async () =>
  (await adminDb.collection('activity_log').where('doc_id', '==', CUSTOMER).get()).docs;

describe('customerStatus', () => {
  beforeAll(async () => {
    await writeSeedSubset(
      (path) => path === 'users/demo-admin' || path === 'users/demo-cuoco',
      ['demo-admin', 'demo-cuoco'],
    );
    await adminAuth.createUser({
      uid: CUSTOMER,
      email: `${CUSTOMER}@example.test`,
      password: 'customer-password',
    });
    await adminDb.doc(`users/${CUSTOMER}`).set({
      profile: { name: 'Marta', surname: 'Bianchi', email: `${CUSTOMER}@example.test`, company: 'Acme' },
      role: 'web_user',
      roles: { web_user: true },
      canteens: ['C_1001'],
    });
    for (const role of ['admin', 'cuoco'])
      clients.set(role, await callableClient('customerStatus', `${role}@demo.test`));
  });

  afterAll(async () => {
    await Promise.all([
      adminDb.doc(`users/${CUSTOMER}`).delete(),
      adminAuth.deleteUser(CUSTOMER),
      ...(await entriesOf()).map((entry) => entry.ref.delete()),
    ]);
    await Promise.all([...clients.values()].map((client) => client.close()));
  });

  it('refuses bad input with the problem named and writes nothing', async () => {
    const admin = clients.get('admin')!;
    const noFlag = await callError(admin.call({ uid: CUSTOMER, canteenId: 'C_1001', active: 'no' }));
    expect(noFlag.code).toBe('functions/invalid-argument');
    expect(noFlag.message).toContain('active');
    const badCanteen = await callError(admin.call({ uid: CUSTOMER, canteenId: '1001', active: false }));
    expect(badCanteen.code).toBe('functions/invalid-argument');
    expect(badCanteen.message).toContain('canteenId');
    expect((await callError(admin.call({ uid: '', canteenId: 'C_1001', active: false }))).code).toBe(
      'functions/invalid-argument',
    );
    expect(await userDoc()).not.toHaveProperty('disabled');
    expect(await entriesOf()).toHaveLength(0);
  });

  it('refuses a role without GestioneUtenti and a canteen the customer is not of', async () => {
    expect(
      (await callError(clients.get('cuoco')!.call({ uid: CUSTOMER, canteenId: 'C_1001', active: false })))
        .code,
    ).toBe('functions/permission-denied');
    const other = await callError(
      clients.get('admin')!.call({ uid: CUSTOMER, canteenId: 'C_1002', active: false }),
    );
    expect(other.code).toBe('functions/permission-denied');
    expect(other.details).toMatchObject({ messageKey: 'customers:status.outOfScope' });
    expect(
      (
        await callError(
          clients.get('admin')!.call({ uid: `${CUSTOMER}-missing`, canteenId: 'C_1001', active: false }),
        )
      ).code,
    ).toBe('functions/not-found');
    expect(await userDoc()).not.toHaveProperty('disabled');
    expect((await adminAuth.getUser(CUSTOMER)).disabled).toBe(false);
  });

  it('deactivates and reactivates: the document, the account and one log entry each', async () => {
    const admin = clients.get('admin')!;
    expect(await admin.call({ uid: CUSTOMER, canteenId: 'C_1001', active: false })).toMatchObject({
      result: 'written',
    });
    expect((await userDoc()).disabled).toBe(true);
    expect((await adminAuth.getUser(CUSTOMER)).disabled).toBe(true);
    expect(await admin.call({ uid: CUSTOMER, canteenId: 'C_1001', active: false })).toMatchObject({
      result: 'unchanged',
    });

    expect(await admin.call({ uid: CUSTOMER, canteenId: 'C_1001', active: true })).toMatchObject({
      result: 'written',
    });
    expect(await userDoc()).not.toHaveProperty('disabled');
    expect((await adminAuth.getUser(CUSTOMER)).disabled).toBe(false);
    const entries = (await entriesOf()).map((entry) => entry.data());
    expect(entries).toHaveLength(2);
    expect(entries.every((entry) => entry.user === 'demo-admin' && entry.canteen_id === 'C_1001')).toBe(true);
  });
});
