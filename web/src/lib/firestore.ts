// Firestore of the SPA, loaded with the signed-in shell (never by the sign-in screen), on the emulator when configured.
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore';
import { env } from '../config/env';
import { firebaseApp } from './firebase';

export const db = getFirestore(firebaseApp);

if (env.VITE_USE_EMULATORS) {
  connectFirestoreEmulator(db, env.VITE_EMULATOR_HOST, 8080);
}
