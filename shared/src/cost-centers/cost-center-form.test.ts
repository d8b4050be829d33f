// The cost-centre form and list params: what the form accepts, and the URL round trip of the list's filters.
import { describe, expect, it } from 'vitest';
import {
  costCenterFormSchema,
  costCenterListQuery,
  costCenterSearchKey,
  parseCostCenterListParams,
} from './cost-center-form';

describe('costCenterFormSchema', () => {
  it.each([
    [{ name: 'Risorse umane', code: 'CC-1001-200', useAsCustomPriceList: false }, true],
    [{ name: '  Pupils ', code: '', useAsCustomPriceList: true }, true],
    [{ name: '', code: 'X', useAsCustomPriceList: false }, false],
    [{ name: '   ', code: 'X', useAsCustomPriceList: false }, false],
    [{ name: 'a'.repeat(201), code: '', useAsCustomPriceList: false }, false],
    [{ name: 'Ok', code: 'c'.repeat(201), useAsCustomPriceList: false }, false],
  ])('%j valid: %s', (input, valid) => {
    expect(costCenterFormSchema.safeParse(input).success).toBe(valid);
  });

  it('trims the name and says "required" when it is empty', () => {
    expect(costCenterFormSchema.parse({ name: '  Pupils ', code: '', useAsCustomPriceList: true }).name).toBe(
      'Pupils',
    );
    const result = costCenterFormSchema.safeParse({ name: ' ', code: '', useAsCustomPriceList: false });
    expect(result.success ? null : result.error.issues[0]?.message).toBe('validation.required');
  });
});

describe('cost-centre list params', () => {
  it.each([
    ['', { search: '', priceList: 'all' }],
    ['q=Ris&priceList=yes', { search: 'Ris', priceList: 'yes' }],
    ['priceList=no', { search: '', priceList: 'no' }],
    ['priceList=maybe&q=%20x%20', { search: 'x', priceList: 'all' }],
  ])('%s reads as %j and writes back without defaults', (query, params) => {
    const parsed = parseCostCenterListParams(new URLSearchParams(query));
    expect(parsed).toEqual(params);
    expect(parseCostCenterListParams(costCenterListQuery(parsed))).toEqual(parsed);
  });

  it('searches on the lower-case name', () => {
    expect(costCenterSearchKey(' Risorse Umane ')).toBe('risorse umane');
  });
});
