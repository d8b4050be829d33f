// Public entry of the seed tool: build, write, wipe and reseed, and the demo accounts for the launcher.
export { buildSeed, type SeedOptions } from './build';
export { writeSeed, clearEmulators, type EmulatorTarget } from './write';
export { reseedEmulators, EmulatorUnreachableError, SEED_PROJECT_ID, type ReseedSummary } from './reseed';
export { demoAccounts, DEMO_PASSWORD, DEMO_CUSTOMER_EMAIL } from './users';
export type { Seed, SeedAuthUser, SeedDocument } from './types';
