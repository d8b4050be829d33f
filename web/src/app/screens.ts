// Which screen each route of the shared table renders: the features' own route maps merged; the rest get the placeholder.
import type { ComponentType } from 'react';
import { preloadable, type FeatureRoutes, type LazyScreen } from '../lib/lazy-screen';
import { routes as account } from '../features/account/routes';
import { routes as activityLog } from '../features/activity-log/routes';
import { routes as canteens } from '../features/canteens/routes';
import { chooserScreen, routes as chooser } from '../features/chooser/routes';
import { routes as communications } from '../features/communications/routes';
import { routes as accessRules } from '../features/access-rules/routes';
import { routes as contributionRules } from '../features/contribution-rules/routes';
import { routes as costCenters } from '../features/cost-centers/routes';
import { routes as combos } from '../features/combos/routes';
import { routes as customerCare } from '../features/customer-care/routes';
import { routes as customerCareSla } from '../features/customer-care-sla/routes';
import { routes as staticPages } from '../features/static-pages/routes';
import { dashboardScreen, routes as dashboard } from '../features/dashboard/routes';
import { routes as help } from '../features/help/routes';
import { routes as ifmRequests } from '../features/ifm-requests/routes';
import { routes as ifmService } from '../features/ifm-service/routes';
import { routes as media } from '../features/media/routes';
import { routes as notifications } from '../features/notifications/routes';
import { routes as specialDiets } from '../features/special-diets/routes';
import { routes as surveys } from '../features/surveys/routes';
import { routes as printers } from '../features/printers/routes';
import { routes as ratings } from '../features/ratings/routes';
import { routes as signage } from '../features/signage/routes';
import { routes as stats } from '../features/stats/routes';
import { routes as shop } from '../features/shop/routes';
import { routes as services } from '../features/services/routes';
import { routes as tickets } from '../features/tickets/routes';
import { routes as orders } from '../features/orders/routes';
import { routes as menus } from '../features/menus/routes';
import { routes as recipes } from '../features/recipes/routes';
import { routes as users } from '../features/users/routes';
import { routes as customers } from '../features/customers/routes';
import { routes as wizard } from '../features/wizard/routes';

const placeholder = preloadable(() => import('../features/placeholder/components/PlaceholderScreen'));

/** Every feature's routes; a route id declared twice is a mistake the screens test catches. */
export const FEATURE_ROUTES: readonly FeatureRoutes[] = [
  chooser,
  dashboard,
  account,
  ifmRequests,
  tickets,
  ifmService,
  media,
  costCenters,
  combos,
  staticPages,
  activityLog,
  specialDiets,
  customerCareSla,
  help,
  customerCare,
  communications,
  surveys,
  printers,
  ratings,
  stats,
  signage,
  notifications,
  contributionRules,
  accessRules,
  shop,
  services,
  orders,
  menus,
  recipes,
  users,
  canteens,
  customers,
  wizard,
];

const SCREENS: Readonly<Record<string, LazyScreen>> = Object.fromEntries(
  FEATURE_ROUTES.flatMap((routes) => Object.entries(routes)),
);

/** Route ids that have a real screen. */
export const BUILT_ROUTE_IDS: readonly string[] = Object.keys(SCREENS);

export function screenFor(routeId: string): ComponentType {
  return (SCREENS[routeId] ?? placeholder).Screen;
}

/**
 * Fetches a route's screen before it is opened (its sidebar link hovered or focused), so opening it waits only for
 * its data: on the Hosting emulator a route's files took 1.6 s of the orders list's 1.76 s first page after a
 * navigation (issue 17 benchmark, 2026-11-28). A failed fetch is left to the route's own load, which reports it.
 */
export function preloadScreen(routeId: string): void {
  void SCREENS[routeId]?.preload().catch(() => undefined);
}

/** Where nearly every session starts (the chooser or the dashboard): fetched while the session loads. */
export function preloadFirstScreens(): void {
  void chooserScreen.preload();
  void dashboardScreen.preload();
}

/**
 * Routes a user may open before choosing a canteen: the chooser itself and the pages that are not about a
 * canteen. Every other route sends the user to the chooser and is remembered (spec §1, §2).
 */
export const CANTEEN_FREE_ROUTE_IDS: ReadonlySet<string> = new Set([
  'home',
  'chooseRestaurant',
  'account',
  'faq',
  'news',
  'help',
  'helpPage',
  'helpNewPage',
  'ticketsStatus',
]);
