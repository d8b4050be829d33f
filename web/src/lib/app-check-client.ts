// The App Check SDK (lazy chunk, loaded by app-check.ts). Production: the reCAPTCHA Enterprise provider with the
// site key of the build. A local build against a real project: the SDK's debug mode with a debug token registered in
// the console. Under the emulators: a debug provider that mints a local, unsigned debug token, so the SDKs attach a
// token as in production and nothing reaches Google (the emulators do not verify it; enforcement is off there).
import { CustomProvider, ReCaptchaEnterpriseProvider, getToken, initializeAppCheck } from 'firebase/app-check';
import { env } from '../config/env';
import type { AppCheckClient } from './app-check';
import { firebaseApp } from './firebase';

/** The app id the emulator debug tokens name (what the callables' verification log shows locally). */
export const EMULATOR_DEBUG_APP_ID = 'emulator-debug';
const DEBUG_TOKEN_TTL_MS = 60 * 60 * 1000;

const base64Url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

/** A JWT-shaped, unsigned debug token (the functions emulator reads its `sub` as the app id without verifying it). */
export function emulatorDebugToken(now = Date.now()): { token: string; expireTimeMillis: number } {
  const expireTimeMillis = now + DEBUG_TOKEN_TTL_MS;
  const payload = {
    iss: `https://firebaseappcheck.googleapis.com/${env.VITE_FIREBASE_PROJECT_ID}`,
    sub: EMULATOR_DEBUG_APP_ID,
    aud: [`projects/${env.VITE_FIREBASE_PROJECT_ID}`],
    iat: Math.floor(now / 1000),
    exp: Math.floor(expireTimeMillis / 1000),
  };
  return { token: `${base64Url({ alg: 'none', typ: 'JWT' })}.${base64Url(payload)}.emulator`, expireTimeMillis };
}

export function initializeClientAppCheck(): AppCheckClient | null {
  let provider: CustomProvider | ReCaptchaEnterpriseProvider;
  if (env.VITE_USE_EMULATORS) {
    provider = new CustomProvider({ getToken: () => Promise.resolve(emulatorDebugToken()) });
  } else if (env.VITE_APP_CHECK_SITE_KEY) {
    if (env.VITE_APP_CHECK_DEBUG_TOKEN) {
      (self as unknown as { FIREBASE_APPCHECK_DEBUG_TOKEN?: string }).FIREBASE_APPCHECK_DEBUG_TOKEN =
        env.VITE_APP_CHECK_DEBUG_TOKEN;
    }
    provider = new ReCaptchaEnterpriseProvider(env.VITE_APP_CHECK_SITE_KEY);
  } else {
    return null;
  }
  const appCheck = initializeAppCheck(firebaseApp, { provider, isTokenAutoRefreshEnabled: true });
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
