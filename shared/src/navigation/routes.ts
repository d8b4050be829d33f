// The route table of spec §2 (pattern, match kind, guarding screen key, sidebar place) and path matching.
import type { ScreenKey } from '../access/permissions';

/** Sidebar groups (spec §2): main, ADMIN, Messages, Others, and IFM nested inside Others. */
export const SIDEBAR_GROUPS = [
  { id: 'main', labelKey: 'nav.groups.main', order: 1, parent: null },
  { id: 'admin', labelKey: 'nav.groups.admin', order: 2, parent: null },
  { id: 'messages', labelKey: 'nav.groups.messages', order: 3, parent: null },
  { id: 'others', labelKey: 'nav.groups.others', order: 4, parent: null },
  // Spec §2 lists the IFM group between /servizi/coffeebreak and /special-diets inside Others.
  { id: 'ifm', labelKey: 'nav.groups.ifm', order: 5, parent: 'others' },
] as const;
/** A sidebar group id. */
export type SidebarGroupId = (typeof SIDEBAR_GROUPS)[number]['id'];

/** A route's place in the sidebar. */
export interface SidebarPlacement {
  group: SidebarGroupId;
  /** Position inside the group (for the nested IFM group, inside IFM). */
  order: number;
  labelKey: string;
  /** Screen key deciding visibility when it differs from the route's guard. */
  visibleFor?: ScreenKey;
  /** Live counter shown beside the entry. */
  badge?: 'unreadChat';
}

/** One route of the SPA. */
export interface RouteDefinition {
  /** Stable name used by code (links, tests). */
  id: string;
  /** Path pattern; `:name` is a parameter, `:name?` an optional one. */
  path: string;
  /** exact: the whole path must match; prefix: further segments are allowed (spec: /richieste-ifm/{id}). */
  match: 'exact' | 'prefix';
  /** Screen key guarding the route; null = any back-office role. */
  screenKey: ScreenKey | null;
  sidebar?: SidebarPlacement;
}

type R = RouteDefinition;
const exact = (id: string, path: string, screenKey: ScreenKey | null, sidebar?: SidebarPlacement): R =>
  sidebar ? { id, path, match: 'exact', screenKey, sidebar } : { id, path, match: 'exact', screenKey };
const side = (
  group: SidebarGroupId,
  order: number,
  labelKey: string,
  extra: Partial<SidebarPlacement> = {},
) => ({
  group,
  order,
  labelKey: `nav.${labelKey}`,
  ...extra,
});

/**
 * Every route of spec §2. The spec gives no key for some routes; those choices are least privilege
 * (the narrowest key of the nearest screen) and are listed in shared/DECISIONS.md.
 */
