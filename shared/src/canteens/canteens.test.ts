// Tests of canteen ids, groups by number range (every boundary), types, name cut and visited list (spec §3, §4).
import { describe, expect, it } from 'vitest';
import {
  CANTEEN_GROUPS,
  canteenLeadingDigit,
  canteenCountry,
  canteenGroup,
  canteenNumber,
  canteenType,
  normalizeCanteenId,
  sameCanteenId,
  truncateCanteenName,
  updateVisitedCanteens,
} from './canteens';

describe('normalizeCanteenId', () => {
  it.each([
    ['C_500', 'C_500'],
    ['c_500', 'C_500'],
    ['500', 'C_500'],
    [500, 'C_500'],
    ['  C_7 ', 'C_7'],
    ['abc', 'C_ABC'],
    ['', ''],
    ['   ', ''],
    [null, ''],
    [undefined, ''],
  ])('%j → %j', (input, expected) => {
    expect(normalizeCanteenId(input)).toBe(expected);
  });

  it('compares ids in upper case with the prefix', () => {
    expect(sameCanteenId('c_12', 'C_12')).toBe(true);
    expect(sameCanteenId('12', 'C_12')).toBe(true);
    expect(sameCanteenId('C_12', 'C_13')).toBe(false);
    expect(sameCanteenId('', '')).toBe(false);
  });

  it.each([
    ['C_4000', 4000],
    ['c_0600', 600],
    ['C_12a', null],
    ['C_', null],
    ['C_-5', null],
  ])('number of %s → %s', (id, number) => {
    expect(canteenNumber(id)).toBe(number);
  });
});

describe('canteenGroup boundaries (spec §3)', () => {
  // Outside the four ranges the endpoint_prefix decides; 'it' is used so a miss shows as italy.
  it.each([
    [499, 'italy'],
    [500, 'spain'],
    [599, 'spain'],
    [600, 'italy'],
    [3999, 'italy'],
    [4000, 'italian_school'],
    [4999, 'italian_school'],
    [5000, 'italy'],
    [5999, 'italy'],
    [6000, 'spanish_school'],
    [6999, 'spanish_school'],
    [7000, 'italy'],
    [8999, 'italy'],
    [9000, 'further_school'],
    [9999, 'further_school'],
    [10000, 'italy'],
  ])('C_%i with endpoint_prefix it → %s', (number, group) => {
    expect(canteenGroup({ id: `C_${number}`, endpoint_prefix: 'it' })).toBe(group);
  });

  it.each([
    ['it', 'italy'],
    ['IT', 'italy'],
    ['es', 'spain'],
    ['cl', 'chile'],
    ['other', 'other'],
    ['fr', 'other'],
    [undefined, 'other'],
    [null, 'other'],
  ])('outside the ranges endpoint_prefix %j → %s', (prefix, group) => {
    expect(canteenGroup({ id: 'C_1234', endpoint_prefix: prefix })).toBe(group);
  });

  it('the number wins over endpoint_prefix', () => {
    expect(canteenGroup({ id: 'C_550', endpoint_prefix: 'it' })).toBe('spain');
    expect(canteenGroup({ id: 'C_4100', endpoint_prefix: 'cl' })).toBe('italian_school');
  });

  it('accepts a bare id (no endpoint_prefix → other outside the ranges)', () => {
    expect(canteenGroup('C_6500')).toBe('spanish_school');
    expect(canteenGroup('c_9100')).toBe('further_school');
    expect(canteenGroup('C_100')).toBe('other');
    expect(canteenGroup('C_ABC')).toBe('other');
  });

  it('names seven groups', () => {
    expect([...CANTEEN_GROUPS]).toEqual([
      'italy',
      'italian_school',
      'spain',
      'spanish_school',
      'further_school',
      'chile',
      'other',
    ]);
  });
});

