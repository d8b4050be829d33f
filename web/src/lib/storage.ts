// Cloud Storage of the SPA, the only module that imports firebase/storage: uploads with progress and cancel, folder
// pages, links, metadata and deletion under canteens/{canteenId}/{folder}/ (spec §9 folders). Loaded only by screens
// that show files, never by the sign-in bundle.
import { FirebaseError } from 'firebase/app';
import {
  connectStorageEmulator,
  deleteObject,
  getDownloadURL,
  getMetadata,
  getStorage,
  list,
  ref,
  uploadBytesResumable,
  type StorageReference,
} from 'firebase/storage';
import type { FileFolder } from '@backoffice/shared';
import { env } from '../config/env';
import { firebaseApp } from './firebase';
import { canteenFilePath, canteenFolderPath, storedFileName, withNameSuffix } from './file-rules';

export const storage = getStorage(firebaseApp, `gs://${env.VITE_FIREBASE_STORAGE_BUCKET}`);

if (env.VITE_USE_EMULATORS) {
  connectStorageEmulator(storage, env.VITE_EMULATOR_HOST, 9199);
}

/** A stored file as the screens show it. */
export interface StoredFile {
  /** Full path in the bucket (what delete and links take). */
  path: string;
  name: string;
  folder: FileFolder;
  size: number;
  contentType: string;
  updated: Date;
  /** A tokenised download address: opens in a browser tab and can be shared. */
  url: string;
}

export interface FilePage {
  files: StoredFile[];
  /** Where the next page starts; undefined on the last page. */
  nextPageToken?: string;
}

/** What went wrong, as a key of the `files` texts (errors.<code>); `cancelled` is the user's own choice. */
export type StorageFailureCode = 'cancelled' | 'unauthorized' | 'notFound' | 'quota' | 'network' | 'unknown';

export class StorageFailure extends Error {
  constructor(
    readonly code: StorageFailureCode,
    cause?: unknown,
  ) {
    super(`Storage: ${code}`, { cause });
    this.name = 'StorageFailure';
  }
}

const FAILURES: Record<string, StorageFailureCode> = {
  'storage/canceled': 'cancelled',
  'storage/unauthorized': 'unauthorized',
  'storage/unauthenticated': 'unauthorized',
  'storage/object-not-found': 'notFound',
  'storage/quota-exceeded': 'quota',
  'storage/retry-limit-exceeded': 'network',
};

/** The SDK's error as one of our codes (anything unexpected is logged with its cause). */
export function storageFailure(error: unknown): StorageFailure {
  if (error instanceof StorageFailure) return error;
  const code = error instanceof FirebaseError ? FAILURES[error.code] : undefined;
  if (!code) console.error('Storage call failed', error);
  return new StorageFailure(code ?? 'unknown', error);
}

async function describe(item: StorageReference, folder: FileFolder): Promise<StoredFile> {
  const [metadata, url] = await Promise.all([getMetadata(item), getDownloadURL(item)]);
  return {
    path: item.fullPath,
    name: item.name,
    folder,
    size: metadata.size,
    contentType: metadata.contentType ?? 'application/octet-stream',
    updated: new Date(metadata.updated),
    url,
  };
}

/** One page of a canteen folder, in name order (Storage lists by name; it has no count). */
export async function listFolderPage(canteenId: string, folder: FileFolder, pageSize: number, pageToken?: string): Promise<FilePage> {
  try {
    const page = await list(ref(storage, canteenFolderPath(canteenId, folder)), { maxResults: pageSize, pageToken });
    const files = await Promise.all(page.items.map((item) => describe(item, folder)));
    return { files, nextPageToken: page.nextPageToken };
  } catch (error) {
    throw storageFailure(error);
  }
}

export async function fileDetails(path: string, folder: FileFolder): Promise<StoredFile> {
  try {
    return await describe(ref(storage, path), folder);
  } catch (error) {
    throw storageFailure(error);
  }
}

export async function fileUrl(path: string): Promise<string> {
  try {
    return await getDownloadURL(ref(storage, path));
  } catch (error) {
    throw storageFailure(error);
  }
}

export async function deleteFile(path: string): Promise<void> {
  try {
    await deleteObject(ref(storage, path));
  } catch (error) {
    throw storageFailure(error);
  }
}

async function exists(path: string): Promise<boolean> {
  try {
    await getMetadata(ref(storage, path));
    return true;
  } catch (error) {
    if (error instanceof FirebaseError && error.code === 'storage/object-not-found') return false;
    throw error;
  }
}

/** Never overwrite a file silently: "menu.pdf" becomes "menu-2.pdf" when the name is taken (up to a limit). */
async function freePath(canteenId: string, folder: FileFolder, name: string): Promise<string> {
  for (let attempt = 1; attempt <= MAX_NAME_ATTEMPTS; attempt += 1) {
    const path = canteenFilePath(canteenId, folder, withNameSuffix(name, attempt));
    if (!(await exists(path))) return path;
  }
  return canteenFilePath(canteenId, folder, withNameSuffix(name, Date.now()));
}

const MAX_NAME_ATTEMPTS = 20;

export interface UploadHandle {
  /** The stored file once the upload has finished; rejects with a StorageFailure (code `cancelled` on cancel). */
  done: Promise<StoredFile>;
  /** Stops the upload; the bucket keeps nothing of it (a resumable upload is only committed when complete). */
  cancel: () => void;
}

/**
 * Uploads a file that passed `checkFile` into a canteen folder, reporting progress (0–100). The rules check the
 * same limits again on the server.
 */
export function uploadFile(canteenId: string, folder: FileFolder, file: File, onProgress: (percent: number) => void): UploadHandle {
  let cancelled = false;
  let cancelTask: (() => void) | null = null;
  const done = (async () => {
    try {
      const path = await freePath(canteenId, folder, storedFileName(file.name));
      if (cancelled) throw new StorageFailure('cancelled');
      const task = uploadBytesResumable(ref(storage, path), file, { contentType: file.type });
      cancelTask = () => task.cancel();
      task.on('state_changed', (snapshot) => {
        if (snapshot.totalBytes > 0) onProgress((snapshot.bytesTransferred / snapshot.totalBytes) * 100);
      });
      const result = await task;
      onProgress(100);
      return await describe(result.ref, folder);
    } catch (error) {
      throw storageFailure(error);
    }
  })();
  return {
    done,
    cancel: () => {
      cancelled = true;
      cancelTask?.();
    },
  };
}
