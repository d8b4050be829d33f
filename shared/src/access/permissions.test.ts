// Tests of the spec §6 permission table: every role × every screen key, written as a literal matrix.
import { describe, expect, it } from 'vitest';
import {
  SCREEN_KEYS,
  SCREEN_PERMISSIONS,
  canAccessAllCanteens,
  canManageCanteen,
  canOpenScreen,
  chooserCanteens,
  isScreenKey,
  rolesForScreen,
} from './permissions';
import { ENVIRONMENTS } from '../i18n/i18n-env';

// Column order of the matrix below.
const COLUMNS = [
  'admin',
  'admin_provider',
  'country_manager',
  'super_site_manager',
  'site_manager',
  'responsabile_mensa',
  'cuoco',
  'operatore_ifm',
  'cliente_ifm',
  'controllore',
  'company_manager',
  'company_manager_plus',
  'visualizzatore',
  'web_user',
] as const;

// Spec §6, typed by hand from the table (X = allowed). Planner is the non-South-America rule;
// CustomerCare assumes the active canteen's customer care is active.
// prettier-ignore
const MATRIX: Record<string, string> = {
  //                            ad ap cm ss sm rm cu oi ci co cg cp vi wu
  Utenti:                      'X  .  .  .  .  .  .  .  .  .  .  .  .  .',
  CreazioneMense:              'X  .  .  .  .  .  .  .  .  .  .  .  .  .',
  ModificaMense:               'X  .  .  .  .  .  .  .  .  .  .  .  .  .',
  DigitalSignageAll:           'X  .  .  .  .  .  .  .  .  .  .  .  .  .',
  Ricette:                     'X  .  .  .  .  .  .  .  .  .  .  .  .  .',
  ListaSpesa:                  'X  .  .  .  .  .  .  .  .  .  .  .  .  .',
  Notifications:               'X  .  .  .  .  .  .  .  .  .  .  .  .  .',
  NotificationsList:           'X  .  .  .  .  .  .  .  .  .  .  .  .  .',
  NotificationDetails:         'X  .  .  .  .  .  .  .  .  .  .  .  .  .',
  Stats:                       'X  .  .  .  .  .  .  .  .  .  .  .  .  .',
  Templates:                   'X  .  .  .  .  .  .  .  .  .  .  .  .  .',
  TcposOrderDetails:           'X  .  .  .  .  .  .  .  .  .  .  .  .  .',
  ExternalListOrderDetails:    'X  .  .  .  .  .  .  .  .  .  .  .  .  .',
  Services:                    'X  .  .  .  .  .  .  .  .  .  .  .  .  .',
  Printers:                    'X  .  .  .  .  .  .  .  .  .  .  .  .  .',
  CopiaStrutturaComunicazioni: 'X  X  .  .  .  .  .  .  .  .  .  .  .  .',
  ImportUtenti:                'X  X  .  .  .  .  .  .  .  .  .  .  .  .',
  Admin:                       'X  X  .  .  .  .  .  .  .  .  .  .  .  .',
  CustomerCareSLA:             'X  X  X  .  .  .  .  .  .  .  .  .  .  .',
  Planner:                     'X  X  .  X  .  .  .  .  .  .  .  .  .  .',
  Ristoranti:                  'X  X  X  X  X  .  .  .  .  .  .  .  X  .',
  Chat:                        'X  X  X  X  X  .  .  .  .  .  .  .  X  .',
  PagineStatiche:              'X  X  X  X  X  .  .  .  .  .  .  .  .  .',
  Comunicazioni:               'X  X  X  X  X  .  .  .  .  .  .  .  .  .',
  Servizi:                     'X  X  X  X  X  .  .  .  .  .  .  .  .  .',
  Combo:                       'X  X  X  X  X  .  .  .  .  .  .  .  .  .',
  MenuStructure:               'X  X  X  X  X  .  .  .  .  .  .  .  .  .',
  AdminLogs:                   'X  X  X  X  X  .  .  .  .  .  .  .  .  .',
  Surveys:                     'X  X  X  X  X  .  .  .  .  .  .  .  .  .',
  PersonalizzaMense:           'X  X  .  X  X  .  .  .  .  .  .  .  .  .',
  FastCommands:                'X  X  .  X  X  .  .  .  .  .  .  .  .  .',
  RegoleContribuzione:         'X  X  .  X  X  .  .  .  .  .  .  .  .  .',
  RatesDashboardElements:      'X  X  .  X  X  .  .  .  .  .  .  .  .  .',
  Pickups:                     'X  X  .  X  X  .  .  .  .  .  .  .  .  .',
  Slots:                       'X  X  .  X  X  .  .  .  .  .  .  .  .  .',
  PaymentMethods:              'X  X  .  X  X  .  .  .  .  .  .  .  .  .',
  PrintersDashboard:           'X  X  .  X  X  .  .  .  .  .  .  .  .  .',
  EditorRicette:               'X  X  .  X  X  .  .  .  .  .  .  .  .  .',
  DeleteRecipe:                'X  X  .  X  X  .  .  .  .  .  .  .  .  .',
  DigitalSignage:              'X  X  X  X  .  .  .  .  .  .  .  .  .  .',
  Menu:                        'X  X  X  X  X  .  X  .  .  .  .  .  X  .',
  Ordini:                      'X  X  X  X  X  .  X  .  .  .  X  X  X  .',
  Shop:                        'X  X  X  X  X  .  X  .  .  .  .  .  .  .',
  CoffeeBreak:                 'X  X  X  X  X  .  X  .  .  .  .  .  .  .',
  DieteSpeciali:               'X  X  X  X  X  .  .  .  .  .  X  X  .  .',
  CentriCosto:                 'X  X  X  X  X  .  .  .  .  .  X  X  .  .',
  RichiesteIFM:                'X  X  X  X  X  .  .  X  X  .  .  .  .  .',
  GestioneIFM:                 '.  .  .  .  .  .  .  X  .  .  .  .  .  .',
  AffiliatedDashboardElements: '.  .  .  .  .  .  .  .  .  .  X  X  .  .',
  Dashboard:                   'X  X  X  X  X  .  X  .  .  .  X  X  X  .',
  GestioneUtenti:              'X  X  X  X  X  .  .  .  .  .  X  X  .  .',
  UtentiDashboard:             'X  X  X  X  X  .  X  .  .  .  X  X  .  .',
  CustomerCare:                'X  X  X  X  X  .  X  .  .  .  .  .  X  .',
  RispostaTicket:              'X  X  X  X  X  .  X  .  .  .  X  X  .  .',
  ModificaOrdini:              'X  X  X  X  X  .  X  .  .  .  .  X  .  .',
  Tickets:                     'X  X  X  X  X  X  X  X  X  X  X  X  X  .',
  News:                        'X  X  X  X  X  X  X  X  X  X  X  X  X  .',
};

