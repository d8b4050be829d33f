// The seeded contribution rules, codes and redemptions: valid for the shared schemas, linked codes and rules agree,
// and the pricing function gives the demo customer's company the capped split the screens show.
import { describe, expect, it } from 'vitest';
import {
  accessRuleFormSchema,
  contributionRuleFormSchema,
  matchingAccessRules,
  priceBasket,
  ruleOverlaps,
  storedInvitationCodeSchema,
  type ContributionRule,
} from '@backoffice/shared';
import { buildSeed } from './build';
import { DEMO_CUSTOMER } from './people-data';

const today = new Date('2026-02-27T12:00:00Z');
const seed = buildSeed({ today });
const under = (prefix: string) => seed.documents.filter((document) => document.path.startsWith(prefix));

describe('contribution rule seed', () => {
  const rules: ContributionRule[] = under('vouchers_rules/').map((document) => ({
    ...contributionRuleFormSchema.parse(document.data),
    id: document.path.split('/')[1]!,
  }));

  it('gives every canteen rules, codes and redemptions that the shared schemas accept', () => {
    const canteens = new Set(
      under('canteens/')
        .filter((document) => document.path.split('/').length === 2)
        .map((document) => document.path.split('/')[1]),
    );
    for (const canteen of canteens) {
      expect(under(`vouchers_rules/VR_${canteen}_`).length).toBeGreaterThanOrEqual(5);
      expect(under(`invitation_codes/${canteen}_`).length).toBe(5);
    }
    for (const code of under('invitation_codes/'))
      expect(storedInvitationCodeSchema.safeParse(code.data).success).toBe(true);
    expect(under('voucher_redemptions/').length).toBeGreaterThan(10);
  });

  it("gives each redeeming customer the code as `voucher`, so the dashboard's search by voucher finds them", () => {
    for (const redemption of under('voucher_redemptions/')) {
      const user = seed.documents.find(
        (document) => document.path === `users/${String(redemption.data.userid)}`,
      )!;
      expect(user.data.voucher).toBe(redemption.data.code);
    }
    expect(under('users/').filter((document) => typeof document.data.voucher === 'string').length).toBe(
      under('voucher_redemptions/').length,
    );
  });

  it("keeps each linked rule's validity equal to its code's (spec §5)", () => {
    const linked = under('invitation_codes/').filter((document) => document.data.rule_id);
    expect(linked.length).toBeGreaterThan(0);
    for (const document of linked) {
      const code = storedInvitationCodeSchema.parse(document.data);
      const rule = rules.find((candidate) => candidate.id === code.rule_id)!;
      expect([rule.valid_from, rule.valid_to]).toEqual([code.valid_from, code.valid_to]);
    }
  });

  it("prices the demo customer's €9.50 takeaway: the company pays its €4 daily cap, and shows the overlap", () => {
    const canteenRules = rules.filter((rule) => rule.id.startsWith(`VR_${DEMO_CUSTOMER.canteenId}_`));
    const result = priceBasket({
      rules: canteenRules,
      customer: { uid: DEMO_CUSTOMER.uid, company: DEMO_CUSTOMER.company },
      basket: { service: 'takeaway', currency: 'EUR', items: [{ course: 'first', price: 9.5, quantity: 1 }] },
      day: '2026-02-27',
    });
    expect(result).toMatchObject({
      company: 4,
      customer: 5.5,
      rule_id: `VR_${DEMO_CUSTOMER.canteenId}_COMPANY`,
    });
    expect(ruleOverlaps(canteenRules).map(({ winner, loser }) => [winner.id, loser.id])).toContainEqual([
      `VR_${DEMO_CUSTOMER.canteenId}_COMPANY`,
      `VR_${DEMO_CUSTOMER.canteenId}_BASIC`,
    ]);
  });

  it('gives every canteen access rules the shared schema accepts; a seeded customer is let in', () => {
    const rules = under('access_rules/').map((document) => ({
      ...accessRuleFormSchema.parse(document.data),
      id: document.path,
    }));
    expect(rules.length).toBeGreaterThanOrEqual(5 * 6);
    const demo = seed.documents.find((document) => document.path === `users/${DEMO_CUSTOMER.uid}`)!.data;
    const profile = demo.profile as { email: string; company: string };
    const ofCanteen = rules.filter((rule) =>
      rule.id.startsWith(`access_rules/AR_${DEMO_CUSTOMER.canteenId}_`),
    );
    expect(matchingAccessRules(ofCanteen, { email: profile.email, company: profile.company }).length).toBe(1);
    expect(
      matchingAccessRules(ofCanteen, { email: 'anna@bicocca-tech.example' }).map((rule) => rule.kind),
    ).toEqual(['email_pattern']);
  });
});
