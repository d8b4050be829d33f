// Access rows of contribution rules, invitation codes, voucher redemptions (spec §6 RegoleContribuzione) and the
// canteen's access rules (§2 /access_rules, Admin): clients read; the contributionRules and accessRules callables write.
import { type CollectionAccess, type StaffGrant } from '../access-types';

const RULE_READERS = {
  to: 'staff',
  ops: ['get', 'list'],
  screens: ['RegoleContribuzione'],
  scope: 'canteen',
} as const satisfies Omit<StaffGrant, 'why'>;

const WRITES_BY_CALLABLE =
  'clients only read: every write goes through the `contributionRules` callable (zod from shared, role and canteen checked, audit stamp set there), so a code and its linked rule change in one transaction (issue 21)';

export const CONTRIBUTION_RULES_ACCESS: readonly CollectionAccess[] = [
  {
    id: 'vouchers_rules',
    path: 'vouchers_rules/{ruleId}',
    covers: 'contribution rules of a canteen (who, services, courses, amount, caps, validity, priority)',
    canteen: { kind: 'field', field: 'canteen_id' },
    owner: null,
    grants: [{ ...RULE_READERS, why: 'the RegoleContribuzione roles of the canteen read its rules' }],
    decisions: [WRITES_BY_CALLABLE],
  },
  {
    id: 'invitation_codes',
    path: 'invitation_codes/{codeId}',
    covers: 'invitation codes of canteens, their vouchers and linked rule',
    canteen: { kind: 'field', field: 'canteen_id' },
    owner: null,
    grants: [{ ...RULE_READERS, why: 'listed and edited on the contribution-rule screens' }],
    decisions: [WRITES_BY_CALLABLE, 'uploadCodeCSV (API) imports them in bulk'],
  },
  {
    id: 'voucher_redemptions',
    path: 'voucher_redemptions/{redemptionId}',
    covers: 'which invitation code each customer used, when, and the voucher balance',
    canteen: { kind: 'field', field: 'canteen_id' },
    owner: null,
    grants: [{ ...RULE_READERS, why: 'shown beside the codes and in the rule statistics' }],
    decisions: ['written when a customer redeems a code (customer app, functions); clients only read'],
  },
  {
    id: 'access_rules',
    path: 'access_rules/{accessRuleId}',
    covers: 'which customers may join a canteen (e-mail pattern, company, card prefix, invitation code)',
    canteen: { kind: 'field', field: 'canteen_id' },
    owner: null,
    grants: [
      {
        to: 'staff',
        ops: ['get', 'list'],
        screens: ['Admin'],
        scope: 'canteen',
        why: 'the /access_rules screen (Admin)',
      },
    ],
    decisions: [
      'clients only read: the `accessRules` callable writes them (regular expressions checked there)',
    ],
  },
];
