// The SMS adapter: a recording transport under the emulator; production has no provider wired yet (skipped).
import { FieldValue, type Firestore } from 'firebase-admin/firestore';

export interface SmsTransport {
  /** Sends one text message; rejects when the provider refuses it. */
  send(message: { to: string; text: string }, context: { deliveryId: string }): Promise<{ id: string }>;
}

/** Under the emulator: stores what would be sent in `sms_recordings`. */
export function recordingSmsTransport(db: Firestore): SmsTransport {
  return {
    async send(message, context) {
      const ref = await db.collection('sms_recordings').add({
        message,
        delivery_id: context.deliveryId,
        at: FieldValue.serverTimestamp(),
      });
      return { id: ref.id };
    },
  };
}
