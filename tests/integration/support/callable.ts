// Calls a callable function on the emulator with the Firebase JS SDK, signed in as a seeded account (or not at all).
import { deleteApp, initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions';
import { DEMO_PASSWORD } from '../../tools/seed/users';

export interface CallableClient {
  call<T = unknown>(data: unknown): Promise<T>;
  /** A streaming call: every chunk the function sent, then its result. */
  stream<T = unknown, C = unknown>(data: unknown): Promise<{ chunks: C[]; result: T }>;
  close(): Promise<void>;
}

let apps = 0;

/** A client of the callable `name`; signed in as `email` (seed password) unless email is null. */
export async function callableClient(name: string, email: string | null): Promise<CallableClient> {
  apps += 1;
  const app = initializeApp({ apiKey: 'demo-api-key', projectId: 'demo-backoffice', authDomain: '127.0.0.1' }, `callable-${apps}`);
  const auth = getAuth(app);
  connectAuthEmulator(auth, 'http://127.0.0.1:9099', { disableWarnings: true });
  if (email) await signInWithEmailAndPassword(auth, email, DEMO_PASSWORD);
  const functions = getFunctions(app, 'europe-west1');
  connectFunctionsEmulator(functions, '127.0.0.1', 5001);
  const callable = httpsCallable(functions, name);
  return {
    async call<T>(data: unknown) {
      return (await callable(data)).data as T;
    },
    async stream<T, C>(data: unknown) {
      const call = await callable.stream(data);
      const chunks: C[] = [];
      for await (const chunk of call.stream) chunks.push(chunk as C);
      return { chunks, result: (await call.data) as T };
    },
    close: () => deleteApp(app),
  };
}

export interface CallError {
  /** e.g. 'functions/failed-precondition'. */
  code: string;
  /** The server's message (the JS SDK appends the HTTP status to it: 'text [400]'). */
  message: string;
  httpStatus: number | null;
  details?: unknown;
}

/** Splits the SDK's "message [status]" into the server's message and the HTTP status. */
export function asCallError(error: unknown): CallError {
  const { code, message, details } = error as { code: string; message: string; details?: unknown };
  const match = /^(.*) \[(\d{3})\]$/s.exec(message);
  return { code, message: match ? match[1]! : message, httpStatus: match ? Number(match[2]) : null, details };
}

/** The error of a callable that must fail. */
export async function callError(promise: Promise<unknown>): Promise<CallError> {
  try {
    await promise;
  } catch (error) {
    return asCallError(error);
  }
  throw new Error('the call succeeded, an error was expected');
}
