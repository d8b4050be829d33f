// Under the emulators only: the seed is the state of the world, not a stream of events. `npm start` and the test
// sessions write it with the background triggers paused, but the Firestore emulator hands events to the Functions
// emulator one at a time, and under load it is still handing over the paused period's writes when the triggers are
// resumed: those reached the resumed triggers (audit entries for seeded documents, order checks on seeded orders,
// minutes of trigger work before a test's own write was answered). A Firestore trigger therefore skips a write
// committed before the seed's marker document (written last by the seed). Outside the emulator nothing is skipped.
import { Timestamp } from 'firebase-admin/firestore';
import { db } from './admin';
import { isEmulator } from './params';

/** Written by the seed after every seeded document (tests/tools/seed/reseed.ts writes the same path). */
export const SEED_MARKER_DOC = 'static_data/seed_info';

interface SnapshotLike {
  readonly exists?: boolean;
  readonly updateTime?: Timestamp;
}

/** The part of a v2 Firestore event the guard reads: a Change (written, updated) or one snapshot (created). */
export interface FirestoreEventLike {
  readonly time: string;
  readonly data?: SnapshotLike | { readonly after: SnapshotLike } | undefined;
}

/** When the event's write was committed: the document's update time, or the event's time for a delete. */
export function commitTimeOf(event: FirestoreEventLike): Timestamp {
  const data = event.data;
  const snapshot = data && 'after' in data ? data.after : data;
  return snapshot?.exists !== false && snapshot?.updateTime
    ? snapshot.updateTime
    : Timestamp.fromDate(new Date(event.time));
}

/** True when a write committed at `commit` belongs to the seed whose marker was last written at `marker`. */
export function isBeforeSeedMarker(commit: Timestamp, marker: Timestamp | undefined): boolean {
  return marker !== undefined && commit.valueOf() < marker.valueOf();
}

/**
 * Wraps a Firestore trigger's handler: under the emulator, an event for a write the seed made is answered without
 * running the handler. One read of the marker per event (the seed may be rewritten between two events).
 */
export function skippingSeedWrites<E extends FirestoreEventLike>(
  handler: (event: E) => Promise<void>,
): (event: E) => Promise<void> {
  if (!isEmulator()) return handler;
  return async (event) => {
    const marker = await db.doc(SEED_MARKER_DOC).get();
    if (isBeforeSeedMarker(commitTimeOf(event), marker.exists ? marker.updateTime : undefined)) return;
    await handler(event);
  };
}
