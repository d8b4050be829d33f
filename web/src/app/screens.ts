// Which lazily loaded screen each route of the shared table renders; routes not built yet get the placeholder.
import { createElement, lazy, useState, type ComponentType } from 'react';
import { withChunkTimeout } from '../lib/chunk-load';

type ScreenModule = { default: ComponentType };

/**
 * A lazy screen that can be fetched ahead of time. Once fetched it renders directly instead of suspending, so
 * moving to it shows no Loading... flash (React delays revealing suspended content by up to 300 ms). A chunk that
 * has not arrived after the §9 chunk-load timeout fails into the route's error boundary instead of loading forever.
 */
export function preloadable(importScreen: () => Promise<ScreenModule>) {
  let loaded: ComponentType | null = null;
  const load = withChunkTimeout(importScreen);
  const preload = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(preload);
  // Chosen once per mount: switching from Lazy to the loaded component later would remount the screen.
  const Screen = () => {
    const [Component] = useState(() => loaded ?? Lazy);
    return createElement(Component);
  };
  return { Screen, preload };
}

const chooser = preloadable(() => import('../features/canteens/components/ChooserScreen'));
const dashboard = preloadable(() => import('../features/dashboard/components/DashboardScreen'));
const account = preloadable(() => import('../features/account/components/AccountScreen'));
const placeholder = preloadable(() => import('../features/placeholder/components/PlaceholderScreen'));
const ifmRequests = preloadable(() => import('../features/ifm-requests/components/IfmRequestsScreen'));
const ifmRequestDetail = preloadable(() => import('../features/ifm-requests/components/IfmRequestDetailScreen'));
const tickets = preloadable(() => import('../features/tickets/components/TicketsScreen'));
const ticketDetail = preloadable(() => import('../features/tickets/components/TicketDetailScreen'));
const ticketsStatus = preloadable(() => import('../features/tickets/components/TicketsStatusScreen'));
const ifmService = preloadable(() => import('../features/services/components/IfmServiceScreen'));
const serviceUsers = preloadable(() => import('../features/services/components/ServiceUsersScreen'));

/** Screens that exist; later issues add theirs here. */
const SCREENS: Readonly<Record<string, ComponentType>> = {
  home: chooser.Screen,
  chooseRestaurant: chooser.Screen,
  dashboard: dashboard.Screen,
  account: account.Screen,
  ifmRequests: ifmRequests.Screen,
  ifmRequestsAdmin: ifmRequests.Screen,
  ifmRequestDetails: ifmRequestDetail.Screen,
  tickets: tickets.Screen,
  ticketDetails: ticketDetail.Screen,
  ticketDetailsIfm: ticketDetail.Screen,
  ticketsStatus: ticketsStatus.Screen,
  ifmService: ifmService.Screen,
  serviceUsers: serviceUsers.Screen,
};

/** Route ids that have a real screen. */
export const BUILT_ROUTE_IDS: readonly string[] = Object.keys(SCREENS);

export function screenFor(routeId: string): ComponentType {
  return SCREENS[routeId] ?? placeholder.Screen;
}

/** Where nearly every session starts (the chooser or the dashboard): fetched while the session loads. */
export function preloadFirstScreens(): void {
  void chooser.preload();
  void dashboard.preload();
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
