// The one "today" of a run: the seed, the tests and the tools build from it, and a run pins it for every process.
import { seedInstant } from './reseed';

/**
 * `npm test` writes the run's day here (YYYY-MM-DD) before it starts anything, so every child process — the seed
 * written into the emulators, the tests that rebuild the same seed to know what to expect — agrees on the day even
 * when the run crosses midnight. Unset (a developer running one suite by hand), the day is read from the clock.
 * The clock itself may be moved for the whole process tree (tests/tools/test-days.ts runs the suites under
 * libfaketime), so "today" is never read from anywhere but the system clock and this variable.
 */
export const TODAY_ENV = 'BACKOFFICE_TODAY';

/** The run's day as YYYY-MM-DD: the pinned one, or the UTC day of the clock now. */
export function runDay(env: NodeJS.ProcessEnv = process.env, now: Date = new Date()): string {
  const pinned = env[TODAY_ENV];
  if (pinned !== undefined && pinned !== '') {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(pinned) || Number.isNaN(Date.parse(`${pinned}T00:00:00Z`)))
      throw new Error(`${TODAY_ENV} must be a day as YYYY-MM-DD, not "${pinned}"`);
    return pinned;
  }
  return now.toISOString().slice(0, 10);
}

/** The instant the run's seed is built for (noon UTC of the run's day; see seedInstant). */
export function runSeedInstant(env: NodeJS.ProcessEnv = process.env, now: Date = new Date()): Date {
  return seedInstant(new Date(`${runDay(env, now)}T12:00:00Z`));
}

/** Pins the run's day for this process and the processes it starts; returns it. */
export function pinRunDay(env: NodeJS.ProcessEnv = process.env, now: Date = new Date()): string {
  const day = runDay(env, now);
  env[TODAY_ENV] = day;
  return day;
}
