// Callables of programmed notifications (admin only): create, change state, and read the scheduled jobs.
import { HttpsError, onCall, type CallableRequest } from 'firebase-functions/v2/https';
import {
  audienceSizeInputSchema,
  createNotificationInputSchema,
  retryDeliveriesInputSchema,
  notificationStateInputSchema,
  updateNotificationInputSchema,
} from '@backoffice/shared';
import { db } from '../lib/admin';
import { parseCallableInput } from './parse-input';
import {
  changeNotificationState,
  createNotification as create,
  editNotification,
  listScheduledJobs as listJobs,
  NotificationError,
  requireAdmin,
} from '../services/notifications/manage';
import { audienceReach } from '../services/notifications/reach';
import { retryNotificationDeliveries } from '../services/notifications/retry';
import { deliveryDeps } from '../lib/transports';
import { deliverySecrets } from '../lib/params';
import { publishOccurrence } from '../services/notifications/runtime';

const deps = { db, now: () => new Date(), publish: publishOccurrence };

function signedIn(request: CallableRequest): string {
  if (!request.auth) throw new HttpsError('unauthenticated', 'Sign in to manage notifications');
  return request.auth.uid;
}

async function mapped<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof NotificationError)
      throw new HttpsError(error.code, error.message, { messageKey: error.messageKey });
    throw error;
  }
}

/** { texts, channels, audience, schedule } → { id, next_occurrence }. */
export const createNotification = onCall(async (request) => {
  const uid = signedIn(request);
  const input = parseCallableInput(createNotificationInputSchema, request.data);
  return mapped(() => create(deps, uid, input));
});

/** { id, action: pause | resume | cancel | send_now } → { id, state, next_occurrence }. */
export const updateNotificationState = onCall(async (request) => {
  const uid = signedIn(request);
  const input = parseCallableInput(notificationStateInputSchema, request.data);
  return mapped(() => changeNotificationState(deps, uid, input));
});

/** {} → [{ name, schedule, time_zone, last_run_at, last_result, last_summary, last_error, next_run_at }]. */
export const listScheduledJobs = onCall(async (request) => mapped(() => listJobs(deps, signedIn(request))));

/** { id, texts, channels, audience, schedule } → { id, next_occurrence }: only while nothing of it was sent. */
export const updateNotification = onCall(async (request) => {
  const uid = signedIn(request);
  const { id, ...input } = parseCallableInput(updateNotificationInputSchema, request.data);
  return mapped(() => editNotification(deps, uid, id, input));
});

/** { audience } → { recipients, push, email, sms, in_app }: who each channel would reach, before sending. */
export const notificationAudienceSize = onCall(async (request) => {
  const uid = signedIn(request);
  const input = parseCallableInput(audienceSizeInputSchema, request.data);
  return mapped(async () => {
    await requireAdmin(db, uid);
    return audienceReach(db, input.audience);
  });
});

/** { ids } → { [id]: outcome }: failed deliveries of notifications attempted once more, now. */
export const retryNotificationDeliveriesCall = onCall({ secrets: deliverySecrets }, async (request) => {
  const uid = signedIn(request);
  const input = parseCallableInput(retryDeliveriesInputSchema, request.data);
  return mapped(() => retryNotificationDeliveries(deliveryDeps(), uid, input.ids));
});
