// The Firebase app and Auth of the SPA (part of the sign-in bundle), wired to the emulators when configured.
import { initializeApp } from 'firebase/app';
import { browserLocalPersistence, connectAuthEmulator, initializeAuth } from 'firebase/auth';
import { env } from '../config/env';

export const firebaseApp = initializeApp({
  projectId: env.VITE_FIREBASE_PROJECT_ID,
  apiKey: env.VITE_FIREBASE_API_KEY,
  authDomain: env.VITE_FIREBASE_AUTH_DOMAIN,
  appId: env.VITE_FIREBASE_APP_ID,
});

// initializeAuth instead of getAuth: e-mail/password needs no popup/redirect resolver nor IndexedDB, which keeps
// both out of the sign-in bundle; local storage keeps the session across tabs and is wiped at logout (spec §4).
export const auth = initializeAuth(firebaseApp, { persistence: browserLocalPersistence });

if (env.VITE_USE_EMULATORS) {
  connectAuthEmulator(auth, `http://${env.VITE_EMULATOR_HOST}:9099`, { disableWarnings: true });
}
