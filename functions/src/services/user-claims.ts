// Keeps an account's custom claims equal to what its users/{uid} document grants, and publishes them in
// user_claims/{uid} so the signed-in SPA refreshes its ID token (a role change applies without signing out).
import type { Auth } from 'firebase-admin/auth';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import {
  CUSTOM_CLAIMS_MAX_BYTES,
  claimsByteSize,
  mergeClaims,
  sameClaims,
  userClaims,
  type UserClaims,
} from '@backoffice/shared';

export const USER_CLAIMS = 'user_claims';

export interface ClaimsDependencies {
  db: Firestore;
  auth: Pick<Auth, 'getUser' | 'setCustomUserClaims'>;
}

export interface ClaimsSync {
  /** updated: claims written and published; unchanged: they already matched; no-account: no Auth user. */
  outcome: 'updated' | 'unchanged' | 'no-account';
  /** The managed claims now in force (null: none, the user document is gone). */
  claims: UserClaims | null;
  /** Canteens left out to stay within the 1,000-byte limit (the rules deny them). */
  dropped: string[];
}

function isUserNotFound(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { code?: unknown }).code === 'auth/user-not-found'
  );
}

/**
 * Sets the claims of `uid` from its user document as it is now. Idempotent and order-safe: it reads the
 * current document rather than the event's copy, and writes nothing when the claims already match, so a
 * replayed or late event changes nothing. It never writes users/{uid}, so it cannot trigger itself.
 */
export async function syncUserClaims({ db, auth }: ClaimsDependencies, uid: string): Promise<ClaimsSync> {
  let current: Record<string, unknown> | undefined;
  try {
    current = (await auth.getUser(uid)).customClaims;
  } catch (error) {
    if (isUserNotFound(error)) return { outcome: 'no-account', claims: null, dropped: [] };
    throw error;
  }
  const others = mergeClaims(current, null);
  const budget = CUSTOM_CLAIMS_MAX_BYTES - (Object.keys(others).length > 0 ? claimsByteSize(others) : 0);
  const snapshot = await db.doc(`users/${uid}`).get();
  const { claims, dropped } = snapshot.exists
    ? userClaims(snapshot.data(), budget)
    : { claims: null, dropped: [] };
  if (sameClaims(current, claims)) return { outcome: 'unchanged', claims, dropped };

  await auth.setCustomUserClaims(uid, mergeClaims(current, claims));
  // Published after the claims are set: a client that refreshes on this write gets the new token.
  await db.doc(`${USER_CLAIMS}/${uid}`).set({
    ...(claims ?? {}),
    dropped_canteens: dropped,
    updated_at: FieldValue.serverTimestamp(),
  });
  return { outcome: 'updated', claims, dropped };
}
