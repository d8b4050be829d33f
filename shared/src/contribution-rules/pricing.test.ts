// The pricing function from a table of cases (issue 21: overlaps, caps, validity edges, currencies and points),
// and its properties: the company's share is never negative and never above the basket.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addUsage, priceBasket, usageOn, type Basket, type PricingInput, type UsageLedger } from './pricing';
import { ruleOverlaps } from './overlaps';
import { RULE_COURSES, contributionRuleFormSchema, type ContributionRule } from './rule';

function rule(overrides: Partial<ContributionRule> & { id: string }): ContributionRule {
  return {
    name: overrides.id,
    active: true,
    priority: 10,
    target: { kind: 'company', company: 'Bicocca Tech S.r.l.' },
    services: [],
    courses: [],
    currency: 'EUR',
    contribution: { kind: 'percent', percent: 50 },
    caps: { per_meal: null, per_day: null, per_month: null },
    valid_from: '2026-01-01',
    valid_to: null,
    ...overrides,
  };
}

const ANNA = {
  uid: 'demo-customer',
  company: 'Bicocca Tech S.r.l.',
  cost_center_id: 'CC_1',
  invitation_codes: ['WELCOME26'],
};
const MEAL_950: Basket = {
  service: 'takeaway',
  currency: 'EUR',
  items: [
    { course: 'first', price: 5.5, quantity: 1 },
    { course: 'second', price: 4, quantity: 1 },
  ],
};
const HALF_CAPPED_4_A_DAY = rule({ id: 'half', caps: { per_meal: null, per_day: 4, per_month: null } });

interface Case {
  name: string;
  input: PricingInput;
  expected: Partial<ReturnType<typeof priceBasket>>;
  reasons?: string[];
}

