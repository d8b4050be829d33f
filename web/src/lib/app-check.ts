// App Check for the SPA (issue 23), its small always-present part: the SDK and its providers live in a lazy chunk
// (app-check-client.ts) started while the sign-in screen is up, so the sign-in bundle does not carry it. The shell waits
// for it before its first read (App.tsx), so every Firestore, Storage and callable request carries a token; the API
// client adds the token as the X-Firebase-AppCheck header itself.
import { env } from '../config/env';

/** The header the API and the callables read the App Check token from. */
export const APP_CHECK_HEADER = 'X-Firebase-AppCheck';

export interface AppCheckClient {
  /** A current token, or null when none could be had (the request then goes without, and is refused if enforced). */
  token(): Promise<string | null>;
}

/** What the lazy chunk needs of the configuration (read here, where the configuration already is). */
export interface AppCheckSettings {
  emulators: boolean;
  projectId: string;
  siteKey?: string;
  debugToken?: string;
}

/** This build's App Check settings. */
export const appCheckSettings = (): AppCheckSettings => ({
  emulators: env.VITE_USE_EMULATORS,
  projectId: env.VITE_FIREBASE_PROJECT_ID,
  siteKey: env.VITE_APP_CHECK_SITE_KEY,
  debugToken: env.VITE_APP_CHECK_DEBUG_TOKEN,
});

let started: Promise<AppCheckClient | null> | null = null;

/** Whether this build uses App Check: always under the emulators (debug provider), in production with a site key. */
export const appCheckConfigured = () => env.VITE_USE_EMULATORS || env.VITE_APP_CHECK_SITE_KEY !== undefined;

/**
 * Starts App Check once with the loader of its chunk (App.tsx passes `() => import('./app-check-client')`: the dynamic
 * import lives there so it shares the sign-in bundle's chunk-loading code); resolves when it is initialised, null when
 * not configured or failed. Without a loader it is what was started, or null when nothing was.
 */
export function startAppCheck(
  load?: () => Promise<typeof import('./app-check-client')>,
): Promise<AppCheckClient | null> {
  if (started) return started;
  if (!load) return Promise.resolve(null);
  started = appCheckConfigured()
    ? load().then(
        ({ initializeClientAppCheck }) => initializeClientAppCheck(appCheckSettings()),
        (error: unknown) => {
          console.warn('App Check could not be started', error);
          return null;
        },
      )
    : Promise.resolve(null);
  return started;
}

/** The App Check header for a fetch to the API: empty when there is no token. */
export async function appCheckHeaders(): Promise<Record<string, string>> {
  const client = await startAppCheck();
  const token = client ? await client.token() : null;
  return token ? { [APP_CHECK_HEADER]: token } : {};
}
