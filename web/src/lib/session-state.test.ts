// The session state of spec §3: stored under `state`, only three canteen fields persisted, clear-all resets.
import { beforeEach, describe, expect, it } from 'vitest';
import {
  defaultSessionState,
  getSessionState,
  resetSessionState,
  restoreSessionState,
  toStoredState,
  updateSessionState,
} from './session-state';

describe('session state', () => {
  beforeEach(() => resetSessionState());

  it('has the spec defaults', () => {
    const state = defaultSessionState();
    expect(state).toMatchObject({
      authenticated: false,
      unread_chat: 0,
      unread_parent_chat: 0,
      sidebar: false,
      news: { lastAdded: null, list: [] },
      toast: { text: '', type: 'success' },
      guideModal: { visible: false },
      imageModal: { visible: false, src: null },
      videoModal: { visible: false, src: null },
    });
  });

  it('is rewritten to sessionStorage under `state` on every change', () => {
    updateSessionState({ active_canteen: 'C_1001', role: 'admin' });
    expect(JSON.parse(sessionStorage.getItem('state')!)).toMatchObject({ active_canteen: 'C_1001', role: 'admin' });
    updateSessionState({ unread_chat: 3 });
    expect(JSON.parse(sessionStorage.getItem('state')!).unread_chat).toBe(3);
  });

  it('stores only menu_structure, pickup_points and slots of the canteen data, and only when there is some', () => {
    const full = { id: 'C_1', name: 'Mensa', bo_logo: 'x', menu_structure: { a: 1 }, pickup_points: [], slots: { weekLimit: 5 } };
    expect(toStoredState({ ...defaultSessionState(), active_canteen_data: full }).active_canteen_data).toEqual({
      menu_structure: { a: 1 },
      pickup_points: [],
      slots: { weekLimit: 5 },
    });
    expect(toStoredState(defaultSessionState()).active_canteen_data).toBeNull();
  });

  it('restores what was stored, ignoring unknown keys and broken JSON', () => {
    const storage = { getItem: () => JSON.stringify({ active_canteen: 'C_4001', bogus: 1, pending_page: '/menu' }) };
    const restored = restoreSessionState(storage);
    expect(restored.active_canteen).toBe('C_4001');
    expect(restored.pending_page).toBe('/menu');
    expect('bogus' in restored).toBe(false);
    expect(restoreSessionState({ getItem: () => '{oops' })).toEqual({ ...defaultSessionState(), current_date: expect.any(String) });
  });

  it('clear-all resets every field', () => {
    updateSessionState({ active_canteen: 'C_1', unread_chat: 9, error: 'x', error_visible: true });
    resetSessionState();
    expect(getSessionState()).toMatchObject({ active_canteen: null, unread_chat: 0, error: null, error_visible: false });
  });
});
