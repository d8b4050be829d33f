// The activity log of back-office writes against the emulators: a client's writes through the real rules leave
// entries (who, role, canteen, diff), replays write one, other collections and server writes none, clients none.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import {
  addDoc,
  collection,
  connectFirestoreEmulator,
  deleteDoc,
  doc,
  getFirestore,
  serverTimestamp,
  setDoc,
  updateDoc,
  type Firestore,
} from 'firebase/firestore';
import { auditedCollection } from '@backoffice/shared';
import { adminAuth, adminDb, eventually } from '../support/admin';
import { claimsRole, recordAuditedWrite } from '../../functions/src/services/activity-log-writes';
import { DEMO_PASSWORD, staffCanteens, staffEmail } from '../tools/seed/users';
import { writeSeedSubset } from './support/seed-subset';
import { pause } from './support/waits';

const UID = 'demo-site_manager';
const CANTEEN = staffCanteens('site_manager')[0]!;
const RUN = Date.now().toString(36);
let app: FirebaseApp;
let client: Firestore;

const entriesOf = async (docPath: string) =>
  (await adminDb.collection('activity_log').where('doc_path', '==', docPath).get()).docs.map((d) => d.data());
const stamp = () => ({ updated_by: UID, updated_at: serverTimestamp() });

describe('activity log of back-office writes', () => {
  beforeAll(async () => {
    await writeSeedSubset((path) => path === `users/${UID}`, [UID]);
    app = initializeApp(
      { apiKey: 'demo-api-key', projectId: 'demo-backoffice', authDomain: '127.0.0.1' },
      `activity-${RUN}`,
    );
    const auth = getAuth(app);
    connectAuthEmulator(auth, 'http://127.0.0.1:9099', { disableWarnings: true });
    await signInWithEmailAndPassword(auth, staffEmail('site_manager'), DEMO_PASSWORD);
    client = getFirestore(app);
    connectFirestoreEmulator(client, '127.0.0.1', 8080);
  });

  afterAll(async () => {
    await deleteApp(app);
  });

  it('records a client create, update and delete with who, role, canteen and before → after', async () => {
    const path = `cost_centers/CC_AUDIT_${RUN}`;
    await setDoc(doc(client, path), { canteen_id: CANTEEN, name: 'Acquisti', code: 'A1', ...stamp() });
    await updateDoc(doc(client, path), { name: 'Ufficio acquisti', ...stamp() });
    await deleteDoc(doc(client, path));

    const entries = await eventually(
      () => entriesOf(path),
      (found) => found.length === 3,
    );
    const byOperation = Object.fromEntries(entries.map((entry) => [entry.operation, entry]));
    const common = {
      kind: 'write',
      canteen_id: CANTEEN,
      collection: 'cost_centers',
      doc_id: `CC_AUDIT_${RUN}`,
      doc_path: path,
    };
    expect(byOperation.create).toMatchObject({
      ...common,
      user: UID,
      role: 'site_manager',
      truncated: false,
      changes: [
        { field: 'canteen_id', after: CANTEEN },
        { field: 'code', after: 'A1' },
        { field: 'name', after: 'Acquisti' },
      ],
    });
    expect(byOperation.update).toMatchObject({
      ...common,
      user: UID,
      role: 'site_manager',
      changes: [{ field: 'name', before: 'Acquisti', after: 'Ufficio acquisti' }],
    });
    // Firestore does not tell a trigger who deleted: the entry says so, and names the last stamped writer.
    expect(byOperation.delete).toMatchObject({
      ...common,
      user: null,
      role: null,
      last_updated_by: UID,
      changes: [
        { field: 'canteen_id', before: CANTEEN },
        { field: 'code', before: 'A1' },
        { field: 'name', before: 'Ufficio acquisti' },
      ],
    });
    for (const entry of entries) {
      expect(entry.at.toDate()).toBeInstanceOf(Date);
      expect(typeof entry.event_id).toBe('string');
    }
  });

  it('writes one entry for an event delivered twice (and for two deliveries at once)', async () => {
    const path = `cost_centers/CC_REPLAY_${RUN}`;
    await setDoc(doc(client, path), { canteen_id: CANTEEN, name: 'Mensa eventi', ...stamp() });
    const snapshot = await adminDb.doc(path).get();
    const event = {
      id: `replay-${RUN}`,
      time: new Date(),
      collection: auditedCollection('cost_centers')!,
      params: { docId: snapshot.id },
      docPath: path,
      after: snapshot.data(),
      afterUpdateTime: snapshot.updateTime,
    };
    const deps = { db: adminDb, now: () => new Date(), roleOf: claimsRole((uid) => adminAuth.getUser(uid)) };
    const first = await recordAuditedWrite(deps, event);
    const again = await recordAuditedWrite(deps, event);
    expect(first).toEqual({ result: 'written', entryId: `write_replay-${RUN}` });
    expect(again).toEqual({ result: 'replayed', entryId: `write_replay-${RUN}` });
    const racing = await Promise.all(
      [1, 2].map(() => recordAuditedWrite(deps, { ...event, id: `race-${RUN}` })),
    );
    expect(racing.map((outcome) => outcome.result).sort()).toEqual(['replayed', 'written']);
    const ours = (await entriesOf(path)).filter((entry) => String(entry.event_id).endsWith(RUN));
    expect(ours.map((entry) => entry.event_id).sort()).toEqual([`race-${RUN}`, `replay-${RUN}`]);
  });

  it('writes no entry for a non-audited collection, nor for a server (Admin SDK) write', async () => {
    await updateDoc(doc(client, `users/${UID}`), { active_language: 'es' });
    const serverPath = `cost_centers/CC_SERVER_${RUN}`;
    await adminDb.doc(serverPath).set({ canteen_id: CANTEEN, name: 'Creato dal server' });
    await adminDb.doc(serverPath).update({ name: 'Aggiornato dal server' });
    // The client's stamped write after them proves the triggers ran meanwhile.
    const marker = `cost_centers/CC_MARK_${RUN}`;
    await setDoc(doc(client, marker), { canteen_id: CANTEEN, name: 'Segno', ...stamp() });
    await eventually(
      () => entriesOf(marker),
      (found) => found.length === 1,
    );
    // A server update of a client-stamped document leaves the stamp as it was: not the client's write, not logged.
    await adminDb.doc(marker).update({ name: 'Segno aggiornato dal server' });
    await pause(2_000);
    expect(await entriesOf(marker)).toHaveLength(1);
    expect(await entriesOf(`users/${UID}`)).toEqual([]);
    expect(await entriesOf(serverPath)).toEqual([]);
  });

  it('refuses a client that writes the log itself', async () => {
    await expect(
      addDoc(collection(client, 'activity_log'), {
        kind: 'write',
        user: UID,
        canteen_id: CANTEEN,
        operation: 'update',
      }),
    ).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(setDoc(doc(client, 'activity_log/write_forged'), { kind: 'write' })).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });
});
