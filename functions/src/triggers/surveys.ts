// The scheduled job of surveys: every minute, scheduled surveys open and open ones close at their times.
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { logger } from 'firebase-functions/v2';
import { db } from '../lib/admin';
import { applySurveySchedules } from '../services/surveys/surveys';

export const applySurveySchedule = onSchedule({ schedule: '* * * * *', timeZone: 'UTC' }, async (event) => {
  // Overlapping runs are safe: each move re-reads the survey's state in a transaction.
  const given = event.scheduleTime ? new Date(event.scheduleTime) : null;
  const now = given && !Number.isNaN(given.getTime()) ? given : new Date();
  const result = await applySurveySchedules(db, now);
  if (result.opened.length + result.closed.length > 0) logger.info('survey schedule', result);
});