const cells = Object.entries(MATRIX).flatMap(([key, row]) => {
  const marks = row.trim().split(/\s+/);
  return COLUMNS.map((role, index) => [key, role, marks[index] === 'X'] as const);
});

describe('screen permission matrix (spec §6)', () => {
  it('has exactly one row per screen key and 14 marks per row', () => {
    expect(Object.keys(MATRIX).sort()).toEqual([...SCREEN_KEYS].sort());
    for (const row of Object.values(MATRIX)) expect(row.trim().split(/\s+/)).toHaveLength(COLUMNS.length);
  });

  it.each(cells)('%s × %s → %s', (key, role, allowed) => {
    expect(canOpenScreen(key, role, { environment: 'europe', customerCareActive: true })).toBe(allowed);
  });
});

describe('context rules', () => {
  it.each(ENVIRONMENTS.map((env) => [env, env === 'chile'] as const))(
    'Planner for site_manager in %s → %s',
    (environment, allowed) => {
      expect(canOpenScreen('Planner', 'site_manager', { environment })).toBe(allowed);
    },
  );

  it('the South America extra applies to site_manager only', () => {
    const chile = COLUMNS.filter((role) => canOpenScreen('Planner', role, { environment: 'chile' }));
    expect(chile).toEqual(['admin', 'admin_provider', 'super_site_manager', 'site_manager']);
    expect(rolesForScreen('Planner')).toEqual(['admin', 'admin_provider', 'super_site_manager']);
  });

  it.each(COLUMNS)('CustomerCare is closed to %s when customer care is not active', (role) => {
    expect(canOpenScreen('CustomerCare', role)).toBe(false);
    expect(canOpenScreen('CustomerCare', role, { customerCareActive: false })).toBe(false);
    expect(canOpenScreen('CustomerCare', role, { customerCareActive: null })).toBe(false);
  });

  it('without a context, screens other than CustomerCare follow the table', () => {
    expect(canOpenScreen('Dashboard', 'cuoco')).toBe(true);
    expect(canOpenScreen('CustomerCareSLA', 'country_manager')).toBe(true);
  });

  it.each(['Nope', '', 'utenti', 'toString', 'constructor'])('unknown key %j is closed', (key) => {
    expect(isScreenKey(key)).toBe(false);
    expect(canOpenScreen(key, 'admin', { customerCareActive: true })).toBe(false);
  });

  it.each([null, undefined, '', 'boss', 'ADMIN'])('unknown role %j opens nothing', (role) => {
    expect(
      SCREEN_KEYS.some((key) => canOpenScreen(key, role, { customerCareActive: true, environment: 'chile' })),
    ).toBe(false);
  });

  it('web_user opens nothing in any context', () => {
    expect(
      SCREEN_KEYS.some((key) =>
        canOpenScreen(key, 'web_user', { customerCareActive: true, environment: 'chile' }),
      ),
    ).toBe(false);
  });

  it('exposes the table as data', () => {
    expect(SCREEN_PERMISSIONS.GestioneIFM).toEqual(['operatore_ifm']);
  });
});

