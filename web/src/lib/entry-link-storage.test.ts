// Entry by link (spec §2): what the address stores in sessionStorage, and the address cleaned afterwards.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readStoredEntryLink, storeEntryLinkFromLocation } from './entry-link-storage';

function at(url: string) {
  const parsed = new URL(url, 'http://bo.test');
  return { pathname: parsed.pathname, search: parsed.search, hash: parsed.hash } as Location;
}

describe('storeEntryLinkFromLocation', () => {
  const history = { state: null, replaceState: vi.fn() } as unknown as History;
  beforeEach(() => {
    sessionStorage.clear();
    vi.mocked(history.replaceState).mockClear();
  });

  it.each([
    ['/?tk=T1', { ticket: 'T1', rifm: null, cid: null }],
    ['/?cid=1001', { ticket: null, rifm: null, cid: '1001' }],
    ['/?rifm=R9', { ticket: null, rifm: 'R9', cid: null }],
    ['/richieste-ifm/IFM_7?rifm=R9', { ticket: null, rifm: 'IFM_7', cid: null }],
    ['/richieste-ifm-admin', { ticket: null, rifm: null, cid: null }],
    ['/?tk=null&cid=undefined', { ticket: null, rifm: null, cid: null }],
  ])('%s stores %o', (url, expected) => {
    storeEntryLinkFromLocation(at(url), sessionStorage, history);
    expect(readStoredEntryLink(sessionStorage)).toEqual(expected);
  });

  it('fills the ticket only when none is stored, or when the stored one is the text null', () => {
    sessionStorage.setItem('ticket', 'OLD');
    storeEntryLinkFromLocation(at('/?tk=NEW'), sessionStorage, history);
    expect(sessionStorage.getItem('ticket')).toBe('OLD');
    sessionStorage.setItem('ticket', 'null');
    storeEntryLinkFromLocation(at('/?tk=NEW'), sessionStorage, history);
    expect(sessionStorage.getItem('ticket')).toBe('NEW');
  });

  it('always overwrites the canteen id, even with nothing, and removes tk', () => {
    sessionStorage.setItem('cid', 'C_1');
    sessionStorage.setItem('tk', 'legacy');
    storeEntryLinkFromLocation(at('/?cid=C_2'), sessionStorage, history);
    expect(sessionStorage.getItem('cid')).toBe('C_2');
    storeEntryLinkFromLocation(at('/dashboard'), sessionStorage, history);
    expect(sessionStorage.getItem('cid')).toBeNull();
    expect(sessionStorage.getItem('tk')).toBeNull();
  });

  it('takes the link parameters out of the address, keeping the others', () => {
    storeEntryLinkFromLocation(at('/home?tk=T1&cid=C_1&lang=x#top'), sessionStorage, history);
    expect(history.replaceState).toHaveBeenCalledWith(null, '', '/home?lang=x#top');
    vi.mocked(history.replaceState).mockClear();
    storeEntryLinkFromLocation(at('/home?lang=x'), sessionStorage, history);
    expect(history.replaceState).not.toHaveBeenCalled();
  });
});
