// Global options every function shares: the region of design.md §4.
import { setGlobalOptions } from 'firebase-functions/v2';

export const REGION = 'europe-west1';

setGlobalOptions({ region: REGION, maxInstances: 10 });
