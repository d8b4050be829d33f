// The scheduled expiry of communications: every 5 minutes, messages whose end has passed are deleted (spec §3).
// Production also keeps a Firestore TTL policy on `messages.end` as a backstop (README "Expiry of communications").
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { logger } from 'firebase-functions/v2';
import { db } from '../lib/admin';
import { deleteExpiredMessages } from '../services/communications/expiry';

export const expireCommunications = onSchedule({ schedule: '*/5 * * * *', timeZone: 'UTC' }, async (event) => {
  const given = event.scheduleTime ? new Date(event.scheduleTime) : null;
  const now = given && !Number.isNaN(given.getTime()) ? given : new Date();
  const deleted = await deleteExpiredMessages(db, now);
  if (deleted > 0) logger.info('expired communications deleted', { deleted });
});
