// All-or-nothing writes of many documents (imports, bulk changes): ordered batches of ≤500, undone on failure/cancel.
import {
  doc,
  getDoc,
  writeBatch,
  type CollectionReference,
  type DocumentData,
  type DocumentReference,
  type Firestore,
} from 'firebase/firestore';

/** Firestore's limit of operations in one batch (and one transaction). */
export const MAX_BATCH_OPERATIONS = 500;

/**
 * Batches of new documents in flight at once (createAllOrNothing): fewer than the SDK's 10 pending batches of its
 * write stream, so progress still moves batch by batch.
 */
export const CONCURRENT_NEW_BATCHES = 4;

export type WriteOperation =
  | {
      type: 'set';
      ref: DocumentReference;
      data: DocumentData;
      merge?: boolean;
      /** The document surely does not exist yet (an id chosen just now): no read of its before-image is needed. */
      isNew?: boolean;
    }
  | { type: 'delete'; ref: DocumentReference };

export interface AllOrNothingOptions {
  signal?: AbortSignal;
  /** Operations committed so far, of `total`. */
  onProgress?: (done: number, total: number) => void;
  /** Operations per batch, at most 500 (smaller in tests). */
  batchSize?: number;
  /**
   * Fields merged into every written document, the forward writes and the restores of a rollback alike: audited
   * collections require `{ updated_by: uid, updated_at: serverTimestamp() }` on each client write (firestore.rules
   * stamped()), and a restored before-image carries an old stamp the rules would refuse.
   */
  stamp?: () => DocumentData;
}

/** A write that did not complete. `rolledBack` false means some committed documents could not be put back. */
export class AllOrNothingError extends Error {
  constructor(
    message: string,
    readonly reason: 'failed' | 'cancelled',
    readonly rolledBack: boolean,
    /** Documents whose rollback failed (empty when rolledBack). */
    readonly leftOver: readonly DocumentReference[],
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = reason === 'cancelled' ? 'AbortError' : 'AllOrNothingError';
  }
  /** The Firestore code of the refusal (e.g. permission-denied), for translating it. */
  get code(): string | undefined {
    const cause = this.cause as { code?: unknown } | undefined;
    return this.reason === 'cancelled' ? 'cancelled' : typeof cause?.code === 'string' ? cause.code : undefined;
  }
}

type Undo = { ref: DocumentReference; before: DocumentData | null };

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += size) out.push(items.slice(start, start + size));
  return out;
}

async function commit(db: Firestore, operations: readonly WriteOperation[], stamp?: () => DocumentData): Promise<void> {
  const batch = writeBatch(db);
  for (const operation of operations) {
    if (operation.type === 'delete') {
      batch.delete(operation.ref);
      continue;
    }
    const data = stamp ? { ...operation.data, ...stamp() } : operation.data;
    if (operation.merge) batch.set(operation.ref, data, { merge: true });
    else batch.set(operation.ref, data);
  }
  await batch.commit();
}

/** Puts the committed documents back as they were, newest batch first; returns the documents it could not restore. */
async function rollback(db: Firestore, undo: readonly Undo[], size: number, stamp?: () => DocumentData): Promise<DocumentReference[]> {
  const leftOver: DocumentReference[] = [];
  for (const part of chunks([...undo].reverse(), size)) {
    try {
      await commit(
        db,
        part.map((entry) =>
          entry.before === null ? { type: 'delete', ref: entry.ref } : { type: 'set', ref: entry.ref, data: entry.before },
        ),
        stamp,
      );
    } catch (error) {
      console.error('Rollback of a partial write failed', error);
      leftOver.push(...part.map((entry) => entry.ref));
    }
  }
  return leftOver;
}

/**
 * Writes every operation or none. Up to 500 operations go in one writeBatch, which Firestore applies atomically.
 * Firestore has no transaction or batch over more than 500 writes, so larger sets are committed batch by batch in
 * order, each document's previous state read just before its batch (skipped for `isNew` documents; a set of new
 * documents only goes CONCURRENT_NEW_BATCHES batches at a time); when a batch is
 * refused (rules, network) or the signal aborts between batches, the batches already committed are rolled back —
 * created documents deleted, changed ones restored — so nothing half-done is left. Readers may briefly see the
 * partial state; the caller's rules must let the user read (for before-images) and delete what it creates.
 */
export async function writeAllOrNothing(
  db: Firestore,
  operations: readonly WriteOperation[],
  { signal, onProgress, batchSize = MAX_BATCH_OPERATIONS, stamp }: AllOrNothingOptions = {},
): Promise<void> {
  const size = Math.min(Math.max(1, batchSize), MAX_BATCH_OPERATIONS);
  const total = operations.length;
  const cancelled = () => new AllOrNothingError('The write was cancelled; nothing was kept.', 'cancelled', true, []);
  if (signal?.aborted) throw cancelled();
  onProgress?.(0, total);
  if (total <= size) {
    try {
      await commit(db, operations, stamp);
    } catch (error) {
      throw new AllOrNothingError('The write was refused; nothing was written.', 'failed', true, [], { cause: error });
    }
    onProgress?.(total, total);
    return;
  }

  // Batches of new documents only (an import's rows, ids chosen just now) go several at a time: none reads what another
  // writes, and the SDK pipelines them on its write stream. Anything else goes one batch after another, in order.
  const parts = chunks(operations, size);
  const width = operations.every((operation) => operation.type === 'set' && operation.isNew) ? CONCURRENT_NEW_BATCHES : 1;
  const undo: Undo[] = [];
  let done = 0;
  let next = 0;
  let failure: unknown = null;
  const lane = async () => {
    while (failure === null && next < parts.length) {
      if (signal?.aborted) {
        failure = 'cancelled';
        break;
      }
      const part = parts[next++]!;
      try {
        const befores = await Promise.all(
          part.map(async (operation) =>
            operation.type === 'set' && operation.isNew ? null : ((await getDoc(operation.ref)).data() ?? null),
          ),
        );
        await commit(db, part, stamp);
        part.forEach((operation, index) => undo.push({ ref: operation.ref, before: befores[index]! }));
        done += part.length;
        onProgress?.(done, total);
      } catch (error) {
        if (failure === null) failure = error;
      }
    }
  };
  // Every lane settles before a rollback, so a batch still in flight when another was refused is undone too.
  await Promise.all(Array.from({ length: Math.min(width, parts.length) }, lane));
  if (failure === null && signal?.aborted && done < total) failure = 'cancelled';
  if (failure === null) return;
  const leftOver = await rollback(db, undo, size, stamp);
  onProgress?.(0, total);
  if (failure === 'cancelled') {
    throw new AllOrNothingError('The write was cancelled and undone.', 'cancelled', leftOver.length === 0, leftOver);
  }
  throw new AllOrNothingError('A batch was refused; the earlier batches were undone.', 'failed', leftOver.length === 0, leftOver, {
    cause: failure,
  });
}

/**
 * Creates one document per row in `collection` with ids chosen up front (so a rollback knows them without reading),
 * all or nothing. Returns the new ids in row order.
 */
export async function createAllOrNothing(
  db: Firestore,
  collection: CollectionReference,
  rows: readonly DocumentData[],
  options: AllOrNothingOptions = {},
): Promise<string[]> {
  const refs = rows.map(() => doc(collection));
  await writeAllOrNothing(
    db,
    rows.map((data, index) => ({ type: 'set', ref: refs[index]!, data, isNew: true })),
    options,
  );
  return refs.map((ref) => ref.id);
}
