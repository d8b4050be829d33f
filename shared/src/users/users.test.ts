import { describe, expect, it } from 'vitest';
import {
  isSearchTooShort,
  parseUserListParams,
  userAccessFields,
  userAccessFormSchema,
  userAccessRequestSchema,
  userListQuery,
  userSearchKeyword,
  userSearchKeywords,
} from '.';

const anna = {
  profile: {
    name: 'Anna Maria',
    surname: 'Rossà',
    email: 'Anna.Rossa@demo.test',
    company: 'Banca Centrale',
    matricola: 'MIL004521',
  },
  card: '7340104729 B',
  canteens: ['c_1001'],
  bo_canteens: [],
};

describe('userSearchKeywords', () => {
  const keywords = userSearchKeywords(anna);
  it.each([
    ['a name prefix', 'an'],
    ['the second word of the name', 'maria'],
    ['the surname without its accent', 'rossa'],
    ['name and surname', 'anna maria ro'],
    ['the e-mail, lower case', 'anna.rossa@demo'],
    ['the company', 'banca'],
    ['a word of the company', 'centr'],
    ['the matricola', 'mil0045'],
    ['the card number', '734010'],
    ['the last four digits of the card (spec §5 display)', '4729'],
    ['the bare canteen', 'C_1001|'],
    ['a term scoped to the canteen', 'C_1001|rossa'],
  ])('holds %s', (_, keyword) => {
    expect(keywords).toContain(keyword);
  });
  it('holds no one-character term, no term past 24 characters, no duplicates', () => {
    expect(keywords).not.toContain('a');
    expect(keywords.every((k) => k.replace(/^C_\d+\|/, '').length <= 24)).toBe(true);
    expect(new Set(keywords).size).toBe(keywords.length);
  });
  it('scopes to managed canteens too, and is empty for an empty document', () => {
    expect(userSearchKeywords({ profile: { name: 'Li' }, bo_canteens: ['C_501'] })).toEqual(['li', 'C_501|', 'C_501|li']);
    expect(userSearchKeywords({})).toEqual([]);
  });
});

describe('userSearchKeyword', () => {
  it.each([
    ['', '', null],
    ['r', '', null],
    ['Rossà ', '', 'rossa'],
    ['', 'c_1001', 'C_1001|'],
    ['ROSSI', 'C_1001', 'C_1001|rossi'],
    ['r', 'C_1001', 'C_1001|'],
  ])('search %j in canteen %j → %j', (search, canteen, keyword) => {
    expect(userSearchKeyword(search, canteen)).toBe(keyword);
  });
  it('says when a search is too short', () => {
    expect(isSearchTooShort('a')).toBe(true);
    expect(isSearchTooShort('')).toBe(false);
    expect(isSearchTooShort('ab')).toBe(false);
  });
});

describe('the list params in the URL', () => {
  it('round-trips and drops unknown values', () => {
    const params = { search: 'rossi', role: 'cuoco' as const, canteen: 'C_1001' };
    expect(parseUserListParams(userListQuery(params))).toEqual(params);
    expect(parseUserListParams(new URLSearchParams('role=king&canteen=x y'))).toEqual({ search: '', role: 'all', canteen: '' });
    expect(userListQuery({ search: '', role: 'all', canteen: '' }).toString()).toBe('');
  });
});

describe('userAccessFormSchema', () => {
  it('needs canteens for a role limited to some', () => {
    const result = userAccessFormSchema.safeParse({ role: 'site_manager', bo_canteens: [] });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('users:validation.canteensRequired');
  });
  it('refuses an unknown role and a malformed canteen id', () => {
    expect(userAccessFormSchema.safeParse({ role: 'king', bo_canteens: [] }).success).toBe(false);
    expect(userAccessFormSchema.safeParse({ role: 'cuoco', bo_canteens: ['1001'] }).success).toBe(false);
  });
  it('normalises canteen ids; admins and customers store none', () => {
    const form = userAccessFormSchema.parse({ role: 'cuoco', bo_canteens: ['c_1001', 'C_1001'] });
    expect(userAccessFields(form)).toEqual({ role: 'cuoco', roles: { cuoco: true }, bo_canteens: ['C_1001'] });
    expect(userAccessFields(userAccessFormSchema.parse({ role: 'admin', bo_canteens: ['C_1001'] }))).toEqual({
      role: 'admin',
      roles: { admin: true },
      bo_canteens: [],
    });
    expect(userAccessFields(userAccessFormSchema.parse({ role: 'web_user', bo_canteens: [] })).bo_canteens).toEqual([]);
  });
  it('the request names the user', () => {
    expect(userAccessRequestSchema.safeParse({ role: 'admin', bo_canteens: [] }).success).toBe(false);
    expect(userAccessRequestSchema.safeParse({ uid: 'u1', role: 'admin', bo_canteens: [] }).success).toBe(true);
  });
});
