// A people counter's device key (issue 22, DECISIONS "People-counter ingestion"): `npm run counter-key -- --project <id>
// --counter <people_counters id>` makes a fresh random key, stores only its SHA-256 in the server-only
// people_counter_keys/{counter} (replacing any earlier key: the old device stops being accepted) and prints the key
// once, for the operator to put into the counting device, which posts it to POST /api/peopleCounterOccupancy.
// Against the emulators: `--project demo-backoffice` with FIRESTORE_EMULATOR_HOST set (npm start sets it).
// Credentials for a real project: the Google application-default credentials (gcloud auth application-default login).
import { randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { initializeApp } from 'firebase-admin/app';
import { FieldValue, getFirestore, type Firestore } from 'firebase-admin/firestore';
import { PEOPLE_COUNTER_KEYS, PEOPLE_COUNTERS, occupancyReportSchema } from '@backoffice/shared';
import { counterKeyHash } from '../../../functions/src/api/routes/people-counters';
import { projectArgument } from './ttl';

/** 48 URL-safe characters from 36 random bytes (288 bits): within the report schema's 32–256. */
export function newCounterKey(bytes: Buffer = randomBytes(36)): string {
  return bytes.toString('base64url');
}

/** `--counter id` or `--counter=id`. */
export function counterArgument(argv: readonly string[]): string | undefined {
  for (let n = 0; n < argv.length; n += 1) {
    const arg = argv[n]!;
    if (arg === '--counter') return argv[n + 1];
    if (arg.startsWith('--counter=')) return arg.slice('--counter='.length);
  }
  return undefined;
}

/** Checks the counter id as the API does, and that a demo project is used only against the emulator. */
export function checkCounterTarget(
  project: string | undefined,
  counterId: string | undefined,
  env: NodeJS.ProcessEnv = process.env,
): { project: string; counterId: string } {
  if (!project) throw new Error('Missing --project <id>: the Firebase project of the counter.');
  if (project.startsWith('demo-') && !env.FIRESTORE_EMULATOR_HOST)
    throw new Error(`"${project}" is a demo project: set FIRESTORE_EMULATOR_HOST to reach the emulator.`);
  const id = occupancyReportSchema.shape.counter_id.safeParse(counterId);
  if (!id.success)
    throw new Error(
      'Missing or invalid --counter <id>: a people_counters document id (letters, digits, _ and -).',
    );
  return { project, counterId: id.data };
}

/** Stores the key's hash for an existing counter; refuses a counter that does not exist (nothing written). */
export async function provisionCounterKey(
  db: Firestore,
  counterId: string,
  key: string,
): Promise<{ canteenId: string }> {
  const counter = await db.collection(PEOPLE_COUNTERS).doc(counterId).get();
  if (!counter.exists)
    throw new Error(`people_counters/${counterId} does not exist: create the counter first.`);
  await db
    .collection(PEOPLE_COUNTER_KEYS)
    .doc(counterId)
    .set({ key_sha256: counterKeyHash(key), issued_at: FieldValue.serverTimestamp() });
  return { canteenId: String(counter.get('canteen_id') ?? '') };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const argv = process.argv.slice(2);
  void (async () => {
    try {
      const { project, counterId } = checkCounterTarget(projectArgument(argv), counterArgument(argv));
      const key = newCounterKey();
      const { canteenId } = await provisionCounterKey(
        getFirestore(initializeApp({ projectId: project })),
        counterId,
        key,
      );
      console.log(
        `[counter-key] ${counterId} (${canteenId}) has a new key; the previous one no longer works. Shown once:`,
      );
      console.log(key);
    } catch (error) {
      console.error(`[counter-key] ${(error as Error).message}`);
      process.exitCode = 1;
    }
  })();
}
