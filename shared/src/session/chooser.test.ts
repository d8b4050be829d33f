// Tests of the canteen chooser (spec §2): sections and their order, search among accessible canteens.
import { describe, expect, it } from 'vitest';
import {
  CHOOSER_SECTIONS,
  chooserSection,
  groupCanteensForChooser,
  searchAccessibleCanteens,
  searchCanteens,
} from './chooser';

const canteens = [
  { id: 'C_100', name: 'Zeta Milano', endpoint_prefix: 'it' },
  { id: 'C_101', name: 'alfa Roma', endpoint_prefix: 'it' },
  { id: 'C_4001', name: 'Scuola Verdi', endpoint_prefix: 'it' },
  { id: 'C_501', name: 'Madrid Centro', endpoint_prefix: 'es' },
  { id: 'C_6001', name: 'Colegio Sol', endpoint_prefix: 'es' },
  { id: 'C_9001', name: 'Brand school IT', endpoint_prefix: 'it' },
  { id: 'C_9002', name: 'Brand school ES', endpoint_prefix: 'es' },
  { id: 'C_300', name: 'Santiago', endpoint_prefix: 'cl' },
  { id: 'C_301', name: 'Elsewhere', endpoint_prefix: 'other' },
  { id: 'C_302', name: null },
];

describe('chooser sections', () => {
  it('orders Italian first, then Spanish, Chilean and other (spec §2)', () => {
    expect([...CHOOSER_SECTIONS]).toEqual([
      'italian_restaurants',
      'italian_schools',
      'spanish_restaurants',
      'spanish_schools',
      'chilean_restaurants',
      'other_restaurants',
    ]);
  });

  it.each([
    ['C_100', 'italian_restaurants'],
    ['C_4001', 'italian_schools'],
    ['C_501', 'spanish_restaurants'],
    ['C_6001', 'spanish_schools'],
    ['C_9001', 'italian_schools'],
    ['C_9002', 'spanish_schools'],
    ['C_300', 'chilean_restaurants'],
    ['C_301', 'other_restaurants'],
    ['C_302', 'other_restaurants'],
  ])('%s → %s', (id, section) => {
    expect(chooserSection(canteens.find((canteen) => canteen.id === id)!)).toBe(section);
  });

  it('groups in section order, sorted by name, without empty sections', () => {
    const grouped = groupCanteensForChooser(canteens.filter((c) => c.id !== 'C_300'));
    expect(grouped.map((group) => [group.section, group.canteens.map((c) => c.id)])).toEqual([
      ['italian_restaurants', ['C_101', 'C_100']],
      ['italian_schools', ['C_9001', 'C_4001']],
      ['spanish_restaurants', ['C_501']],
      ['spanish_schools', ['C_9002', 'C_6001']],
      ['other_restaurants', ['C_302', 'C_301']],
    ]);
    expect(grouped[0]?.labelKey).toBe('chooser.sections.italianRestaurants');
  });

  it('breaks name ties by id', () => {
    const twins = [
      { id: 'C_2', name: 'Same' },
      { id: 'C_1', name: 'same' },
    ];
    expect(groupCanteensForChooser(twins)[0]?.canteens.map((c) => c.id)).toEqual(['C_1', 'C_2']);
  });
});

describe('search', () => {
  it.each([
    ['madrid', ['C_501']],
    ['MADRID', ['C_501']],
    ['c_40', ['C_4001']],
    ['brand', ['C_9001', 'C_9002']],
    ['  roma ', ['C_101']],
    ['nothing', []],
  ])('%j matches %j (lowercased id or name)', (query, ids) => {
    expect(searchCanteens(canteens, query).map((c) => c.id)).toEqual(ids);
  });

  it('an empty query matches every canteen', () => {
    expect(searchCanteens(canteens, '')).toHaveLength(canteens.length);
    expect(searchCanteens(canteens, null)).toHaveLength(canteens.length);
  });

  it('searches only among canteens the user may access', () => {
    expect(searchAccessibleCanteens(canteens, 'school', 'site_manager', ['C_9002']).map((c) => c.id)).toEqual(
      ['C_9002'],
    );
    expect(searchAccessibleCanteens(canteens, 'school', 'admin', []).map((c) => c.id)).toEqual([
      'C_9001',
      'C_9002',
    ]);
    expect(searchAccessibleCanteens(canteens, '', 'web_user', ['C_100'])).toEqual([]);
  });
});
