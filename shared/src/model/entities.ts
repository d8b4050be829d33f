// Zod schemas of the spec §3 documents about canteens, users, recipes and their reference data.
// Documents keep unknown fields (looseObject): the spec says "other fields: not shown", and a
// read-modify-write must not drop them. Timestamps are date-like; each SDK bridges its own Timestamp.
// A document's id is the Firestore document id, not a stored field: `id` is optional everywhere and
// only checked when a caller merges it into the data. Positions are `pos` (spec §3 pickup points, recipes).
import { z } from 'zod';
import { ALLERGEN_CODES, SERVICE_TYPES, WALLET_VALUES } from '../core/catalogs';
import { ENDPOINT_PREFIXES } from '../canteens/canteens';
import {
  DEFAULT_RECIPE_EURO,
  DEFAULT_RECIPE_POINTS,
  DEFAULT_RECIPE_POSITION,
  MAX_VISITED_CANTEENS,
} from '../core/constants';
import { CURRENCY_CODE_PATTERN } from '../core/currency';
import { isDateLike, type DateLike } from '../core/dates';
import { UI_LANGUAGES } from '../i18n/i18n-env';
import { ROLES } from '../access/roles';

/** A stored instant as either SDK gives it (Date, Timestamp-like, {seconds, nanoseconds}). */
export const dateLikeSchema = z.custom<DateLike>((value) => isDateLike(value), 'Expected a date-like value');

/** Text per interface language; every language optional, no other keys. */
export const localizedTextSchema = z.partialRecord(z.enum(UI_LANGUAGES), z.string());

/** A canteen id as stored: C_ followed by at least one character, upper-case prefix (spec §3). */
export const canteenIdValueSchema = z.string().regex(/^C_.+$/, 'Expected a canteen id starting with C_');

/** A currency code as stored: PT (points) or an ISO 4217 code such as EUR or CLP (spec §9). */
export const currencyCodeSchema = z.string().regex(CURRENCY_CODE_PATTERN, 'Expected PT or an ISO 4217 code');

/**
 * A canteen's currency, "mapped by service" (spec §3): service type → currency code. A plain code is
 * accepted for legacy documents and then stands for the canteen's default currency.
 */
export const canteenCurrencySchema = z.union([
  z.partialRecord(z.enum(SERVICE_TYPES), currencyCodeSchema),
  currencyCodeSchema,
]);

/** A flag object such as walletConfiguration, import and customer_care. */
const activeFlagSchema = z.looseObject({ active: z.boolean().default(false) });

/** A pickup point of a canteen, ordered by pos. */
export const pickupPointSchema = z.looseObject({
  id: z.string().optional(),
  name: z.union([z.string(), localizedTextSchema]).optional(),
  place_name: z.string().optional(),
  pos: z.union([z.number(), z.string()]).optional(),
});

/** Slot settings; the formula that turns them into day limits is not in the spec, so values stay loose. */
export const canteenSlotsSchema = z.looseObject({
  order_before: z.union([z.string(), z.number()]).optional(),
  weekLimit: z.number().optional(),
  daily_limits: z.unknown().optional(),
  offsets: z.unknown().optional(),
  hidden_for_days: z.unknown().optional(),
  orderable: z.boolean().optional(),
});

/** Canteen document (collection canteens). */
export const canteenSchema = z.looseObject({
  id: canteenIdValueSchema.optional(),
  canteen_id: z.string().optional(),
  endpoint_prefix: z.enum(ENDPOINT_PREFIXES).optional(),
  smart_prefix: z.string().optional(),
  smart_id: z.string().optional(),
  name: z.string(),
  address: z.string().optional(),
  bo_logo: z.string().optional(),
  parent: z.string().nullable().optional(),
  menu_structure: z.unknown().optional(),
  currency: canteenCurrencySchema.optional(),
  wallet: z.enum(WALLET_VALUES).optional(),
  walletConfiguration: activeFlagSchema.optional(),
  import: activeFlagSchema.optional(),
  pickup_points: z.array(pickupPointSchema).optional(),
  slots: canteenSlotsSchema.optional(),
  customer_care: activeFlagSchema.optional(),
});
export type Canteen = z.infer<typeof canteenSchema>;

