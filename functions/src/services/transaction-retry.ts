// Transactions that survive the Firestore emulator's way of refusing a contended transaction.
import type { Firestore, Transaction } from 'firebase-admin/firestore';

/** Attempts in all, before the emulator's refusal is passed on. */
const ATTEMPTS = 5;

/**
 * The emulator answers a read in a transaction that lost a race with INVALID_ARGUMENT "Transaction is invalid or
 * closed" (firebase-tools #4473), which the Admin SDK does not retry; production answers ABORTED, which it does.
 * Retrying that one error keeps concurrent deliveries of an event working under the emulator; the work must be
 * idempotent (it is: each caller checks its processed-event marker inside the transaction).
 */
export async function runTransactionRetrying<T>(db: Firestore, work: (tx: Transaction) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.runTransaction(work);
    } catch (error) {
      const { code, details } = (error ?? {}) as { code?: unknown; details?: unknown };
      const closed = code === 3 && typeof details === 'string' && details.includes('Transaction is invalid or closed');
      if (!closed || attempt >= ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
    }
  }
}
