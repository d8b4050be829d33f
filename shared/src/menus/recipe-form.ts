// The recipe and ingredient editors' schemas (spec §3 Recipe; issue 15 ingredients) and what a save stores: the
// allergens and nutrients computed from the ingredients (recipeFacts) unless the editor overrides the allergens.
import { z } from 'zod';
import { ALLERGEN_CODES, NUTRIENT_IDS, type AllergenCode } from '../core/catalogs';
import { DEFAULT_RECIPE_EURO, DEFAULT_RECIPE_POINTS, DEFAULT_RECIPE_POSITION } from '../core/constants';
import { UI_LANGUAGES, type UiLanguage } from '../i18n/i18n-env';
import { nameSearchKeywords, recipeFacts, type IngredientFacts, type RecipeFacts } from './recipe-facts';

export const RECIPES_PAGE_SIZE = 20;
export const INGREDIENTS_PAGE_SIZE = 20;
export const RECIPE_NAME_MAX = 200;
export const RECIPE_DESCRIPTION_MAX = 4000;
export const RECIPE_INGREDIENTS_MAX = 100;
/** Units an ingredient is measured in (g and ml count towards nutrients; a piece does not). */
export const INGREDIENT_UNITS = ['g', 'ml', 'pz'] as const;
/** The i18n key (recipes namespace) shown under the name tabs when no language has a name. */
export const RECIPE_NAME_REQUIRED = 'form.nameRequired';

const allergenCode = z.literal(ALLERGEN_CODES as [AllergenCode, ...AllergenCode[]]);
const allergenList = z
  .array(allergenCode)
  .max(ALLERGEN_CODES.length)
  .transform((codes) => [...new Set(codes)].sort((a, b) => a - b));

/** Text per UI language, blank ones dropped; at least one language when `required`. */
function names(max: number, required: boolean) {
  const map = z.partialRecord(z.enum(UI_LANGUAGES), z.string().trim().max(max).optional()).transform((value) => {
    const kept: Partial<Record<UiLanguage, string>> = {};
    for (const language of UI_LANGUAGES) if (value[language]) kept[language] = value[language];
    return kept;
  });
  return required ? map.refine((value) => Object.keys(value).length > 0, { message: RECIPE_NAME_REQUIRED }) : map;
}

const amount = z.number().finite().min(0).max(1_000_000);

export const ingredientFormSchema = z.object({
  name: names(RECIPE_NAME_MAX, true),
  allergens: allergenList,
  per_100g: z.object({ kcal: amount, proteins: amount, fat: amount, carbs: amount }),
  unit: z.enum(INGREDIENT_UNITS),
  supplier: z.string().trim().max(200).default(''),
});
export type IngredientFormInput = z.input<typeof ingredientFormSchema>;
export type IngredientForm = z.output<typeof ingredientFormSchema>;

/** A stored ingredient: the form plus its search keywords. */
export const ingredientDocumentSchema = ingredientFormSchema.extend({
  supplier: z.string().max(200).optional(),
  search_keywords: z.array(z.string()).default([]),
});
export type IngredientDocument = z.infer<typeof ingredientDocumentSchema>;

export const recipeIngredientLineSchema = z.object({
  ingredient_id: z.string().min(1).max(128),
  quantity: z.number().finite().positive().max(100_000),
  unit: z.enum(INGREDIENT_UNITS),
});

export const recipeFormSchema = z.object({
  name: names(RECIPE_NAME_MAX, true),
  description: names(RECIPE_DESCRIPTION_MAX, false),
  ingredients: z.array(recipeIngredientLineSchema).max(RECIPE_INGREDIENTS_MAX),
  /** Allergens set by hand instead of those of the ingredients (shown as an override). */
  allergens_override: z.boolean().default(false),
  manual_allergens: allergenList.default([]),
  euro: amount.default(DEFAULT_RECIPE_EURO),
  points: amount.default(DEFAULT_RECIPE_POINTS),
  co2: amount.optional(),
  flag_co2: z.string().trim().max(200).default('standard'),
  template: z.string().trim().max(200).optional(),
  supplier: z.string().trim().max(200).default(''),
  /** The course (a menu-structure component id, e.g. first) the recipe is for; '' when any (recipe list filter). */
  component: z
    .string()
    .trim()
    .max(64)
    .regex(/^[A-Za-z0-9_-]*$/)
    .default(''),
  pos: z.number().int().min(0).max(99_999).default(DEFAULT_RECIPE_POSITION),
});
export type RecipeFormInput = z.input<typeof recipeFormSchema>;
export type RecipeForm = z.output<typeof recipeFormSchema>;

