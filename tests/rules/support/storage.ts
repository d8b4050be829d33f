// The Storage side of the rules suite: storage.rules loaded into the Storage emulator, a client per principal,
// files placed with the rules off, and one case run as an upload, a read, a listing or a deletion.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { FOLDER_RULES, canteenFilePath, canteenFolderPath, type FileFolder } from '@backoffice/shared';
import type { Principal } from './principals';

/** Its own project (bucket gs://demo-rules-storage): nothing shared with the Firestore matrix or the app. */
export const STORAGE_PROJECT_ID = 'demo-rules-storage';
export const STORAGE_RULES_FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../storage.rules',
);

type CompatStorage = ReturnType<ReturnType<RulesTestEnvironment['unauthenticatedContext']>['storage']>;

let environment: RulesTestEnvironment | null = null;
const clients = new Map<string, CompatStorage>();

export async function startStorageEnvironment(): Promise<void> {
  // firebase emulators:exec names the Storage emulator in FIREBASE_STORAGE_EMULATOR_HOST.
  const [host = '127.0.0.1', port = '9199'] = (process.env.FIREBASE_STORAGE_EMULATOR_HOST ?? '').split(':');
  environment = await initializeTestEnvironment({
    projectId: STORAGE_PROJECT_ID,
    storage: { rules: readFileSync(STORAGE_RULES_FILE, 'utf8'), host, port: Number(port) },
  });
  await environment.clearStorage();
}

export async function stopStorageEnvironment(): Promise<void> {
  clients.clear();
  await environment?.cleanup();
  environment = null;
}

/** The Storage client of a principal, signed in with its claims (one instance per principal). */
export function storageFor(principal: Principal): CompatStorage {
  if (!environment) throw new Error('startStorageEnvironment first');
  const cached = clients.get(principal.id);
  if (cached) return cached;
  const context =
    principal.uid === null
      ? environment.unauthenticatedContext()
      : environment.authenticatedContext(principal.uid, { ...principal.claims });
  const client = context.storage();
  clients.set(principal.id, client);
  return client;
}

/** Content a folder accepts: its first type, a name with its first extension, `size` bytes. */
export function acceptedFile(folder: FileFolder, stem: string, size = 16): StoredFile {
  const rule = FOLDER_RULES[folder];
  return {
    name: `${stem}.${rule.extensions[0]}`,
    contentType: rule.contentTypes[0] ?? '',
    bytes: new Uint8Array(size),
  };
}

export interface StoredFile {
  name: string;
  contentType: string;
  bytes: Uint8Array;
}

/** Places files with the rules off (the fixtures of read, overwrite and delete cases). */
export async function placeFiles(files: ReadonlyArray<{ path: string; file: StoredFile }>): Promise<void> {
  if (!environment) throw new Error('startStorageEnvironment first');
  await environment.withSecurityRulesDisabled(async (context) => {
    const storage = context.storage();
    await Promise.all(
      files.map(({ path, file }) => storage.ref(path).put(file.bytes, { contentType: file.contentType })),
    );
  });
}

export type StorageOperation =
  | { op: 'get'; path: string }
  | { op: 'list'; folderPath: string }
  | { op: 'create' | 'update'; path: string; file: StoredFile }
  | { op: 'delete'; path: string };

/** Runs one operation as the principal and asserts that the rules allow or deny it. */
export async function expectStorageRules(
  principal: Principal,
  operation: StorageOperation,
  allowed: boolean,
): Promise<void> {
  const storage = storageFor(principal);
  const assertion = allowed ? assertSucceeds : assertFails;
  switch (operation.op) {
    case 'get':
      await assertion(storage.ref(operation.path).getMetadata());
      break;
    case 'list':
      await assertion(storage.ref(operation.folderPath).list({ maxResults: 1 }));
      break;
    case 'create':
    case 'update':
      // An upload task is only thenable: then() makes it the promise the assertion takes.
      await assertion(
        storage
          .ref(operation.path)
          .put(operation.file.bytes, { contentType: operation.file.contentType })
          .then((snapshot) => snapshot),
      );
      break;
    case 'delete':
      await assertion(storage.ref(operation.path).delete());
      break;
  }
}

export { canteenFilePath, canteenFolderPath };
