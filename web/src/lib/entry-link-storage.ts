// Entry by link (spec §2): the link's tk/cid/rifm are stored in sessionStorage at start-up and read back to act on.
import {
  ENTRY_LINK_SESSION_KEYS,
  readEntryLink,
  storeEntryLink,
  type EntryLinkStored,
} from '@backoffice/shared';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function readStoredEntryLink(storage: KeyValueStorage): EntryLinkStored {
  return {
    ticket: storage.getItem(ENTRY_LINK_SESSION_KEYS.ticket),
    rifm: storage.getItem(ENTRY_LINK_SESSION_KEYS.rifm),
    cid: storage.getItem(ENTRY_LINK_SESSION_KEYS.cid),
  };
}

export function writeStoredEntryLink(storage: KeyValueStorage, stored: EntryLinkStored): void {
  for (const [name, value] of Object.entries(stored) as Array<[keyof EntryLinkStored, string | null]>) {
    const key = ENTRY_LINK_SESSION_KEYS[name];
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, value);
  }
}

const LINK_PARAMETERS = ['tk', 'cid', 'rifm'];

/**
 * Stores what the current address carries (ticket/rifm only fill an empty slot, cid always overwrites) and
 * takes the link parameters out of the address bar so a reload does not apply them twice.
 */
export function storeEntryLinkFromLocation(location: Location, storage: KeyValueStorage, history: History): void {
  const stored = readStoredEntryLink(storage);
  writeStoredEntryLink(storage, storeEntryLink(stored, readEntryLink({ search: location.search, pathname: location.pathname })));
  storage.removeItem(ENTRY_LINK_SESSION_KEYS.legacyTicket);
  const query = new URLSearchParams(location.search);
  if (LINK_PARAMETERS.some((name) => query.has(name))) {
    for (const name of LINK_PARAMETERS) query.delete(name);
    const search = query.toString();
    history.replaceState(history.state, '', `${location.pathname}${search ? `?${search}` : ''}${location.hash}`);
  }
}
