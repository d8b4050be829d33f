// The App Check SDK (lazy chunk, loaded by app-check.ts). Production: the reCAPTCHA Enterprise provider with the
// site key of the build. A local build against a real project: the SDK's debug mode with a debug token registered in
// the console. Under the emulators: a debug provider that mints a local, unsigned debug token, so the SDKs attach a
// token as in production and nothing reaches Google (the emulators do not verify it; enforcement is off there).
// The settings come from app-check.ts; the app is the sign-in bundle's (importing it here keeps the bundler from
// splitting Firebase's app module away from Auth's: the sign-in bundle stays as it was, measured by bundle-budget.ts).
import type { FirebaseApp } from 'firebase/app';
import {
  CustomProvider,
  ReCaptchaEnterpriseProvider,
  getToken,
  initializeAppCheck,
} from 'firebase/app-check';
import type { AppCheckClient, AppCheckSettings } from './app-check';
import { firebaseApp } from './firebase';

/** The app id the emulator debug tokens name (what the callables' verification log shows locally). */
export const EMULATOR_DEBUG_APP_ID = 'emulator-debug';
const DEBUG_TOKEN_TTL_MS = 60 * 60 * 1000;

const base64Url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

/** A JWT-shaped, unsigned debug token (the functions emulator reads its `sub` as the app id without verifying it). */
export function emulatorDebugToken(
  projectId: string,
  now = Date.now(),
): { token: string; expireTimeMillis: number } {
  const expireTimeMillis = now + DEBUG_TOKEN_TTL_MS;
  const payload = {
    iss: `https://firebaseappcheck.googleapis.com/${projectId}`,
    sub: EMULATOR_DEBUG_APP_ID,
    aud: [`projects/${projectId}`],
    iat: Math.floor(now / 1000),
    exp: Math.floor(expireTimeMillis / 1000),
  };
  return {
    token: `${base64Url({ alg: 'none', typ: 'JWT' })}.${base64Url(payload)}.emulator`,
    expireTimeMillis,
  };
}

/** App Check for `app` (the back office's by default; the signage player passes its own). */
export function initializeClientAppCheck(
  settings: AppCheckSettings,
  app: FirebaseApp = firebaseApp,
): AppCheckClient | null {
  let provider: CustomProvider | ReCaptchaEnterpriseProvider;
  if (settings.emulators) {
    provider = new CustomProvider({
      getToken: () => Promise.resolve(emulatorDebugToken(settings.projectId)),
    });
  } else if (settings.siteKey) {
    if (settings.debugToken) {
      (self as unknown as { FIREBASE_APPCHECK_DEBUG_TOKEN?: string }).FIREBASE_APPCHECK_DEBUG_TOKEN =
        settings.debugToken;
    }
    provider = new ReCaptchaEnterpriseProvider(settings.siteKey);
  } else {
    return null;
  }
  const appCheck = initializeAppCheck(app, { provider, isTokenAutoRefreshEnabled: true });
  return {
    token: () =>
      getToken(appCheck).then(
        (result) => result.token,
        (error: unknown) => {
          console.warn('No App Check token', error);
          return null;
        },
      ),
  };
}
