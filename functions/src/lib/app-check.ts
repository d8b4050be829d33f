// App Check enforcement (issue 23): ON in production, OFF under the emulators (the SPA's local debug tokens are not
// signed), and APP_CHECK_ENFORCEMENT=on|off in the functions' environment (functions/.env.<project>) overrides both.
// The callables enforce it through the global `enforceAppCheck` option (lib/options.ts); the API through
// appCheckGuard (api/app-check.ts). Firestore and Storage enforce it in the Firebase console (README).

export type AppCheckEnvironment = Readonly<Record<string, string | undefined>>;

/** Whether requests without a valid App Check token are refused in this environment. */
export function appCheckEnforced(environment: AppCheckEnvironment = process.env): boolean {
  const setting = environment.APP_CHECK_ENFORCEMENT?.trim().toLowerCase();
  if (setting === 'on') return true;
  if (setting === 'off') return false;
  if (setting !== undefined && setting !== '')
    throw new Error(`APP_CHECK_ENFORCEMENT must be on or off, not ${setting}`);
  return environment.FUNCTIONS_EMULATOR !== 'true';
}