const CASES: Case[] = [
  {
    name: 'no rule: the customer pays everything',
    input: { rules: [], customer: ANNA, basket: MEAL_950, day: '2026-03-02' },
    expected: { total: 9.5, company: 0, customer: 9.5, rule_id: null },
    reasons: ['no_rule'],
  },
  {
    name: 'issue 21: 50 % capped at €4 a day, first meal → company 4, customer 5.50',
    input: { rules: [HALF_CAPPED_4_A_DAY], customer: ANNA, basket: MEAL_950, day: '2026-03-02' },
    expected: { company: 4, customer: 5.5, rule_id: 'half' },
    reasons: ['applied', 'cap_day'],
  },
  {
    name: 'issue 21: a second meal the same day gets no contribution',
    input: {
      rules: [HALF_CAPPED_4_A_DAY],
      customer: ANNA,
      basket: MEAL_950,
      day: '2026-03-02',
      usage: { half: { day: 4, month: 4 } },
    },
    expected: { company: 0, customer: 9.5, rule_id: 'half' },
    reasons: ['applied', 'cap_day'],
  },
  {
    name: 'day cap partly used leaves the rest',
    input: {
      rules: [HALF_CAPPED_4_A_DAY],
      customer: ANNA,
      basket: { ...MEAL_950, items: [{ course: 'first', price: 4, quantity: 1 }] },
      day: '2026-03-02',
      usage: { half: { day: 2.5, month: 2.5 } },
    },
    expected: { company: 1.5, customer: 2.5 },
    reasons: ['applied', 'cap_day'],
  },
  {
    name: 'per-meal cap before the month cap; month cap binds last',
    input: {
      rules: [rule({ id: 'r', caps: { per_meal: 3, per_day: null, per_month: 50 } })],
      customer: ANNA,
      basket: MEAL_950,
      day: '2026-03-31',
      usage: { r: { day: 0, month: 48 } },
    },
    expected: { company: 2, customer: 7.5 },
    reasons: ['applied', 'cap_meal', 'cap_month'],
  },
  {
    name: 'fixed amount never above the covered courses',
    input: {
      rules: [rule({ id: 'f', courses: ['second'], contribution: { kind: 'fixed', amount: 6 } })],
      customer: ANNA,
      basket: MEAL_950,
      day: '2026-03-02',
    },
    expected: { company: 4, customer: 5.5 },
  },
  {
    name: 'price override: the customer pays the custom price of covered courses',
    input: {
      rules: [
        rule({
          id: 'pl',
          target: { kind: 'cost_center', cost_center_id: 'CC_1' },
          contribution: { kind: 'price_list', price_list_id: 'CC_1', prices: { first: 2, second: 5 } },
        }),
      ],
      customer: ANNA,
      basket: { ...MEAL_950, items: [...MEAL_950.items, { course: 'first', price: 5.5, quantity: 1 }] },
      day: '2026-03-02',
    },
    // first: 2 × (5.50 − 2) = 7; second: 4 − 5 < 0 → 0.
    expected: { total: 15, company: 7, customer: 8 },
  },
  {
    name: 'validity: the first day counts',
    input: {
      rules: [rule({ id: 'v', valid_from: '2026-03-02', valid_to: '2026-03-31' })],
      customer: ANNA,
      basket: MEAL_950,
      day: '2026-03-02',
    },
    expected: { company: 4.75, rule_id: 'v' },
  },
  {
    name: 'validity: the last day counts',
    input: {
      rules: [rule({ id: 'v', valid_from: '2026-03-02', valid_to: '2026-03-31' })],
      customer: ANNA,
      basket: MEAL_950,
      day: '2026-03-31',
    },
    expected: { company: 4.75, rule_id: 'v' },
  },
  {
    name: 'validity: the day after does not',
    input: {
      rules: [rule({ id: 'v', valid_from: '2026-03-02', valid_to: '2026-03-31' })],
      customer: ANNA,
      basket: MEAL_950,
      day: '2026-04-01',
    },
    expected: { company: 0, rule_id: null },
    reasons: ['not_valid_on_day', 'no_rule'],
  },
  {
    name: 'overlap: the higher priority wins even when it pays less',
    input: {
      rules: [
        rule({ id: 'low', priority: 1, contribution: { kind: 'percent', percent: 80 } }),
        rule({ id: 'high', priority: 5, contribution: { kind: 'fixed', amount: 2 } }),
      ],
      customer: ANNA,
      basket: MEAL_950,
      day: '2026-03-02',
    },
    expected: { company: 2, rule_id: 'high' },
    reasons: ['outranked', 'applied'],
  },
  {
    name: 'overlap at equal priority: the named customers beat the company',
    input: {
      rules: [
        rule({ id: 'company' }),
        rule({
          id: 'anna',
          target: { kind: 'customers', customer_ids: ['demo-customer'] },
          contribution: { kind: 'fixed', amount: 1 },
        }),
      ],
      customer: ANNA,
      basket: MEAL_950,
      day: '2026-03-02',
    },
    expected: { company: 1, rule_id: 'anna' },
  },
  {
    name: 'invitation code holders; an inactive rule is skipped with its reason',
    input: {
      rules: [
        rule({ id: 'off', active: false, priority: 99 }),
        rule({
          id: 'code',
          target: { kind: 'invitation_code', code: 'WELCOME26' },
          contribution: { kind: 'fixed', amount: 3 },
        }),
      ],
      customer: ANNA,
      basket: MEAL_950,
      day: '2026-03-02',
    },
    expected: { company: 3, rule_id: 'code' },
    reasons: ['inactive', 'applied'],
  },
  {
    name: 'another company is not covered (and not listed)',
    input: {
      rules: [rule({ id: 'x', target: { kind: 'company', company: 'Milano Insurance S.p.A.' } })],
      customer: ANNA,
      basket: MEAL_950,
      day: '2026-03-02',
    },
    expected: { company: 0 },
    reasons: ['no_rule'],
  },
  {
    name: 'a service the rule does not cover',
    input: {
      rules: [rule({ id: 's', services: ['shop'] })],
      customer: ANNA,
      basket: MEAL_950,
      day: '2026-03-02',
    },
    expected: { company: 0 },
    reasons: ['service_not_covered', 'no_rule'],
  },
  {
    name: 'currencies: a euro rule does not pay a points basket',
    input: {
      rules: [rule({ id: 'eur' })],
      customer: ANNA,
      basket: { service: 'menu', currency: 'PT', items: [{ course: 'single', price: 12, quantity: 1 }] },
      day: '2026-03-02',
    },
    expected: { company: 0, total: 12 },
    reasons: ['currency_differs', 'no_rule'],
  },
  {
    name: 'points: whole points, rounded half up',
    input: {
      rules: [rule({ id: 'pt', currency: 'PT' })],
      customer: ANNA,
      basket: { service: 'menu', currency: 'PT', items: [{ course: 'single', price: 13, quantity: 1 }] },
      day: '2026-03-02',
    },
    expected: { company: 7, customer: 6 },
  },
  {
    name: 'pesos: no decimals (35 % of 6.990 CLP = 2.446,5 → 2.447)',
    input: {
      rules: [rule({ id: 'clp', currency: 'CLP', contribution: { kind: 'percent', percent: 35 } })],
      customer: ANNA,
      basket: {
        service: 'takeaway',
        currency: 'CLP',
        items: [{ course: 'single', price: 6990, quantity: 1 }],
      },
      day: '2026-03-02',
    },
    expected: { company: 2447, customer: 4543 },
  },
  {
    name: 'cents: 33 % of €9.99 rounds to the cent (3.2967 → 3.30)',
    input: {
      rules: [rule({ id: 'c', contribution: { kind: 'percent', percent: 33 } })],
      customer: ANNA,
      basket: { ...MEAL_950, items: [{ course: 'first', price: 9.99, quantity: 1 }] },
      day: '2026-03-02',
    },
    expected: { company: 3.3, customer: 6.69 },
  },
  {
    name: 'voucher first, then the wallet, then the till',
    input: {
      rules: [HALF_CAPPED_4_A_DAY],
      customer: ANNA,
      basket: MEAL_950,
      day: '2026-03-02',
      wallet: {
        active: true,
        balance: 2,
        voucher: { balance: 3, valid_from: '2026-03-01', valid_to: '2026-03-31' },
      },
    },
    expected: { company: 4, customer: 5.5, voucher: 3, wallet: 2, due: 0.5 },
    reasons: ['applied', 'cap_day', 'voucher', 'wallet', 'wallet_short'],
  },
  {
    name: 'an expired voucher and an inactive (DEACTIVE) wallet leave it all at the till',
    input: {
      rules: [],
      customer: ANNA,
      basket: MEAL_950,
      day: '2026-04-01',
      wallet: {
        active: false,
        balance: 50,
        voucher: { balance: 3, valid_from: '2026-03-01', valid_to: '2026-03-31' },
      },
    },
    expected: { voucher: 0, wallet: 0, due: 9.5 },
    reasons: ['no_rule', 'voucher_not_valid', 'wallet_inactive'],
  },
];

