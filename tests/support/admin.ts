// Admin SDK handles for tests that run inside `firebase emulators:exec` (the emulator hosts come from its env).
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';

export const PROJECT_ID = 'demo-backoffice';

process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
// Everything is local: keep google-auth-library from probing the cloud metadata server.
process.env.METADATA_SERVER_DETECTION = 'none';
process.env.FIREBASE_AUTH_EMULATOR_HOST ??= '127.0.0.1:9099';

const app = getApps()[0] ?? initializeApp({ projectId: PROJECT_ID });
export const adminDb = getFirestore(app);
export const adminAuth = getAuth(app);

/** Polls `read` until `done` accepts its value, or fails after `timeoutMs` with the last value seen. */
export async function eventually<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last = await read();
  while (!done(last)) {
    if (Date.now() > deadline)
      throw new Error(`condition not met within ${timeoutMs} ms; last value: ${JSON.stringify(last)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
    last = await read();
  }
  return last;
}

/** Deletes every document of a query in chunks (test clean-up). */
export async function deleteWhere(collection: string, field: string, value: unknown): Promise<void> {
  const snapshot = await adminDb.collection(collection).where(field, '==', value).get();
  const writer = adminDb.bulkWriter();
  for (const doc of snapshot.docs) void writer.delete(doc.ref);
  await writer.close();
}

/**
 * Pauses or resumes the Functions emulator's background triggers through the emulator hub (no-op without one). Every
 * resume adds a generation of triggers, and the first event after it waits ~6 s per generation: use sparingly.
 */
export async function setBackgroundTriggers(enabled: boolean): Promise<void> {
  const hub = process.env.FIREBASE_EMULATOR_HUB ?? '127.0.0.1:4400';
  await fetch(`http://${hub}/functions/${enabled ? 'enable' : 'disable'}BackgroundTriggers`, {
    method: 'PUT',
  }).catch(() => undefined);
}
