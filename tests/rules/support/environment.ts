// The rules test environment: firestore.rules loaded into the Firestore emulator under its own project id (no
// function triggers there, nothing shared with the integration suite), a client per principal, an admin handle.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore as AdminFirestore } from 'firebase-admin/firestore';
import { setLogLevel, type Firestore } from 'firebase/firestore';
import type { Principal } from './principals';

export const RULES_PROJECT_ID = 'demo-rules';
export const RULES_FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../firestore.rules',
);

process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
process.env.METADATA_SERVER_DETECTION = 'none';
export const EMULATOR_HOST = process.env.FIRESTORE_EMULATOR_HOST;

/** The Admin SDK on the rules project: fixtures are written and restored around the rules, not through them. */
export const adminDb: AdminFirestore = getFirestore(
  getApps().find((app) => app.name === 'rules') ?? initializeApp({ projectId: RULES_PROJECT_ID }, 'rules'),
);

// Thousands of denied requests are the point of the suite: keep the SDK's warning per denied stream quiet.
setLogLevel('error');

let environment: RulesTestEnvironment | null = null;
const clients = new Map<string, Firestore>();

export async function startRulesEnvironment(): Promise<RulesTestEnvironment> {
  const [host, port] = EMULATOR_HOST.split(':');
  environment = await initializeTestEnvironment({
    projectId: RULES_PROJECT_ID,
    firestore: { rules: readFileSync(RULES_FILE, 'utf8'), host, port: Number(port) },
  });
  await environment.clearFirestore();
  return environment;
}

export async function stopRulesEnvironment(): Promise<void> {
  clients.clear();
  await environment?.cleanup();
  environment = null;
}

/** The client Firestore of a principal, signed in with its claims (one instance per principal). */
export function clientFor(principal: Principal): Firestore {
  if (!environment) throw new Error('startRulesEnvironment first');
  const cached = clients.get(principal.id);
  if (cached) return cached;
  const context =
    principal.uid === null
      ? environment.unauthenticatedContext()
      : environment.authenticatedContext(principal.uid, { ...principal.claims });
  const client = context.firestore() as unknown as Firestore;
  clients.set(principal.id, client);
  return client;
}
