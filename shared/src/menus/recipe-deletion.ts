// Deleting a recipe (spec §6 DeleteRecipe, issue 15): only through the deleteRecipe callable, which refuses while
// the recipe is on a menu day from today on (the rules cannot query menu days, so clients may not delete directly).
import { z } from 'zod';

export const recipeDeletionRequestSchema = z.object({
  recipe_id: z
    .string()
    .trim()
    .min(1, 'validation.required')
    .max(128, 'validation.tooLong')
    .regex(/^[^/]+$/, 'validation.invalid'),
});
export type RecipeDeletionRequest = z.infer<typeof recipeDeletionRequestSchema>;

/** A menu day that serves the recipe. */
export interface RecipeMenuDay {
  canteen_id: string;
  date: string;
}

/** The callable's answer: deleted, or refused with the days (at most RECIPE_DELETION_DAYS_LISTED). */
export type RecipeDeletionResult = { deleted: true } | { deleted: false; days: RecipeMenuDay[] };

export const RECIPE_DELETION_DAYS_LISTED = 50;

/**
 * "Today" for the refusal, YYYY-MM-DD: the earliest calendar day that is still today somewhere (UTC−12), so a day
 * that is today or later for any canteen's time zone keeps its recipes (DECISIONS).
 */
export function earliestToday(now: Date = new Date()): string {
  return new Date(now.getTime() - 12 * 3_600_000).toISOString().slice(0, 10);
}

/** The most recipes a recipe book of a free choice holds (the /recipes picker; getPDFBytesByOccasionDietMonth). */
export const RECIPE_BOOK_MAX_RECIPES = 200;
