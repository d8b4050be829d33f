// The callable functions of the back office: one Functions instance (region, emulator) every feature calls through.
import { connectFunctionsEmulator, getFunctions, httpsCallable, type HttpsCallable } from 'firebase/functions';
import { env } from '../config/env';
import { FUNCTIONS_REGION } from '../config/firebase-endpoints';
import { firebaseApp } from './firebase';

const functions = getFunctions(firebaseApp, FUNCTIONS_REGION);
if (env.VITE_USE_EMULATORS) {
  connectFunctionsEmulator(functions, env.VITE_EMULATOR_HOST, 5001);
}

/** A typed callable by name (`Chunk`: what a streaming call sends before its result). */
export function callable<Input, Output, Chunk = unknown>(name: string): HttpsCallable<Input, Output, Chunk> {
  return httpsCallable<Input, Output, Chunk>(functions, name);
}
