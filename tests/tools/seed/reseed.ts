// reseedEmulators: wipe the running Auth and Firestore emulators and write a freshly built seed.
import { SCALE_CANTEEN, writeScaledOrders } from './scale';
import { buildSeed } from './build';
import { clearEmulators, writeSeed } from './write';
import { writeSeedFiles } from './media-write';
import type { Firestore } from 'firebase-admin/firestore';
import { triggerRoundTrip } from '../../support/trigger-round-trip';

export const SEED_PROJECT_ID = 'demo-backoffice';
export const SEED_INFO_DOC = 'static_data/seed_info';

/**
 * The instant a day's seed is built for: noon UTC of `now`'s UTC day. Any run on the same day therefore
 * writes identical documents, and the morning of today already has orders and requests.
 */
export function seedInstant(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 12));
}

/** The calendar day (UTC, as the seed counts days) a seed built for `today` belongs to. */
export function seedDayOf(today: Date): string {
  return today.toISOString().slice(0, 10);
}

export interface ReseedOptions {
  today: Date;
  projectId?: string;
  firestoreHost?: string;
  authHost?: string;
  /**
   * Wait, after resuming the background triggers, until they answer (see triggersAnswering): for a run whose next
   * writes expect their triggers' effects at once (the end-to-end suite, `npm start`). Default false: the wait grows
   * with every earlier resume, and suites that reseed often would pay it each time.
   */
  waitForTriggers?: boolean;
  /** `npm run seed -- --scale`: this many more orders in one canteen (scale.ts), written before the marker. */
  scaleOrders?: number;
}

export interface ReseedSummary {
  users: number;
  documents: number;
  seconds: number;
  /** One line about the media library's files (written, or why not). */
  media: string;
  /** One line about the background triggers after they were resumed (how long until they answered). */
  triggers: string;
}

/** Thrown when an emulator does not answer; its message is one line meant for the terminal. */
export class EmulatorUnreachableError extends Error {}

async function assertReachable(name: string, host: string): Promise<void> {
  try {
    await fetch(`http://${host}/`, { signal: AbortSignal.timeout(3000) });
  } catch {
    throw new EmulatorUnreachableError(
      `The ${name} emulator is not reachable at ${host}: start the emulators first (npm start).`,
    );
  }
}

/**
 * Pauses or resumes the Functions emulator's background triggers through the emulator hub. Resolves false
 * when no Functions emulator runs (nothing to pause), so seeding plain Firestore and Auth still works.
 */
async function setBackgroundTriggers(enabled: boolean): Promise<boolean> {
  const hub = process.env.FIREBASE_EMULATOR_HUB ?? '127.0.0.1:4400';
  const action = enabled ? 'enableBackgroundTriggers' : 'disableBackgroundTriggers';
  try {
    const response = await fetch(`http://${hub}/functions/${action}`, {
      method: 'PUT',
      signal: AbortSignal.timeout(10_000),
    });
    return response.ok;
  } catch {
    return false;
  }
}

/** How long the caller waits at most for the resumed triggers to answer. */
const TRIGGERS_LIVE_TIMEOUT_MS = 180_000;

/**
 * Waits until the resumed background triggers answer again, with the no-op trigger onBenchPing (emulator only). The
 * emulator keeps every earlier generation of triggers after a resume, and the first event after it was measured to
 * wait ~6.5 s per generation (6 resumes: 34 s; a loaded CI machine: minutes) before anything runs; later events take
 * their usual ~0.3 s. Absorbing that here keeps it out of the first test that waits for a trigger's effect.
 */
async function triggersAnswering(db: Firestore): Promise<string> {
  try {
    const { answered, seconds } = await triggerRoundTrip(db, 'reseed', TRIGGERS_LIVE_TIMEOUT_MS);
    return answered
      ? `triggers answering ${seconds.toFixed(1)} s after the resume`
      : `triggers not answering ${seconds.toFixed(1)} s after the resume`;
  } catch (error) {
    return `triggers not checked: ${(error as Error).message.split('\n')[0]}`;
  }
}

/** Points firebase-admin at the emulators, never at production: it reads these when its services are first used. */
function pointAdminAtEmulators(firestoreHost: string, authHost?: string): void {
  process.env.FIRESTORE_EMULATOR_HOST = firestoreHost;
  if (authHost) process.env.FIREBASE_AUTH_EMULATOR_HOST = authHost;
  // Everything is local: keep google-auth-library from probing the cloud metadata server.
  process.env.METADATA_SERVER_DETECTION = 'none';
}

/** firebase-admin, loaded only once pointAdminAtEmulators has set the emulator variables. */
const adminModules = () =>
  Promise.all([import('firebase-admin/app'), import('firebase-admin/firestore'), import('firebase-admin/auth')]);

/**
 * Runs `write` with the background triggers paused, so seeded documents are the state of the world and not a stream
 * of new events, and resumes them even when it fails; resolves whether there were triggers to pause.
 */
