import { describe, expect, it } from 'vitest';
import {
  canteenFormPatch,
  canteenFormSchema,
  canteenFormValues,
  canteenListQuery,
  canteenSearch,
  parseCanteenListParams,
} from './canteen-form';

const stored = {
  canteen_id: 'C_1001',
  name: 'Bicocca',
  address: 'Piazza della Scienza 1',
  endpoint_prefix: 'it',
  smart_prefix: 'MIL',
  smart_id: 'MIL1001',
  parent: '',
  wallet: 'TCPOS',
  walletConfiguration: { active: true, terminal: 7 },
  import: { active: false },
  customer_care: { active: true },
  currency: { menu: 'PT', takeaway: 'EUR' },
};

describe('canteenFormValues and canteenFormPatch', () => {
  it('round-trips a stored canteen, keeping other keys of the flag maps', () => {
    const values = canteenFormValues(stored);
    expect(values).toMatchObject({ wallet_active: true, import_active: false, customer_care_active: true });
    expect(values.currency).toMatchObject({ menu: 'PT', takeaway: 'EUR', shop: '' });
    const patch = canteenFormPatch(canteenFormSchema.parse(values), stored);
    expect(patch).toMatchObject({
      name: 'Bicocca',
      walletConfiguration: { active: true, terminal: 7 },
      currency: { menu: 'PT', takeaway: 'EUR' },
    });
  });
  it('reads a single currency code as every service’s, and unknown values as neutral ones', () => {
    const values = canteenFormValues({ name: 'X', currency: 'CLP', wallet: 'GOLD', endpoint_prefix: 'de' });
    expect(values.currency.ifm).toBe('CLP');
    expect(values.wallet).toBe('DEACTIVE');
    expect(values.endpoint_prefix).toBe('other');
  });
});

describe('canteenFormSchema', () => {
  const valid = canteenFormValues(stored);
  it.each([
    ['an empty name', { name: ' ' }, 'validation.required'],
    ['a lower-case unknown currency', { currency: { ...valid.currency, shop: 'euro' } }, 'canteens:validation.currency'],
    ['a parent that is no canteen id', { parent: 'Milano' }, 'canteens:validation.parent'],
    ['a smart prefix with spaces', { smart_prefix: 'MI L' }, 'canteens:validation.smartPrefix'],
  ])('refuses %s', (_, change, message) => {
    const result = canteenFormSchema.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
  it('upper-cases currencies and normalises the parent', () => {
    const form = canteenFormSchema.parse({ ...valid, parent: 'c_1001', currency: { ...valid.currency, shop: 'eur' } });
    expect(form.parent).toBe('C_1001');
    expect(form.currency.shop).toBe('EUR');
  });
});

describe('the canteen list params', () => {
  it('round-trip through the URL', () => {
    const params = { search: 'Bic', country: 'it' as const };
    expect(parseCanteenListParams(canteenListQuery(params))).toEqual(params);
    expect(parseCanteenListParams(new URLSearchParams('country=de'))).toEqual({ search: '', country: 'all' });
  });
  it.each([
    ['', null],
    ['1001', { field: 'id', prefix: 'C_1001' }],
    ['c_10', { field: 'id', prefix: 'C_10' }],
    ['bicocca', { field: 'name', prefix: 'Bicocca' }],
  ])('search %j', (search, expected) => {
    expect(canteenSearch(search)).toEqual(expected);
  });
});
