// The player's own Firebase app: its anonymous device sign-in never replaces a back-office session in the same
// browser (another app name, another stored user). Its Firestore keeps its listeners' last data while the network is
// down (the page stays open on the wall), so the screen goes on playing its schedule offline; the IndexedDB cache
// would add 21 KB gzip to the Firestore chunk the back-office shell shares and buys nothing without an offline page.
import { initializeApp } from 'firebase/app';
import { browserLocalPersistence, connectAuthEmulator, initializeAuth } from 'firebase/auth';
import { connectFirestoreEmulator, initializeFirestore } from 'firebase/firestore';
import { env } from '../../../config/env';
import { appCheckConfigured, appCheckSettings } from '../../../lib/app-check';
import { initializeClientAppCheck } from '../../../lib/app-check-client';

const app = initializeApp(
  { projectId: env.VITE_FIREBASE_PROJECT_ID, apiKey: env.VITE_FIREBASE_API_KEY, authDomain: env.VITE_FIREBASE_AUTH_DOMAIN },
  'signage-player',
);

// App Check before Firestore, so the player's reads carry a token where Firestore enforces it (issue 23).
if (appCheckConfigured()) initializeClientAppCheck(appCheckSettings(), app);

export const playerAuth = initializeAuth(app, { persistence: browserLocalPersistence });
export const playerDb = initializeFirestore(app, {});

if (env.VITE_USE_EMULATORS) {
  connectAuthEmulator(playerAuth, `http://${env.VITE_EMULATOR_HOST}:9099`, { disableWarnings: true });
  connectFirestoreEmulator(playerDb, env.VITE_EMULATOR_HOST, 8080);
}
