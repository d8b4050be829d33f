import { describe, expect, it } from 'vitest';
import { recipeBookRequest } from './recipe-book';

describe('recipe book of a free choice', () => {
  it('asks getPDFBytesByOccasionDietMonth for the recipe-book layout with the chosen ids', () => {
    const request = recipeBookRequest({
      canteenId: 'C_1001',
      language: 'it',
      recipeIds: ['R_002', 'R_001'],
      now: new Date(2026, 10, 27),
    });
    expect(request).toEqual({
      path: '/api/getPDFBytesByOccasionDietMonth',
      body: {
        cid: 'C_1001',
        month: 11,
        year: 2026,
        language: 'it',
        dataSelected: {},
        layout: 'recipe-book',
        recipeIds: ['R_002', 'R_001'],
      },
      fileName: 'recipes-C_1001-2026-11.pdf',
    });
  });
});