/** An ingredient as the recipe computation and the stored lines need it. */
export type IngredientForRecipe = IngredientFacts & { name: Partial<Record<string, string>> };

/**
 * The recipe fields a save stores: the form, the ingredient lines with their names, and the allergens, nutrients and
 * kcal/proteins/fat/carbs computed from the ingredients (allergens overridden when the editor says so).
 */
export function recipeWriteFields(form: RecipeForm, ingredients: ReadonlyMap<string, IngredientForRecipe>) {
  const facts: RecipeFacts = recipeFacts(form.ingredients, ingredients);
  const { manual_allergens: manual, ...rest } = form;
  return {
    ...rest,
    allergens: form.allergens_override ? manual : facts.allergens,
    ingredients: form.ingredients.map((line) => ({
      ...line,
      name: ingredients.get(line.ingredient_id)?.name ?? {},
    })),
    ingredient_ids: [...new Set(form.ingredients.map((line) => line.ingredient_id))],
    nutrients: nutrientLines(facts),
    kcal: facts.kcal,
    proteins: facts.proteins,
    fat: facts.fat,
    carbs: facts.carbs,
    search_keywords: nameSearchKeywords(form.name),
    free_of: allergenFreeFlags(form.allergens_override ? manual : facts.allergens),
  };
}

/**
 * `free_of`: code → true for every allergen the recipe does NOT contain. Firestore cannot query "an array without X";
 * an equality on `free_of.6` can, and combines with the name search (DECISIONS).
 */
export function allergenFreeFlags(allergens: readonly number[]): Record<string, true> {
  return Object.fromEntries(ALLERGEN_CODES.filter((code) => !allergens.includes(code)).map((code) => [String(code), true]));
}

/** The nutrient lines of spec §3 (ids 37, 10, 8, 33) per portion. */
export function nutrientLines(facts: Pick<RecipeFacts, 'kcal' | 'proteins' | 'fat' | 'carbs'>) {
  return [
    { id: NUTRIENT_IDS.energy, name: { en: 'Energy', it: 'Energia' }, quantity: facts.kcal, unit: 'kcal' },
    { id: NUTRIENT_IDS.protein, name: { en: 'Protein', it: 'Proteine' }, quantity: facts.proteins, unit: 'g' },
    { id: NUTRIENT_IDS.fat, name: { en: 'Fat', it: 'Grassi' }, quantity: facts.fat, unit: 'g' },
    { id: NUTRIENT_IDS.carbohydrates, name: { en: 'Carbohydrates', it: 'Carboidrati' }, quantity: facts.carbs, unit: 'g' },
  ];
}

/**
 * After an ingredient changed: the fields of a stored recipe to update (allergens unless overridden, nutrients),
 * or null when nothing changes — the guard that keeps the ingredient trigger from writing in a loop.
 */
export function recomputedRecipeFields(
  recipe: { ingredients?: unknown; allergens?: unknown; allergens_override?: unknown; kcal?: unknown; proteins?: unknown; fat?: unknown; carbs?: unknown },
  ingredients: ReadonlyMap<string, IngredientFacts>,
): Record<string, unknown> | null {
  const lines = (Array.isArray(recipe.ingredients) ? recipe.ingredients : []).flatMap((line: unknown) => {
    const parsed = recipeIngredientLineSchema.partial({ unit: true }).safeParse(line);
    return parsed.success ? [{ ...parsed.data, unit: String((line as { unit?: unknown }).unit ?? 'g') }] : [];
  });
  const facts = recipeFacts(lines, ingredients);
  const next: Record<string, unknown> = {
    kcal: facts.kcal,
    proteins: facts.proteins,
    fat: facts.fat,
    carbs: facts.carbs,
    nutrients: nutrientLines(facts),
  };
  if (recipe.allergens_override !== true) {
    next.allergens = facts.allergens;
    next.free_of = allergenFreeFlags(facts.allergens);
  }
  const same =
    recipe.kcal === facts.kcal &&
    recipe.proteins === facts.proteins &&
    recipe.fat === facts.fat &&
    recipe.carbs === facts.carbs &&
    (recipe.allergens_override === true ||
      JSON.stringify(recipe.allergens ?? []) === JSON.stringify(facts.allergens));
  return same ? null : next;
}
