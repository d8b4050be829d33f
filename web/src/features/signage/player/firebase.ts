// The player's own Firebase app: its anonymous device sign-in never replaces a back-office session in the same
// browser (another app name, another stored user), and its Firestore keeps what it last read in IndexedDB so the
// screen goes on playing its schedule while offline.
import { initializeApp } from 'firebase/app';
import { browserLocalPersistence, connectAuthEmulator, initializeAuth } from 'firebase/auth';
import { connectFirestoreEmulator, initializeFirestore, persistentLocalCache, persistentMultipleTabManager } from 'firebase/firestore';
import { env } from '../../../config/env';

const app = initializeApp(
  { projectId: env.VITE_FIREBASE_PROJECT_ID, apiKey: env.VITE_FIREBASE_API_KEY, authDomain: env.VITE_FIREBASE_AUTH_DOMAIN },
  'signage-player',
);

export const playerAuth = initializeAuth(app, { persistence: browserLocalPersistence });
export const playerDb = initializeFirestore(app, { localCache: persistentLocalCache({ tabManager: persistentMultipleTabManager() }) });

if (env.VITE_USE_EMULATORS) {
  connectAuthEmulator(playerAuth, `http://${env.VITE_EMULATOR_HOST}:9099`, { disableWarnings: true });
  connectFirestoreEmulator(playerDb, env.VITE_EMULATOR_HOST, 8080);
}