describe('priceBasket', () => {
  it.each(CASES)('$name', ({ input, expected, reasons }) => {
    const result = priceBasket(input);
    expect(result).toMatchObject(expected);
    if (reasons) expect(result.reasons.map((reason) => reason.code)).toEqual(reasons);
    expect(result.company + result.customer).toBeCloseTo(result.total, 6);
    expect(result.voucher + result.wallet + result.due).toBeCloseTo(result.customer, 6);
  });

  it('two meals a day through addUsage: the day cap resets the next day, the month keeps counting', () => {
    const usage: UsageLedger = {};
    const paid = ['2026-03-02', '2026-03-02', '2026-03-03'].map((day) => {
      const result = priceBasket({
        rules: [HALF_CAPPED_4_A_DAY],
        customer: ANNA,
        basket: MEAL_950,
        day,
        usage: usageOn(usage, day),
      });
      addUsage(usage, result, day);
      return result.company;
    });
    expect(paid).toEqual([4, 0, 4]);
    expect(usage.half).toMatchObject({ day: 4, month: 8 });
  });
});

describe('ruleOverlaps', () => {
  it('lists same-audience rules that meet on services and days, with the winner', () => {
    const rules = [
      rule({ id: 'a', priority: 1, services: ['takeaway'] }),
      rule({ id: 'b', priority: 2, services: [] }),
      rule({ id: 'c', priority: 3, services: ['shop'] }),
      rule({ id: 'd', priority: 9, valid_from: '2025-01-01', valid_to: '2025-12-31' }),
      rule({ id: 'e', priority: 9, target: { kind: 'company', company: 'Other' } }),
    ];
    expect(ruleOverlaps(rules).map(({ winner, loser }) => `${winner.id}>${loser.id}`)).toEqual([
      'c>b',
      'b>a',
    ]);
  });
});

