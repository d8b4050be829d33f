// `npm run seed`: reseeds the running emulators (SEED_TODAY=YYYY-MM-DD pins the date the data is built around).
import { EmulatorUnreachableError, SEED_PROJECT_ID, reseedEmulators } from './reseed';

function seedToday(): Date {
  const pinned = process.env.SEED_TODAY;
  if (!pinned) return new Date();
  const today = new Date(pinned);
  if (Number.isNaN(today.getTime()))
    throw new EmulatorUnreachableError(`SEED_TODAY is not an ISO date: ${pinned}`);
  return today;
}

try {
  const summary = await reseedEmulators({ today: seedToday(), projectId: SEED_PROJECT_ID });
  console.log(
    `Seeded ${summary.users} users and ${summary.documents} documents into ${SEED_PROJECT_ID} in ${summary.seconds}s.`,
  );
  process.exit(0);
} catch (error) {
  const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
  console.error(error instanceof EmulatorUnreachableError ? message : `Seeding failed: ${message}`);
  process.exit(1);
}
