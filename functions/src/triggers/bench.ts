// A no-op round trip for `npm run bench` (the baseline of trigger latency); exported under the emulator only.
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../lib/admin';

/** gRPC status of an update of a missing document. */
const NOT_FOUND = 5;

const benchPing = onDocumentCreated('bench_pings/{pingId}', async (event) => {
  // Create-only trigger: its own update cannot fire it again. A ping withdrawn before its turn (the round trip deletes
  // every ping it sent once one answers) is not an error: an unhandled NOT_FOUND made the emulator kill the worker.
  try {
    await db.doc(`bench_pings/${event.params.pingId}`).update({ pong_at: FieldValue.serverTimestamp() });
  } catch (error) {
    if ((error as { code?: unknown }).code !== NOT_FOUND) throw error;
  }
});

/** Undefined outside the emulator, so a deploy never creates this function. */
export const onBenchPing = process.env.FUNCTIONS_EMULATOR === 'true' ? benchPing : undefined;
