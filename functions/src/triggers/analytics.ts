// Web analytics: the nightly job that aggregates yesterday's (UTC) page views and orders for /stats.
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { logger } from 'firebase-functions/v2';
import { analyticsDayOf } from '@backoffice/shared';
import { db } from '../lib/admin';
import { aggregateAnalyticsDay } from '../services/analytics';

const DAY_MS = 86_400_000;

export const aggregateAnalytics = onSchedule({ schedule: '10 0 * * *', timeZone: 'UTC', timeoutSeconds: 540, memory: '1GiB' }, async (event) => {
  // The day before the schedule time; a rerun rewrites the same documents (the service is idempotent).
  const given = event.scheduleTime ? new Date(event.scheduleTime) : null;
  const firedAt = given && !Number.isNaN(given.getTime()) ? given : new Date();
  const summary = await aggregateAnalyticsDay(db, analyticsDayOf(firedAt.getTime() - DAY_MS), new Date());
  logger.info('analytics aggregated', summary);
});
