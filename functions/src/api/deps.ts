// What the API needs from the outside world, passed in so tests can run the same app in-process.
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import type { AppCheckVerifier } from './app-check';

export interface ApiDeps {
  db: Firestore;
  auth: Auth;
  /** The clock; tests may pin it. */
  now: () => Date;
  /** App Check on every route (issue 23); absent = not checked (in-process tests). */
  appCheck?: AppCheckVerifier;
}
