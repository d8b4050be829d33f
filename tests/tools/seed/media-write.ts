// Writes the seeded media files into the Storage emulator with the admin SDK, or says in one line why it did not.
import type { App } from 'firebase-admin/app';
import { SEED_BUCKET, seedFiles } from './media';

export const STORAGE_EMULATOR_HOST_DEFAULT = '127.0.0.1:9199';
const UPLOADS_AT_ONCE = 50;

function storageHost(): string {
  return process.env.FIREBASE_STORAGE_EMULATOR_HOST ?? STORAGE_EMULATOR_HOST_DEFAULT;
}

async function storageReachable(host: string): Promise<boolean> {
  try {
    await fetch(`http://${host}/`, { signal: AbortSignal.timeout(3000) });
    return true;
  } catch {
    return false;
  }
}

async function bucketOf(app: App) {
  // firebase-admin reads the variable when Storage is first used: never let the seed reach a real bucket.
  process.env.FIREBASE_STORAGE_EMULATOR_HOST = storageHost();
  const { getStorage } = await import('firebase-admin/storage');
  return getStorage(app).bucket(SEED_BUCKET);
}

/**
 * Replaces every file under canteens/ with the seeded ones. Resolves to a one-line summary; when no Storage emulator
 * answers, the line says so and nothing else happens (the rest of the seed does not need Storage).
 */
export async function writeSeedFiles(app: App): Promise<string> {
  const host = storageHost();
  if (!(await storageReachable(host))) return `no Storage emulator at ${host}: the media library files were skipped`;
  const bucket = await bucketOf(app);
  await bucket.deleteFiles({ prefix: 'canteens/' });
  const files = seedFiles();
  // A few hundred files (the product pictures among them): 50 at a time, not all at once, on a shared machine.
  for (let start = 0; start < files.length; start += UPLOADS_AT_ONCE)
    await Promise.all(
      files.slice(start, start + UPLOADS_AT_ONCE).map((file) =>
        bucket.file(file.path).save(file.bytes, {
          resumable: false,
          contentType: file.contentType,
          // The token the client SDK's getDownloadURL hands out; fixed per path so links stay the same across seeds.
          metadata: { metadata: { firebaseStorageDownloadTokens: file.token } },
        }),
      ),
    );
  return `wrote ${files.length} media files to the Storage emulator`;
}

/** Imported emulator data may lack the files (exported while Storage did not run): add them when none is there. */
export async function ensureSeedFiles(app: App): Promise<string> {
  const host = storageHost();
  if (!(await storageReachable(host))) return `no Storage emulator at ${host}: the media library files were skipped`;
  const bucket = await bucketOf(app);
  const [present] = await bucket.getFiles({ prefix: 'canteens/', maxResults: 1, autoPaginate: false });
  if (present.length > 0) return 'kept the imported media files';
  return writeSeedFiles(app);
}
