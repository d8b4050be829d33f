// Sends deliveries: claims one with a lease (so two runners never send it twice), sends, records the outcome.
import { FieldValue, Timestamp, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import { deliveryRetryDelayMs, type DeliveryStatus } from '@backoffice/shared';
import type { Mailer } from '../mail/mailer';
import type { PushTransport } from '../push/transport';
import { isPermanentSendError, type SmsTransport } from '../sms/transport';
import { DELIVERIES } from './records';
import { sendPushToUser } from './push-send';

/** What sending needs; every piece is passed in, so tests and the emulator choose the transports. */
export interface DeliveryDeps {
  db: Firestore;
  now: () => Date;
  mailer: Mailer;
  push: PushTransport;
  /** null: no SMS provider configured — sms deliveries are skipped. */
  sms: SmsTransport | null;
}

/** How long a claimed delivery is reserved for its sender; a crashed sender's claim expires after it. */
export const DELIVERY_LEASE_MS = 60_000;

export type DispatchResult = DeliveryStatus | 'not-due' | 'busy' | 'missing';

interface Attempt {
  status: 'sent' | 'skipped' | 'failed';
  error: string | null;
  /** A failure retrying cannot fix. */
  permanent?: boolean;
  extra?: Record<string, unknown>;
}

async function claim(deps: DeliveryDeps, id: string): Promise<{ data: DocumentData; attempts: number } | DispatchResult> {
  const ref = deps.db.collection(DELIVERIES).doc(id);
  return deps.db.runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) return 'missing' as const;
    const data = snapshot.data() ?? {};
    const status = data.status as DeliveryStatus;
    const now = deps.now().getTime();
    // Terminal or not yet due: replays and overlapping runners stop here.
    if (status === 'sent' || status === 'skipped') return status;
    const next = (data.next_attempt_at as Timestamp | null | undefined)?.toMillis() ?? null;
    if (next === null) return status;
    if (next > now) return 'not-due' as const;
    const lease = (data.lease_until as Timestamp | null | undefined)?.toMillis() ?? 0;
    if (lease > now) return 'busy' as const;
    const attempts = Number(data.attempts ?? 0) + 1;
    tx.update(ref, {
      attempts,
      lease_until: Timestamp.fromMillis(now + DELIVERY_LEASE_MS),
      updated_at: FieldValue.serverTimestamp(),
    });
    return { data, attempts };
  });
}

async function attempt(deps: DeliveryDeps, id: string, data: DocumentData): Promise<Attempt> {
  const payload = (data.payload ?? {}) as Record<string, unknown>;
  switch (data.channel) {
    case 'email': {
      const { messageId } = await deps.mailer.send({
        to: String(payload.to ?? ''),
        subject: String(payload.subject ?? ''),
        html: String(payload.html ?? ''),
        text: String(payload.text ?? ''),
      });
      return { status: 'sent', error: null, extra: { message_id: messageId } };
    }
    case 'push': {
      const result = await sendPushToUser(deps, id, {
        uid: String(payload.uid ?? data.uid ?? ''),
        title: String(payload.title ?? ''),
        body: String(payload.body ?? ''),
        ...(payload.data ? { data: payload.data as Record<string, string> } : {}),
      });
      const results = { tokens: result.tokens, success: result.success, failure: result.failure, pruned: result.pruned };
      return { status: result.outcome, error: result.error, permanent: result.permanent, extra: { results } };
    }
    case 'sms': {
      if (!deps.sms) return { status: 'skipped', error: 'no SMS provider configured' };
      const { id: providerId } = await deps.sms.send(
        { to: String(payload.to ?? ''), text: String(payload.text ?? '') },
        { deliveryId: id },
      );
      return { status: 'sent', error: null, extra: { provider_id: providerId } };
    }
    default:
      // in_app deliveries are written as sent with their inbox message; anything else cannot be sent.
      return { status: 'failed', error: `cannot send channel ${String(data.channel)}`, permanent: true };
  }
}

/** Attempts one delivery if it is due and unclaimed; never throws for a sending failure (it is recorded). */
export async function dispatchDelivery(deps: DeliveryDeps, id: string): Promise<DispatchResult> {
  const claimed = await claim(deps, id);
  if (typeof claimed === 'string') return claimed;
  let outcome: Attempt;
  try {
    outcome = await attempt(deps, id, claimed.data);
  } catch (error) {
    // A provider's refusal no retry can fix (an invalid phone number) is terminal; anything else is retried.
    outcome = { status: 'failed', error: (error as Error).message || String(error), permanent: isPermanentSendError(error) };
  }
  const delay = outcome.status === 'failed' && !outcome.permanent ? deliveryRetryDelayMs(claimed.attempts) : null;
  const now = deps.now().getTime();
  await deps.db
    .collection(DELIVERIES)
    .doc(id)
    .update({
      status: outcome.status,
      error: outcome.error,
      next_attempt_at: delay === null ? null : Timestamp.fromMillis(now + delay),
      lease_until: FieldValue.delete(),
      updated_at: FieldValue.serverTimestamp(),
      ...(outcome.status === 'sent' ? { sent_at: FieldValue.serverTimestamp() } : {}),
      ...outcome.extra,
    });
  return outcome.status;
}

/** Attempts several deliveries one after the other (each records its own outcome). */
export async function dispatchDeliveries(deps: DeliveryDeps, ids: readonly string[]): Promise<Record<string, DispatchResult>> {
  const results: Record<string, DispatchResult> = {};
  for (const id of ids) results[id] = await dispatchDelivery(deps, id);
  return results;
}

/**
 * The retry sweep: every delivery whose next attempt is due (pending never attempted, or failed with
 * attempts left). Terminal deliveries have next_attempt_at null and never match the range filter.
 */
export async function retryDueDeliveries(deps: DeliveryDeps, limit = 200): Promise<Record<string, DispatchResult>> {
  const due = await deps.db
    .collection(DELIVERIES)
    .where('next_attempt_at', '<=', Timestamp.fromDate(deps.now()))
    .orderBy('next_attempt_at')
    .limit(limit)
    .get();
  return dispatchDeliveries(
    deps,
    due.docs.map((doc) => doc.id),
  );
}