export const ROUTES: readonly RouteDefinition[] = [
  // /home must stay open to every role: it is where failed checks and unknown paths land.
  exact('home', '/home', null, side('main', 3, 'restaurants', { visibleFor: 'Ristoranti' })),
  exact('chooseRestaurant', '/scelta-ristorante', null),
  exact('dashboard', '/dashboard', 'Dashboard', side('main', 1, 'dashboard')),
  exact('users', '/users', 'Utenti', side('admin', 1, 'users')),
  exact('userDetails', '/users/details/:id', 'Utenti'),
  // GestioneUtenti names no route (spec §6): the canteen's customers live at /customers (issue 20).
  exact('customers', '/customers', 'GestioneUtenti', side('others', 12, 'customers')),
  exact('preRegistrations', '/customers/pre-registrations', 'GestioneUtenti'),
  exact('serviceUsers', '/utenti-servizi', 'Servizi', side('ifm', 2, 'serviceUsers')),
  exact('canteens', '/canteens', 'ModificaMense', side('admin', 2, 'canteens')),
  exact('canteenDetails', '/canteens/details/:id', 'ModificaMense'),
  exact('canteenStyles', '/canteens/styles/:id', 'ModificaMense'),
  exact('canteenCustomize', '/canteens/customize/:id', 'PersonalizzaMense'),
  exact('stats', '/stats', 'Stats', side('admin', 3, 'stats')),
  exact('ingredients', '/ingredients', 'Ricette', side('admin', 4, 'ingredients')),
  exact('addIngredient', '/add-ingredient', 'Ricette'),
  exact('editIngredient', '/add-ingredient/:id', 'Ricette'),
  exact('recipes', '/recipes', 'Ricette'),
  exact('addRecipe', '/add-recipe', 'EditorRicette'),
  exact('editRecipe', '/add-recipe/:id', 'EditorRicette'),
  exact('wizard', '/wizard', 'CreazioneMense'),
  exact('wizardStep', '/wizard/:id', 'CreazioneMense'),
  exact('seats', '/seats', 'Admin'),
  exact('menu', '/menu', 'Menu', side('others', 1, 'menu')),
  exact('menuPlanner', '/menu/planner', 'Planner'),
  exact('menuStructure', '/menu/structure', 'MenuStructure'),
  exact('orders', '/ordini', 'Ordini', side('others', 2, 'orders')),
  exact('ordersOfDay', '/issues/:day', 'Ordini'),
  exact('orderDetails', '/ordini/:id', 'Ordini'),
  // ListaSpesa names no route (spec §6): the shopping list lives under the orders area (issue 17).
  exact('shoppingList', '/ordini/lista-spesa', 'ListaSpesa'),
  exact('messages', '/messages', 'Comunicazioni', side('messages', 1, 'messages')),
  exact(
    'messagesOrganize',
    '/messages/organize',
    'CopiaStrutturaComunicazioni',
    side('messages', 2, 'messagesOrganize'),
  ),
  exact('messagesMedia', '/messages/media', 'Comunicazioni'),
  exact('specialDiets', '/special-diets', 'DieteSpeciali', side('others', 6, 'specialDiets')),
  exact('costCenters', '/cost-centers', 'CentriCosto', side('others', 7, 'costCenters')),
  exact('account', '/account', null),
  exact('faq', '/faq', null),
  exact('news', '/news', 'News'),
  exact('help', '/help', null),
  exact('helpPage', '/help/:id', null),
  exact('helpNewPage', '/help-new/:id', null),
  exact('tickets', '/tickets', 'Tickets', side('others', 9, 'tickets', { badge: 'unreadChat' })),
  exact('ticketDetails', '/tickets/details/:id', 'Tickets'),
  exact('ticketDetailsIfm', '/tickets/details-ifm/:id', 'Tickets'),
  // Opened by the DEFCON bar, not by a sidebar entry.
  exact('ticketsStatus', '/tickets-status', 'Tickets'),
  exact('customerCare', '/customer-care', 'CustomerCare'),
  exact('customerCareDetails', '/customer-care/details/:id', 'CustomerCare'),
  exact('customerCareNew', '/customer-care/new', 'CustomerCare'),
  exact('customerCareSla', '/customer-care/sla', 'CustomerCareSLA', side('others', 11, 'customerCareSla')),
  exact('digitalSignage', '/digital-signage', 'DigitalSignage', side('messages', 5, 'digitalSignage')),
  exact(
    'digitalSignageAll',
    '/digital-signage-all',
    'DigitalSignageAll',
    side('admin', 9, 'digitalSignageAll'),
  ),
  exact('printers', '/printers', 'Printers', side('admin', 7, 'printers')),
  exact('activitiesLog', '/activities-log', 'AdminLogs', side('admin', 8, 'activitiesLog')),
  exact('staticPages', '/static-pages', 'PagineStatiche', side('main', 4, 'staticPages')),
  exact('staticPage', '/static-pages/:id', 'PagineStatiche'),
  exact('shop', '/servizi/shop', 'Shop', side('others', 3, 'shop')),
  exact('coffeeBreak', '/servizi/coffeebreak', 'CoffeeBreak', side('others', 4, 'coffeeBreak')),
  exact('ifmService', '/servizi/ifm', 'Servizi', side('ifm', 1, 'ifmService')),
  exact('serviceByTag', '/servizi/:tag', 'Servizi'),
  exact('services', '/services', 'Services', side('admin', 6, 'services')),
  exact('serviceDetails', '/services/:id', 'Services'),
  // /richieste-ifm is the IFM operator's own list (after a status save the operator returns here).
  exact('ifmRequests', '/richieste-ifm', 'GestioneIFM', side('main', 2, 'ifmRequests')),
  { id: 'ifmRequestDetails', path: '/richieste-ifm/:id', match: 'prefix', screenKey: 'RichiesteIFM' },
  exact('ifmRequestsAdmin', '/richieste-ifm-admin', 'RichiesteIFM', side('ifm', 3, 'ifmRequestsAdmin')),
  exact('paymentMethod', '/payment_method/:id', 'PaymentMethods'),
  exact('canteenPaymentMethod', '/payment_method/:cid/:id', 'PaymentMethods'),
  exact('slot', '/slot/:cid/:id', 'Slots'),
  exact('homeButton', '/home-button/:cid/:id', 'PersonalizzaMense'),
  exact('pickup', '/pickup/:cid/:id', 'Pickups'),
  exact(
    'contributionRules',
    '/regole-contribuzione',
    'RegoleContribuzione',
    side('others', 8, 'contributionRules'),
  ),
  exact('contributionRuleDetails', '/regole-contribuzione/details', 'RegoleContribuzione'),
  exact('contributionRuleNew', '/regole-contribuzione/new', 'RegoleContribuzione'),
  exact('contributionRuleStatistics', '/regole-contribuzione/statistics/:id', 'RegoleContribuzione'),
  exact('combo', '/combo', 'Combo', side('admin', 5, 'combo')),
  exact('comboService', '/combo/:servizio', 'Combo'),
  exact('comboPosition', '/combo/:servizio/:posizione', 'Combo'),
  exact('accessRules', '/access_rules', 'Admin'),
  exact('ratings', '/ratings', 'RatesDashboardElements'),
  exact('ratingsExport', '/ratings/export', 'RatesDashboardElements'),
  exact('sendNotification', '/send-notification', 'Notifications', side('messages', 4, 'sendNotification')),
  exact('editNotification', '/send-notification/:id', 'Notifications'),
  exact('programmedNotification', '/notification-programmed-details/:id', 'NotificationDetails'),
  exact('email', '/email', 'NotificationsList', side('messages', 3, 'notifications')),
  exact('emailDetails', '/email/details', 'NotificationDetails'),
  exact('emailDetailsById', '/email/details/:id', 'NotificationDetails'),
  exact('surveys', '/surveys', 'Surveys', side('others', 10, 'surveys')),
  exact('surveyDetails', '/surveys/details/:id?', 'Surveys'),
  exact('surveyReport', '/surveys/report/:id?', 'Surveys'),
];

