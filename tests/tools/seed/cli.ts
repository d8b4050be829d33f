// `npm run seed`: reseeds the running emulators for the run's day (BACKOFFICE_TODAY=YYYY-MM-DD pins it; see today.ts).
import { EmulatorUnreachableError, SEED_PROJECT_ID, reseedEmulators } from './reseed';
import { runSeedInstant } from './today';

function seedToday(): Date {
  try {
    return runSeedInstant();
  } catch (error) {
    throw new EmulatorUnreachableError((error as Error).message);
  }
}

try {
  const summary = await reseedEmulators({ today: seedToday(), projectId: SEED_PROJECT_ID });
  console.log(
    `Seeded ${summary.users} users and ${summary.documents} documents into ${SEED_PROJECT_ID} in ${summary.seconds}s; ${summary.media}; ${summary.triggers}.`,
  );
  process.exit(0);
} catch (error) {
  const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
  console.error(error instanceof EmulatorUnreachableError ? message : `Seeding failed: ${message}`);
  process.exit(1);
}
