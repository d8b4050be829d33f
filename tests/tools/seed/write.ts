// Writes a built seed into Auth and Firestore through the Admin SDK, and wipes the emulators.
import { userClaims } from '@backoffice/shared';
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import type { Seed, SeedAuthUser } from './types';

const AUTH_CONCURRENCY = 8;

function errorCode(error: unknown): string {
  return typeof error === 'object' && error !== null && 'code' in error
    ? String((error as { code: unknown }).code)
    : '';
}

async function upsertAuthUser(auth: Auth, user: SeedAuthUser): Promise<void> {
  try {
    await auth.createUser({ ...user, emailVerified: true });
  } catch (error) {
    const code = errorCode(error);
    if (code !== 'auth/uid-already-exists' && code !== 'auth/email-already-exists') throw error;
    // Reseeding without a wipe: bring the existing account back to the seeded values.
    await auth.updateUser(user.uid, {
      email: user.email,
      password: user.password,
      displayName: user.displayName,
      emailVerified: true,
    });
  }
}

export async function writeSeed({ db, auth }: { db: Firestore; auth: Auth }, seed: Seed): Promise<void> {
  // The custom claims firestore.rules read, from each account's users/{uid} document with the claims function's
  // own rule (userClaims): the seed runs with triggers paused, so the users trigger does not set them here.
  const userDocuments = new Map(seed.documents.map((document) => [document.path, document.data]));
  const queue = [...seed.authUsers];
  const workers = Array.from({ length: AUTH_CONCURRENCY }, async () => {
    for (let user = queue.shift(); user; user = queue.shift()) {
      await upsertAuthUser(auth, user);
      await auth.setCustomUserClaims(user.uid, { ...userClaims(userDocuments.get(`users/${user.uid}`)).claims });
    }
  });
  await Promise.all(workers);

  const writer = db.bulkWriter();
  const failures: string[] = [];
  writer.onWriteError((error) => {
    if (error.failedAttempts < 3) return true;
    failures.push(`${error.documentRef.path}: ${error.message}`);
    return false;
  });
  for (const document of seed.documents)
    void writer.set(db.doc(document.path), document.data).catch(() => undefined);
  await writer.close();
  if (failures.length > 0)
    throw new Error(`Seed writes failed (${failures.length}): ${failures.slice(0, 3).join('; ')}`);
}

export interface EmulatorTarget {
  projectId: string;
  /** host:port of the Firestore emulator, e.g. 127.0.0.1:8080. */
  firestoreHost: string;
  /** host:port of the Auth emulator, e.g. 127.0.0.1:9099. */
  authHost: string;
}

async function emulatorDelete(url: string): Promise<void> {
  const response = await fetch(url, { method: 'DELETE' });
  if (!response.ok) throw new Error(`DELETE ${url} answered ${response.status} ${await response.text()}`);
}

/** Deletes every Firestore document and every Auth account of the project in the emulators. */
export async function clearEmulators({ projectId, firestoreHost, authHost }: EmulatorTarget): Promise<void> {
  await Promise.all([
    emulatorDelete(`http://${firestoreHost}/emulator/v1/projects/${projectId}/databases/(default)/documents`),
    emulatorDelete(`http://${authHost}/emulator/v1/projects/${projectId}/accounts`),
  ]);
}
