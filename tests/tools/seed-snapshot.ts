// The day's seed as an emulator export, `.cache/seed-snapshot/<day>-<fingerprint>/`: written once a day (and again when the seed changes) by Firestore, Auth and Storage
// emulators started without the Functions emulator, then imported by every emulator start (`npm start`, each
// `emulators.ts exec` session). Imported documents raise no trigger events. A seed written into running emulators
// does: with the triggers paused, the Firestore emulator still hands each of the ~1,800 trigger-matching writes to
// the Functions emulator one at a time, and on a loaded 2-core machine that took up to 200 s before a trigger answered
// again (`npm start` ready in 129–318 s in the stack test; measured 2026-11-27 with three busy loops: 201 s).
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { userClaims } from '@backoffice/shared';
import { emulatorsCommand, REPO_ROOT } from './emulator-env';
import { buildSeed } from './seed/build';
import { seedFiles } from './seed/media';
import { seedDayOf, seedInstant } from './seed/reseed';
import { runSeedInstant } from './seed/today';

export const SNAPSHOT_ROOT = path.join(REPO_ROOT, '.cache', 'seed-snapshot');
/** Written last into a snapshot: a folder without it was left by an interrupted run and is made again. */
const COMPLETE = 'complete.json';
/**
 * Set for the processes of a session started from the day's snapshot: the day it holds. Its data is then the seed as
 * built, untouched, and the session's first seed step keeps it (seed-runner.ts keepImportedSeed).
 */
export const SNAPSHOT_DAY_ENV = 'BACKOFFICE_SEED_SNAPSHOT_DAY';

/**
 * What the seed of a day writes, as a short hash: its documents, accounts and files. A snapshot is kept only while
 * the seed is unchanged, so a change to the seed's code takes effect on the next start of the same day.
 */
export function seedFingerprint(now: Date): string {
  const seed = buildSeed({ today: seedInstant(now) });
  const files = seedFiles().map(({ path: file, bytes }) => [file, createHash('sha256').update(bytes).digest('hex')]);
  // The accounts' custom claims too (write.ts sets them with userClaims): a change of the claims rule re-makes it.
  const documents = new Map(seed.documents.map((document) => [document.path, document.data]));
  const claims = seed.authUsers.map((user) => [user.uid, userClaims(documents.get(`users/${user.uid}`)).claims]);
  return createHash('sha256').update(JSON.stringify([seed, files, claims])).digest('hex').slice(0, 12);
}

/** A snapshot's folder: the day, then the seed's fingerprint. */
export function snapshotDir(name: string): string {
  return path.join(SNAPSHOT_ROOT, name);
}

export function snapshotReady(name: string): boolean {
  return existsSync(path.join(snapshotDir(name), COMPLETE));
}

export interface SnapshotSetup {
  env: NodeJS.ProcessEnv;
  available: readonly string[];
}

/**
 * The folder of the run day's snapshot, written first when missing (under the caller's emulator lock: it starts
 * emulators on the same ports). Other days' snapshots are removed. Resolves with the folder and a line for the log.
 */
export async function ensureSeedSnapshot(setup: SnapshotSetup, now = runSeedInstant()): Promise<{ dir: string; day: string; note: string }> {
  const day = seedDayOf(now);
  const name = `${day}-${seedFingerprint(now)}`;
  const dir = snapshotDir(name);
  if (snapshotReady(name)) return { dir, day, note: `imported the seed snapshot ${name}` };
  mkdirSync(SNAPSHOT_ROOT, { recursive: true });
  for (const name of readdirSync(SNAPSHOT_ROOT)) rmSync(path.join(SNAPSHOT_ROOT, name), { recursive: true, force: true });
  const partial = `${dir}.partial`;
  const logFile = path.join(SNAPSHOT_ROOT, `${name}.log`);
  const started = Date.now();
  const only = setup.available.filter((name) => ['auth', 'firestore', 'storage'].includes(name));
  const code = await new Promise<number>((resolve) => {
    const log = createWriteStream(logFile);
    const child = spawn(
      process.execPath,
      emulatorsCommand('emulators:exec', only, ['--export-on-exit', partial, 'npx tsx tests/tools/seed/cli.ts']),
      // The seed is built for the same day as the snapshot's name, whatever the clock says by then.
      { cwd: REPO_ROOT, env: { ...setup.env, BACKOFFICE_TODAY: day }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    child.stdout.pipe(log);
    child.stderr.pipe(log);
    child.on('exit', (exitCode) => log.end(() => resolve(exitCode ?? 1)));
  });
  if (code !== 0 || !existsSync(path.join(partial, 'firebase-export-metadata.json')))
    throw new Error(`writing the seed snapshot of ${day} failed (exit ${code}): see ${path.relative(REPO_ROOT, logFile)}`);
  renameSync(partial, dir);
  writeFileSync(path.join(dir, COMPLETE), `${JSON.stringify({ seeded_for: day }, null, 2)}\n`);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  return { dir, day, note: `wrote the seed snapshot ${name} in ${seconds} s (emulators without functions) and imported it` };
}
