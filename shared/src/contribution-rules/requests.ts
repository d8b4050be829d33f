// The contributionRules callable's input (issue 21): every write of rules and codes goes through it, validated here.
import { z } from 'zod';
import { bulkCodesSchema, invitationCodeFormSchema, invitationCodeSchema } from './invitation-codes';
import { contributionRuleFormSchema } from './rule';

/** The canteen a callable writes in: C_ and letters or digits, compared in upper case (spec §3). */
export const callableCanteenIdSchema = z
  .string()
  .trim()
  .regex(/^C_[A-Za-z0-9]+$/i, 'validation.canteenId')
  .transform((id) => id.toUpperCase());
const ruleId = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,128}$/);

export const contributionRulesRequestSchema = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('saveRule'),
    canteen_id: callableCanteenIdSchema,
    rule_id: ruleId.nullable(),
    rule: contributionRuleFormSchema,
  }),
  z.object({ action: z.literal('deleteRule'), canteen_id: callableCanteenIdSchema, rule_id: ruleId }),
  /** Creates or updates one code; a new validity moves the linked rule's in the same transaction (spec §5). */
  z.object({
    action: z.literal('saveCode'),
    canteen_id: callableCanteenIdSchema,
    code: invitationCodeFormSchema,
  }),
  z.object({
    action: z.literal('generateCodes'),
    canteen_id: callableCanteenIdSchema,
    bulk: bulkCodesSchema,
  }),
  z.object({
    action: z.literal('deleteCode'),
    canteen_id: callableCanteenIdSchema,
    code: invitationCodeSchema,
  }),
]);
export type ContributionRulesRequest = z.output<typeof contributionRulesRequestSchema>;
export type ContributionRulesRequestInput = z.input<typeof contributionRulesRequestSchema>;

export type ContributionRulesResult =
  | { action: 'saveRule'; rule_id: string; created: boolean }
  | { action: 'deleteRule' | 'deleteCode'; deleted: boolean }
  | { action: 'saveCode'; code: string; created: boolean; rule_moved: boolean }
  | { action: 'generateCodes'; codes: string[] };
