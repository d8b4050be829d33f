// Access rules of a canteen (spec §2 /access_rules, Admin): which customers may join — by e-mail pattern, company,
// card prefix or invitation code — and the tester that says which rule lets an applicant in, or none.
import { z } from 'zod';
import { callableCanteenIdSchema } from '../contribution-rules/requests';

/** access_rules/{id} */
export const ACCESS_RULES = 'access_rules';
export const ACCESS_RULE_KINDS = ['email_pattern', 'company', 'card_prefix', 'invitation_code'] as const;
export type AccessRuleKind = (typeof ACCESS_RULE_KINDS)[number];
export const ACCESS_RULE_PATTERN_MAX = 500;
export const ACCESS_RULE_NOTE_MAX = 200;
export const ACCESS_RULES_PAGE_SIZE = 20;

/** The flags every e-mail pattern runs with (the magic wand's patterns are made for them). */
export const ACCESS_PATTERN_FLAGS = 'iu';

/** Whether the text compiles as a pattern under ACCESS_PATTERN_FLAGS. */
export function isValidPattern(pattern: string): boolean {
  try {
    new RegExp(pattern, ACCESS_PATTERN_FLAGS);
    return true;
  } catch {
    return false;
  }
}

const base = {
  active: z.boolean(),
  note: z.string().trim().max(ACCESS_RULE_NOTE_MAX),
};

export const accessRuleFormSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('email_pattern'),
    value: z
      .string()
      .trim()
      .min(1, 'validation.required')
      .max(ACCESS_RULE_PATTERN_MAX)
      .refine(isValidPattern, 'accessRules:errors.pattern'),
    ...base,
  }),
  z.object({
    kind: z.literal('company'),
    value: z.string().trim().min(1, 'validation.required').max(200),
    ...base,
  }),
  z.object({
    kind: z.literal('card_prefix'),
    value: z
      .string()
      .trim()
      .regex(/^\d{1,12}$/, 'accessRules:errors.cardPrefix'),
    ...base,
  }),
  z.object({
    kind: z.literal('invitation_code'),
    value: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{3,40}$/, 'accessRules:errors.code')
      .transform((code) => code.toUpperCase()),
    ...base,
  }),
]);
export type AccessRuleFormInput = z.input<typeof accessRuleFormSchema>;
export type AccessRuleForm = z.output<typeof accessRuleFormSchema>;
export type AccessRule = AccessRuleForm & { id: string };

export const accessRulesRequestSchema = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('save'),
    canteen_id: callableCanteenIdSchema,
    rule_id: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,128}$/)
      .nullable(),
    rule: accessRuleFormSchema,
  }),
  z.object({
    action: z.literal('delete'),
    canteen_id: callableCanteenIdSchema,
    rule_id: z.string().regex(/^[A-Za-z0-9_-]{1,128}$/),
  }),
]);
export type AccessRulesRequestInput = z.input<typeof accessRulesRequestSchema>;
export type AccessRulesRequest = z.output<typeof accessRulesRequestSchema>;

/** Who asks to join: the e-mail always; company, card and code when the applicant gives them. */
export interface Applicant {
  email: string;
  company?: string | null;
  card?: string | null;
  code?: string | null;
}

/** Whether one rule lets the applicant in (inactive rules never do; a broken pattern matches nothing). */
export function accessRuleMatches(rule: AccessRuleForm, applicant: Applicant): boolean {
  if (!rule.active) return false;
  const fold = (text: string | null | undefined) => (text ?? '').trim().toLocaleLowerCase();
  switch (rule.kind) {
    case 'email_pattern':
      if (!isValidPattern(rule.value)) return false;
      return new RegExp(rule.value, ACCESS_PATTERN_FLAGS).test(applicant.email.trim());
    case 'company':
      return fold(applicant.company) !== '' && fold(applicant.company) === fold(rule.value);
    case 'card_prefix':
      return (applicant.card ?? '').trim().startsWith(rule.value);
    case 'invitation_code':
      return (applicant.code ?? '').trim().toUpperCase() === rule.value;
  }
}

/** The rules that let the applicant in, in the order given (the first one is the one the tester names), or none. */
export function matchingAccessRules<T extends AccessRuleForm>(
  rules: readonly T[],
  applicant: Applicant,
): T[] {
  return rules.filter((rule) => accessRuleMatches(rule, applicant));
}
