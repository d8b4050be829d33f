// Dedupe markers of triggers (collection processed_events, server only): one document per handled event id.
import { FieldValue, Timestamp } from 'firebase-admin/firestore';

export const PROCESSED_EVENTS = 'processed_events';

/** Markers are kept 30 days (a TTL policy on expire_at deletes them); event redeliveries come within minutes. */
export const PROCESSED_EVENT_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

/** The marker of a handled event: what it was about, how it ended, the deliveries it planned. */
export function processedEventMarker(
  type: string,
  ref: string,
  outcome: string,
  deliveries: readonly string[],
  now: Date,
): Record<string, unknown> {
  return {
    type,
    ref,
    outcome,
    deliveries: [...deliveries],
    at: FieldValue.serverTimestamp(),
    expire_at: Timestamp.fromMillis(now.getTime() + PROCESSED_EVENT_RETENTION_MS),
  };
}
