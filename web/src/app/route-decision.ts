// What the router does with a path (spec §2, §6): render it, wait for the canteen, remember it, or go to /home.
import {
  FALLBACK_PATH,
  canOpenRoute,
  matchRoute,
  type Environment,
  type RouteDefinition,
} from '@backoffice/shared';
import { customerCareActiveOf, type ActiveCanteenData } from '../lib/session-state';
import { CANTEEN_FREE_ROUTE_IDS } from './screens';

export interface RouteFacts {
  role: string;
  environment: Environment;
  activeCanteen: string | null;
  /** The active canteen's document once loaded (its `id` tells which canteen it is). */
  canteenData: ActiveCanteenData | null;
}

export type RouteDecision =
  | { kind: 'render'; route: RouteDefinition; params: Record<string, string> }
  | { kind: 'redirect'; to: string }
  /** No canteen yet: remember the path and send the user to the chooser. */
  | { kind: 'choose'; remember: string }
  /** The canteen is chosen but its document is still loading. */
  | { kind: 'wait' };

export function decideRoute(pathname: string, search: string, facts: RouteFacts): RouteDecision {
  const match = matchRoute(pathname);
  if (!match) return { kind: 'redirect', to: FALLBACK_PATH };
  // A route the role can never open goes to /home at once, canteen or not (spec §6).
  if (!canOpenRoute(match.route, facts.role, { environment: facts.environment, customerCareActive: true })) {
    return { kind: 'redirect', to: FALLBACK_PATH };
  }
  if (!CANTEEN_FREE_ROUTE_IDS.has(match.route.id)) {
    if (!facts.activeCanteen) return { kind: 'choose', remember: `${pathname}${search}` };
    if (facts.canteenData?.id !== facts.activeCanteen) return { kind: 'wait' };
    const context = { environment: facts.environment, customerCareActive: customerCareActiveOf(facts.canteenData) };
    if (!canOpenRoute(match.route, facts.role, context)) return { kind: 'redirect', to: FALLBACK_PATH };
  }
  return { kind: 'render', route: match.route, params: match.params };
}