describe('canteenType and country', () => {
  it.each([
    [{ id: 'C_4001', endpoint_prefix: 'it' }, 'italian_school', 'italy'],
    [{ id: 'C_6001', endpoint_prefix: 'es' }, 'spanish_school', 'spain'],
    [{ id: 'C_9001', endpoint_prefix: 'it' }, 'further_school', 'italy'],
    [{ id: 'C_9001', endpoint_prefix: 'es' }, 'further_school', 'spain'],
    [{ id: 'C_501', endpoint_prefix: 'es' }, 'spanish_canteen', 'spain'],
    [{ id: 'C_1200', endpoint_prefix: 'es' }, 'spanish_canteen', 'spain'],
    [{ id: 'C_100', endpoint_prefix: 'it' }, 'other', 'italy'],
    [{ id: 'C_100', endpoint_prefix: 'cl' }, 'other', 'chile'],
    [{ id: 'C_100', endpoint_prefix: 'other' }, 'other', 'other'],
  ])('%j → type %s, country %s', (canteen, type, country) => {
    expect(canteenType(canteen)).toBe(type);
    expect(canteenCountry(canteen)).toBe(country);
  });

  it('a bare further-school id counts as Italian', () => {
    expect(canteenCountry('C_9001')).toBe('italy');
  });
});

describe('truncateCanteenName (spec §2: over 30 → 27 + ...)', () => {
  it.each([
    ['a'.repeat(29), 'a'.repeat(29)],
    ['a'.repeat(30), 'a'.repeat(30)],
    ['a'.repeat(31), `${'a'.repeat(27)}...`],
    ['b'.repeat(50), `${'b'.repeat(27)}...`],
    ['', ''],
    [null, ''],
  ])('%j', (name, expected) => {
    expect(truncateCanteenName(name)).toBe(expected);
    expect(truncateCanteenName(name).length).toBeLessThanOrEqual(30);
  });
});

describe('updateVisitedCanteens (spec §4)', () => {
  it.each([
    ['adds to an empty list', [], 'C_1', ['C_1']],
    ['adds to a missing list', undefined, 'C_1', ['C_1']],
    ['puts the chosen first', ['C_1', 'C_2'], 'C_3', ['C_3', 'C_1', 'C_2']],
    ['moves an earlier occurrence', ['C_1', 'C_2', 'C_3'], 'C_3', ['C_3', 'C_1', 'C_2']],
    ['matches case-insensitively', ['c_1', 'C_2'], 'C_1', ['C_1', 'C_2']],
    ['adds the prefix', ['C_2'], '7', ['C_7', 'C_2']],
    [
      'keeps at most 6',
      ['C_1', 'C_2', 'C_3', 'C_4', 'C_5', 'C_6'],
      'C_7',
      ['C_7', 'C_1', 'C_2', 'C_3', 'C_4', 'C_5'],
    ],
    [
      'moving within a full list keeps all 6',
      ['C_1', 'C_2', 'C_3', 'C_4', 'C_5', 'C_6'],
      'C_6',
      ['C_6', 'C_1', 'C_2', 'C_3', 'C_4', 'C_5'],
    ],
    ['empty id changes nothing', ['C_1'], '', ['C_1']],
    ['drops blanks from the stored list', ['', 'C_1'], 'C_2', ['C_2', 'C_1']],
  ])('%s', (_label, list, id, expected) => {
    expect(updateVisitedCanteens(list, id)).toEqual(expected);
  });

  it('does not modify its input', () => {
    const list = ['C_1', 'C_2'];
    updateVisitedCanteens(list, 'C_2');
    expect(list).toEqual(['C_1', 'C_2']);
  });
});

describe('canteenLeadingDigit (picks the news-area base canteen)', () => {
  it.each([
    ['C_4123', '4'],
    ['C_512', '5'],
    ['c_9001', '9'],
    ['7', '7'],
    ['C_ABC', null],
  ])('%s → %s', (id, digit) => {
    expect(canteenLeadingDigit(id)).toBe(digit);
  });
});
