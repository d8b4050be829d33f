// Records back-office writes of audited collections in activity_log (kind 'write'): who, role, canteen, diff.
import { Timestamp, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import {
  WRITE_ENTRY_KIND,
  auditedCanteenOf,
  diffFields,
  writeEntryId,
  type AuditedCollection,
  type WriteOperation,
} from '@backoffice/shared';
import { ACTIVITY_LOG } from './activity-log';

/** One delivery of a write to an audited document (the trigger's event, or a test's replay of it). */
export interface AuditedWriteEvent {
  id: string;
  /** The event's time (the commit time of the write). */
  time: Date;
  collection: AuditedCollection;
  params: { docId: string; parentId?: string };
  docPath: string;
  before?: DocumentData;
  after?: DocumentData;
  /** The commit time of `after` (its updateTime), the entry's `at`. */
  afterUpdateTime?: Timestamp;
}

export interface ActivityWriteDeps {
  db: Firestore;
  now: () => Date;
  /** The role the server knows for a uid (its custom claims), null when none. */
  roleOf: (uid: string) => Promise<string | null>;
}

export type ActivityWriteOutcome =
  | { result: 'skipped'; reason: 'unstamped' | 'no-document' }
  | { result: 'written'; entryId: string }
  | { result: 'replayed'; entryId: string };

function instantOf(value: unknown): string | null {
  return value instanceof Timestamp ? `${value.seconds}.${value.nanoseconds}` : null;
}

/**
 * The writer when this very write renewed the stamp: the rules make every client write set `updated_at` to the
 * request time, so it always differs from the version before; a server write leaves it as it was (or has none).
 */
function stampedBy(before: DocumentData | undefined, after: DocumentData): string | null {
  const by: unknown = after.updated_by;
  const at = instantOf(after.updated_at);
  if (typeof by !== 'string' || by === '' || at === null) return null;
  return at !== instantOf(before?.updated_at) ? by : null;
}

/**
 * What the event is: a client's create or update (its stamp renewed in this very write), any delete, or a server
 * write (skipped: the API logs its own call, and the functions' and the seed's Admin SDK writes are not back-office
 * writes).
 */
function classify(
  event: AuditedWriteEvent,
): { operation: WriteOperation; user: string | null } | { skip: 'unstamped' | 'no-document' } {
  if (!event.after) return event.before ? { operation: 'delete', user: null } : { skip: 'no-document' };
  const user = stampedBy(event.before, event.after);
  if (user === null) return { skip: 'unstamped' };
  return { operation: event.before ? 'update' : 'create', user };
}

function isAlreadyExists(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 6 || code === 'already-exists' || code === 'ALREADY_EXISTS';
}

/** Writes the entry of one audited write; idempotent (the entry id comes from the event id, create fails twice). */
export async function recordAuditedWrite(
  deps: ActivityWriteDeps,
  event: AuditedWriteEvent,
): Promise<ActivityWriteOutcome> {
  const kind = classify(event);
  if ('skip' in kind) return { result: 'skipped', reason: kind.skip };
  const entryId = writeEntryId(event.id);
  const ref = deps.db.collection(ACTIVITY_LOG).doc(entryId);
  // A replay needs no role lookup: the entry is already there.
  if ((await ref.get()).exists) return { result: 'replayed', entryId };
  const { changes, truncated } = diffFields(event.before, event.after);
  const lastUpdatedBy: unknown = event.before?.updated_by;
  const at = Number.isNaN(event.time.getTime()) ? deps.now() : event.time;
  const entry = {
    kind: WRITE_ENTRY_KIND,
    user: kind.user,
    role: kind.user ? await deps.roleOf(kind.user) : null,
    canteen_id: auditedCanteenOf(event.collection, event.params, event.after ?? event.before),
    collection: event.collection.key,
    doc_id: event.params.docId,
    doc_path: event.docPath,
    operation: kind.operation,
    changes,
    truncated,
    ...(kind.operation === 'delete'
      ? { last_updated_by: typeof lastUpdatedBy === 'string' ? lastUpdatedBy : null }
      : {}),
    at: event.afterUpdateTime ?? Timestamp.fromDate(at),
    event_id: event.id,
  };
  try {
    await ref.create(entry);
  } catch (error) {
    if (isAlreadyExists(error)) return { result: 'replayed', entryId };
    throw error;
  }
  return { result: 'written', entryId };
}

/** The role of a uid from its custom claims (what the rules judged the write by), null without an account. */
export function claimsRole(getUser: (uid: string) => Promise<{ customClaims?: Record<string, unknown> }>) {
  return async (uid: string): Promise<string | null> => {
    try {
      const role: unknown = (await getUser(uid)).customClaims?.role;
      return typeof role === 'string' ? role : null;
    } catch {
      return null;
    }
  };
}
