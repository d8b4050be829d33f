// Choosing a canteen (spec §4) and restoring the active one after a reload: data, style sheet, rules, price lists.
import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  FALLBACK_PATH,
  canManageCanteen,
  canteenCountry,
  isAbsentLinkValue,
  logEnvironmentCode,
  normalizeCanteenId,
  updateVisitedCanteens,
} from '@backoffice/shared';
import { fetchCanteenStyle, postLog } from '../../../lib/api';
import { applyCanteenColors, applyCanteenStyleSheet, clearCanteenStyle } from '../../../lib/canteen-style';
import { markMoment } from '../../../lib/perf';
import { getSessionState, updateSessionState, useSessionState } from '../../../lib/session-state';
import { saveVisitedCanteens } from '../../session';
import { useSession } from '../../session';
import { readStoredEntryLink } from '../../../lib/entry-link-storage';
import { fetchCanteen, fetchCanteenRules, fetchCustomPriceLists, prefetchCanteen } from './canteens';

/** The canteen a session starts in (an entry link's cid, else the one kept in the session) and where it is headed. */
export function startCanteen(): { id: string; toDashboard: boolean } | null {
  const link = readStoredEntryLink(sessionStorage);
  const linked = !isAbsentLinkValue(link.cid);
  const id = linked ? link.cid : getSessionState().active_canteen;
  if (!id) return null;
  // A link's canteen opens on the dashboard unless a ticket or IFM request of the link goes first (spec §2).
  const toDashboard = linked
    ? isAbsentLinkValue(link.ticket) && isAbsentLinkValue(link.rifm)
    : window.location.pathname === '/dashboard';
  return { id: normalizeCanteenId(id), toDashboard };
}

/**
 * The start canteen is read while the user document loads, instead of after it; the permission check still runs
 * before it is used. Returns it, so the shell can start the dashboard's counters too.
 */
export function prefetchStartCanteen(): ReturnType<typeof startCanteen> {
  const start = startCanteen();
  if (start) prefetchCanteen(start.id);
  return start;
}

/** Loads what hangs off the canteen without holding up the screen: style sheet, rules, custom price lists. */
function loadCanteenExtras(canteenId: string, data: Record<string, unknown>): void {
  applyCanteenColors(data.customisation);
  const stillActive = () => getSessionState().active_canteen === canteenId;
  void fetchCanteenStyle(canteenId).then((css) => {
    if (stillActive()) applyCanteenStyleSheet(css);
  });
  void fetchCanteenRules(canteenId)
    .then((rules) => {
      if (stillActive())
        updateSessionState((state) => ({
          active_canteen_data: {
            ...state.active_canteen_data,
            wallet_rules: rules.wallet,
            import_rules: rules.import,
          },
        }));
    })
    .catch((error: unknown) => console.error('Canteen rules not loaded', error));
  void fetchCustomPriceLists(canteenId)
    .then((lists) => {
      if (stillActive()) updateSessionState({ customPriceLists: lists });
    })
    .catch((error: unknown) => console.error('Custom price lists not loaded', error));
}

/**
 * Reloads the active canteen's custom price lists (cost centres used as price lists) into the session, e.g. after
 * the cost-centre screen changed one: what the chooser loaded stays what the canteen has.
 */
export async function refreshCustomPriceLists(canteenId: string): Promise<void> {
  const lists = await fetchCustomPriceLists(canteenId);
  if (getSessionState().active_canteen === canteenId) updateSessionState({ customPriceLists: lists });
}

export interface ChooseOptions {
  /** Where to go on success; default: the remembered page, else /dashboard. */
  target?: string;
}

/**
 * Spec §4 "Choosing a canteen": empty id does nothing; a disallowed one goes to /home; otherwise it becomes the
 * active canteen, its data and extras load, the visited list is updated and stored, and the user moves on.
 */
export function useChooseCanteen(): (rawId: string, options?: ChooseOptions) => Promise<boolean> {
  const { uid, role, boCanteens, environment } = useSession();
  const navigate = useNavigate();
  return useCallback(
    async (rawId: string, options: ChooseOptions = {}) => {
      const canteenId = normalizeCanteenId(rawId);
      if (canteenId === '') return false;
      if (!canManageCanteen(canteenId, role, boCanteens)) {
        navigate(FALLBACK_PATH, { replace: true });
        return false;
      }
      try {
        const data = await fetchCanteen(canteenId);
        if (!data) {
          console.error(`Canteen selection error: ${canteenId} does not exist`);
          navigate(FALLBACK_PATH, { replace: true });
          return false;
        }
        const state = getSessionState();
        const visited = updateVisitedCanteens(state.user?.bo_visited_canteens, canteenId);
        const target = options.target ?? state.pending_page ?? '/dashboard';
        updateSessionState({
          active_canteen: canteenId,
          active_canteen_data: { ...data, id: canteenId },
          customPriceLists: [],
          pending_page: null,
          user: { bo_fast_commands: {}, ...state.user, bo_visited_canteens: visited },
        });
        markMoment('canteen');
        loadCanteenExtras(canteenId, data);
        void saveVisitedCanteens(uid, visited).catch((error: unknown) =>
          console.error('Visited canteens not stored', error),
        );
        void postLog({
          environmentCode: logEnvironmentCode(
            environment,
            canteenCountry({ id: canteenId, endpoint_prefix: data.endpoint_prefix as string | undefined }),
          ),
          canteenId,
          data: { action: 'choose_canteen' },
        });
        navigate(target);
        return true;
      } catch (error) {
        // Spec §8: a canteen selection error is logged to the console only.
        console.error('Canteen selection error', error);
        return false;
      }
    },
    [uid, role, boCanteens, environment, navigate],
  );
}

/** After a reload only part of the canteen survives in the session: reload its document and extras. */
export function useRestoreActiveCanteen(): void {
  const { role, boCanteens } = useSession();
  const activeCanteen = useSessionState((state) => state.active_canteen);
  const loadedId = useSessionState((state) => state.active_canteen_data?.id);
  useEffect(() => {
    if (!activeCanteen) {
      clearCanteenStyle();
      return;
    }
    if (loadedId === activeCanteen) return;
    if (!canManageCanteen(activeCanteen, role, boCanteens)) {
      updateSessionState({ active_canteen: null, active_canteen_data: null });
      return;
    }
    let cancelled = false;
    fetchCanteen(activeCanteen)
      .then((data) => {
        if (cancelled) return;
        if (!data) {
          updateSessionState({ active_canteen: null, active_canteen_data: null });
          return;
        }
        updateSessionState((state) => ({
          active_canteen_data: { ...state.active_canteen_data, ...data, id: activeCanteen },
        }));
        loadCanteenExtras(activeCanteen, data);
      })
      .catch((error: unknown) => {
        console.error('Canteen selection error', error);
        if (!cancelled) updateSessionState({ active_canteen: null, active_canteen_data: null });
      });
    return () => {
      cancelled = true;
    };
  }, [activeCanteen, loadedId, role, boCanteens]);
}
