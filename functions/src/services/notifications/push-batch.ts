// Sends one push to many users at once: tokens of users with the same text packed 500 per FCM call.
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { PUSH_MULTICAST_LIMIT, STALE_TOKEN_ERROR_CODES, type PushTransport } from '../push/transport';

/** One user's push: its delivery record, its tokens, and the text in the user's language. */
export interface BatchPush {
  deliveryId: string;
  uid: string;
  tokens: string[];
  title: string;
  body: string;
}

/** The outcome of one user's push, in the shape dispatch.ts records for a push delivery. */
export interface BatchPushOutcome {
  status: 'sent' | 'failed';
  /** A failure retrying cannot fix (every token unregistered). */
  permanent: boolean;
  error: string | null;
  results: { tokens: number; success: number; failure: number; pruned: string[] };
}

/**
 * Groups users by text, packs their tokens into multicasts of ≤ 500, maps FCM's per-token answers back to
 * each user, and removes stale tokens (arrayRemove keeps tokens the app added meanwhile).
 */
export async function sendBatchPush(
  deps: { db: Firestore; push: PushTransport; throttleWrites?: boolean },
  batchId: string,
  pushes: readonly BatchPush[],
  data?: Record<string, string>,
): Promise<Map<string, BatchPushOutcome>> {
  const tally = new Map<string, { success: number; pruned: string[]; errors: string[]; tokens: number }>();
  const byText = new Map<string, Array<{ push: BatchPush; token: string }>>();
  for (const push of pushes) {
    tally.set(push.deliveryId, { success: 0, pruned: [], errors: [], tokens: push.tokens.length });
    const key = JSON.stringify([push.title, push.body]);
    const list = byText.get(key) ?? [];
    for (const token of push.tokens) list.push({ push, token });
    byText.set(key, list);
  }
  let call = 0;
  for (const [key, entries] of byText) {
    const [title, body] = JSON.parse(key) as [string, string];
    for (let start = 0; start < entries.length; start += PUSH_MULTICAST_LIMIT) {
      const chunk = entries.slice(start, start + PUSH_MULTICAST_LIMIT);
      call += 1;
      const message = { tokens: chunk.map((entry) => entry.token), notification: { title, body }, ...(data ? { data } : {}) };
      try {
        const answers = await deps.push.sendMulticast(message, { deliveryId: `${batchId}__batch-${call}` });
        answers.forEach((answer, index) => {
          const entry = chunk[index];
          const user = entry && tally.get(entry.push.deliveryId);
          if (!entry || !user) return;
          if (answer.success) user.success += 1;
          else if (answer.errorCode && STALE_TOKEN_ERROR_CODES.includes(answer.errorCode)) user.pruned.push(entry.token);
          else user.errors.push(answer.errorCode ?? answer.errorMessage ?? 'unknown FCM error');
        });
      } catch (error) {
        for (const entry of chunk) tally.get(entry.push.deliveryId)?.errors.push((error as Error).message);
      }
    }
  }
  const outcomes = new Map<string, BatchPushOutcome>();
  const writer = deps.db.bulkWriter(deps.throttleWrites === false ? { throttling: false } : {});
  for (const push of pushes) {
    const user = tally.get(push.deliveryId)!;
    if (user.pruned.length > 0) void writer.update(deps.db.doc(`users/${push.uid}`), { fcm_tokens: FieldValue.arrayRemove(...user.pruned) });
    const failure = user.tokens - user.success;
    const results = { tokens: user.tokens, success: user.success, failure, pruned: user.pruned };
    if (user.success > 0) {
      outcomes.set(push.deliveryId, { status: 'sent', permanent: false, error: failure > 0 ? `${failure} of ${user.tokens} tokens failed` : null, results });
    } else {
      const allStale = user.errors.length === 0;
      const error = allStale ? 'every device token is unregistered' : [...new Set(user.errors)].join('; ');
      outcomes.set(push.deliveryId, { status: 'failed', permanent: allStale, error, results });
    }
  }
  await writer.close();
  return outcomes;
}