/** Path opened by the DEFCON bar in the sidebar. */
export const DEFCON_BAR_PATH = '/tickets-status';

/** A route matched against a path, with its parameters. */
export interface RouteMatch {
  route: RouteDefinition;
  params: Record<string, string>;
}

function segmentsOf(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment; // a malformed escape is kept as typed rather than failing the match
  }
}

function matchOne(route: RouteDefinition, actual: readonly string[]): Record<string, string> | null {
  const pattern = segmentsOf(route.path);
  const required = pattern.filter((segment) => !segment.endsWith('?')).length;
  if (actual.length < required) return null;
  if (route.match === 'exact' && actual.length > pattern.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of pattern.entries()) {
    const value = actual[index];
    if (value === undefined) break; // only optional parameters can be missing here
    if (part.startsWith(':')) params[part.replace(/^:|\?$/g, '')] = decode(value);
    else if (part !== value) return null;
  }
  return params;
}

const literalCount = (route: RouteDefinition) =>
  segmentsOf(route.path).filter((s) => !s.startsWith(':')).length;

/**
 * The route for a path (query and hash ignored, trailing slash ignored), or null when unknown
 * (the SPA then redirects to /home). Literal segments beat parameters: /servizi/shop is Shop.
 */
export function matchRoute(pathname: string): RouteMatch | null {
  const actual = segmentsOf(pathname.split(/[?#]/)[0] ?? '');
  let best: { match: RouteMatch; literals: number } | null = null;
  for (const route of ROUTES) {
    const params = matchOne(route, actual);
    if (params === null) continue;
    const literals = literalCount(route);
    if (best === null || literals > best.literals) best = { match: { route, params }, literals };
  }
  return best?.match ?? null;
}

/** Builds a concrete path from a route pattern (`/users/details/:id` + {id} → `/users/details/7`). */
export function buildPath(pattern: string, params: Record<string, string | number> = {}): string {
  const built = segmentsOf(pattern).flatMap((segment) => {
    if (!segment.startsWith(':')) return [segment];
    const name = segment.replace(/^:|\?$/g, '');
    const value = params[name];
    if (value === undefined || value === '') {
      if (segment.endsWith('?')) return [];
      throw new Error(`Missing route parameter: ${name}`);
    }
    return [encodeURIComponent(String(value))];
  });
  return `/${built.join('/')}`;
}
