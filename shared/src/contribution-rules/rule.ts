// A contribution rule (spec §3 vouchers_rules, §6 RegoleContribuzione): who it covers, for which services and courses,
// how much the company pays, its caps, validity and priority — the form's schema and the stored shape.
import { z } from 'zod';
import { SERVICE_TYPES } from '../core/catalogs';
import { CURRENCY_CODE_PATTERN } from '../core/currency';
import { currencyDecimals, hasAtMostDecimals } from '../forms/money';

/** The collection of contribution rules (spec §3 `vouchers_rules`). */
export const CONTRIBUTION_RULES = 'vouchers_rules';
export const CONTRIBUTION_RULE_NAME_MAX = 120;
export const CONTRIBUTION_RULE_CUSTOMERS_MAX = 500;
export const CONTRIBUTION_RULES_PAGE_SIZE = 20;
/** Priorities run 0 (lowest) … 100; the higher wins an overlap. */
export const CONTRIBUTION_RULE_PRIORITY_MAX = 100;

export const RULE_TARGET_KINDS = ['company', 'cost_center', 'customers', 'invitation_code'] as const;
export type RuleTargetKind = (typeof RULE_TARGET_KINDS)[number];
export const CONTRIBUTION_KINDS = ['fixed', 'percent', 'price_list'] as const;
export type ContributionKind = (typeof CONTRIBUTION_KINDS)[number];
/** Courses of a meal a rule may be limited to (the menu structure's course keys). */
export const RULE_COURSES = [
  'first',
  'second',
  'side',
  'dessert',
  'fruit',
  'drink',
  'bread',
  'single',
] as const;
export type RuleCourse = (typeof RULE_COURSES)[number];

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A calendar day 'YYYY-MM-DD' that exists (2026-02-29 does not). */
export const daySchema = z
  .string()
  .regex(DAY, 'contributionRules:errors.day')
  .refine((day) => {
    const date = new Date(`${day}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
  }, 'contributionRules:errors.day');

const id = z.string().trim().min(1, 'validation.required').max(128);
const amount = z.number('forms.money.invalid').finite('forms.money.invalid').min(0, 'forms.money.negative');

export const ruleTargetSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('company'), company: z.string().trim().min(1, 'validation.required').max(200) }),
  z.object({ kind: z.literal('cost_center'), cost_center_id: id }),
  z.object({
    kind: z.literal('customers'),
    customer_ids: z
      .array(id)
      .min(1, 'validation.required')
      .max(CONTRIBUTION_RULE_CUSTOMERS_MAX)
      .transform((ids) => [...new Set(ids)]),
  }),
  z.object({
    kind: z.literal('invitation_code'),
    code: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{3,40}$/, 'contributionRules:errors.codeFormat')
      .transform((code) => code.toUpperCase()),
  }),
]);
export type RuleTarget = z.output<typeof ruleTargetSchema>;

export const contributionSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('fixed'), amount }),
  z.object({
    kind: z.literal('percent'),
    percent: z.number().finite().min(0).max(100, 'contributionRules:errors.percent'),
  }),
  z.object({
    kind: z.literal('price_list'),
    /** The cost centre used as custom price list (spec §3 cost_centers.useAsCustomPriceList). */
    price_list_id: id,
    /** What the customer pays per unit of each course; the company pays the rest of the list price. */
    prices: z.partialRecord(z.enum(RULE_COURSES), amount.optional()),
  }),
]);
export type Contribution = z.output<typeof contributionSchema>;

/** No cap: null (a blank input gives undefined, stored as null). */
const cap = amount.nullish().transform((value) => value ?? null);
export const ruleCapsSchema = z.object({ per_meal: cap, per_day: cap, per_month: cap });
export type RuleCaps = z.output<typeof ruleCapsSchema>;

export const contributionRuleFormSchema = z
  .object({
    name: z.string().trim().min(1, 'validation.required').max(CONTRIBUTION_RULE_NAME_MAX),
    active: z.boolean(),
    priority: z.number().int().min(0).max(CONTRIBUTION_RULE_PRIORITY_MAX),
    target: ruleTargetSchema,
    /** Empty: every service. */
    services: z.array(z.enum(SERVICE_TYPES)).transform((list) => [...new Set(list)]),
    /** Empty: every course. */
    courses: z.array(z.enum(RULE_COURSES)).transform((list) => [...new Set(list)]),
    currency: z.string().regex(CURRENCY_CODE_PATTERN, 'contributionRules:errors.currency'),
    contribution: contributionSchema,
    caps: ruleCapsSchema,
    valid_from: daySchema,
    /** null: open-ended (a blank date input gives '', stored as null). */
    valid_to: daySchema.nullable().or(z.literal('').transform(() => null)),
  })
  .superRefine((rule, ctx) => {
    if (rule.valid_to !== null && rule.valid_to < rule.valid_from)
      ctx.addIssue({ code: 'custom', path: ['valid_to'], message: 'contributionRules:errors.validTo' });
    const decimals = currencyDecimals(rule.currency);
    const amounts: Array<[Array<string>, number | null | undefined]> = [
      [['caps', 'per_meal'], rule.caps.per_meal],
      [['caps', 'per_day'], rule.caps.per_day],
      [['caps', 'per_month'], rule.caps.per_month],
    ];
    if (rule.contribution.kind === 'fixed')
      amounts.push([['contribution', 'amount'], rule.contribution.amount]);
    if (rule.contribution.kind === 'price_list')
      for (const [course, price] of Object.entries(rule.contribution.prices))
        amounts.push([['contribution', 'prices', course], price]);
    for (const [path, value] of amounts)
      if (typeof value === 'number' && !hasAtMostDecimals(value, decimals))
        ctx.addIssue({ code: 'custom', path, message: 'forms.money.tooManyDecimals' });
  });
export type ContributionRuleFormInput = z.input<typeof contributionRuleFormSchema>;
export type ContributionRuleForm = z.output<typeof contributionRuleFormSchema>;

/** A rule as the pricing function reads it: the form's fields plus its id. */
export type ContributionRule = ContributionRuleForm & { id: string };

/** The stored document (vouchers_rules/{id}): the form plus canteen and list keys written by the server. */
export const contributionRuleDocumentSchema = contributionRuleFormSchema.and(
  z.object({ canteen_id: id, sort_name: z.string().max(CONTRIBUTION_RULE_NAME_MAX) }),
);

/** The list's order key: the name in lower case. */
export function contributionRuleSortKey(name: string): string {
  return name.trim().toLocaleLowerCase();
}

/** Specificity of a target: a rule naming customers outranks one for a code, a cost centre, a whole company. */
export const TARGET_SPECIFICITY: Readonly<Record<RuleTargetKind, number>> = {
  customers: 4,
  invitation_code: 3,
  cost_center: 2,
  company: 1,
};
