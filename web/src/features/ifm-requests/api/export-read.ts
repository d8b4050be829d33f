// Reads every row of an IFM request list for an export, in batches, reporting progress and stopping when cancelled.
import {
  getDocs,
  limit,
  query,
  startAfter,
  type DocumentData,
  type QueryDocumentSnapshot,
  type QuerySnapshot,
} from 'firebase/firestore';
import { IFM_EXPORT_BATCH_SIZE, type IfmRequestListParams, type IfmRequestRow } from '@backoffice/shared';
import { ifmRequestRowOf, ifmRequestsQuery } from './list-query';

export interface ExportReadOptions {
  signal: AbortSignal;
  /** Called after each batch with the rows read so far. */
  onProgress: (read: number) => void;
  /** Refuse to go on past this many rows (the export limit). */
  maxRows: number;
}

/** Thrown when the list grew past the export limit while it was being read. */
export class ExportTooLargeError extends Error {
  constructor(readonly maxRows: number) {
    super(`More than ${maxRows} rows to export`);
  }
}

/**
 * The rows of the list in its order, read IFM_EXPORT_BATCH_SIZE at a time with the same query the list shows, so the
 * export holds exactly the filtered rows. `now` is the moment "beyond the limit" is judged at, once for all batches.
 */
export async function readIfmRequestsForExport(
  canteenId: string,
  params: IfmRequestListParams,
  now: Date,
  { signal, onProgress, maxRows }: ExportReadOptions,
): Promise<IfmRequestRow[]> {
  const base = ifmRequestsQuery(canteenId, params, now);
  if (base === null) return [];
  const rows: IfmRequestRow[] = [];
  let cursor: QueryDocumentSnapshot<DocumentData> | null = null;
  for (;;) {
    signal.throwIfAborted();
    const batch: QuerySnapshot<DocumentData> = await getDocs(
      query(base, ...(cursor ? [startAfter(cursor)] : []), limit(IFM_EXPORT_BATCH_SIZE)),
    );
    signal.throwIfAborted();
    rows.push(...batch.docs.map(ifmRequestRowOf));
    if (rows.length > maxRows) throw new ExportTooLargeError(maxRows);
    onProgress(rows.length);
    if (batch.docs.length < IFM_EXPORT_BATCH_SIZE) return rows;
    cursor = batch.docs.at(-1) ?? null;
  }
}
