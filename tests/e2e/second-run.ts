// The end-to-end suite runs Playwright twice on one seeded session (emulator-suites.ts); the second run's global
// setup keeps the saved sign-ins of the first (the accounts were not recreated in between).
export const E2E_SECOND_RUN_ENV = 'BACKOFFICE_E2E_SECOND_RUN';
