// The Firebase app of the SPA, wired to the emulators when configured (the default under `npm start`).
import { initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth } from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore';
import { env } from '../config/env';

export const firebaseApp = initializeApp({
  projectId: env.VITE_FIREBASE_PROJECT_ID,
  apiKey: env.VITE_FIREBASE_API_KEY,
  authDomain: env.VITE_FIREBASE_AUTH_DOMAIN,
});

export const auth = getAuth(firebaseApp);
export const db = getFirestore(firebaseApp);

if (env.VITE_USE_EMULATORS) {
  connectAuthEmulator(auth, `http://${env.VITE_EMULATOR_HOST}:9099`, { disableWarnings: true });
  connectFirestoreEmulator(db, env.VITE_EMULATOR_HOST, 8080);
}
