// The running functions' notification dependencies: the delivery transports plus a Pub/Sub publisher.
import type { Topic } from '@google-cloud/pubsub';
import { NOTIFICATION_OCCURRENCE_TOPIC } from '@backoffice/shared';
import { isEmulator } from '../../lib/params';
import { deliveryDeps } from '../../lib/transports';
import type { NotificationDeps, OccurrenceMessage } from './store';

let topic: Topic | undefined;

/** Publishes to notification-occurrences (under the emulator PUBSUB_EMULATOR_HOST points the client at it). */
export async function publishOccurrence(message: OccurrenceMessage): Promise<void> {
  // Loaded on first use: required at load, the Pub/Sub client cost every functions instance ~1 s of its start.
  topic ??= new (await import('@google-cloud/pubsub')).PubSub().topic(NOTIFICATION_OCCURRENCE_TOPIC);
  await topic.publishMessage({ json: message });
}

export function notificationDeps(): NotificationDeps {
  return { ...deliveryDeps(), publish: publishOccurrence, throttleWrites: !isEmulator() };
}
