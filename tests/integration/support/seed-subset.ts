// Writes only the seed documents and accounts a test needs (the emulators start empty under the launcher).
import { adminAuth, adminDb } from '../../support/admin';
import { buildSeed } from '../../tools/seed/build';
import { runSeedInstant } from '../../tools/seed/today';
import type { Seed, SeedDocument } from '../../tools/seed/types';
import { writeSeed } from '../../tools/seed/write';
import { triggerRoundTrip } from '../../support/trigger-round-trip';

let cached: Seed | undefined;

const FIXTURE_TRIGGERS_TIMEOUT_MS = 50_000;

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
  // The writes queue trigger events (audit entries for every product and category, claims for every user). Wait for
  // them here, so that a test's first write is not judged behind its own fixtures: order-rejection's first order
  // waited 20 s behind the audit events of SHOP_C_1001's products and failed (fresh-clone CI of bc08bf5).
  const { answered, seconds } = await triggerRoundTrip(adminDb, 'fixtures', FIXTURE_TRIGGERS_TIMEOUT_MS);
  if (!answered) throw new Error(`the fixtures' trigger events were still queued ${seconds} s after they were written`);
  return documents;
}
