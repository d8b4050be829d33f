// Cursor pages of a list source: one live page (size + 1 read), its count() total, and every row for exports.
import useSWR from 'swr';
import {
  getCountFromServer,
  getDocs,
  limit,
  query,
  startAfter,
  type DocumentData,
  type Query,
  type QueryConstraint,
  type QueryDocumentSnapshot,
  type QuerySnapshot,
} from 'firebase/firestore';
import { useLiveQuery } from './live';

export type Cursor = QueryDocumentSnapshot<DocumentData>;

/**
 * What a list reads: a filtered query, its order, and how a document becomes a row. Built by a screen's api file
 * (or by a resource of the data provider) from the list's params; `key` names those params for the caches.
 */
export interface ListSource<Row> {
  /** Identity of the list (collection, canteen, filters, sort): a new key restarts at page 1. Null: not ready. */
  key: readonly unknown[] | null;
  /** The filtered query without order or limit; null when the filters cannot match anything. */
  query: () => Query<DocumentData> | null;
  /** Ordering constraints (and cursor fields): orderBy(...). */
  order: readonly QueryConstraint[];
  /** A row, or null to leave the document out (a filter Firestore cannot express, applied in memory). */
  toRow: (snapshot: Cursor) => Row | null;
  pageSize: number;
  /** Documents read per page when rows are filtered in memory (default pageSize + 1). */
  window?: number;
  /** The total when count() of `query()` is not it (e.g. minus what toRow leaves out). */
  count?: () => Promise<number>;
}

export interface LivePage<Row> {
  rows: Row[];
  /** Another page follows. */
  hasNext: boolean;
  /** Where the next page starts: the last row shown, or the last document read when the window ran short. */
  nextCursor: Cursor | null;
}

const EMPTY_PAGE = { rows: [], hasNext: false, nextCursor: null };

/** Splits one read window into the page's rows and where the next page starts. Exported for unit tests. */
export function pageOf<Row>(
  docs: readonly Cursor[],
  toRow: (snapshot: Cursor) => Row | null,
  pageSize: number,
  window: number,
): LivePage<Row> {
  const kept = docs.flatMap((snapshot) => {
    const row = toRow(snapshot);
    return row === null ? [] : [{ row, snapshot }];
  });
  const full = kept.length > pageSize;
  const shown = kept.slice(0, pageSize);
  return {
    rows: shown.map((entry) => entry.row),
    // Rows left out in memory may leave a window short of a page: more may follow when the window was full.
    hasNext: full || (kept.length < docs.length && docs.length === window),
    nextCursor: full ? (shown.at(-1)?.snapshot ?? null) : (docs.at(-1) ?? null),
  };
}

/** The page starting after `cursor` (page `pageIndex` of the list), live. */
export function useLivePage<Row>(source: ListSource<Row>, pageIndex: number, cursor: Cursor | null) {
  const window = source.window ?? source.pageSize + 1;
  const base = source.key ? source.query() : null;
  return useLiveQuery<LivePage<Row>>(
    source.key ? [...source.key, 'page', pageIndex, base === null ? 'none' : 'some'] : null,
    () => query(base!, ...source.order, ...(cursor ? [startAfter(cursor)] : []), limit(window)),
    (snapshot) => (base === null ? EMPTY_PAGE : pageOf(snapshot.docs, source.toRow, source.pageSize, window)),
  );
}

/** Counts with count() (never by reading rows). */
export async function countOf<Row>(source: ListSource<Row>): Promise<number> {
  if (source.count) return source.count();
  const base = source.query();
  return base === null ? 0 : (await getCountFromServer(base)).data().count;
}

/**
 * The list's total, asked again when `revision` changes (the live page passes a fingerprint of what it shows, so
 * a new or changed row updates the total); the previous total stays on screen meanwhile. A null revision: not yet
 * (useLiveList passes null until its first page is in, so the count never competes with the page's read).
 */
export function useListCount<Row>(source: ListSource<Row>, revision: string | null) {
  return useSWR(source.key && revision !== null ? [...source.key, 'count', revision] : null, () => countOf(source), {
    keepPreviousData: true,
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}

export class TooManyRowsError extends Error {
  constructor(readonly limit: number) {
    super(`More than ${limit} rows`);
  }
}

export interface ReadAllOptions {
  signal?: AbortSignal;
  onProgress?: (read: number) => void;
  /** Refuse (TooManyRowsError) rather than read past this many rows. */
  maxRows: number;
  /** Documents per read (default 500). */
  batchSize?: number;
}

/** Every row of the list, in its order, read in batches after cursors (exports take exactly the filtered rows). */
export async function readAllRows<Row>(source: ListSource<Row>, options: ReadAllOptions): Promise<Row[]> {
  const base = source.query();
  if (base === null) return [];
  const batchSize = options.batchSize ?? 500;
  const rows: Row[] = [];
  let cursor: Cursor | null = null;
  for (;;) {
    options.signal?.throwIfAborted();
    const snapshot: QuerySnapshot<DocumentData> = await getDocs(
      query(base, ...source.order, ...(cursor ? [startAfter(cursor)] : []), limit(batchSize)),
    );
    options.signal?.throwIfAborted();
    for (const document of snapshot.docs) {
      const row = source.toRow(document);
      if (row !== null) rows.push(row);
    }
    if (rows.length > options.maxRows) throw new TooManyRowsError(options.maxRows);
    options.onProgress?.(rows.length);
    if (snapshot.docs.length < batchSize) return rows;
    cursor = snapshot.docs.at(-1) ?? null;
  }
}