/** True when the canteen's customer care is active (CustomerCare permission context). */
export function isCustomerCareActive(
  canteen: { customer_care?: { active?: boolean } | null } | null | undefined,
): boolean {
  return canteen?.customer_care?.active === true;
}

/** User profile fields. */
export const userProfileSchema = z.looseObject({
  name: z.string(),
  surname: z.string(),
  email: z.string(),
  cf: z.string().optional(),
  matricola: z.string().optional(),
  company: z.string().optional(),
});

/** User document (collection users). `roles` maps role name to flag; `role` is stored separately. */
export const userSchema = z.looseObject({
  id: z.string().optional(),
  profile: userProfileSchema,
  card: z.string().optional(),
  canteens: z.array(z.string()).optional(),
  roles: z.record(z.string(), z.boolean()).nullable().optional(),
  role: z.enum(ROLES).optional(),
  active_language: z.string().optional(),
  bo_canteens: z.array(z.string()).optional(),
  bo_visited_canteens: z.array(z.string()).max(MAX_VISITED_CANTEENS).optional(),
  bo_fast_commands: z.record(z.string(), z.unknown()).optional(),
});
export type User = z.infer<typeof userSchema>;

/**
 * An ingredient or nutrient line: name, quantity, unit (nutrients may carry their numeric id). Recipes
 * are shared by canteens of every language, so the name may be text per language like the recipe's own.
 */
export const quantityLineSchema = z.looseObject({
  id: z.number().optional(),
  name: z.union([z.string(), localizedTextSchema]),
  quantity: z.number(),
  unit: z.string(),
});

/** Recipe document (collection recipes). Points and euro default to 0, position to 9999 (spec §9). */
export const recipeSchema = z.looseObject({
  id: z.string().optional(),
  name: localizedTextSchema,
  description: localizedTextSchema.optional(),
  allergens: z.array(z.literal(ALLERGEN_CODES)).default([]),
  ingredients: z.array(quantityLineSchema).default([]),
  nutrients: z.array(quantityLineSchema).default([]),
  euro: z.number().default(DEFAULT_RECIPE_EURO),
  points: z.number().default(DEFAULT_RECIPE_POINTS),
  kcal: z.number().optional(),
  carbs: z.number().optional(),
  proteins: z.number().optional(),
  fat: z.number().optional(),
  co2: z.number().optional(),
  flag_co2: z.string().default('standard'),
  css: z.string().optional(),
  custom_click: z.unknown().optional(),
  template: z.unknown().optional(),
  supplier: z.string().optional(),
  pos: z.number().default(DEFAULT_RECIPE_POSITION),
});
export type Recipe = z.infer<typeof recipeSchema>;

/** A recipe inside a menu: its own points and euro, food paths per day, order within its component. */
export const menuRecipeSchema = z.looseObject({
  recipe_id: z.string(),
  occasion_id: z.string(),
  diet_id: z.string(),
  component_id: z.string(),
  points: z.number().default(DEFAULT_RECIPE_POINTS),
  euro: z.number().default(DEFAULT_RECIPE_EURO),
  food_paths: z.record(z.string(), z.array(z.string())).default({}),
  pos: z.number().default(DEFAULT_RECIPE_POSITION),
});
export type MenuRecipe = z.infer<typeof menuRecipeSchema>;

/** Payment method document (payment_methods, canteen_payment_methods). */
export const paymentMethodSchema = z.looseObject({
  id: z.string().optional(),
  name: localizedTextSchema,
  code: z.string(),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/** Cost centre document (collection cost_centers). */
export const costCenterSchema = z.looseObject({
  id: z.string().optional(),
  name: z.string(),
  canteen_id: canteenIdValueSchema,
  useAsCustomPriceList: z.boolean().default(false),
});
export type CostCenter = z.infer<typeof costCenterSchema>;

/** A news area of a canteen (collection aree_news), copied from the base canteen on creation. */
export const newsAreaSchema = z.looseObject({
  id: z.string().optional(),
  canteen_id: canteenIdValueSchema,
  name: z.union([z.string(), localizedTextSchema]).optional(),
  pos: z.number().optional(),
});
export type NewsArea = z.infer<typeof newsAreaSchema>;
