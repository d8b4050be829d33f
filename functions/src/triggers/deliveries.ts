// Scheduled retry of deliveries: every minute, sends each delivery whose next attempt is due (with backoff).
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { logger } from 'firebase-functions/v2';
import { deliveryDeps } from '../lib/transports';
import { deliverySecrets } from '../lib/params';
import { retryDueDeliveries } from '../services/deliveries/dispatch';

export const retryDeliveries = onSchedule({ schedule: '* * * * *', timeZone: 'UTC', secrets: deliverySecrets }, async () => {
  // Safe to overlap with itself or with a trigger's own dispatch: each delivery is claimed with a lease.
  const results = await retryDueDeliveries(deliveryDeps());
  const count = Object.keys(results).length;
  if (count > 0) logger.info('delivery retry sweep', { count, results });
});
