// Zod building blocks the route schemas share: ids, canteen ids, languages, numbers that may arrive as text.
import { z } from 'zod';
import { normalizeCanteenId, normalizeLanguage } from '@backoffice/shared';

/**
 * A Firestore document id taken from input: 1–128 characters, no slash or control character, not '.'
 * or '..', not reserved (__x__). Checked here so a hostile id is a 400, never an SDK exception (500).
 */
export const documentIdSchema = z
  .string()
  .min(1)
  .max(128)
  // eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
  .regex(/^[^/\u0000-\u001f]+$/, 'Expected a document id without slashes')
  .refine((id) => id !== '.' && id !== '..' && !/^__.*__$/.test(id), 'Expected a document id');

/** A canteen id as the API takes it: C_ (any case) plus letters, digits, dash or underscore; normalised. */
export const canteenIdInputSchema = z
  .string()
  .trim()
  .max(40)
  .regex(/^c_[a-z0-9_-]+$/i, 'Expected a canteen id such as C_1001')
  .transform((id) => normalizeCanteenId(id));

/** One of the eight languages; anything else falls back to en (spec §1). Absent means en. */
export const languageSchema = z
  .string()
  .max(16)
  .optional()
  .transform((value) => normalizeLanguage(value));

/** An integer that may arrive as a number or as decimal text (query strings, forms). */
export function intLike(min: number, max: number) {
  return z
    .union([
      z.number(),
      z
        .string()
        .trim()
        .regex(/^-?\d{1,9}$/, 'Expected an integer')
        .transform(Number),
    ])
    .pipe(z.number().int().min(min).max(max));
}

/** A calendar day 'YYYY-MM-DD' that exists. */
export const isoDaySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a date YYYY-MM-DD')
  .refine((text) => {
    const date = new Date(`${text}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
  }, 'Expected a real calendar date');

/** A month of a year, as the menu calls send it (month 1–12). */
export const monthYearShape = {
  month: intLike(1, 12),
  year: intLike(2000, 2100),
};

/** Help tags: numbers, as an array or as comma-separated text (?tags=6,10,91); at most 20. */
export const helpTagsSchema = z
  .union([
    z.array(intLike(0, 100_000)).max(20),
    z
      .string()
      .max(200)
      .regex(/^\s*(\d{1,6}\s*(,\s*\d{1,6}\s*)*)?$/, 'Expected comma-separated numbers')
      .transform((text) =>
        text
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean)
          .map(Number),
      ),
  ])
  .refine((tags) => tags.length <= 20, 'At most 20 tags')
  .optional();

/** A list of ids as an array or as comma-separated text; at most 50. */
export const idListSchema = z
  .union([z.array(documentIdSchema).max(50), z.string().max(4000)])
  .transform((value) =>
    Array.isArray(value)
      ? value
      : value
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean),
  )
  .pipe(z.array(documentIdSchema).max(50))
  .optional();
