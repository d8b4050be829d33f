// One rules case: an operation by a principal on a target, expected to be allowed or denied, run and counted.
import { it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  updateDoc,
  type Firestore,
  type Query,
} from 'firebase/firestore';
import { auditedCollectionOfPath, type AccessRequest } from '@backoffice/shared';
import { clientFor } from './environment';
import type { Principal } from './principals';
import type { FixtureStore } from './store';

/** Cases run so far, by suite (printed at the end). */
export const caseCounts = new Map<string, number>();

export function countCase(suite: string): void {
  caseCounts.set(suite, (caseCounts.get(suite) ?? 0) + 1);
}

/** The facts about a principal and a target the access table's answer depends on. */
export function requestFacts(
  principal: Principal,
  target: { canteens: readonly string[]; owner: string | null },
  changedFields?: readonly string[],
): AccessRequest {
  const claims = principal.claims;
  return {
    role: claims?.role ?? null,
    managesCanteen: target.canteens.some((canteen) => claims?.bo_canteens?.includes(canteen) ?? false),
    memberOfCanteen: target.canteens.some((canteen) => claims?.canteens?.includes(canteen) ?? false),
    ownsDocument: target.owner !== null && target.owner === principal.uid,
    changedFields,
  };
}

export type Operation =
  | { op: 'get'; path: string }
  | { op: 'list'; query: (db: Firestore) => Query }
  | { op: 'create'; path: string; data: Record<string, unknown>; unstamped?: boolean }
  | { op: 'update'; path: string; changes: Record<string, unknown>; unstamped?: boolean }
  | { op: 'delete'; path: string };

/**
 * The stamp the SPA adds to every write of an audited collection (the rules demand it, the activity log trusts it):
 * the writer's uid and the request time. Cases that test the stamp itself say `unstamped`.
 */
export function stampFor(
  operation: { path: string; unstamped?: boolean },
  uid: string | null,
): Record<string, unknown> {
  if (operation.unstamped || !auditedCollectionOfPath(operation.path)?.clientWritten) return {};
  return { updated_by: uid, updated_at: serverTimestamp() };
}

/** Runs the operation as the client and asserts the rules' answer; writes are undone afterwards. */
export async function expectRules(
  db: Firestore,
  store: FixtureStore,
  operation: Operation,
  allowed: boolean,
  uid: string | null = null,
): Promise<void> {
  const assertion = allowed ? assertSucceeds : assertFails;
  if (operation.op === 'create') await store.remove(operation.path);
  try {
    switch (operation.op) {
      case 'get':
        await assertion(getDoc(doc(db, operation.path)));
        break;
      case 'list':
        await assertion(getDocs(operation.query(db)));
        break;
      case 'create':
        await assertion(setDoc(doc(db, operation.path), { ...operation.data, ...stampFor(operation, uid) }));
        break;
      case 'update':
        await assertion(
          updateDoc(doc(db, operation.path), { ...operation.changes, ...stampFor(operation, uid) }),
        );
        break;
      case 'delete':
        await assertion(deleteDoc(doc(db, operation.path)));
        break;
    }
  } finally {
    if (operation.op !== 'get' && operation.op !== 'list') await store.restore(operation.path);
  }
}

export const verdict = (allowed: boolean) => (allowed ? 'allow' : 'deny');

/** Registers one case: `name · principal → allow|deny`, prepared by `before`, run and undone like a matrix cell. */
export function caseOf(
  name: string,
  who: Principal,
  operation: Operation,
  allowed: boolean,
  store: () => FixtureStore,
  before?: (store: FixtureStore) => Promise<void>,
): void {
  it(`${name} · ${who.id} → ${verdict(allowed)}`, async () => {
    countCase('field-level');
    if (before) await before(store());
    await expectRules(clientFor(who), store(), operation, allowed, who.uid);
  });
}

/** A text of the given length (size limits). */
export const text = (length: number) => 'x'.repeat(length);
