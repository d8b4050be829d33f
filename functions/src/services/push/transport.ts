// The push adapter: FCM multicast through firebase-admin in production, a recording transport under the emulator.
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import type { Messaging } from 'firebase-admin/messaging';

/** FCM accepts at most 500 tokens per sendEachForMulticast call. */
export const PUSH_MULTICAST_LIMIT = 500;

/** Error codes meaning the token will never work again: the token is removed from the user. */
export const STALE_TOKEN_ERROR_CODES: readonly string[] = [
  'messaging/registration-token-not-registered',
  'messaging/invalid-registration-token',
];

/** Exactly the multicast message handed to FCM (data values are strings, as FCM requires). */
export interface PushMulticastMessage {
  tokens: string[];
  notification: { title: string; body: string };
  data?: Record<string, string>;
}

/** FCM's answer for one token, in token order. */
export interface PushTokenResult {
  success: boolean;
  errorCode?: string;
  errorMessage?: string;
}

export interface PushTransport {
  /** Sends one multicast (≤ 500 tokens); resolves with one result per token, rejects when the call fails. */
  sendMulticast(message: PushMulticastMessage, context: { deliveryId: string }): Promise<PushTokenResult[]>;
}

/** Production: firebase-admin's sendEachForMulticast. */
export function fcmPushTransport(messaging: Messaging): PushTransport {
  return {
    async sendMulticast(message) {
      const batch = await messaging.sendEachForMulticast(message);
      return batch.responses.map((response) =>
        response.success
          ? { success: true }
          : { success: false, errorCode: response.error?.code, errorMessage: response.error?.message },
      );
    },
  };
}

/** Recorded tokens starting with this prefix are answered as unregistered, so tests can make one token fail. */
export const RECORDING_INVALID_TOKEN_PREFIX = 'invalid-';

/**
 * Under the emulator (FCM is not emulated): stores exactly the message that would be sent in
 * `push_recordings`, with a deterministic answer — tokens starting with `invalid-` are unregistered.
 */
export function recordingPushTransport(db: Firestore): PushTransport {
  return {
    async sendMulticast(message, context) {
      const results: PushTokenResult[] = message.tokens.map((token) =>
        token.startsWith(RECORDING_INVALID_TOKEN_PREFIX)
          ? {
              success: false,
              errorCode: 'messaging/registration-token-not-registered',
              errorMessage: 'Requested entity was not found.',
            }
          : { success: true },
      );
      await db.collection('push_recordings').add({
        message,
        delivery_id: context.deliveryId,
        responses: results.map((result, index) => ({ token: message.tokens[index], ...result })),
        at: FieldValue.serverTimestamp(),
      });
      return results;
    },
  };
}
