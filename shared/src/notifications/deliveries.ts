// The delivery record contract (collection deliveries) and in-app inbox messages, with the retry backoff policy.
import { z } from 'zod';
import { dateLikeSchema } from '../model/entities';

/** Channels a delivery goes through (design §5); `none` of spec §3 never produces a delivery. */
export const DELIVERY_CHANNELS = ['email', 'push', 'sms', 'in_app'] as const;
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number];

/**
 * States of a delivery. `pending` waits for its first attempt; `failed` with a `next_attempt_at` will be
 * retried, `failed` without one is terminal; `sent` and `skipped` (nothing to send to) are terminal.
 */
export const DELIVERY_STATUSES = ['pending', 'sent', 'failed', 'skipped'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** Attempts before a failing delivery stays failed for good. */
export const DELIVERY_MAX_ATTEMPTS = 6;

/** Wait before attempt n+1 after n failed attempts (index n-1): 10 s, 1 min, 5 min, 30 min, 2 h. */
export const DELIVERY_BACKOFF_MS: readonly number[] = [10_000, 60_000, 300_000, 1_800_000, 7_200_000];

/** Milliseconds to wait after `attempts` failed attempts, or null when no attempt is left (terminal failure). */
export function deliveryRetryDelayMs(attempts: number): number | null {
  if (!Number.isInteger(attempts) || attempts < 1 || attempts >= DELIVERY_MAX_ATTEMPTS) return null;
  return DELIVERY_BACKOFF_MS[Math.min(attempts, DELIVERY_BACKOFF_MS.length) - 1] ?? null;
}

/** True when nothing more will happen to a delivery in this state. */
export function isTerminalDelivery(status: DeliveryStatus, nextAttemptAt: unknown): boolean {
  return status === 'sent' || status === 'skipped' || (status === 'failed' && nextAttemptAt == null);
}

/** The event a delivery comes from, e.g. { type: 'ifm_status_change', id: <event id>, order_id }. */
export const deliveryEventSchema = z.looseObject({ type: z.string().min(1), id: z.string().min(1) });

/** One delivery attempt series (collection deliveries): one document per channel and recipient of an event. */
export const deliveryRecordSchema = z.looseObject({
  id: z.string().optional(),
  channel: z.enum(DELIVERY_CHANNELS),
  /** E-mail address for e-mail, phone number for sms, the user's uid for push and in-app. */
  recipient: z.string(),
  uid: z.string().nullable().optional(),
  subject: z.string(),
  status: z.enum(DELIVERY_STATUSES),
  error: z.string().nullable(),
  attempts: z.number().int().min(0),
  next_attempt_at: dateLikeSchema.nullable(),
  event: deliveryEventSchema,
  created_at: dateLikeSchema,
  updated_at: dateLikeSchema,
  /** When a TTL policy deletes the record in production (90 days after it was planned). */
  expire_at: dateLikeSchema.optional(),
  /** What to send, by channel: e-mail {to, subject, html, text}; push {title, body, data}; sms {to, text}. */
  payload: z.record(z.string(), z.unknown()).optional(),
});
export type DeliveryRecord = z.infer<typeof deliveryRecordSchema>;

/** An in-app message (users/{uid}/inbox/{id}); read_at stays null until the customer app marks it read. */
export const inboxMessageSchema = z.looseObject({
  title: z.string(),
  body: z.string(),
  created_at: dateLikeSchema,
  read_at: dateLikeSchema.nullable(),
  kind: z.string(),
  ref: z.record(z.string(), z.unknown()),
});
export type InboxMessage = z.infer<typeof inboxMessageSchema>;
