// The delivery dependencies the functions use under the emulator, built in the test process for direct service calls.
import { adminDb } from '../../support/admin';
import type { DeliveryDeps } from '../../../functions/src/services/deliveries/dispatch';
import { smtpMailer } from '../../../functions/src/services/mail/mailer';
import { recordingPushTransport } from '../../../functions/src/services/push/transport';
import { recordingSmsTransport } from '../../../functions/src/services/sms/transport';

export function emulatorDeliveryDeps(): DeliveryDeps {
  return {
    db: adminDb,
    now: () => new Date(),
    mailer: smtpMailer({ host: '127.0.0.1', port: 1025, secure: false, from: 'Canteen Back Office <no-reply@backoffice.local>' }),
    push: recordingPushTransport(adminDb),
    sms: recordingSmsTransport(adminDb),
  };
}

type Doc = FirebaseFirestore.DocumentData & { id: string };

/** The deliveries one event caused, by channel. */
export async function deliveriesOfEvent(eventId: string): Promise<Record<string, Doc>> {
  const snapshot = await adminDb.collection('deliveries').where('event.id', '==', eventId).get();
  return Object.fromEntries(snapshot.docs.map((doc) => [String(doc.get('channel')), { id: doc.id, ...doc.data() }]));
}

/** Every delivery about one order. */
export async function deliveriesOfOrder(orderId: string): Promise<Doc[]> {
  const snapshot = await adminDb.collection('deliveries').where('event.order_id', '==', orderId).get();
  return snapshot.docs.map((doc) => ({ id: doc.id, ...doc.data() }));
}

/** Push recordings of one delivery. */
export async function pushRecordingsOf(deliveryId: string): Promise<FirebaseFirestore.DocumentData[]> {
  const snapshot = await adminDb.collection('push_recordings').where('delivery_id', '==', deliveryId).get();
  return snapshot.docs.map((doc) => doc.data());
}
