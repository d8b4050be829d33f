// Tests of the spec §2 route list: every path resolves to its route and guard, unknown paths do not.
import { describe, expect, it } from 'vitest';
import { ROUTES, SIDEBAR_GROUPS, buildPath, matchRoute } from './routes';
import { isScreenKey } from '../access/permissions';

// Every route of spec §2 with a concrete path → the screen key guarding it (null = any back-office role).
const SPEC_PATHS: Array<[path: string, screenKey: string | null]> = [
  ['/home', null],
  ['/scelta-ristorante', null],
  ['/dashboard', 'Dashboard'],
  ['/users', 'Utenti'],
  ['/users/details/u1', 'Utenti'],
  ['/utenti-servizi', 'Servizi'],
  ['/canteens', 'ModificaMense'],
  ['/canteens/details/C_1', 'ModificaMense'],
  ['/canteens/styles/C_1', 'ModificaMense'],
  ['/canteens/customize/C_1', 'PersonalizzaMense'],
  ['/stats', 'Stats'],
  ['/ingredients', 'Ricette'],
  ['/add-ingredient', 'Ricette'],
  ['/add-ingredient/i1', 'Ricette'],
  ['/recipes', 'Ricette'],
  ['/add-recipe', 'EditorRicette'],
  ['/add-recipe/r1', 'EditorRicette'],
  ['/wizard', 'CreazioneMense'],
  ['/wizard/2', 'CreazioneMense'],
  ['/seats', 'Admin'],
  ['/menu', 'Menu'],
  ['/menu/planner', 'Planner'],
  ['/menu/structure', 'MenuStructure'],
  ['/ordini', 'Ordini'],
  ['/issues/2024-05-01', 'Ordini'],
  ['/ordini/o1', 'Ordini'],
  ['/messages', 'Comunicazioni'],
  ['/messages/organize', 'CopiaStrutturaComunicazioni'],
  ['/messages/media', 'Comunicazioni'],
  ['/special-diets', 'DieteSpeciali'],
  ['/cost-centers', 'CentriCosto'],
  ['/account', null],
  ['/faq', null],
  ['/news', 'News'],
  ['/help', null],
  ['/help/h1', null],
  ['/help-new/h1', null],
  ['/tickets', 'Tickets'],
  ['/tickets/details/t1', 'Tickets'],
  ['/tickets/details-ifm/t1', 'Tickets'],
  ['/tickets-status', 'Tickets'],
  ['/customer-care', 'CustomerCare'],
  ['/customer-care/details/c1', 'CustomerCare'],
  ['/customer-care/new', 'CustomerCare'],
  ['/customer-care/sla', 'CustomerCareSLA'],
  ['/digital-signage', 'DigitalSignage'],
  ['/digital-signage-all', 'DigitalSignageAll'],
  ['/printers', 'Printers'],
  ['/activities-log', 'AdminLogs'],
  ['/static-pages', 'PagineStatiche'],
  ['/static-pages/p1', 'PagineStatiche'],
  ['/servizi/shop', 'Shop'],
  ['/servizi/coffeebreak', 'CoffeeBreak'],
  ['/servizi/ifm', 'Servizi'],
  ['/servizi/takeaway', 'Servizi'],
  ['/services', 'Services'],
  ['/services/s1', 'Services'],
  ['/richieste-ifm', 'GestioneIFM'],
  ['/richieste-ifm/r1', 'RichiesteIFM'],
  ['/richieste-ifm-admin', 'RichiesteIFM'],
  ['/payment_method/p1', 'PaymentMethods'],
  ['/payment_method/C_1/p1', 'PaymentMethods'],
  ['/slot/C_1/s1', 'Slots'],
  ['/home-button/C_1/b1', 'PersonalizzaMense'],
  ['/pickup/C_1/p1', 'Pickups'],
  ['/regole-contribuzione', 'RegoleContribuzione'],
  ['/regole-contribuzione/details', 'RegoleContribuzione'],
  ['/regole-contribuzione/new', 'RegoleContribuzione'],
  ['/regole-contribuzione/statistics/r1', 'RegoleContribuzione'],
  ['/combo', 'Combo'],
  ['/combo/menu', 'Combo'],
  ['/combo/menu/3', 'Combo'],
  ['/access_rules', 'Admin'],
  ['/ordini/lista-spesa', 'ListaSpesa'],
  ['/customers', 'GestioneUtenti'],
  ['/customers/pre-registrations', 'GestioneUtenti'],
  ['/ratings', 'RatesDashboardElements'],
  ['/ratings/export', 'RatesDashboardElements'],
  ['/send-notification', 'Notifications'],
  ['/send-notification/n1', 'Notifications'],
  ['/notification-programmed-details/n1', 'NotificationDetails'],
  ['/email', 'NotificationsList'],
  ['/email/details', 'NotificationDetails'],
  ['/email/details/e1', 'NotificationDetails'],
  ['/surveys', 'Surveys'],
  ['/surveys/details', 'Surveys'],
  ['/surveys/details/s1', 'Surveys'],
  ['/surveys/report', 'Surveys'],
  ['/surveys/report/s1', 'Surveys'],
];

