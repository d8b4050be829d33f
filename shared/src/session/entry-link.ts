// Entry by link (spec §2): what a link's tk/cid/rifm store in the session and what happens next, as pure functions.
import { ENTRY_LINK_REDIRECT_DELAY_MS } from '../core/constants';
import { normalizeCanteenId } from '../canteens/canteens';

/** Session-storage keys of the entry link; `tk` is a legacy key the SPA removes (spec §2). */
export const ENTRY_LINK_SESSION_KEYS = {
  ticket: 'ticket',
  rifm: 'rifm',
  cid: 'cid',
  legacyTicket: 'tk',
} as const;

/** Values kept in the session between the link and its handling; null = absent. */
export interface EntryLinkStored {
  ticket: string | null;
  rifm: string | null;
  cid: string | null;
}

/** What a link carries: its query string and its page path. */
export interface EntryLinkInput {
  /** The query string, with or without the leading '?'. */
  search?: string | null;
  pathname?: string | null;
}

/** The next step after the link has been stored. */
export type EntryLinkAction =
  | { kind: 'openTicket'; path: string; delayMs: number }
  | { kind: 'openIfmRequest'; path: string; delayMs: number }
  | {
      kind: 'activateCanteen';
      /** Becomes the active canteen at once; its document is then loaded. */
      canteenId: string;
      /** Only when the canteen document exists: store this and go to pathOnSuccess. */
      storedOnSuccess: EntryLinkStored;
      pathOnSuccess: string;
    }
  | { kind: 'none' };

/** No value at all. */
export const EMPTY_ENTRY_LINK: EntryLinkStored = { ticket: null, rifm: null, cid: null };

/**
 * True for a value that counts as absent: undefined, null, the text 'null' (spec §2), and also the
 * text 'undefined' and the empty string, which a session store produces the same way.
 */
export function isAbsentLinkValue(value: unknown): boolean {
  return value === undefined || value === null || value === 'null' || value === 'undefined' || value === '';
}

function present(value: unknown): string | null {
  return isAbsentLinkValue(value) ? null : String(value);
}

/**
 * rifm from a page path containing richieste-ifm: its last segment, unless that segment is the
 * list page itself (/richieste-ifm, /richieste-ifm-admin), which carries no request id; the print view
 * /richieste-ifm/{id}/print supplies its {id}.
 */
export function rifmFromPath(pathname: string | null | undefined): string | null {
  if (!pathname || !pathname.includes('richieste-ifm')) return null;
  const segments = (pathname.split(/[?#]/)[0] ?? '').split('/').filter((segment) => segment !== '');
  if (segments.length > 2 && segments.at(-1) === 'print' && segments.at(-3) === 'richieste-ifm')
    segments.pop();
  const last = segments.pop();
  return last === undefined || last.includes('richieste-ifm') ? null : present(last);
}

/** The ticket, rifm and canteen id a link supplies; the path's request id wins over a rifm parameter. */
export function readEntryLink(input: EntryLinkInput): EntryLinkStored {
  const query = new URLSearchParams(input.search ?? '');
  return {
    ticket: present(query.get('tk')),
    rifm: rifmFromPath(input.pathname) ?? present(query.get('rifm')),
    cid: present(query.get('cid')),
  };
}

/**
 * Stores a link: ticket and rifm only fill an absent stored value (absent includes the text null),
 * the canteen id is always overwritten, even by an absent one (spec §2).
 */
export function storeEntryLink(stored: Partial<EntryLinkStored>, link: EntryLinkStored): EntryLinkStored {
  const storedTicket = present(stored.ticket);
  const storedRifm = present(stored.rifm);
  return {
    ticket: storedTicket ?? link.ticket,
    rifm: storedRifm ?? link.rifm,
    cid: link.cid,
  };
}

/** The action for what is stored, by priority: ticket, then rifm, then canteen id, else nothing. */
export function nextEntryLinkAction(stored: Partial<EntryLinkStored>): {
  stored: EntryLinkStored;
  action: EntryLinkAction;
} {
  const current: EntryLinkStored = {
    ticket: present(stored.ticket),
    rifm: present(stored.rifm),
    cid: present(stored.cid),
  };
  if (current.ticket !== null) {
    return {
      stored: { ...current, ticket: null },
      action: {
        kind: 'openTicket',
        path: `/tickets/details/${encodeURIComponent(current.ticket)}`,
        delayMs: ENTRY_LINK_REDIRECT_DELAY_MS,
      },
    };
  }
  if (current.rifm !== null) {
    return {
      stored: { ...current, rifm: null },
      action: {
        kind: 'openIfmRequest',
        path: `/richieste-ifm/${encodeURIComponent(current.rifm)}`,
        delayMs: ENTRY_LINK_REDIRECT_DELAY_MS,
      },
    };
  }
  if (current.cid !== null) {
    // The stored id is cleared only once the canteen document is known to exist (spec §2 step 3).
    return {
      stored: current,
      action: {
        kind: 'activateCanteen',
        canteenId: normalizeCanteenId(current.cid),
        storedOnSuccess: { ...current, cid: null },
        pathOnSuccess: '/dashboard',
      },
    };
  }
  return { stored: current, action: { kind: 'none' } };
}

/** Stores the link's values, then decides the action: the whole of spec §2 "Entry by link". */
export function handleEntryLink(
  stored: Partial<EntryLinkStored>,
  input: EntryLinkInput,
): { stored: EntryLinkStored; action: EntryLinkAction } {
  return nextEntryLinkAction(storeEntryLink(stored, readEntryLink(input)));
}
