// The signed-in shell (lazy chunk): router, session, the canteen and entry-link plumbing, layout and routes.
import { useEffect } from 'react';
import { BrowserRouter, useLocation } from 'react-router-dom';
import type { User as AuthUser } from 'firebase/auth';
import { SIDEBAR_COLLAPSE_BELOW_PX } from '@backoffice/shared';
import { env } from '../config/env';
import i18n from '../i18n';
import { trackPageView } from '../lib/analytics';
import { markMoment } from '../lib/perf';
import { updateSessionState } from '../lib/session-state';
import { prefetchStartCanteen, useRestoreActiveCanteen } from '../features/chooser/api/active-canteen';
import { prefetchDashboardCounters } from '../features/dashboard/api/counters';
import { AppLayout } from '../features/layout/components/AppLayout';
import { SessionProvider } from '../features/session/components/SessionProvider';
import { RouteOutlet } from './RouteOutlet';
import { preloadFirstScreens, preloadScreen } from './screens';
import { useEntryLink } from './useEntryLink';

markMoment('shell');
preloadFirstScreens();

/** Session-wide effects that need the router and the session. */
function ShellEffects() {
  const { pathname } = useLocation();
  useRestoreActiveCanteen();
  useEffect(() => {
    // Spec §2: the sidebar starts collapsed on windows narrower than 1367 px.
    updateSessionState({
      sidebar: window.innerWidth < SIDEBAR_COLLAPSE_BELOW_PX,
      current_date: new Date().toISOString(),
    });
  }, []);
  useEffect(() => {
    updateSessionState({ active_page: pathname });
    // The title is set by the screen in the same commit; read it on the next frame.
    const frame = requestAnimationFrame(() => trackPageView(pathname, document.title));
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
  useChatWidget();
  return null;
}

/**
 * Spec §7, §9: the chat-assistant widget of the user's language (it, es, cl), its loader fetched once the shell has
 * painted (a lazy module: nothing of it in the first screens' bundle) and told again on every language change.
 */
function useChatWidget() {
  useEffect(() => {
    let cancelled = false;
    const sync = () => {
      const language = i18n.resolvedLanguage ?? i18n.language;
      void import('../lib/chat-widget').then(
        ({ syncChatWidget }) => !cancelled && syncChatWidget(env, language),
        () => undefined,
      );
    };
    const first = window.setTimeout(sync, 0);
    i18n.on('languageChanged', sync);
    return () => {
      cancelled = true;
      window.clearTimeout(first);
      i18n.off('languageChanged', sync);
    };
  }, []);
}

function ShellRoutes() {
  const openingLinkCanteen = useEntryLink();
  return (
    <AppLayout onIntent={preloadScreen}>
      <RouteOutlet hold={openingLinkCanteen} />
    </AppLayout>
  );
}

/**
 * The start canteen is read as soon as the shell renders, which is only ever with a signed-in user: the module
 * itself is fetched while the sign-in request is still on its way, and a read from there would go out without
 * the user's token and be refused.
 */
export default function Shell({ user }: { user: AuthUser }) {
  useEffect(() => {
    const start = prefetchStartCanteen();
    if (!start?.toDashboard) return;
    // The dashboard's counters start now, with the role and canteens of the ID token (what the rules check), not
    // after the user document, the canteen and the dashboard's code (issue 24).
    void user.getIdTokenResult().then(
      ({ claims }) =>
        prefetchDashboardCounters(
          start.id,
          typeof claims.role === 'string' ? claims.role : null,
          Array.isArray(claims.bo_canteens) ? (claims.bo_canteens as string[]) : [],
        ),
      () => undefined,
    );
  }, [user]);
  return (
    <BrowserRouter>
      <SessionProvider user={user}>
        <ShellEffects />
        <ShellRoutes />
      </SessionProvider>
    </BrowserRouter>
  );
}
