// Customers' ratings of dishes (spec §2 /ratings, /ratings/export; §6 RatesDashboardElements; issue 17): the stored
// shape, the filters kept in the URL, the query, the figures of the dashboard and the export columns.
import { z } from 'zod';
import { SERVICE_TAGS } from '../core/catalogs';
import { toDate } from '../core/dates';
import type { ExportColumn, ExportValue } from '../export/table';
import { isoDaySchema } from '../ifm/ifm-requests';

/** The collection: ratings/{id}, one customer's stars for one dish of one service day. */
export const RATINGS = 'ratings';
/** Stars: 1 (poor) to 5 (excellent). */
export const RATING_SCALE = [1, 2, 3, 4, 5] as const;
/** Longest comment a customer leaves. */
export const RATING_COMMENT_MAX = 500;
/** Widest range the dashboard reads at once (its figures are computed from the ratings read). */
export const RATINGS_MAX_RANGE_DAYS = 92;
/** Most ratings the dashboard reads for its figures; beyond, it says they are cut and asks for a narrower filter. */
export const RATINGS_READ_LIMIT = 3000;
/** Comments per page. */
export const RATING_COMMENTS_PAGE_SIZE = 10;
/** Days the dashboard opens on (today and the 29 before). */
export const RATINGS_DEFAULT_DAYS = 30;

/** The service types a rated dish can come from (IFM requests are not meals). */
export const RATING_TAGS = SERVICE_TAGS.filter((tag) => tag !== 'ifm');
type RatingTag = (typeof RATING_TAGS)[number];

/** A stored rating (written by the customer apps; the back office only reads). */
export const ratingSchema = z.object({
  canteen_id: z.string().min(1),
  userid: z.string().min(1),
  user: z.object({ name: z.string(), surname: z.string() }),
  /** The service day, YYYY-MM-DD (what the filters and the per-day figures use). */
  day: isoDaySchema,
  tag: z.enum(RATING_TAGS as [RatingTag, ...RatingTag[]]),
  recipe_id: z.string().min(1),
  recipe_name: z.string().min(1).max(200),
  rating: z.number().int().min(1).max(5),
  comment: z.string().max(RATING_COMMENT_MAX).nullable(),
  has_comment: z.boolean(),
  created_at: z.unknown(),
});
export type RatingDocument = z.infer<typeof ratingSchema>;

// ---- Filters in the URL ---------------------------------------------------------------------------------------------

const filterFields = {
  from: isoDaySchema.optional(),
  to: isoDaySchema.optional(),
  tag: z.enum(RATING_TAGS as [RatingTag, ...RatingTag[]]).optional(),
  recipe: z.string().trim().min(1).max(120).optional(),
  stars: z.number().int().min(1).max(5).optional(),
};
export interface RatingFilters {
  from: string;
  to: string;
  tag?: RatingTag;
  recipe?: string;
  stars?: number;
}
const FILTER_KEYS = Object.keys(filterFields) as Array<keyof RatingFilters>;

const DAY_MS = 86_400_000;
const isoOf = (date: Date) => date.toISOString().slice(0, 10);
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

/**
 * The filters of a URL query, lenient (what does not parse is dropped). The range always exists: by default the last
 * RATINGS_DEFAULT_DAYS days up to `today`; a reversed range is swapped; a range wider than RATINGS_MAX_RANGE_DAYS keeps
 * its end and is cut to that many days.
 */
export function parseRatingFilters(query: string | URLSearchParams, today: Date): RatingFilters {
  const params = typeof query === 'string' ? new URLSearchParams(query) : query;
  const parsed: Record<string, unknown> = {};
  for (const key of FILTER_KEYS) {
    const raw = params.get(key);
    if (raw === null || raw === '') continue;
    const result = filterFields[key].safeParse(key === 'stars' ? Number(raw) : raw);
    if (result.success && result.data !== undefined) parsed[key] = result.data;
  }
  let to = (parsed.to as string | undefined) ?? isoOf(today);
  let from =
    (parsed.from as string | undefined) ??
    isoOf(new Date(Date.parse(`${to}T00:00:00Z`) - (RATINGS_DEFAULT_DAYS - 1) * DAY_MS));
  if (from > to) [from, to] = [to, from];
  if (dayNumber(to) - dayNumber(from) + 1 > RATINGS_MAX_RANGE_DAYS)
    from = isoOf(new Date(Date.parse(`${to}T00:00:00Z`) - (RATINGS_MAX_RANGE_DAYS - 1) * DAY_MS));
  return { ...(parsed as Partial<RatingFilters>), from, to };
}

/** The URL query (without '?') of the filters, in a fixed key order. */
export function ratingFiltersQuery(filters: RatingFilters): string {
  const query = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    if (value !== undefined && value !== '') query.set(key, String(value));
  }
  return query.toString();
}

// ---- The query ------------------------------------------------------------------------------------------------------

export type RatingQueryCondition = {
  field: 'day' | 'tag' | 'recipe_id' | 'rating' | 'has_comment';
  op: '==' | '>=' | '<=';
  value: string | number | boolean;
};

