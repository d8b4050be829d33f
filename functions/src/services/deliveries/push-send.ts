// Sends one push to every device token of a user in chunks of 500 and removes the tokens FCM reports as stale.
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { PUSH_MULTICAST_LIMIT, STALE_TOKEN_ERROR_CODES, type PushTransport } from '../push/transport';

export interface PushOutcome {
  /** sent: at least one device got it; skipped: the user has no token; failed: no device got it. */
  outcome: 'sent' | 'skipped' | 'failed';
  /** For failed: true when retrying cannot help (every token was stale and is gone). */
  permanent: boolean;
  tokens: number;
  success: number;
  failure: number;
  pruned: string[];
  error: string | null;
}

/** The user's distinct, non-empty tokens from users/{uid}.fcm_tokens. */
export async function userTokens(db: Firestore, uid: string): Promise<string[]> {
  const snapshot = await db.doc(`users/${uid}`).get();
  const raw: unknown = snapshot.get('fcm_tokens');
  if (!Array.isArray(raw)) return [];
  return [...new Set(raw.filter((token): token is string => typeof token === 'string' && token !== ''))];
}

/**
 * Sends the notification to all of a user's tokens. A failing chunk call is an error for its tokens only;
 * stale tokens are removed with arrayRemove, which leaves tokens the app added meanwhile untouched.
 */
export async function sendPushToUser(
  deps: { db: Firestore; push: PushTransport },
  deliveryId: string,
  payload: { uid: string; title: string; body: string; data?: Record<string, string> },
): Promise<PushOutcome> {
  const tokens = await userTokens(deps.db, payload.uid);
  if (tokens.length === 0) {
    return { outcome: 'skipped', permanent: true, tokens: 0, success: 0, failure: 0, pruned: [], error: 'no device tokens' };
  }
  let success = 0;
  const pruned: string[] = [];
  const errors: string[] = [];
  for (let start = 0; start < tokens.length; start += PUSH_MULTICAST_LIMIT) {
    const chunk = tokens.slice(start, start + PUSH_MULTICAST_LIMIT);
    const message = {
      tokens: chunk,
      notification: { title: payload.title, body: payload.body },
      ...(payload.data ? { data: payload.data } : {}),
    };
    try {
      const results = await deps.push.sendMulticast(message, { deliveryId });
      results.forEach((result, index) => {
        if (result.success) success += 1;
        else if (result.errorCode && STALE_TOKEN_ERROR_CODES.includes(result.errorCode)) pruned.push(chunk[index] ?? '');
        else errors.push(result.errorCode ?? result.errorMessage ?? 'unknown FCM error');
      });
    } catch (error) {
      errors.push(...chunk.map(() => (error as Error).message));
    }
  }
  if (pruned.length > 0) {
    await deps.db.doc(`users/${payload.uid}`).update({ fcm_tokens: FieldValue.arrayRemove(...pruned) });
  }
  const failure = tokens.length - success;
  const summary = { tokens: tokens.length, success, failure, pruned };
  if (success > 0) return { outcome: 'sent', permanent: false, ...summary, error: failure > 0 ? `${failure} of ${tokens.length} tokens failed` : null };
  const allStale = errors.length === 0;
  return {
    outcome: 'failed',
    permanent: allStale,
    ...summary,
    error: allStale ? 'every device token is unregistered' : [...new Set(errors)].join('; '),
  };
}
