// Programmed notifications: the every-minute dispatcher of due occurrences and the Pub/Sub fan-out per occurrence.
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { onMessagePublished } from 'firebase-functions/v2/pubsub';
import { logger } from 'firebase-functions/v2';
import { NOTIFICATION_OCCURRENCE_TOPIC } from '@backoffice/shared';
import { db } from '../lib/admin';
import { deliverySecrets } from '../lib/params';
import { dispatchDue } from '../services/notifications/dispatcher';
import { processOccurrence } from '../services/notifications/fanout';
import { recordJobRun } from '../services/notifications/manage';
import { notificationDeps, publishOccurrence } from '../services/notifications/runtime';
import type { OccurrenceMessage } from '../services/notifications/store';

const SCHEDULE = '* * * * *';
const TIME_ZONE = 'UTC';

export const dispatchDueNotifications = onSchedule({ schedule: SCHEDULE, timeZone: TIME_ZONE, timeoutSeconds: 300 }, async (event) => {
  // Overlapping runs are safe: each occurrence is claimed in a transaction that moves next_occurrence on.
  const given = event.scheduleTime ? new Date(event.scheduleTime) : null;
  const startedAt = given && !Number.isNaN(given.getTime()) ? given : new Date();
  try {
    const summary = await dispatchDue({ db, publish: publishOccurrence }, startedAt);
    if (summary.claimed + summary.republished + summary.errors.length > 0) logger.info('notification dispatch', summary);
    await recordJobRun(db, 'dispatchDueNotifications', { schedule: SCHEDULE, timeZone: TIME_ZONE, startedAt, result: summary.errors.length ? 'error' : 'success', summary });
  } catch (error) {
    await recordJobRun(db, 'dispatchDueNotifications', { schedule: SCHEDULE, timeZone: TIME_ZONE, startedAt, result: 'error', error: (error as Error).message });
    throw error;
  }
});

export const onNotificationOccurrence = onMessagePublished(
  { topic: NOTIFICATION_OCCURRENCE_TOPIC, timeoutSeconds: 540, memory: '1GiB', secrets: deliverySecrets },
  async (event) => {
    // Replays are no-ops: the occurrence is claimed with a lease and every delivery record is created only once.
    const message = event.data.message.json as OccurrenceMessage | undefined;
    if (!message?.notificationId || !message.occurrence) {
      logger.warn('notification occurrence without ids', { id: event.data.message.messageId });
      return;
    }
    const result = await processOccurrence(notificationDeps(), message);
    logger.info('notification occurrence', { ...message, result });
  },
);
