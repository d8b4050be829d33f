// POST /api/peopleCounterOccupancy (issue 22, §3 people_counters): a counting device reports how many people are inside
// now. Devices have no Firebase account: each proves itself with its own key, compared by SHA-256 with the server-only
// people_counter_keys/{counter_id} (DECISIONS). Successes are not written to the activity log (a device reports every
// few seconds); refusals are.
import { createHash, timingSafeEqual } from 'node:crypto';
import { FieldValue } from 'firebase-admin/firestore';
import { PEOPLE_COUNTERS, PEOPLE_COUNTER_KEYS, occupancyReportSchema } from '@backoffice/shared';
import { defineRoute } from '../define-route';
import { notFound, unauthenticated } from '../errors';

export function counterKeyHash(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

function sameHash(stored: unknown, key: string): boolean {
  if (typeof stored !== 'string' || !/^[0-9a-f]{64}$/.test(stored)) return false;
  return timingSafeEqual(Buffer.from(stored, 'hex'), Buffer.from(counterKeyHash(key), 'hex'));
}

export const peopleCounterRoutes = [
  defineRoute({
    method: 'POST',
    path: '/api/peopleCounterOccupancy',
    action: 'peopleCounterOccupancy',
    input: 'json',
    // No back-office account: the device's key is checked by the handler.
    access: { public: true },
    schema: occupancyReportSchema,
    logSuccess: false,
    handle: async ({ input, deps, activity }) => {
      const [key, counter] = await Promise.all([
        deps.db.collection(PEOPLE_COUNTER_KEYS).doc(input.counter_id).get(),
        deps.db.collection(PEOPLE_COUNTERS).doc(input.counter_id).get(),
      ]);
      // The same answer for an unknown counter and a wrong key: a caller learns nothing without the key.
      if (!key.exists || !sameHash(key.get('key_sha256'), input.key))
        throw unauthenticated('The counter key is not valid for this counter');
      if (!counter.exists) throw notFound(`Counter ${input.counter_id} does not exist`);
      const canteenId = counter.get('canteen_id');
      if (typeof canteenId === 'string') activity.canteen_id = canteenId;
      await counter.ref.update({ count: input.count, reported_at: FieldValue.serverTimestamp() });
      return { kind: 'json', data: { counter_id: input.counter_id, count: input.count } };
    },
  }),
];
