// Seeds the running emulators once before the end-to-end tests, and makes sure the demo accounts carry their claims.
import { mergeClaims, userClaims } from '@backoffice/shared';
import { seedSession } from '../tools/seed-runner';
import { clearSavedSignIns } from './support';
import { buildSeed } from '../tools/seed';
import { runSeedInstant } from '../tools/seed/today';
import { startMailServer } from '../integration/support/maildev';
import { E2E_SECOND_RUN_ENV } from './second-run';
import { isPortFree, PORTS } from '../tools/ports';

/** How long the users trigger gets to publish the custom claims of the freshly seeded accounts. */
const CLAIMS_WAIT_MS = 15_000;

/**
 * firestore.rules read the role and canteens from custom claims, which the users trigger sets after the seed is
 * written. Wait for it; where the trigger is not (yet) deployed in the emulator, set the same claims with the same
 * shared function, so the suite tests the SPA against the real rules either way (and says which happened).
 */
async function ensureDemoClaims(): Promise<string> {
  process.env.FIREBASE_AUTH_EMULATOR_HOST ??= '127.0.0.1:9099';
  process.env.METADATA_SERVER_DETECTION = 'none';
  const [{ getApps, initializeApp }, { getAuth }] = await Promise.all([
    import('firebase-admin/app'),
    import('firebase-admin/auth'),
  ]);
  const app =
    getApps().find((candidate) => candidate.name === 'e2e-claims') ??
    initializeApp({ projectId: 'demo-backoffice' }, 'e2e-claims');
  const auth = getAuth(app);
  const deadline = Date.now() + CLAIMS_WAIT_MS;
  while (Date.now() < deadline) {
    if ((await auth.getUser('demo-admin')).customClaims?.role === 'admin')
      return 'custom claims published by the users trigger';
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const seed = buildSeed({ today: runSeedInstant() });
  const users = seed.documents.filter((document) => /^users\/[^/]+$/.test(document.path));
  for (const user of users) {
    const uid = user.path.slice('users/'.length);
    const current = (await auth.getUser(uid)).customClaims;
    await auth.setCustomUserClaims(uid, mergeClaims(current, userClaims(user.data).claims));
  }
  return `no custom claims after ${CLAIMS_WAIT_MS / 1000} s (users trigger absent?): set them for ${users.length} accounts with shared userClaims`;
}

/**
 * One local inbox (maildev, SMTP 1025 and its REST API on 1080) for the whole run, where none listens yet (`npm
 * start` runs one): the specs that read e-mails run beside each other, and one of them closing its own inbox would
 * take the other's mails with it. Returns its teardown.
 */
async function sharedInbox(): Promise<(() => Promise<void>) | undefined> {
  if (!(await isPortFree(PORTS.smtp))) return undefined;
  const server = await startMailServer();
  return () => server.close();
}

export default async function globalSetup(): Promise<(() => Promise<void>) | undefined> {
  if (process.env[E2E_SECOND_RUN_ENV] === '1') {
    // The second run of one session (emulator-suites.ts): the first run seeded it and saved the sign-ins.
    console.log('[e2e] second run of the session: seed and saved sign-ins kept');
  } else {
    // Once per emulator session: the tests reset only what they change (each file says which documents it mutates).
    // The day's seed snapshot the session started from is kept; otherwise a reseed returns once the triggers answer,
    // so the suite's first trigger-driven test does not pay for their slow first answer after the resume.
    const summary = await seedSession();
    clearSavedSignIns();
    console.log(`[e2e] ${summary}`);
  }
  console.log(`[e2e] ${await ensureDemoClaims()}`);
  return sharedInbox();
}
