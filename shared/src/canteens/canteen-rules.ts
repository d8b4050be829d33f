// Zod schemas of a canteen's rule documents, canteens/{id}/rules/{wallet|import}, loaded when a canteen is chosen (§4).
// The spec names the documents but not their fields (§3 only gives the canteen's wallet value and the `active`
// flags of walletConfiguration and import): the fields below are this project's reading, see DECISIONS.md.
import { z } from 'zod';
import { EXPORT_FORMATS, EXPORT_SEPARATORS, WALLET_VALUES } from '../core/catalogs';

/** The ids of the rule documents under a canteen. */
export const CANTEEN_RULE_IDS = ['wallet', 'import'] as const;
export type CanteenRuleId = (typeof CANTEEN_RULE_IDS)[number];

/** A money currency (ISO 4217): rule amounts are real money, never points. */
const moneyCurrencySchema = z.string().regex(/^[A-Z]{3}$/, 'Expected an ISO 4217 currency code');

/**
 * Wallet rules: whether the canteen's e-wallet is in use (mirrors walletConfiguration.active), its provider (the
 * canteen's wallet value) and the top-up limits in the canteen's currency (pesos in Chile).
 */
export const walletRulesSchema = z
  .looseObject({
    active: z.boolean().default(false),
    wallet: z.enum(WALLET_VALUES).optional(),
    currency: moneyCurrencySchema.optional(),
    /** The amounts offered as one-tap top-ups, ascending. */
    top_up_amounts: z.array(z.number().positive()).optional(),
    min_top_up: z.number().nonnegative().optional(),
    max_balance: z.number().positive().optional(),
    /** Below this balance the customer is warned. */
    low_balance_threshold: z.number().nonnegative().optional(),
  })
  .refine(
    (rules) =>
      (rules.top_up_amounts ?? []).every(
        (amount, index, amounts) =>
          (index === 0 || amount > amounts[index - 1]!) &&
          amount >= (rules.min_top_up ?? 0) &&
          amount <= (rules.max_balance ?? Infinity),
      ),
    {
      message: 'Top-up amounts must ascend between the minimum top-up and the maximum balance',
      path: ['top_up_amounts'],
    },
  )
  .refine((rules) => (rules.low_balance_threshold ?? 0) <= (rules.max_balance ?? Infinity), {
    message: 'The low-balance threshold cannot exceed the maximum balance',
    path: ['low_balance_threshold'],
  });
export type WalletRules = z.infer<typeof walletRulesSchema>;

/** Default price and points of one course, applied to dishes that come in without their own (spec §3). */
const courseDefaultSchema = z.looseObject({
  price: z.number().nonnegative(),
  points: z.number().nonnegative(),
});

/**
 * Import rules: whether menu imports run for the canteen (mirrors import.active), the file they come in and the
 * default price and points per course applied at import (spec §3 convention settings), prices in `currency`.
 */
export const importRulesSchema = z.looseObject({
  active: z.boolean().default(false),
  format: z.enum(EXPORT_FORMATS).optional(),
  separator: z.enum([EXPORT_SEPARATORS.semicolon, EXPORT_SEPARATORS.comma]).optional(),
  currency: moneyCurrencySchema.optional(),
  /** Course (menu component id) → its defaults. */
  course_defaults: z.record(z.string().min(1), courseDefaultSchema).optional(),
});
export type ImportRules = z.infer<typeof importRulesSchema>;

/** The schema of one rule document by its id. */
export const CANTEEN_RULE_SCHEMAS = {
  wallet: walletRulesSchema,
  import: importRulesSchema,
} as const satisfies Record<CanteenRuleId, z.ZodType>;
