// The router's decisions, table-driven from spec §2 (unknown → /home, remembered path) and §6 (failed check → /home).
import { describe, expect, it } from 'vitest';
import { ROUTES } from '@backoffice/shared';
import { decideRoute, type RouteFacts } from './route-decision';
import { CANTEEN_FREE_ROUTE_IDS } from './screens';

const withCanteen = (role: string, customerCare = true): RouteFacts => ({
  role,
  environment: 'europe',
  activeCanteen: 'C_1001',
  canteenData: { id: 'C_1001', name: 'Mensa', customer_care: { active: customerCare } },
});
const noCanteen = (role: string): RouteFacts => ({ role, environment: 'europe', activeCanteen: null, canteenData: null });

describe('decideRoute', () => {
  it.each([
    ['/nowhere', 'admin', { kind: 'redirect', to: '/home' }],
    ['/users/details', 'admin', { kind: 'redirect', to: '/home' }],
    ['/users', 'visualizzatore', { kind: 'redirect', to: '/home' }],
    ['/canteens', 'cuoco', { kind: 'redirect', to: '/home' }],
    ['/richieste-ifm', 'admin', { kind: 'redirect', to: '/home' }],
    ['/menu/planner', 'site_manager', { kind: 'redirect', to: '/home' }],
    ['/dashboard', 'operatore_ifm', { kind: 'redirect', to: '/home' }],
  ])('%s as %s → %o', (path, role, expected) => {
    expect(decideRoute(path, '', withCanteen(role))).toEqual(expected);
  });

  it.each([
    ['/users', 'admin', 'users', {}],
    ['/users/details/u1', 'admin', 'userDetails', { id: 'u1' }],
    ['/servizi/shop', 'cuoco', 'shop', {}],
    ['/richieste-ifm/IFM_1/extra', 'operatore_ifm', 'ifmRequestDetails', { id: 'IFM_1' }],
    ['/surveys/details', 'admin', 'surveyDetails', {}],
    ['/dashboard', 'visualizzatore', 'dashboard', {}],
  ])('%s as %s renders %s', (path, role, routeId, params) => {
    const decision = decideRoute(path, '', withCanteen(role));
    expect(decision.kind === 'render' && [decision.route.id, decision.params]).toEqual([routeId, params]);
  });

  it('remembers a canteen page asked for before a canteen is chosen (spec §2)', () => {
    expect(decideRoute('/ordini', '?day=1', noCanteen('admin'))).toEqual({ kind: 'choose', remember: '/ordini?day=1' });
  });

  it('still refuses a forbidden page without remembering it', () => {
    expect(decideRoute('/users', '', noCanteen('cuoco'))).toEqual({ kind: 'redirect', to: '/home' });
  });

  it('opens the canteen-free pages without a canteen', () => {
    for (const route of ROUTES.filter((candidate) => CANTEEN_FREE_ROUTE_IDS.has(candidate.id) && !candidate.path.includes(':'))) {
      expect(decideRoute(route.path, '', noCanteen('admin')).kind, route.path).toBe('render');
    }
  });

  it('waits while the chosen canteen is loading', () => {
    expect(decideRoute('/dashboard', '', { ...withCanteen('admin'), canteenData: null })).toEqual({ kind: 'wait' });
  });

  it("needs the canteen's customer care for the help desk (spec §2 sidebar)", () => {
    expect(decideRoute('/customer-care', '', withCanteen('cuoco', true)).kind).toBe('render');
    expect(decideRoute('/customer-care', '', withCanteen('cuoco', false))).toEqual({ kind: 'redirect', to: '/home' });
  });

  it('never renders anything for web_user', () => {
    expect(decideRoute('/home', '', withCanteen('web_user'))).toEqual({ kind: 'redirect', to: '/home' });
  });
});