describe('canteen access (spec §5, §6)', () => {
  const bo = ['C_100', 'c_200', '300'];
  it.each([
    ['admin any canteen', 'C_999', 'admin', [], true],
    ['admin_provider any canteen', 'c_999', 'admin_provider', null, true],
    ['country_manager only bo_canteens', 'C_999', 'country_manager', bo, false],
    ['site_manager listed', 'C_100', 'site_manager', bo, true],
    ['listed lower-case entry', 'C_200', 'cuoco', bo, true],
    ['id in lower case', 'c_100', 'cuoco', bo, true],
    ['entry without prefix', 'C_300', 'visualizzatore', bo, true],
    ['id without prefix refused', '100', 'admin', bo, false],
    ['empty id', '', 'admin', bo, false],
    ['blank id', '   ', 'admin', bo, false],
    ['null id', null, 'admin', bo, false],
    ['web_user never', 'C_100', 'web_user', bo, false],
    ['unknown role never', 'C_100', 'boss', bo, false],
    ['no bo_canteens', 'C_100', 'cuoco', undefined, false],
  ])('%s', (_label, id, role, list, expected) => {
    expect(canManageCanteen(id, role, list)).toBe(expected);
  });

  it.each(COLUMNS.map((role) => [role, role === 'admin' || role === 'admin_provider'] as const))(
    'canAccessAllCanteens(%s) → %s',
    (role, expected) => expect(canAccessAllCanteens(role)).toBe(expected),
  );

  it('offers all canteens to admins, bo_canteens to others, none to web_user', () => {
    const canteens = [{ id: 'C_100' }, { id: 'C_200' }, { id: 'C_500' }];
    expect(chooserCanteens(canteens, 'admin', [])).toEqual(canteens);
    expect(chooserCanteens(canteens, 'admin_provider', null)).toEqual(canteens);
    expect(chooserCanteens(canteens, 'site_manager', ['C_200', 'C_500'])).toEqual([
      { id: 'C_200' },
      { id: 'C_500' },
    ]);
    expect(chooserCanteens(canteens, 'web_user', ['C_200'])).toEqual([]);
  });
});
