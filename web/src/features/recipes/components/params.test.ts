// The recipe list's address keeps its filters; bad values fall back to none.
import { describe, expect, it } from 'vitest';
import { parseRecipeListParams, recipeListQuery } from './params';

describe('recipe list address', () => {
  it('round-trips search, free-of allergen, supplier and course', () => {
    const params = parseRecipeListParams(
      new URLSearchParams('search=pasta&free=6&supplier=Pasticceria%20Centrale&course=first'),
    );
    expect(params).toEqual({ search: 'pasta', free: '6', supplier: 'Pasticceria Centrale', course: 'first' });
    expect(recipeListQuery(params).toString()).toBe(
      'search=pasta&free=6&supplier=Pasticceria+Centrale&course=first',
    );
  });

  it('drops a malformed allergen and leaves defaults out of the link', () => {
    const params = parseRecipeListParams(new URLSearchParams('free=gluten'));
    expect(params.free).toBe('');
    expect(recipeListQuery(params).toString()).toBe('');
  });
});