describe('route table', () => {
  it.each(SPEC_PATHS)('%s is guarded by %s', (path, screenKey) => {
    expect(matchRoute(path)?.route.screenKey).toBe(screenKey);
  });

  it('every route id is unique and every key is a screen key', () => {
    expect(new Set(ROUTES.map((route) => route.id)).size).toBe(ROUTES.length);
    for (const route of ROUTES) if (route.screenKey !== null) expect(isScreenKey(route.screenKey)).toBe(true);
    for (const route of ROUTES)
      if (route.sidebar?.visibleFor) expect(isScreenKey(route.sidebar.visibleFor)).toBe(true);
  });

  it('only /richieste-ifm/{id} matches by prefix (spec §2)', () => {
    expect(ROUTES.filter((route) => route.match === 'prefix').map((route) => route.path)).toEqual([
      '/richieste-ifm/:id',
    ]);
    expect(matchRoute('/richieste-ifm/77/print')).toMatchObject({
      route: { id: 'ifmRequestDetails' },
      params: { id: '77' },
    });
  });

  it.each([
    '/',
    '',
    '/nope',
    '/users/details',
    '/users/details/1/2',
    '/home/extra',
    '/richieste-ifmx',
    '/richieste-ifm-admin/3',
    '/surveys/details/1/2',
    '/payment_method',
    '/DASHBOARD',
  ])('unknown path %j matches nothing (the SPA redirects to /home)', (path) => {
    expect(matchRoute(path)).toBeNull();
  });

  it.each([
    ['/users/details/u%201', { id: 'u 1' }],
    ['/users/details/%E0%A4%A', { id: '%E0%A4%A' }],
    ['/combo/menu/3', { servizio: 'menu', posizione: '3' }],
    ['/surveys/details', {}],
    ['/pickup/C_1/p1', { cid: 'C_1', id: 'p1' }],
  ])('parameters of %s', (path, params) => {
    expect(matchRoute(path)?.params).toEqual(params);
  });

  it('ignores query, hash and trailing slash', () => {
    expect(matchRoute('/dashboard/?tk=1#top')?.route.id).toBe('dashboard');
    expect(matchRoute('/ordini#x')?.route.id).toBe('orders');
  });

  it('prefers literal segments over parameters', () => {
    expect(matchRoute('/servizi/shop')?.route.id).toBe('shop');
    expect(matchRoute('/servizi/menu')).toMatchObject({
      route: { id: 'serviceByTag' },
      params: { tag: 'menu' },
    });
    expect(matchRoute('/email/details')?.route.id).toBe('emailDetails');
  });

  it('builds paths from patterns', () => {
    expect(buildPath('/users/details/:id', { id: 7 })).toBe('/users/details/7');
    expect(buildPath('/pickup/:cid/:id', { cid: 'C_1', id: 'a b' })).toBe('/pickup/C_1/a%20b');
    expect(buildPath('/surveys/details/:id?')).toBe('/surveys/details');
    expect(buildPath('/surveys/details/:id?', { id: 's' })).toBe('/surveys/details/s');
    expect(() => buildPath('/users/details/:id')).toThrow('Missing route parameter: id');
    expect(() => buildPath('/users/details/:id', { id: '' })).toThrow();
  });

  it('lists the sidebar in spec order (§2)', () => {
    const groupOrder = new Map(SIDEBAR_GROUPS.map((group) => [group.id, group.order]));
    const placed = ROUTES.flatMap((route) => (route.sidebar ? [{ path: route.path, ...route.sidebar }] : []));
    placed.sort((a, b) => groupOrder.get(a.group)! - groupOrder.get(b.group)! || a.order - b.order);
    expect(placed.map((entry) => `${entry.group} ${entry.path}`)).toEqual([
      'main /dashboard',
      'main /richieste-ifm',
      'main /home',
      'main /static-pages',
      'admin /users',
      'admin /canteens',
      'admin /stats',
      'admin /ingredients',
      'admin /combo',
      'admin /services',
      'admin /printers',
      'admin /activities-log',
      'admin /digital-signage-all',
      'messages /messages',
      'messages /messages/organize',
      'messages /email',
      'messages /send-notification',
      'messages /digital-signage',
      'others /menu',
      'others /ordini',
      'others /servizi/shop',
      'others /servizi/coffeebreak',
      'others /special-diets',
      'others /cost-centers',
      'others /regole-contribuzione',
      'others /tickets',
      'others /surveys',
      'others /customer-care/sla',
      'others /customers',
      'ifm /servizi/ifm',
      'ifm /utenti-servizi',
      'ifm /richieste-ifm-admin',
    ]);
  });

  it('nests the IFM group inside Others, between coffee break and special diets', () => {
    const ifm = SIDEBAR_GROUPS.find((group) => group.id === 'ifm');
    expect(ifm).toMatchObject({ parent: 'others', order: 5 });
    const others = ROUTES.flatMap((route) =>
      route.sidebar?.group === 'others' ? [route.sidebar.order] : [],
    );
    expect(others.filter((order) => order < 5)).toHaveLength(4);
  });
});
