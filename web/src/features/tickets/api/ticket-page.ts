// One live page of /tickets: cursor pagination (startAfter / endBefore + limit), newest first.
import useSWRSubscription from 'swr/subscription';
import {
  limit,
  onSnapshot,
  orderBy,
  query,
  startAfter,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { TICKETS_PAGE_SIZE, kindAccepts, parseChatThread } from '@backoffice/shared';
import type { ChatThread } from '../../../lib/chat-threads';
import { ticketsQuery, type TicketListFilters } from './ticket-query';

/**
 * Where a page starts: at the top, or after the last row of the page before it. The screen keeps a stack of
 * these anchors, so "previous" re-reads the earlier page the same way (newest first) and only descending
 * indexes are needed.
 */
export type TicketCursor = QueryDocumentSnapshot | null;

export interface TicketRow {
  thread: ChatThread;
  snapshot: QueryDocumentSnapshot;
}

export interface TicketPage {
  rows: TicketRow[];
  /** Rows exist after this page. */
  hasNext: boolean;
  /** Where the next page starts: the last row shown, or the last thread read when the window ran short of rows. */
  nextAnchor: QueryDocumentSnapshot | null;
}

/**
 * The "tickets only" filter skips IFM threads in memory, so it reads a wider window to still fill a page;
 * a window of IFM threads only may leave a page short (the next page continues after the last row read).
 */
const TICKETS_ONLY_WINDOW = TICKETS_PAGE_SIZE * 4;

function toRows(docs: readonly QueryDocumentSnapshot[], filters: TicketListFilters): TicketRow[] {
  return docs.flatMap((snapshot) => {
    const thread = parseChatThread(snapshot.id, snapshot.data({ serverTimestamps: 'estimate' }));
    return thread && kindAccepts(filters.kind, thread) ? [{ thread, snapshot }] : [];
  });
}

/** The page at `cursor`, live: replies, new threads and read marks show without reload. */
export function useTicketPage(filters: TicketListFilters | null, cursor: TicketCursor) {
  const windowSize = filters?.kind === 'ticket' ? TICKETS_ONLY_WINDOW : TICKETS_PAGE_SIZE + 1;
  return useSWRSubscription<TicketPage, Error, readonly unknown[] | null>(
    // The anchor snapshot is part of the key by identity: each page start is its own subscription.
    filters ? ['tickets/page', filters.canteenId, filters.state, filters.kind, cursor] : null,
    (_key, { next }) => {
      if (!filters) return () => undefined;
      const constraints = [
        orderBy('date', 'desc'),
        ...(cursor ? [startAfter(cursor)] : []),
        limit(windowSize),
      ];
      return onSnapshot(
        query(ticketsQuery(filters), ...constraints),
        (snapshot) => {
          const read = toRows(snapshot.docs, filters);
          const rows = read.slice(0, TICKETS_PAGE_SIZE);
          const full = read.length > TICKETS_PAGE_SIZE;
          const hasNext = full || (filters.kind === 'ticket' && snapshot.size === windowSize);
          const nextAnchor = full ? (rows.at(-1)?.snapshot ?? null) : (snapshot.docs.at(-1) ?? null);
          next(null, { rows, hasNext, nextAnchor });
        },
        (error) => {
          console.error('Tickets page not followed', error);
          next(error);
        },
      );
    },
  );
}
