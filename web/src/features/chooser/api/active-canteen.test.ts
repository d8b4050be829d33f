// Where a session starts (issue 24): the canteen read ahead, and whether the dashboard's counters are worth starting.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeStoredEntryLink } from '../../../lib/entry-link-storage';
import { updateSessionState } from '../../../lib/session-state';
import { startCanteen } from './active-canteen';

vi.mock('./canteens', () => ({
  prefetchCanteen: vi.fn(),
  fetchCanteen: vi.fn(),
  fetchCanteenRules: vi.fn(),
  fetchCustomPriceLists: vi.fn(),
}));

afterEach(() => {
  sessionStorage.clear();
  updateSessionState({ active_canteen: null });
  window.history.replaceState(null, '', '/');
});

describe('startCanteen', () => {
  it('takes an entry link’s canteen, normalised, headed for the dashboard', () => {
    writeStoredEntryLink(sessionStorage, { ticket: null, rifm: null, cid: '1001' });
    expect(startCanteen()).toEqual({ id: 'C_1001', toDashboard: true });
  });

  it('does not head for the dashboard when the link also names a ticket or an IFM request', () => {
    writeStoredEntryLink(sessionStorage, { ticket: 'T1', rifm: null, cid: 'C_1001' });
    expect(startCanteen()).toEqual({ id: 'C_1001', toDashboard: false });
    writeStoredEntryLink(sessionStorage, { ticket: null, rifm: 'IFM_1', cid: 'C_1001' });
    expect(startCanteen()?.toDashboard).toBe(false);
  });

  it('without a link, takes the session’s canteen; the dashboard only when the address is /dashboard', () => {
    expect(startCanteen()).toBeNull();
    updateSessionState({ active_canteen: 'C_2001' });
    window.history.replaceState(null, '', '/tickets');
    expect(startCanteen()).toEqual({ id: 'C_2001', toDashboard: false });
    window.history.replaceState(null, '', '/dashboard');
    expect(startCanteen()).toEqual({ id: 'C_2001', toDashboard: true });
  });
});
