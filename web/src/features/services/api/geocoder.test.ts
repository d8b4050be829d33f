import { describe, expect, it } from 'vitest';
import { GEOCODING_LIMIT, foldText, localGeocoder } from './geocoder';

describe('localGeocoder (the fake adapter)', () => {
  it('autocompletes word starts, accents ignored, at most 5 results in it and es', async () => {
    const results = await localGeocoder.search('alcala', 'es');
    expect(results.map((result) => result.label)).toEqual(['Calle de Alcalá 50, 28014 Madrid, España']);
    const many = await localGeocoder.search('via', 'it');
    expect(many.length).toBe(GEOCODING_LIMIT);
    expect(many.every((result) => ['it', 'es'].includes(result.country))).toBe(true);
  });

  it('needs two characters and puts the language’s country first', async () => {
    expect(await localGeocoder.search('v', 'it')).toEqual([]);
    const mayor = await localGeocoder.search('calle mayor', 'it');
    expect(mayor).toHaveLength(2);
    const roma = await localGeocoder.search('roma', 'es');
    expect(roma[0]!.country).toBe('it');
    expect(foldText(' Gràcia ')).toBe('gracia');
  });
});
