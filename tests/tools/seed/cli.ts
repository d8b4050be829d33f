// `npm run seed`: reseeds the running emulators for the run's day (BACKOFFICE_TODAY=YYYY-MM-DD pins it; see today.ts).
// `npm run seed -- --scale[=N]` also fills one canteen with N orders (100,000) over the year before (scale.ts).
import { EmulatorUnreachableError, SEED_PROJECT_ID, reseedEmulators } from './reseed';
import { scaleFlag } from './scale';
import { runSeedInstant } from './today';

function seedToday(): Date {
  try {
    return runSeedInstant();
  } catch (error) {
    throw new EmulatorUnreachableError((error as Error).message);
  }
}

try {
  const scaleOrders = scaleFlag(process.argv.slice(2)) ?? undefined;
  const summary = await reseedEmulators({ today: seedToday(), projectId: SEED_PROJECT_ID, scaleOrders });
  console.log(
    `Seeded ${summary.users} users and ${summary.documents} documents${scaleOrders ? ` (and ${scaleOrders} scale orders)` : ''} into ${SEED_PROJECT_ID} in ${summary.seconds}s; ${summary.media}; ${summary.triggers}.`,
  );
  process.exit(0);
} catch (error) {
  const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
  console.error(error instanceof EmulatorUnreachableError ? message : `Seeding failed: ${message}`);
  process.exit(1);
}
