// Global options every function shares: the region of design.md §4, and App Check enforced on every callable where
// enforcement is on (production; lib/app-check.ts).
import { setGlobalOptions } from 'firebase-functions/v2';
import { appCheckEnforced } from './app-check';

export const REGION = 'europe-west1';

setGlobalOptions({ region: REGION, maxInstances: 10, enforceAppCheck: appCheckEnforced() });
