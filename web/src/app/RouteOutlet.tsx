// The router: decideRoute picks and guards the route; unknown paths and refusals go to /home, the rest renders lazily.
import { Suspense, createElement, useEffect, useLayoutEffect, useRef } from 'react';
import { Navigate, useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import { navigationStarted } from '../lib/perf';
import { useTranslation } from 'react-i18next';
import { FALLBACK_PATH, type RouteDefinition } from '@backoffice/shared';
import { updateSessionState, useSessionState } from '../lib/session-state';
import { useSession } from '../features/session/context';
import { ErrorBoundary } from './ErrorBoundary';
import { PageLoading } from './PageLoading';
import { RouteContext } from '../lib/route-context';
import { decideRoute } from './route-decision';
import { screenFor } from './screens';

/** Remembers the requested page and sends the user to the chooser (spec §2: "the requested path is remembered"). */
function RememberAndChoose({ path }: { path: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    updateSessionState({ pending_page: path });
    navigate(FALLBACK_PATH, { replace: true });
  }, [path, navigate]);
  return <PageLoading />;
}

function Screen({ route, params }: { route: RouteDefinition; params: Record<string, string> }) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = `${t(`screens.${route.id}`)} · ${t('app.title')}`;
  }, [route.id, t]);
  return (
    <RouteContext value={{ route, params }}>
      <ErrorBoundary resetKey={pathname}>
        <Suspense fallback={<PageLoading />}>{createElement(screenFor(route.id))}</Suspense>
      </ErrorBoundary>
    </RouteContext>
  );
}

/**
 * Time to first data: a PUSH or POP of the router to another path (a link, back, forward) restarts the clock; REPLACE
 * redirects and query-string changes (filters) do not. A layout effect, so the clock restarts before the new screen's
 * effects report its data.
 */
function useNavigationTiming(): void {
  const { pathname } = useLocation();
  const type = useNavigationType();
  const first = useRef(true);
  useLayoutEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (type !== 'REPLACE') navigationStarted();
  }, [pathname, type]);
}

/** `hold`: an entry link is still choosing its canteen; nothing is rendered (or fetched) for the current path yet. */
export function RouteOutlet({ hold = false }: { hold?: boolean }) {
  const { pathname, search } = useLocation();
  const { role, environment } = useSession();
  const activeCanteen = useSessionState((state) => state.active_canteen);
  const canteenData = useSessionState((state) => state.active_canteen_data);
  const decision = decideRoute(pathname, search, { role, environment, activeCanteen, canteenData });
  useNavigationTiming();
  if (hold) return <PageLoading />;
  switch (decision.kind) {
    case 'redirect':
      return <Navigate to={decision.to} replace />;
    case 'choose':
      return <RememberAndChoose path={decision.remember} />;
    case 'wait':
      return <PageLoading />;
    case 'render':
      return <Screen key={decision.route.id} route={decision.route} params={decision.params} />;
  }
}
