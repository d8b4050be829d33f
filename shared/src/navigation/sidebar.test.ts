// Tests of the sidebar per role and of the navigation guard (spec §2 sidebar, §6).
import { describe, expect, it } from 'vitest';
import { canOpenRoute, resolveNavigation, sidebarFor } from './sidebar';
import { ROUTES } from './routes';

const paths = (role: string, context = {}) =>
  Object.fromEntries(
    sidebarFor(role, context).map((section) => [section.group, section.entries.map((e) => e.path)]),
  );

describe('sidebarFor', () => {
  it('shows admin everything but the IFM operator list and needs-context entries', () => {
    expect(paths('admin')).toEqual({
      main: ['/dashboard', '/home', '/static-pages'],
      admin: [
        '/users',
        '/canteens',
        '/stats',
        '/ingredients',
        '/combo',
        '/services',
        '/printers',
        '/activities-log',
        '/digital-signage-all',
      ],
      messages: ['/messages', '/messages/organize', '/email', '/send-notification', '/digital-signage'],
      others: [
        '/menu',
        '/ordini',
        '/servizi/shop',
        '/servizi/coffeebreak',
        '/special-diets',
        '/cost-centers',
        '/regole-contribuzione',
        '/tickets',
        '/surveys',
        '/customer-care/sla',
        '/customers',
      ],
      ifm: ['/servizi/ifm', '/utenti-servizi', '/richieste-ifm-admin'],
    });
  });

  it.each([
    ['operatore_ifm', { main: ['/richieste-ifm'], others: ['/tickets'], ifm: ['/richieste-ifm-admin'] }],
    ['cliente_ifm', { others: ['/tickets'], ifm: ['/richieste-ifm-admin'] }],
    ['controllore', { others: ['/tickets'] }],
    ['responsabile_mensa', { others: ['/tickets'] }],
    [
      'company_manager',
      { main: ['/dashboard'], others: ['/ordini', '/special-diets', '/cost-centers', '/tickets', '/customers'] },
    ],
    [
      'cuoco',
      {
        main: ['/dashboard'],
        others: ['/menu', '/ordini', '/servizi/shop', '/servizi/coffeebreak', '/tickets'],
      },
    ],
    ['visualizzatore', { main: ['/dashboard', '/home'], others: ['/menu', '/ordini', '/tickets'] }],
    ['web_user', {}],
    ['boss', {}],
  ])('%s sees %j', (role, expected) => {
    expect(paths(role)).toEqual(expected);
  });

  it('marks the tickets entry with the unread badge and carries label keys', () => {
    const others = sidebarFor('controllore')[0];
    expect(others).toMatchObject({ group: 'others', parent: null, labelKey: 'nav.groups.others' });
    expect(others?.entries[0]).toEqual({
      routeId: 'tickets',
      path: '/tickets',
      labelKey: 'nav.tickets',
      order: 9,
      badge: 'unreadChat',
    });
  });
});

describe('navigation guard', () => {
  it.each([
    ['/users', 'cuoco', false],
    ['/users', 'admin', true],
    ['/home', 'controllore', true],
    ['/home', 'web_user', false],
    ['/account', 'cliente_ifm', true],
    ['/nowhere', 'admin', false],
    ['/menu/planner', 'site_manager', false],
    ['/richieste-ifm/42', 'cliente_ifm', true],
    ['/richieste-ifm', 'cliente_ifm', false],
    ['/customer-care', 'cuoco', false],
  ])('%s for %s → allowed %s', (path, role, allowed) => {
    expect(resolveNavigation(path, role)).toEqual({ allowed, redirectTo: allowed ? null : '/home' });
  });

  it('passes the context through (Planner in chile, customer care active)', () => {
    expect(resolveNavigation('/menu/planner', 'site_manager', { environment: 'chile' }).allowed).toBe(true);
    expect(resolveNavigation('/customer-care', 'cuoco', { customerCareActive: true }).allowed).toBe(true);
    const home = ROUTES.find((route) => route.id === 'home')!;
    expect(canOpenRoute(home, 'admin')).toBe(true);
  });
});
