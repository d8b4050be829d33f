// Which §7 call each download makes: the whole month without a filter, one occasion/diet with it, the recipe book
// as the same call's 'recipe-book' layout, the weekly grid through /v2.
import { describe, expect, it } from 'vitest';
import { menuPdfRequest } from './MenuDownloads';

const base = { canteenId: 'C_1001', day: '2026-03-09', language: 'it' as const };
const all = { occasion: 'all', diet: 'all' };

describe('menu PDF requests', () => {
  it('asks for the whole month without a filter', () => {
    expect(menuPdfRequest({ ...base, filter: all, kind: 'month' })).toEqual({
      path: '/api/getPdfBaseMenu',
      body: { cid: 'C_1001', month: 3, year: 2026, language: 'it' },
      fileName: 'menu-C_1001-2026-03.pdf',
    });
  });

  it('passes the side filter as dataSelected', () => {
    expect(
      menuPdfRequest({ ...base, filter: { occasion: 'lunch', diet: 'vegetarian' }, kind: 'month' }),
    ).toEqual({
      path: '/api/getPDFBytesByOccasionDietMonth',
      body: {
        cid: 'C_1001',
        month: 3,
        year: 2026,
        language: 'it',
        dataSelected: { occasionId: 'lunch', dietId: 'vegetarian' },
      },
      fileName: 'menu-C_1001-2026-03-lunch-vegetarian.pdf',
    });
  });

  it('asks for the recipe book layout and the /v2 grid', () => {
    expect(menuPdfRequest({ ...base, filter: all, kind: 'book' })).toMatchObject({
      path: '/api/getPDFBytesByOccasionDietMonth',
      body: { dataSelected: {}, layout: 'recipe-book' },
      fileName: 'menu-C_1001-2026-03-recipes.pdf',
    });
    expect(
      menuPdfRequest({ ...base, filter: { occasion: 'lunch', diet: 'all' }, kind: 'grid' }),
    ).toMatchObject({
      path: '/api/getPDFBytesByOccasionDietMonth/v2',
      body: { dataSelected: { occasionId: 'lunch' } },
      fileName: 'menu-C_1001-2026-03-lunch-grid.pdf',
    });
  });
});