describe('contributionRuleFormSchema', () => {
  const valid = { ...rule({ id: 'x' }) } as Record<string, unknown>;
  delete valid.id;
  it('accepts a rule and refuses an end before the start, cents on pesos, a bad code', () => {
    expect(contributionRuleFormSchema.safeParse(valid).success).toBe(true);
    const endBefore = contributionRuleFormSchema.safeParse({ ...valid, valid_to: '2025-12-31' });
    expect(endBefore.error?.issues[0]?.message).toBe('contributionRules:errors.validTo');
    const cents = contributionRuleFormSchema.safeParse({
      ...valid,
      currency: 'CLP',
      contribution: { kind: 'fixed', amount: 10.5 },
    });
    expect(cents.error?.issues[0]?.message).toBe('forms.money.tooManyDecimals');
    const code = contributionRuleFormSchema.safeParse({
      ...valid,
      target: { kind: 'invitation_code', code: 'a b' },
    });
    expect(code.success).toBe(false);
    expect(contributionRuleFormSchema.safeParse({ ...valid, valid_from: '2026-02-29' }).success).toBe(false);
  });
});

describe('priceBasket properties', () => {
  const arbitraryRule = fc.record({
    id: fc.constantFrom('r1', 'r2', 'r3'),
    priority: fc.integer({ min: 0, max: 3 }),
    contribution: fc.oneof(
      fc.record({
        kind: fc.constant('fixed' as const),
        amount: fc.integer({ min: 0, max: 2000 }).map((n) => n / 100),
      }),
      fc.record({ kind: fc.constant('percent' as const), percent: fc.integer({ min: 0, max: 100 }) }),
      fc.record({
        kind: fc.constant('price_list' as const),
        price_list_id: fc.constant('CC_1'),
        prices: fc.record(
          { first: fc.integer({ min: 0, max: 1500 }).map((n) => n / 100) },
          { requiredKeys: [] },
        ),
      }),
    ),
    cap: fc.option(
      fc.integer({ min: 0, max: 1000 }).map((n) => n / 100),
      { nil: null },
    ),
    courses: fc.subarray([...RULE_COURSES]),
  });
  const arbitraryBasket = fc.array(
    fc.record({
      course: fc.constantFrom(...RULE_COURSES),
      price: fc.integer({ min: 0, max: 3000 }).map((n) => n / 100),
      quantity: fc.integer({ min: 0, max: 4 }),
    }),
    { maxLength: 6 },
  );

  it('the company never pays less than nothing nor more than the basket; the parts add up', () => {
    fc.assert(
      fc.property(
        fc.array(arbitraryRule, { maxLength: 3 }),
        arbitraryBasket,
        fc.integer({ min: 0, max: 2000 }).map((n) => n / 100),
        (rules, items, used) => {
          const result = priceBasket({
            rules: rules.map((r) =>
              rule({
                id: r.id,
                priority: r.priority,
                contribution: r.contribution,
                courses: r.courses,
                caps: { per_meal: r.cap, per_day: 5, per_month: null },
              }),
            ),
            customer: ANNA,
            basket: { service: 'takeaway', currency: 'EUR', items },
            day: '2026-03-02',
            usage: { r1: { day: used, month: used } },
            wallet: { active: true, balance: 3, voucher: null },
          });
          expect(result.company).toBeGreaterThanOrEqual(0);
          expect(result.company).toBeLessThanOrEqual(result.total);
          expect(result.customer).toBeGreaterThanOrEqual(0);
          expect(Math.round((result.company + result.customer) * 100)).toBe(Math.round(result.total * 100));
          expect(result.due).toBeGreaterThanOrEqual(0);
        },
      ),
      { numRuns: 400 },
    );
  });
});
