// What the API needs from the outside world, passed in so tests can run the same app in-process.
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';

export interface ApiDeps {
  db: Firestore;
  auth: Auth;
  /** The clock; tests may pin it. */
  now: () => Date;
}
