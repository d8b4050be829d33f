// A live, cursor-paged list with its count() total: the state every list screen renders (rows, paging, errors).
import { useState } from 'react';
import { useListCount, useLivePage, type Cursor, type ListSource } from '../../lib/data/pages';

export interface LiveList<Row> {
  /** The rows of the current page; undefined while loading. */
  rows: Row[] | undefined;
  /** The page could not be read (rules, network). */
  error: Error | undefined;
  /** count() of the whole filtered list; undefined until known. */
  total: number | undefined;
  countError: Error | undefined;
  /** 0-based page number. */
  pageIndex: number;
  /** Position of the page's first row in the list (1-based). */
  first: number;
  hasPrevious: boolean;
  hasNext: boolean;
  previous: () => void;
  next: () => void;
}

/** A short fingerprint (FNV-1a, 32 bits) so the count's cache key stays small however wide the rows are. */
function hashText(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

/**
 * Pages of `source`: a stack of page starts (the cursor after the last row of each page before), so "previous"
 * re-reads the earlier page in the same order. Any change of `source.key` (canteen, filters, sort) restarts at the
 * first page. `revisionOf` fingerprints a row for the total's refresh (default: the whole row as JSON).
 */
export function useLiveList<Row>(source: ListSource<Row>, revisionOf?: (row: Row) => string): LiveList<Row> {
  const listKey = JSON.stringify(source.key);
  const [paging, setPaging] = useState<{ key: string; cursors: Cursor[] }>({ key: listKey, cursors: [] });
  const cursors = paging.key === listKey ? paging.cursors : [];
  const pageIndex = cursors.length;
  const page = useLivePage(source, pageIndex, cursors.at(-1) ?? null);
  const rows = page.error ? undefined : page.data?.rows;
  const fingerprint = revisionOf ?? ((row: Row) => JSON.stringify(row));
  const revision = rows ? hashText(rows.map(fingerprint).join('\n')) : '';
  // The total is asked once the page is in, never alongside it: count() walks the whole filtered set (the emulator by
  // scanning every document), and sent with the page it competed with the page's own read (issue 17 "Scale").
  const count = useListCount(source, rows ? revision : null);
  const nextCursor = page.data?.nextCursor ?? null;

  return {
    rows,
    error: page.error,
    total: count.data,
    countError: count.error,
    pageIndex,
    first: pageIndex * source.pageSize + 1,
    hasPrevious: pageIndex > 0,
    hasNext: Boolean(page.data?.hasNext && nextCursor),
    previous: () => setPaging({ key: listKey, cursors: cursors.slice(0, -1) }),
    next: () => {
      if (nextCursor) setPaging({ key: listKey, cursors: [...cursors, nextCursor] });
    },
  };
}
