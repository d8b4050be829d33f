// The client session state of spec §3: one store, kept in sessionStorage under `state` and rewritten on every change.
import { useSyncExternalStore } from 'react';
import {
  DEFAULT_LANGUAGE,
  DEFAULT_TOAST_TYPE,
  SESSION_STATE_KEY,
  type Role,
  type ToastType,
  type UiLanguage,
} from '@backoffice/shared';

/** A canteen as the chooser previews it (spec §3 canteens_preview: id, logo, name). */
export interface CanteenPreview {
  id: string;
  logo: string;
  name: string;
  endpoint_prefix?: string;
}

/** The active canteen's document; only menu_structure, pickup_points and slots survive a reload (spec §3). */
export type ActiveCanteenData = Record<string, unknown> & { id?: string };

export interface SessionUser {
  bo_visited_canteens: string[];
  /** Fast commands keyed by canteen id. */
  bo_fast_commands: Record<string, unknown>;
}

export interface SessionState {
  authenticated: boolean;
  users_count: number;
  users: unknown[];
  active_page: string | null;
  pending_page: string | null;
  canteens_preview: CanteenPreview[];
  active_canteen: string | null;
  active_canteen_data: ActiveCanteenData | null;
  role: Role | null;
  locale: UiLanguage;
  user: SessionUser | null;
  error: string | null;
  error_visible: boolean;
  online: boolean;
  unread_chat: number;
  unread_parent_chat: number;
  current_date: string;
  /** Sidebar status: true = collapsed (spec §3 default false; narrow windows start collapsed, §2). */
  sidebar: boolean;
  recipesIngredients: Record<string, unknown>;
  news: { lastAdded: string | null; list: unknown[] };
  customPriceLists: unknown[];
  guideModal: { visible: boolean; slug: string | null };
  imageModal: { visible: boolean; src: string | null };
  videoModal: { visible: boolean; src: string | null };
  toast: { text: string; type: ToastType };
  currentCatalog: unknown;
}

/** The state after a clear-all (spec §3). */
export function defaultSessionState(): SessionState {
  return {
    authenticated: false,
    users_count: 0,
    users: [],
    active_page: null,
    pending_page: null,
    canteens_preview: [],
    active_canteen: null,
    active_canteen_data: null,
    role: null,
    locale: DEFAULT_LANGUAGE,
    user: null,
    error: null,
    error_visible: false,
    online: typeof navigator === 'undefined' ? true : navigator.onLine,
    unread_chat: 0,
    unread_parent_chat: 0,
    current_date: new Date().toISOString(),
    sidebar: false,
    recipesIngredients: {},
    news: { lastAdded: null, list: [] },
    customPriceLists: [],
    guideModal: { visible: false, slug: null },
    imageModal: { visible: false, src: null },
    videoModal: { visible: false, src: null },
    toast: { text: '', type: DEFAULT_TOAST_TYPE },
    currentCatalog: null,
  };
}

const PERSISTED_CANTEEN_FIELDS = ['menu_structure', 'pickup_points', 'slots'] as const;

/** What is written to sessionStorage: the canteen data reduced to its three persisted fields. */
export function toStoredState(state: SessionState): Record<string, unknown> {
  const data = state.active_canteen_data;
  // Spec §3: the three fields are stored only when active canteen data already exists.
  const storedData = data
    ? Object.fromEntries(PERSISTED_CANTEEN_FIELDS.filter((field) => field in data).map((field) => [field, data[field]]))
    : null;
  return { ...state, active_canteen_data: storedData };
}

/** Reads the stored state over the defaults; anything unreadable gives the defaults. */
export function restoreSessionState(storage: Pick<Storage, 'getItem'> | null): SessionState {
  const defaults = defaultSessionState();
  try {
    const raw = storage?.getItem(SESSION_STATE_KEY);
    if (!raw) return defaults;
    const stored = JSON.parse(raw) as Partial<SessionState>;
    if (typeof stored !== 'object' || stored === null) return defaults;
    const known = Object.fromEntries(Object.entries(stored).filter(([key]) => key in defaults));
    return { ...defaults, ...known, online: defaults.online };
  } catch {
    return defaults;
  }
}

const storage = typeof sessionStorage === 'undefined' ? null : sessionStorage;
let state: SessionState = restoreSessionState(storage);
const listeners = new Set<() => void>();

function persist(): void {
  try {
    storage?.setItem(SESSION_STATE_KEY, JSON.stringify(toStoredState(state)));
  } catch (error) {
    console.error('Session state could not be stored', error);
  }
}

export function getSessionState(): SessionState {
  return state;
}

/** Merges a change into the state, stores it and notifies the screens. */
export function updateSessionState(change: Partial<SessionState> | ((current: SessionState) => Partial<SessionState>)): void {
  const patch = typeof change === 'function' ? change(state) : change;
  state = { ...state, ...patch };
  persist();
  for (const listener of listeners) listener();
}

/** Clear-all: every field back to its default. */
export function resetSessionState(): void {
  state = defaultSessionState();
  persist();
  for (const listener of listeners) listener();
}

export function subscribeSessionState(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Reads one part of the state and re-renders when it changes; the selector must return stored values, not new objects. */
export function useSessionState<T>(selector: (current: SessionState) => T): T {
  return useSyncExternalStore(subscribeSessionState, () => selector(state), () => selector(state));
}

/** The active canteen's customer_care.active flag (the CustomerCare permission context, spec §2). */
export function customerCareActiveOf(data: ActiveCanteenData | null | undefined): boolean {
  const care = data?.customer_care;
  return typeof care === 'object' && care !== null && (care as { active?: unknown }).active === true;
}
