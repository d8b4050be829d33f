// The users trigger turns users/{uid} into custom claims; a signed-in client refreshes its token on the published
// copy and the security rules follow the new role without a sign-out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword, type Auth } from 'firebase/auth';
import {
  collection,
  connectFirestoreEmulator,
  doc,
  getDocs,
  getFirestore,
  onSnapshot,
  query,
  where,
  type Firestore,
} from 'firebase/firestore';
import { adminAuth, adminDb, eventually, PROJECT_ID } from '../support/admin';
import { syncUserClaims } from '../../functions/src/services/user-claims';

const UID = 'claims-test-user';
const EMAIL = 'claims-test@rules.test';
const PASSWORD = 'claims-test-password';
const ORDER = 'orders/CLAIMS_TEST_ORDER';

const userDocument = (role: string, boCanteens: string[]) => ({
  profile: { name: 'Claudia', surname: 'Claims', email: EMAIL },
  roles: { [role]: true },
  role,
  bo_canteens: boCanteens,
  canteens: [],
});

const claimsOf = async (uid: string) => (await adminAuth.getUser(uid)).customClaims ?? {};

async function removeAccount(uid: string): Promise<void> {
  await adminAuth.deleteUser(uid).catch(() => undefined);
  await Promise.all([adminDb.doc(`users/${uid}`).delete(), adminDb.doc(`user_claims/${uid}`).delete()]);
}

describe('custom claims from the user document', () => {
  let app: FirebaseApp;
  let auth: Auth;
  let db: Firestore;

  beforeAll(async () => {
    await removeAccount(UID);
    await adminAuth.createUser({ uid: UID, email: EMAIL, password: PASSWORD });
    await adminDb
      .doc(ORDER)
      .set({ canteenid: 'C_1001', userid: 'claims-test-customer', tag: 'shop', status: 1, total: 5 });
    app = initializeApp(
      { apiKey: 'demo-api-key', projectId: PROJECT_ID, authDomain: '127.0.0.1' },
      'claims-test',
    );
    auth = getAuth(app);
    connectAuthEmulator(auth, 'http://127.0.0.1:9099', { disableWarnings: true });
    db = getFirestore(app);
    connectFirestoreEmulator(db, '127.0.0.1', 8080);
  });

  afterAll(async () => {
    await deleteApp(app);
    await removeAccount(UID);
    await adminDb.doc(ORDER).delete();
  });

  it('a new user document sets the resolved role and normalised canteens, and publishes them', async () => {
    await adminDb.doc(`users/${UID}`).set(userDocument('cliente_ifm', ['c_1001']));
    const claims = await eventually(
      () => claimsOf(UID),
      (value) => value.role === 'cliente_ifm',
    );
    expect(claims).toEqual({ role: 'cliente_ifm', bo_canteens: ['C_1001'] });
    const published = await eventually(
      async () => (await adminDb.doc(`user_claims/${UID}`).get()).data(),
      (value) => value?.role === 'cliente_ifm',
    );
    expect(published).toMatchObject({ role: 'cliente_ifm', bo_canteens: ['C_1001'], dropped_canteens: [] });
  });

  it('a role change reaches a signed-in client and the rules without signing out', async () => {
    await signInWithEmailAndPassword(auth, EMAIL, PASSWORD);
    const user = auth.currentUser!;
    expect((await user.getIdTokenResult()).claims.role).toBe('cliente_ifm');
    const shopOrders = query(
      collection(db, 'orders'),
      where('canteenid', '==', 'C_1001'),
      where('tag', '==', 'shop'),
    );
    await expect(getDocs(shopOrders)).rejects.toMatchObject({ code: 'permission-denied' });

    // As the SPA does: a new copy in user_claims/{uid} forces a fresh ID token.
    let refreshes = 0;
    let first = true;
    const stop = onSnapshot(doc(db, 'user_claims', UID), (snapshot) => {
      if (!first && snapshot.exists()) void user.getIdToken(true).then(() => (refreshes += 1));
      first = false;
    });
    try {
      await eventually(
        async () => first,
        (waiting) => !waiting,
      );
      await adminDb.doc(`users/${UID}`).set(userDocument('cuoco', ['C_1001']));
      const role = await eventually(
        async () => (await user.getIdTokenResult()).claims.role,
        (value) => value === 'cuoco',
      );
      expect(role).toBe('cuoco');
      expect(refreshes).toBeGreaterThan(0);
      expect(auth.currentUser?.uid).toBe(UID);
      const snapshot = await getDocs(shopOrders);
      expect(snapshot.docs.map((entry) => entry.id)).toContain('CLAIMS_TEST_ORDER');
    } finally {
      stop();
    }
  });

  it('replaying the event changes nothing', async () => {
    const before = (await adminDb.doc(`user_claims/${UID}`).get()).get('updated_at');
    const replay = await syncUserClaims({ db: adminDb, auth: adminAuth }, UID);
    expect(replay).toEqual({
      outcome: 'unchanged',
      claims: { role: 'cuoco', bo_canteens: ['C_1001'] },
      dropped: [],
    });
    expect((await adminDb.doc(`user_claims/${UID}`).get()).get('updated_at')).toEqual(before);
  });

  it('keeps custom claims it does not manage', async () => {
    await adminAuth.setCustomUserClaims(UID, { beta_tester: true, role: 'admin' });
    const result = await syncUserClaims({ db: adminDb, auth: adminAuth }, UID);
    expect(result.outcome).toBe('updated');
    expect(await claimsOf(UID)).toEqual({ beta_tester: true, role: 'cuoco', bo_canteens: ['C_1001'] });
  });

  it('deleting the user document takes the role away', async () => {
    await adminDb.doc(`users/${UID}`).delete();
    const claims = await eventually(
      () => claimsOf(UID),
      (value) => value.role === undefined,
    );
    expect(claims).toEqual({ beta_tester: true });
  });

  it('a user document without an account sets nothing', async () => {
    expect(await syncUserClaims({ db: adminDb, auth: adminAuth }, 'no-such-account')).toEqual({
      outcome: 'no-account',
      claims: null,
      dropped: [],
    });
  });
});
