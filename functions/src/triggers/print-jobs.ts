// The print queue's retry sweep: every 5 minutes, failed print jobs whose next attempt is due are sent again.
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { logger } from 'firebase-functions/v2';
import { printDeps } from '../lib/print-deps';
import { retryDuePrintJobs } from '../services/printers/print-jobs';

export const retryPrintJobs = onSchedule({ schedule: 'every 5 minutes', timeZone: 'UTC' }, async () => {
  // Each job is claimed with a lease: an overlapping run or the orders trigger never prints it twice.
  const results = await retryDuePrintJobs(printDeps());
  if (Object.keys(results).length > 0) logger.info('print retries', results);
});
