// The service screen's tab and category filter survive the address round trip; unknown values fall back to defaults.
import { describe, expect, it } from 'vitest';
import { parseServiceScreenQuery, serviceScreenQuery } from './tabs';

describe('service screen query', () => {
  it.each([
    ['', { tab: 'categories', category: '' }],
    ['tab=products&category=SHOP_C_1001_DRINKS', { tab: 'products', category: 'SHOP_C_1001_DRINKS' }],
    ['tab=hours', { tab: 'hours', category: '' }],
    ['tab=everything&category=%20', { tab: 'categories', category: '' }],
  ])('%s reads as %j and writes back without defaults', (query, value) => {
    const parsed = parseServiceScreenQuery(new URLSearchParams(query));
    expect(parsed).toEqual(value);
    expect(parseServiceScreenQuery(serviceScreenQuery(parsed))).toEqual(parsed);
  });

  it('leaves the default tab out of the address', () => {
    expect(serviceScreenQuery({ tab: 'categories', category: '' }).toString()).toBe('');
  });
});
