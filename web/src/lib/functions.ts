// The callable functions of the back office: one Functions instance (region, emulator) every feature calls through.
import { connectFunctionsEmulator, getFunctions, httpsCallable, type HttpsCallable } from 'firebase/functions';
import { env } from '../config/env';
import { FUNCTIONS_REGION } from '../config/firebase-endpoints';
import { firebaseApp } from './firebase';

const functions = getFunctions(firebaseApp, FUNCTIONS_REGION);
if (env.VITE_USE_EMULATORS) {
  connectFunctionsEmulator(functions, env.VITE_EMULATOR_HOST, 5001);
}

/** A typed callable by name. */
export function callable<Input, Output>(name: string): HttpsCallable<Input, Output> {
  return httpsCallable<Input, Output>(functions, name);
}
