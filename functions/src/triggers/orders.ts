// Order triggers: IFM requests go through the status workflow, other orders through the stopped-category check.
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { logger } from 'firebase-functions/v2';
import { deliveryDeps } from '../lib/transports';
import { deliverySecrets } from '../lib/params';
import { handleIfmOrderWrite } from '../services/ifm-status/apply';
import { checkOrderCategories } from '../services/order-categories';
import { printDeps } from '../lib/print-deps';
import { printOrderWrite } from '../services/printers/print-jobs';
import { skippingSeedWrites } from '../lib/seed-writes';

export const onOrderWritten = onDocumentWritten({ document: 'orders/{orderId}', secrets: deliverySecrets }, skippingSeedWrites(async (event) => {
  const before = event.data?.before.exists ? event.data.before.data() : undefined;
  const after = event.data?.after.exists ? event.data.after.data() : undefined;
  // The write's commit time (microseconds, the same on every redelivery) dates the history entry and chat message.
  const time = event.data?.after.updateTime?.toDate() ?? new Date(event.time);
  const write = { id: event.id, time, orderId: event.params.orderId, before, after };
  // Both services ignore the trigger's own writes (see decideIfmWrite / needsCategoryCheck) and dedupe replays.
  const isIfm = (after ?? before)?.tag === 'ifm';
  const outcome = isIfm
    ? await handleIfmOrderWrite(deliveryDeps(), write)
    : await checkOrderCategories(deliveryDeps(), write);
  if (outcome.result !== 'ignored') logger.info('order write', { orderId: write.orderId, eventId: event.id, isIfm, outcome });
  // Kitchen tickets: job ids come from order, status and printer, so a replay of this event prints nothing twice.
  const printed = isIfm || outcome.result === 'rejected' ? null : await printOrderWrite(printDeps(), write);
  if (printed && printed.jobs.length > 0) logger.info('print jobs', { orderId: write.orderId, eventId: event.id, ...printed });
}));
