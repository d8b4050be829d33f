// Where the SPA's Firebase services answer: the region of the callables and the emulators' ports (firebase.json).
// Read by lib/functions.ts and by the Content-Security-Policy of the build (csp.ts).

/** The region every function is deployed to (functions/src/lib/options.ts). */
export const FUNCTIONS_REGION = 'europe-west1';

/** The emulators the SPA talks to under `npm start` and the e2e suite (firebase.json `emulators`). */
export const EMULATOR_PORTS = { auth: 9099, firestore: 8080, functions: 5001, storage: 9199 } as const;

/** The production endpoints of the Firebase Web SDKs the SPA uses (Auth, Firestore, Storage, App Check). */
export const FIREBASE_PRODUCTION_ORIGINS = {
  auth: ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'],
  firestore: ['https://firestore.googleapis.com'],
  storage: ['https://firebasestorage.googleapis.com'],
  appCheck: ['https://content-firebaseappcheck.googleapis.com'],
} as const;

/** The callables' origin in production: https://<region>-<project>.cloudfunctions.net. */
export const callablesOrigin = (projectId: string) =>
  `https://${FUNCTIONS_REGION}-${projectId}.cloudfunctions.net`;
