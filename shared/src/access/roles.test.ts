// Tests of spec §6 roles: names, priority, resolution, help tags and body classes.
import { describe, expect, it } from 'vitest';
import {
  MANAGEMENT_ROLES,
  ROLES,
  ROLE_PRIORITY,
  highestRole,
  isBackOfficeRole,
  isManagementRole,
  isRole,
  resolveRole,
  roleBodyClasses,
  roleHelpTag,
} from './roles';

// Spec §6, written out independently of the implementation.
const PRIORITY = [
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
];

describe('role names', () => {
  it('lists the 13 back-office roles in priority order, then web_user', () => {
    expect([...ROLE_PRIORITY]).toEqual(PRIORITY);
    expect([...ROLES]).toEqual([...PRIORITY, 'web_user']);
  });

  it('names the five management roles', () => {
    expect([...MANAGEMENT_ROLES]).toEqual([
      'admin',
      'admin_provider',
      'country_manager',
      'super_site_manager',
      'site_manager',
    ]);
    expect(PRIORITY.filter(isManagementRole)).toEqual([...MANAGEMENT_ROLES]);
    expect(isManagementRole('web_user')).toBe(false);
  });

  it.each([
    ['admin', true, true],
    ['visualizzatore', true, true],
    ['web_user', true, false],
    ['root', false, false],
    [undefined, false, false],
    [7, false, false],
  ])('%s: isRole %s, isBackOfficeRole %s', (value, role, backOffice) => {
    expect(isRole(value)).toBe(role);
    expect(isBackOfficeRole(value)).toBe(backOffice);
  });
});

describe('highestRole', () => {
  it.each(PRIORITY.flatMap((higher, i) => PRIORITY.slice(i + 1).map((lower) => [higher, lower])))(
    '%s wins over %s in either order',
    (higher, lower) => {
      expect(highestRole([lower, higher])).toBe(higher);
      expect(highestRole([higher, lower])).toBe(higher);
    },
  );

  it('ignores unknown names and web_user, falling back to web_user', () => {
    expect(highestRole(['boss', 'web_user'])).toBe('web_user');
    expect(highestRole(['boss', 'cuoco'])).toBe('cuoco');
    expect(highestRole([])).toBe('web_user');
  });
});

describe('resolveRole', () => {
  it.each([
    ['no user', null, 'web_user'],
    ['undefined user', undefined, 'web_user'],
    ['no roles object', { role: 'admin' }, 'web_user'],
    ['roles is null', { role: 'admin', roles: null }, 'web_user'],
    ['roles is an array', { roles: ['admin'] }, 'web_user'],
    ['roles is a string', { roles: 'admin' }, 'web_user'],
    ['stored role wins', { role: 'cuoco', roles: { admin: true } }, 'cuoco'],
    [
      'unknown stored role falls back to roles',
      { role: 'boss', roles: { site_manager: true } },
      'site_manager',
    ],
    ['single role key', { roles: { operatore_ifm: true } }, 'operatore_ifm'],
    [
      'highest of several keys',
      { roles: { visualizzatore: true, country_manager: true, cuoco: true } },
      'country_manager',
    ],
    ['false flag not held', { roles: { admin: false, cuoco: true } }, 'cuoco'],
    ['empty roles object', { roles: {} }, 'web_user'],
    ['only unknown keys', { roles: { boss: true } }, 'web_user'],
    ['stored web_user', { role: 'web_user', roles: { admin: true } }, 'web_user'],
  ])('%s', (_label, user, expected) => {
    expect(resolveRole(user)).toBe(expected);
  });
});

describe('help tags (spec §6)', () => {
  const expected: Record<string, number | null> = {
    admin: 91,
    admin_provider: 92,
    country_manager: 93,
    super_site_manager: 94,
    site_manager: 95,
    responsabile_mensa: null,
    cuoco: 96,
    operatore_ifm: 97,
    cliente_ifm: 98,
    controllore: 99,
    company_manager_plus: 100,
    company_manager: 101,
    visualizzatore: 102,
    web_user: 103,
  };
  it.each(Object.entries(expected))('%s → %s', (role, tag) => {
    expect(roleHelpTag(role)).toBe(tag);
  });
  it('unknown role has no tag', () => expect(roleHelpTag('boss')).toBeNull());
});

describe('body classes', () => {
  it.each([
    ['company_manager', ['company-manager']],
    ['company_manager_plus', ['company-manager', 'plus']],
    ['controllore', ['controller']],
    ['visualizzatore', ['viewer']],
    ['admin', []],
    ['cuoco', []],
    ['web_user', []],
    ['boss', []],
  ])('%s → %j', (role, classes) => {
    expect(roleBodyClasses(role)).toEqual(classes);
  });
});
