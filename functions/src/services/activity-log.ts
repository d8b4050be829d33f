// The activity log (collection activity_log): one entry per API call with user, canteen, environment and outcome.
import type { Firestore } from 'firebase-admin/firestore';

export const ACTIVITY_LOG = 'activity_log';

/** success: answered 2xx; rejected: the caller's fault (4xx); error: ours (5xx). */
export type ActivityOutcome = 'success' | 'rejected' | 'error';

export interface ActivityEntry {
  user: string | null;
  canteen_id: string | null;
  environment_code: number;
  action: string;
  outcome: ActivityOutcome;
  status: number;
  error_code: string | null;
  at: Date;
  duration_ms: number;
  method: string;
  path: string;
  /** Only for client log entries (POST /log). */
  application?: number;
  /** Only for client log entries: the client's data, serialised (Firestore-safe whatever its shape). */
  data?: string;
}

export function outcomeFor(status: number): ActivityOutcome {
  if (status >= 500) return 'error';
  return status >= 400 ? 'rejected' : 'success';
}

/** Appends one entry. Callers decide whether a failure here may fail the call (it never should). */
export async function writeActivity(db: Firestore, entry: ActivityEntry): Promise<void> {
  await db.collection(ACTIVITY_LOG).add(entry);
}
