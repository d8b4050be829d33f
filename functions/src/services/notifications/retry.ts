// An admin's retry of failed notification deliveries: each failed one is made due now and attempted once more
// (the dispatcher's claim and lease keep a retry and the scheduled sweep from sending it twice).
import { Timestamp } from 'firebase-admin/firestore';
import type { DeliveryDeps } from '../deliveries/dispatch';
import { dispatchDelivery, type DispatchResult } from '../deliveries/dispatch';
import { DELIVERIES } from '../deliveries/records';
import { requireAdmin } from './manage';
import { refreshCounts } from './store';

/** At most this many deliveries per call (the screen retries a page of failed ones at a time). */
export const RETRY_LIMIT = 100;

export async function retryNotificationDeliveries(
  deps: DeliveryDeps,
  uid: string,
  ids: readonly string[],
): Promise<Record<string, DispatchResult | 'not-failed'>> {
  await requireAdmin(deps.db, uid);
  const results: Record<string, DispatchResult | 'not-failed'> = {};
  const occurrences = new Set<string>();
  for (const id of ids.slice(0, RETRY_LIMIT)) {
    const ref = deps.db.collection(DELIVERIES).doc(id);
    // Only a failed delivery of a notification is made due again; anything else is left as it is.
    const made = await deps.db.runTransaction(async (tx) => {
      const snapshot = await tx.get(ref);
      if (!snapshot.exists || snapshot.get('status') !== 'failed' || snapshot.get('event.type') !== 'notification') return null;
      tx.update(ref, { next_attempt_at: Timestamp.fromDate(deps.now()) });
      return String(snapshot.get('event.id'));
    });
    if (made === null) {
      results[id] = 'not-failed';
      continue;
    }
    occurrences.add(made);
    results[id] = await dispatchDelivery(deps, id);
  }
  for (const occurrence of occurrences) await refreshCounts(deps.db, occurrence, deps.now());
  return results;
}
