// What `npm start` needs of the seed: keep imported data seeded today, reseed stale data, list the demo accounts.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { DEMO_PASSWORD, demoAccounts, reseedEmulators } from './seed';
import { SEED_INFO_DOC, SEED_PROJECT_ID, seedDayOf } from './seed/reseed';
import { runSeedInstant } from './seed/today';
import { ensureSeedFiles } from './seed/media-write';
import { HOST, PORTS } from './ports';
import { REPO_ROOT } from './emulator-env';
import { SNAPSHOT_DAY_ENV } from './seed-snapshot';

/** The seed export `npm start` imports, and the marker file that says which day it was seeded for. */
export const EXPORT_DIR = path.join(REPO_ROOT, 'emulator-data');
export const EXPORT_MARKER = 'seeded-for.json';

/**
 * Reseeds the running emulators for the run's day (or `now`'s); returns a one-line summary. `waitForTriggers`: return
 * only once the resumed triggers answer again (reseed.ts).
 */
export async function reseedNow(now = runSeedInstant(), { waitForTriggers = false } = {}): Promise<string> {
  const summary = await reseedEmulators({ today: now, waitForTriggers });
  return `seeded ${summary.users} accounts and ${summary.documents} documents for ${seedDayOf(now)} in ${summary.seconds} s; ${summary.media}; ${summary.triggers}`;
}

/**
 * The day `emulator-data/` was seeded for, from the marker `npm run seed:export` writes beside the export (null when
 * there is no export or no marker: an export made before the marker existed counts as stale).
 */
export function exportSeededFor(dir = EXPORT_DIR): string | null {
  const marker = path.join(dir, EXPORT_MARKER);
  if (!existsSync(path.join(dir, 'firebase-export-metadata.json')) || !existsSync(marker)) return null;
  try {
    const day = (JSON.parse(readFileSync(marker, 'utf8')) as { seeded_for?: unknown }).seeded_for;
    return typeof day === 'string' ? day : null;
  } catch {
    return null;
  }
}

/** Whether `npm start` should import `emulator-data/`: only an export seeded for the run's day is kept as it is. */
export function importableExport(now = runSeedInstant(), dir = EXPORT_DIR): boolean {
  return exportSeededFor(dir) === seedDayOf(now);
}

/** Keeps imported emulator data when it was seeded today; otherwise reseeds so the dates look current. */
export async function ensureSeededForToday(now = runSeedInstant()): Promise<string> {
  process.env.FIRESTORE_EMULATOR_HOST ??= `${HOST}:${PORTS.firestore}`;
  process.env.FIREBASE_AUTH_EMULATOR_HOST ??= `${HOST}:${PORTS.auth}`;
  process.env.METADATA_SERVER_DETECTION = 'none';
  const app =
    getApps().find((candidate) => candidate.name === 'seed-check') ??
    initializeApp({ projectId: SEED_PROJECT_ID }, 'seed-check');
  const info = await getFirestore(app).doc(SEED_INFO_DOC).get();
  if (info.get('seeded_for') === seedDayOf(now) && (await carriesClaims(app))) {
    const media = await ensureSeedFiles(app).catch(
      (error: unknown) => `media files not written: ${(error as Error).message.split('\n')[0]}`,
    );
    return `kept the imported data: it was seeded today (${info.get('documents')} documents); ${media}`;
  }
  return reseedNow(now, { waitForTriggers: true });
}

/**
 * The first seed step of an emulator session: a session started from the day's snapshot (seed-snapshot.ts) already
 * holds the seed as built, and keeps it; any other is reseeded, returning once the triggers answer.
 */
export async function seedSession(now = runSeedInstant()): Promise<string> {
  if (process.env[SNAPSHOT_DAY_ENV] === seedDayOf(now)) return ensureSeededForToday(now);
  return reseedNow(now, { waitForTriggers: true });
}

/** Data exported before the seed set custom claims would leave every account without access: reseed it. */
async function carriesClaims(app: ReturnType<typeof initializeApp>): Promise<boolean> {
  const admin = await getAuth(app)
    .getUserByEmail('admin@demo.test')
    .catch(() => null);
  return typeof admin?.customClaims?.role === 'string';
}

/** One line per demo account: e-mail, role and the canteens it manages. */
export function demoAccountLines(): string[] {
  return demoAccounts().map(({ email, role, canteens }) => {
    const scope =
      role === 'web_user'
        ? canteens.length
          ? `customer of ${canteens.join(', ')} (no back-office access)`
          : 'no back-office access: signed out on sign-in'
        : canteens.length
          ? canteens.join(', ')
          : 'any canteen (role opens every canteen)';
    return `${email.padEnd(36)} ${role.padEnd(20)} ${scope}`;
  });
}

export { DEMO_PASSWORD };
