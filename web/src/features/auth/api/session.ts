// Sign-in state of the SPA: the Firebase Auth user, followed live.
import { useEffect, useState } from 'react';
import { onAuthStateChanged, signInWithEmailAndPassword, signOut, type User } from 'firebase/auth';
import { auth } from '../../../lib/firebase';

export type AuthState = { status: 'loading' } | { status: 'signed-out' } | { status: 'signed-in'; user: User };

export function useAuthState(): AuthState {
  const [state, setState] = useState<AuthState>({ status: 'loading' });
  useEffect(
    () => onAuthStateChanged(auth, (user) => setState(user ? { status: 'signed-in', user } : { status: 'signed-out' })),
    [],
  );
  return state;
}

export const signIn = (email: string, password: string) => signInWithEmailAndPassword(auth, email, password);
export const logOut = () => signOut(auth);
