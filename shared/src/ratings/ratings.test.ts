import { describe, expect, it } from 'vitest';
import { toTable } from '../export/table';
import {
  RATINGS_MAX_RANGE_DAYS,
  parseRatingFilters,
  ratingExportColumns,
  ratingFiltersQuery,
  ratingRow,
  ratingSchema,
  ratingsQuery,
  summariseRatings,
} from './ratings';

const today = new Date('2026-11-27T10:00:00Z');

describe('rating filters in the URL', () => {
  it('defaults to the last 30 days and round-trips', () => {
    expect(parseRatingFilters('', today)).toEqual({ from: '2026-10-29', to: '2026-11-27' });
    const filters = parseRatingFilters(
      'from=2026-11-02&to=2026-11-06&tag=menu&stars=2&recipe=R_001&x=1',
      today,
    );
    expect(filters).toEqual({ from: '2026-11-02', to: '2026-11-06', tag: 'menu', stars: 2, recipe: 'R_001' });
    expect(parseRatingFilters(ratingFiltersQuery(filters), today)).toEqual(filters);
  });

  it('drops what does not parse, swaps a reversed range and cuts a wide one', () => {
    expect(parseRatingFilters('stars=6&tag=ifm&from=2026-02-30', today)).toEqual({
      from: '2026-10-29',
      to: '2026-11-27',
    });
    expect(parseRatingFilters('from=2026-11-10&to=2026-11-01', today)).toEqual({
      from: '2026-11-01',
      to: '2026-11-10',
    });
    const wide = parseRatingFilters('from=2025-01-01&to=2026-11-27', today);
    expect(wide.to).toBe('2026-11-27');
    expect((Date.parse(wide.to) - Date.parse(wide.from)) / 86_400_000 + 1).toBe(RATINGS_MAX_RANGE_DAYS);
  });

  it('asks for the range, the equalities and, for the comments, has_comment', () => {
    expect(ratingsQuery({ from: '2026-11-01', to: '2026-11-05', stars: 1 }, { commentsOnly: true })).toEqual([
      { field: 'rating', op: '==', value: 1 },
      { field: 'has_comment', op: '==', value: true },
      { field: 'day', op: '>=', value: '2026-11-01' },
      { field: 'day', op: '<=', value: '2026-11-05' },
    ]);
  });
});

describe('rating figures', () => {
  const row = (id: string, day: string, recipe: string, rating: number) =>
    ratingRow(id, {
      day,
      recipe_id: recipe,
      recipe_name: `Dish ${recipe}`,
      rating,
      tag: 'menu',
      user: { name: 'A', surname: 'B' },
    });
  const rows = [
    row('1', '2026-11-02', 'R1', 5),
    row('2', '2026-11-02', 'R2', 2),
    row('3', '2026-11-03', 'R1', 4),
    row('4', '2026-11-03', 'R2', 3),
    row('5', '2026-11-03', 'R2', 3),
    row('6', '2026-11-03', 'R3', 9),
  ];

  it('averages per dish and per day, the distribution, malformed stars left out', () => {
    const summary = summariseRatings(rows);
    expect(summary.count).toBe(5);
    expect(summary.average).toBe(3.4);
    expect(summary.distribution).toEqual([0, 1, 2, 1, 1]);
    expect(summary.byDish).toEqual([
      { key: 'R1', label: 'Dish R1', count: 2, average: 4.5 },
      { key: 'R2', label: 'Dish R2', count: 3, average: 2.67 },
    ]);
    expect(summary.byDay.map((day) => [day.key, day.average])).toEqual([
      ['2026-11-02', 3.5],
      ['2026-11-03', 3.33],
    ]);
    expect(summariseRatings([]).average).toBeNull();
  });

  it('exports one row per rating, comments neutralised', () => {
    const evil = ratingRow('x', {
      day: '2026-11-02',
      recipe_name: 'Zuppa',
      rating: 1,
      tag: 'menu',
      comment: '=cmd()',
      user: { name: 'Ugo', surname: 'Neri' },
    });
    const table = toTable(
      ratingExportColumns((tag) => `tag ${tag}`),
      [evil],
      'csv',
      { header: (c) => c.id, yes: 'y', no: 'n' },
    );
    expect(table).toEqual([
      ['day', 'tag', 'dish', 'customer', 'rating', 'comment'],
      ['2026-11-02', 'tag menu', 'Zuppa', 'Ugo Neri', '1', "'=cmd()"],
    ]);
  });

  it('validates the stored shape', () => {
    const valid = {
      canteen_id: 'C_1001',
      userid: 'u1',
      user: { name: 'A', surname: 'B' },
      day: '2026-11-02',
      tag: 'menu',
      recipe_id: 'R_001',
      recipe_name: 'Lasagne',
      rating: 4,
      comment: null,
      has_comment: false,
      created_at: new Date(),
    };
    expect(ratingSchema.safeParse(valid).success).toBe(true);
    expect(ratingSchema.safeParse({ ...valid, rating: 6 }).success).toBe(false);
  });
});
