// Sign-in state of the SPA: the Firebase Auth user followed live, sign-in, password recovery and logout (spec §4).
import { useEffect, useState } from 'react';
import {
  onAuthStateChanged,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signOut,
  type User,
} from 'firebase/auth';
import { auth } from '../../../lib/firebase';
import { resetSessionState } from '../../../lib/session-state';

export type AuthState = { status: 'loading' } | { status: 'signed-out' } | { status: 'signed-in'; user: User };

export function useAuthUser(): AuthState {
  const [state, setState] = useState<AuthState>(() =>
    auth.currentUser ? { status: 'signed-in', user: auth.currentUser } : { status: 'loading' },
  );
  useEffect(
    () => onAuthStateChanged(auth, (user) => setState(user ? { status: 'signed-in', user } : { status: 'signed-out' })),
    [],
  );
  return state;
}

export const signIn = (email: string, password: string) => signInWithEmailAndPassword(auth, email.trim(), password);

export const sendRecoveryEmail = (email: string) => sendPasswordResetEmail(auth, email.trim());

/** Why the last session ended, shown once on the sign-in screen (e.g. a web_user forced out). */
let signOutReason: 'noAccess' | null = null;

export function signOutNotice(): 'noAccess' | null {
  return signOutReason;
}

export function clearSignOutNotice(): void {
  signOutReason = null;
}

/** Spec §4 logout: sign out, clear local and session storage, reset the state, go to /home. */
export async function logOut(reason: 'noAccess' | null = null): Promise<void> {
  signOutReason = reason;
  resetSessionState();
  try {
    localStorage.clear();
    sessionStorage.clear();
  } catch (error) {
    console.error('Storage could not be cleared', error);
  }
  window.history.replaceState(null, '', '/home');
  await signOut(auth);
}

/** A fresh ID token of the signed-in user, or null when signed out. */
export async function currentIdToken(forceRefresh = false): Promise<string | null> {
  return (await auth.currentUser?.getIdToken(forceRefresh)) ?? null;
}
