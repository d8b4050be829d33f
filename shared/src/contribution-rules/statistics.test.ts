// A rule's statistics replay the meals through the pricing function: overlaps, daily caps and months as it paid them.
import { describe, expect, it } from 'vitest';
import type { ContributionRule } from './rule';
import { ruleStatistics, statisticsMealOf, type StatisticsMeal } from './statistics';

const rule = (id: string, patch: Partial<ContributionRule>): ContributionRule => ({
  id,
  name: id,
  active: true,
  priority: 10,
  target: { kind: 'company', company: 'ACME' },
  services: [],
  courses: [],
  currency: 'EUR',
  contribution: { kind: 'percent', percent: 50 },
  caps: { per_meal: null, per_day: 4, per_month: null },
  valid_from: '2026-01-01',
  valid_to: null,
  ...patch,
});
const meal = (customer_id: string, day: string, price: number): StatisticsMeal => ({
  customer_id,
  day,
  service: 'takeaway',
  basket: { service: 'takeaway', currency: 'EUR', items: [{ course: 'single', price, quantity: 1 }] },
});

describe('ruleStatistics', () => {
  const rules = [
    rule('half', {}),
    rule('basic', {
      priority: 1,
      contribution: { kind: 'fixed', amount: 2 },
      caps: { per_meal: null, per_day: null, per_month: 10 },
    }),
  ];
  const customers = new Map([
    ['anna', { uid: 'anna', company: 'ACME' }],
    ['luca', { uid: 'luca', company: 'ACME' }],
    ['gio', { uid: 'gio', company: 'Other' }],
  ]);
  const meals = [
    meal('anna', '2026-03-31', 9.5),
    meal('anna', '2026-03-31', 9.5),
    meal('luca', '2026-04-01', 6),
    meal('gio', '2026-04-01', 6),
    meal('anna', '2026-04-01', 2),
  ];

  it('counts only the meals the rule won, with what it paid after its caps, per day and month', () => {
    const stats = ruleStatistics(rules, 'half', meals, customers, '2026-04-01');
    // Anna's second meal on 31/3 still wins "half" (priority), which pays 0 past its €4 daily cap.
    expect(stats.days).toEqual([
      { key: '2026-03-31', meals: 2, company: 4, customer: 15 },
      { key: '2026-04-01', meals: 2, company: 4, customer: 4 },
    ]);
    expect(stats.months.map((row) => [row.key, row.meals, row.company])).toEqual([
      ['2026-03', 2, 4],
      ['2026-04', 2, 4],
    ]);
    expect(stats).toMatchObject({ customers: 2, meals: 4, company: 8 });
    expect(stats.remaining).toEqual([
      { customer_id: 'anna', day: 3, month: null },
      { customer_id: 'luca', day: 1, month: null },
    ]);
  });

  it('a rule that never wins has no meals', () => {
    const stats = ruleStatistics(rules, 'basic', meals, customers, '2026-04-01');
    expect(stats).toMatchObject({ meals: 0, customers: 0, company: 0 });
  });
});

describe('statisticsMealOf', () => {
  const currencyOf = (service: string) => (service === 'menu' ? 'PT' : 'EUR');
  const order = {
    userid: 'anna',
    tag: 'takeaway',
    status: 5,
    date: new Date('2026-03-02T11:00:00Z'),
    recipes: [{ euro: 5.5, qt: 2 }, { euro: 3 }],
  };
  it('reads the day, service, currency and lines of an order', () => {
    expect(statisticsMealOf(order, currencyOf)).toEqual({
      customer_id: 'anna',
      day: '2026-03-02',
      service: 'takeaway',
      basket: {
        service: 'takeaway',
        currency: 'EUR',
        items: [
          { course: 'single', price: 5.5, quantity: 2 },
          { course: 'single', price: 3, quantity: 1 },
        ],
      },
    });
    expect(statisticsMealOf({ ...order, tag: 'menu' }, currencyOf)?.basket.currency).toBe('PT');
  });
  it.each([
    ['cancelled', { status: 4 }],
    ['pending payment', { status: -1 }],
    ['unknown service', { tag: 'laundry' }],
    ['an IFM request', { tag: 'ifm' }],
    ['no date', { date: null }],
  ])('leaves out an order: %s', (_, patch) => {
    expect(statisticsMealOf({ ...order, ...patch }, currencyOf)).toBeNull();
  });
});
