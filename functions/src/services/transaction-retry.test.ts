// The emulator's "Transaction is invalid or closed" is retried; every other failure is passed on at once.
import { describe, expect, it } from 'vitest';
import type { Firestore } from 'firebase-admin/firestore';
import { runTransactionRetrying } from './transaction-retry';

const closed = Object.assign(new Error('3 INVALID_ARGUMENT: Transaction is invalid or closed.'), { code: 3, details: 'Transaction is invalid or closed.' });

function fakeDb(failures: unknown[]): { db: Firestore; calls: () => number } {
  let calls = 0;
  const db = {
    runTransaction: async (work: (tx: unknown) => Promise<unknown>) => {
      calls += 1;
      const failure = failures.shift();
      if (failure) throw failure;
      return work({});
    },
  } as unknown as Firestore;
  return { db, calls: () => calls };
}

describe('runTransactionRetrying', () => {
  it('retries the emulator refusal and returns the work\'s result', async () => {
    const { db, calls } = fakeDb([closed, closed]);
    await expect(runTransactionRetrying(db, async () => 'done')).resolves.toBe('done');
    expect(calls()).toBe(3);
  });

  it('gives up after five attempts', async () => {
    const { db, calls } = fakeDb([closed, closed, closed, closed, closed, closed]);
    await expect(runTransactionRetrying(db, async () => 'done')).rejects.toBe(closed);
    expect(calls()).toBe(5);
  });

  it('passes any other failure on at once', async () => {
    const other = Object.assign(new Error('denied'), { code: 7, details: 'PERMISSION_DENIED' });
    const { db, calls } = fakeDb([other]);
    await expect(runTransactionRetrying(db, async () => 'done')).rejects.toBe(other);
    expect(calls()).toBe(1);
  });
});