/** What the screens ask Firestore for besides `canteen_id == active canteen`; newest day first. */
export function ratingsQuery(
  filters: RatingFilters,
  options: { commentsOnly?: boolean } = {},
): RatingQueryCondition[] {
  const conditions: RatingQueryCondition[] = [];
  if (filters.tag) conditions.push({ field: 'tag', op: '==', value: filters.tag });
  if (filters.recipe) conditions.push({ field: 'recipe_id', op: '==', value: filters.recipe });
  if (filters.stars !== undefined) conditions.push({ field: 'rating', op: '==', value: filters.stars });
  if (options.commentsOnly) conditions.push({ field: 'has_comment', op: '==', value: true });
  conditions.push(
    { field: 'day', op: '>=', value: filters.from },
    { field: 'day', op: '<=', value: filters.to },
  );
  return conditions;
}

// ---- Rows and figures -----------------------------------------------------------------------------------------------

export interface RatingRow {
  id: string;
  day: string;
  tag: string;
  recipeId: string;
  dish: string;
  customer: string;
  userId: string;
  rating: number;
  comment: string;
  createdAt: Date | null;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** A stored rating as a row; a malformed one shows empty fields, never throws (a rating outside 1–5 is 0). */
export function ratingRow(id: string, data: Record<string, unknown>): RatingRow {
  const user =
    typeof data.user === 'object' && data.user !== null ? (data.user as Record<string, unknown>) : {};
  const stars =
    typeof data.rating === 'number' && Number.isInteger(data.rating) && data.rating >= 1 && data.rating <= 5
      ? data.rating
      : 0;
  return {
    id,
    day: text(data.day),
    tag: text(data.tag),
    recipeId: text(data.recipe_id),
    dish: text(data.recipe_name) || text(data.recipe_id),
    customer: [text(user.name), text(user.surname)].filter(Boolean).join(' '),
    userId: text(data.userid),
    rating: stars,
    comment: text(data.comment),
    createdAt: toDate(data.created_at),
  };
}

export interface RatingAverage {
  key: string;
  label: string;
  count: number;
  average: number;
}

export interface RatingSummary {
  count: number;
  /** Mean stars, null without ratings. */
  average: number | null;
  /** Ratings per star, index 0 = 1 star. */
  distribution: [number, number, number, number, number];
  /** Per dish, best average first (then most ratings, then name). */
  byDish: RatingAverage[];
  /** Per service day that has ratings, in calendar order (the trend). */
  byDay: RatingAverage[];
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** The dashboard's figures of some ratings (rows rated 0 — malformed — are left out). */
export function summariseRatings(rows: readonly RatingRow[]): RatingSummary {
  const valid = rows.filter((row) => row.rating >= 1);
  const distribution: RatingSummary['distribution'] = [0, 0, 0, 0, 0];
  const dishes = new Map<string, { label: string; sum: number; count: number }>();
  const days = new Map<string, { sum: number; count: number }>();
  let sum = 0;
  for (const row of valid) {
    distribution[row.rating - 1]! += 1;
    sum += row.rating;
    const dishKey = row.recipeId || row.dish;
    const dish = dishes.get(dishKey) ?? { label: row.dish, sum: 0, count: 0 };
    dish.sum += row.rating;
    dish.count += 1;
    dishes.set(dishKey, dish);
    const day = days.get(row.day) ?? { sum: 0, count: 0 };
    day.sum += row.rating;
    day.count += 1;
    days.set(row.day, day);
  }
  const byDish = [...dishes.entries()]
    .map(([key, { label, sum: total, count }]) => ({ key, label, count, average: round2(total / count) }))
    .sort((a, b) => b.average - a.average || b.count - a.count || a.label.localeCompare(b.label));
  const byDay = [...days.entries()]
    .map(([key, { sum: total, count }]) => ({ key, label: key, count, average: round2(total / count) }))
    .sort((a, b) => a.key.localeCompare(b.key));
  return {
    count: valid.length,
    average: valid.length ? round2(sum / valid.length) : null,
    distribution,
    byDish,
    byDay,
  };
}

// ---- Export ---------------------------------------------------------------------------------------------------------

const RATING_EXPORT_COLUMNS = ['day', 'tag', 'dish', 'customer', 'rating', 'comment'] as const;

/** The columns of the ratings export; headers are `ratings:export.columns.<id>`. */
export function ratingExportColumns(tagLabel: (tag: string) => string): ExportColumn<RatingRow>[] {
  const values: Record<(typeof RATING_EXPORT_COLUMNS)[number], (row: RatingRow) => ExportValue> = {
    day: (row) => row.day,
    tag: (row) => tagLabel(row.tag),
    dish: (row) => row.dish,
    customer: (row) => row.customer,
    rating: (row) => row.rating || null,
    comment: (row) => row.comment,
  };
  return RATING_EXPORT_COLUMNS.map((id) => ({
    id,
    type: id === 'rating' ? 'number' : 'text',
    headerKey: `ratings:export.columns.${id}`,
    value: values[id],
    ...(id === 'comment' ? { width: 60 } : id === 'dish' ? { width: 36 } : {}),
  }));
}

/** File name parts: valutazioni_C_1001_<from>_<to>. */
export function ratingExportFileParts(canteenId: string, filters: RatingFilters): string[] {
  return ['valutazioni', canteenId, filters.from, filters.to];
}
