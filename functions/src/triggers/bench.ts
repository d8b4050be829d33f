// A no-op round trip for `npm run bench` (the baseline of trigger latency); exported under the emulator only.
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../lib/admin';

const benchPing = onDocumentCreated('bench_pings/{pingId}', async (event) => {
  // Create-only trigger: its own update cannot fire it again.
  await db.doc(`bench_pings/${event.params.pingId}`).update({ pong_at: FieldValue.serverTimestamp() });
});

/** Undefined outside the emulator, so a deploy never creates this function. */
export const onBenchPing = process.env.FUNCTIONS_EMULATOR === 'true' ? benchPing : undefined;
