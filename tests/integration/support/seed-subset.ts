// Writes only the seed documents and accounts a test needs (the emulators start empty under the launcher).
import { adminAuth, adminDb } from '../../support/admin';
import { buildSeed } from '../../tools/seed/build';
import { runSeedInstant } from '../../tools/seed/today';
import type { Seed, SeedDocument } from '../../tools/seed/types';
import { writeSeed } from '../../tools/seed/write';

let cached: Seed | undefined;

/** Today's seed, built once per test file: tests read expected values from it instead of hard-coding them. */
export function todaysSeed(): Seed {
  cached ??= buildSeed({ today: runSeedInstant() });
  return cached;
}

/** The seed document at a path (throws when the seed has none: the test's assumption is wrong). */
export function seedDocument(path: string): SeedDocument {
  const document = todaysSeed().documents.find((candidate) => candidate.path === path);
  if (!document) throw new Error(`the seed has no document ${path}`);
  return document;
}

/** Writes the seed documents whose path passes `keep`, and the accounts of the given uids. */
export async function writeSeedSubset(keep: (path: string) => boolean, uids: readonly string[] = []): Promise<SeedDocument[]> {
  const seed = todaysSeed();
  const documents = seed.documents.filter((document) => keep(document.path));
  const authUsers = seed.authUsers.filter((user) => uids.includes(user.uid));
  await writeSeed({ db: adminDb, auth: adminAuth }, { documents, authUsers });
  return documents;
}