async function withTriggersPaused(write: () => Promise<void>): Promise<boolean> {
  const paused = await setBackgroundTriggers(false);
  try {
    await write();
  } finally {
    if (paused) await setBackgroundTriggers(true);
  }
  return paused;
}

export async function reseedEmulators(options: ReseedOptions): Promise<ReseedSummary> {
  const projectId = options.projectId ?? SEED_PROJECT_ID;
  const firestoreHost = options.firestoreHost ?? process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080';
  const authHost = options.authHost ?? process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
  pointAdminAtEmulators(firestoreHost, authHost);
  await assertReachable('Firestore', firestoreHost);
  await assertReachable('Auth', authHost);

  const started = performance.now();
  const [{ initializeApp, deleteApp }, { getFirestore }, { getAuth }] = await adminModules();
  // Build before wiping: a build error must not leave the emulators empty.
  const seed = buildSeed({ today: seedInstant(options.today) });
  // Triggers paused while the seed is written: two runs write identical documents and no trigger reacts to old
  // orders or canteens.
  const phase = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
  const phases: string[] = [];
  const app = initializeApp({ projectId }, `seed-${Date.now()}`);
  const db = getFirestore(app);
  let media = 'media files not written';
  let triggers = '';
  try {
    const paused = await withTriggersPaused(async () => {
      phases.push(`paused ${phase()}`);
      await clearEmulators({ projectId, firestoreHost, authHost });
      phases.push(`cleared ${phase()}`);
      await writeSeed({ db, auth: getAuth(app) }, seed);
      phases.push(`written ${phase()}`);
      if (options.scaleOrders) {
        const seconds = await writeScaledOrders(db, { today: options.today, orders: options.scaleOrders });
        phases.push(`${options.scaleOrders} scale orders of ${SCALE_CANTEEN} in ${seconds} s, at ${phase()}`);
      }
      // The marker lets `npm start` keep imported data seeded today and reseed stale data (dates stay current).
      await db.doc(SEED_INFO_DOC).set({
        seeded_for: seedDayOf(options.today),
        documents: seed.documents.length,
        users: seed.authUsers.length,
      });
      media = await writeSeedFiles(app).catch(
        (error: unknown) => `media files not written: ${(error as Error).message.split('\n')[0]}`,
      );
      phases.push(`media ${phase()}`);
    });
    phases.push(`resumed ${phase()}`);
    triggers = !paused
      ? 'no Functions emulator to pause'
      : options.waitForTriggers
        ? await triggersAnswering(db)
        : 'triggers resumed';
    triggers = `${triggers} (${phases.join(', ')})`;
  } finally {
    await deleteApp(app);
  }
  return {
    users: seed.authUsers.length,
    documents: seed.documents.length,
    seconds: Math.round((performance.now() - started) / 100) / 10,
    media,
    triggers,
  };
}

export interface RestoreOptions {
  today: Date;
  /** The seeded documents to put back as the seed has them. */
  keep: (path: string) => boolean;
  /** Documents written since the seed that go (a query's results not among the seed's paths are deleted). */
  extra: (db: Firestore) => FirebaseFirestore.Query[];
}

/**
 * Puts back part of the seed in the running emulators, with the background triggers paused as for a reseed, and
 * returns once they answer again: a few dozen writes instead of a reseed's ~2,700, whose trigger events the Firestore
 * emulator hands over one at a time even while paused (api-core's full reseed passed its 180 s hook under the unit
 * tests' load, fresh-clone run of 2026-11-27 05:04). Used by files that count documents other files add to.
 */
export async function restoreSeedDocuments(options: RestoreOptions): Promise<string> {
  pointAdminAtEmulators(process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080');
  const started = performance.now();
  const [{ initializeApp, deleteApp }, { getFirestore }] = await adminModules();
  const seed = buildSeed({ today: seedInstant(options.today) });
  const documents = seed.documents.filter((document) => options.keep(document.path));
  const seeded = new Set(seed.documents.map((document) => document.path));
  const app = initializeApp({ projectId: SEED_PROJECT_ID }, `restore-${Date.now()}`);
  const db = getFirestore(app);
  let removed = 0;
  try {
    const paused = await withTriggersPaused(async () => {
      const writer = db.bulkWriter();
      for (const document of documents) void writer.set(db.doc(document.path), document.data);
      for (const query of options.extra(db)) {
        for (const found of (await query.get()).docs) {
          if (seeded.has(found.ref.path)) continue;
          removed += 1;
          void writer.delete(found.ref);
        }
      }
      await writer.close();
      // The marker written last: a restored write the resumed triggers still receive is skipped (seed-writes.ts).
      await db.doc(SEED_INFO_DOC).set({ restored_at: new Date() }, { merge: true });
    });
    const triggers = paused ? await triggersAnswering(db) : 'no Functions emulator to pause';
    return `restored ${documents.length} seeded documents and removed ${removed} in ${((performance.now() - started) / 1000).toFixed(1)} s; ${triggers}`;
  } finally {
    await deleteApp(app);
  }
}
