// Prepares the environment firebase-tools needs to run the emulators on our machines (design.md §3).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { checkJava } from './java';
import { writeLauncherJar } from './jar';
import { storageRuntimeJar } from './storage-runtime-jar';
import { PROJECT_ID } from './ports';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const CACHE_DIR = path.join(REPO_ROOT, '.cache', 'emulators');

/**
 * Set to REPO_ROOT in the environment of every process the emulator scripts start, so they and everything they
 * start carry the checkout they belong to in /proc/<pid>/environ — the Cloud SDK's Java emulators too, whose
 * command line names only the SDK. leftovers.ts recognises a crashed run's processes by it.
 */
export const CHECKOUT_ENV = 'BACKOFFICE_CHECKOUT';

const FIRESTORE_MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';

/** Candidate roots of a Google Cloud SDK install: `gcloud info`, CLOUDSDK_ROOT, then the usual places. */
function sdkRoots(): string[] {
  const roots: string[] = [];
  try {
    const root = execFileSync('gcloud', ['info', '--format=value(installation.sdk_root)'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 15_000,
    }).trim();
    if (root) roots.push(root);
  } catch {
    // no gcloud on PATH: fall back to the well-known locations
  }
  if (process.env.CLOUDSDK_ROOT) roots.push(process.env.CLOUDSDK_ROOT);
  roots.push('/usr/lib/google-cloud-sdk', '/usr/share/google-cloud-sdk', path.join(homedir(), 'google-cloud-sdk'));
  return [...new Set(roots)];
}

export interface EmulatorSetup {
  env: NodeJS.ProcessEnv;
  /** One line each about what the launcher chose, to print before starting. */
  notes: string[];
  /** Emulators this machine can start, in firebase-tools' names. */
  available: string[];
}

/** Whether firebase-tools has its own Storage rules runtime cached (it downloads it on a machine with internet). */
function storageEmulatorCached(): boolean {
  const cache = path.join(homedir(), '.cache', 'firebase', 'emulators');
  return existsSync(cache) && readdirSync(cache).some((name) => name.startsWith('cloud-storage-rules-runtime'));
}

/**
 * How the Storage emulator gets its rules runtime (design.md §3), setting STORAGE_EMULATOR_BINARY_PATH when it is
 * ours: a path the caller set wins; then our runtime on the Cloud SDK's rules engine (built when changed); then
 * firebase-tools' own cached download. Returns the note to print, or undefined when Storage cannot run here.
 * Throws the one-line javac message when our runtime is the only way and javac is missing.
 */
function storageEmulator(env: NodeJS.ProcessEnv, sdkFirestoreJar: string | undefined): string | undefined {
  if (env.STORAGE_EMULATOR_BINARY_PATH) return `Storage emulator: the rules runtime at ${env.STORAGE_EMULATOR_BINARY_PATH}`;
  if (sdkFirestoreJar) {
    const runtime = storageRuntimeJar(CACHE_DIR, sdkFirestoreJar);
    if (runtime.ok) {
      env.STORAGE_EMULATOR_BINARY_PATH = runtime.jar;
      return runtime.note;
    }
    if (!storageEmulatorCached()) throw new Error(runtime.message);
  }
  return storageEmulatorCached() ? "Storage emulator: firebase-tools' own cached rules runtime" : undefined;
}

/**
 * Checks Java, points firebase-tools at the preinstalled SDK emulators when they exist (building the
 * launcher jar the SDK's Firestore jar lacks), and otherwise leaves firebase-tools to download its own.
 * Throws an Error with a one-line message when the emulators cannot run.
 */
export function prepareEmulatorEnv(base: NodeJS.ProcessEnv = process.env): EmulatorSetup {
  const java = checkJava();
  if (!java.ok) throw new Error(java.message);

  // No Google metadata-server probing from the Admin SDK or google-auth-library: everything here is local.
  const env: NodeJS.ProcessEnv = {
    ...base,
    METADATA_SERVER_DETECTION: 'none',
    // firebase-tools gives the functions code 10 s to load before it gives up on every function; on a loaded 2-core
    // CI machine loading took longer (2026-11-25: "Cannot determine backend specification. Timeout after 10000").
    FUNCTIONS_DISCOVERY_TIMEOUT: base.FUNCTIONS_DISCOVERY_TIMEOUT ?? '60',
    [CHECKOUT_ENV]: REPO_ROOT,
  };
  const notes: string[] = [];
  let sdkFirestoreJar: string | undefined;
  for (const root of sdkRoots()) {
    const firestoreJar = path.join(root, 'platform', 'cloud-firestore-emulator', 'cloud-firestore-emulator.jar');
    if (!sdkFirestoreJar && existsSync(firestoreJar)) sdkFirestoreJar = firestoreJar;
    if (!env.FIRESTORE_EMULATOR_BINARY_PATH && existsSync(firestoreJar)) {
      mkdirSync(CACHE_DIR, { recursive: true });
      const launcher = path.join(CACHE_DIR, 'firestore-launcher.jar');
      writeLauncherJar(launcher, FIRESTORE_MAIN_CLASS, [pathToFileURL(firestoreJar).href]);
      env.FIRESTORE_EMULATOR_BINARY_PATH = launcher;
      notes.push(`Firestore emulator: the Cloud SDK's (${firestoreJar}) through ${path.relative(REPO_ROOT, launcher)}`);
    }
    const pubsubBinary = path.join(root, 'platform', 'pubsub-emulator', 'bin', 'cloud-pubsub-emulator');
    if (!env.PUBSUB_EMULATOR_BINARY_PATH && existsSync(pubsubBinary)) {
      env.PUBSUB_EMULATOR_BINARY_PATH = pubsubBinary;
      notes.push(`Pub/Sub emulator: the Cloud SDK's (${pubsubBinary})`);
    }
  }
  if (!env.FIRESTORE_EMULATOR_BINARY_PATH) notes.push('Firestore emulator: firebase-tools downloads its own jar');
  if (!env.PUBSUB_EMULATOR_BINARY_PATH) notes.push('Pub/Sub emulator: firebase-tools downloads its own');

  const available = ['auth', 'firestore', 'functions', 'pubsub'];
  const storage = storageEmulator(env, sdkFirestoreJar);
  if (storage) available.push('storage');
  notes.push(storage ?? 'Storage emulator: not started (no Cloud SDK rules engine here, and firebase-tools has not cached its runtime)');
  return { env, notes, available };
}

/** The firebase-tools CLI entry point of the pinned devDependency. */
export function firebaseCli(): string {
  return path.join(REPO_ROOT, 'node_modules', 'firebase-tools', 'lib', 'bin', 'firebase.js');
}

/** node's arguments for `firebase <command> --project demo-backoffice --only <emulators> <rest…>` (start, exec). */
export function emulatorsCommand(command: 'emulators:exec' | 'emulators:start', only: readonly string[], rest: readonly string[]): string[] {
  return [firebaseCli(), command, '--project', PROJECT_ID, '--only', only.join(','), ...rest];
}
