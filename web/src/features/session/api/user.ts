// The signed-in user's documents: users/{uid} followed live, user_claims/{uid} to refresh the ID token, and the writes.
import { useEffect } from 'react';
import useSWRSubscription from 'swr/subscription';
import { doc, onSnapshot, updateDoc } from 'firebase/firestore';
import type { User as AuthUser } from 'firebase/auth';
import { db } from '../../../lib/firestore';

/** The users/{uid} fields the shell reads (spec §3 User). */
export interface UserDocument {
  profile?: { name?: string; surname?: string; email?: string; company?: string; matricola?: string };
  roles?: Record<string, unknown> | null;
  role?: string;
  active_language?: string;
  bo_canteens?: string[];
  bo_visited_canteens?: string[];
  bo_fast_commands?: Record<string, unknown>;
}

/** users/{uid} live; `null` when the document does not exist. */
export function useUserDocument(uid: string) {
  return useSWRSubscription<UserDocument | null, Error, string[]>(['users', uid], ([, id], { next }) =>
    onSnapshot(
      doc(db, 'users', id!),
      (snapshot) => next(null, snapshot.exists() ? (snapshot.data() as UserDocument) : null),
      (error) => next(error),
    ),
  );
}

/**
 * Follows user_claims/{uid}, which the claims trigger rewrites after changing the custom claims, and forces a
 * new ID token then, so a role change reaches the security rules without signing out.
 */
export function useClaimsRefresh(user: AuthUser): void {
  useEffect(() => {
    let first = true;
    return onSnapshot(
      doc(db, 'user_claims', user.uid),
      (snapshot) => {
        // The first snapshot is the state at sign-in, which the fresh token already carries, unless
        // the claims were (re)written after that token was minted.
        const written = snapshot.get('updated_at') as { toMillis?: () => number } | undefined;
        const tokenIssued = Date.parse(user.metadata.lastSignInTime ?? '') || 0;
        const newer = (written?.toMillis?.() ?? 0) > tokenIssued;
        if (snapshot.exists() && (!first || newer)) {
          void user.getIdToken(true).catch((error: unknown) => console.error('ID token not refreshed', error));
        }
        first = false;
      },
      (error) => console.error('user_claims not followed', error),
    );
  }, [user]);
}

export async function saveActiveLanguage(uid: string, language: string): Promise<void> {
  await updateDoc(doc(db, 'users', uid), { active_language: language });
}

export async function saveVisitedCanteens(uid: string, visited: string[]): Promise<void> {
  await updateDoc(doc(db, 'users', uid), { bo_visited_canteens: visited });
}
