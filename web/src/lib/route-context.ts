// The matched route and its parameters, for the screen that renders it (matching is shared's matchRoute).
import { createContext, useContext } from 'react';
import type { RouteDefinition } from '@backoffice/shared';

export interface CurrentRoute {
  route: RouteDefinition;
  params: Record<string, string>;
}

export const RouteContext = createContext<CurrentRoute | null>(null);

export function useCurrentRoute(): CurrentRoute {
  const current = useContext(RouteContext);
  if (!current) throw new Error('useCurrentRoute outside a routed screen');
  return current;
}

/** The route's parameters (`/users/details/:id` → { id }). */
export function useRouteParams(): Record<string, string> {
  return useCurrentRoute().params;
}
