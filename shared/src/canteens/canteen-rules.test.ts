// Tests of the wallet and import rule documents under a canteen: flags default off, amounts coherent, unknown fields kept.
import { describe, expect, it } from 'vitest';
import {
  CANTEEN_RULE_IDS,
  CANTEEN_RULE_SCHEMAS,
  importRulesSchema,
  walletRulesSchema,
} from './canteen-rules';

describe('wallet rules', () => {
  const wallet = {
    active: true,
    wallet: 'TCPOS',
    currency: 'CLP',
    top_up_amounts: [5000, 10000, 20000],
    min_top_up: 5000,
    max_balance: 250000,
    low_balance_threshold: 8000,
  };

  it('accepts a complete document unchanged and keeps unknown fields', () => {
    expect(walletRulesSchema.parse({ ...wallet, legacy: 1 })).toEqual({ ...wallet, legacy: 1 });
  });

  it('reads a missing active flag as off (the canteen wallet is then not in use)', () => {
    expect(walletRulesSchema.parse({})).toEqual({ active: false });
  });

  it.each([
    ['an unknown wallet', { wallet: 'CASH' }],
    ['points as currency', { currency: 'PT' }],
    ['a lower-case currency', { currency: 'eur' }],
    ['active as text', { active: 'yes' }],
    ['amounts not ascending', { top_up_amounts: [20000, 10000] }],
    ['an amount below the minimum top-up', { top_up_amounts: [1000, 10000] }],
    ['an amount above the maximum balance', { top_up_amounts: [5000, 300000] }],
    ['a zero amount', { top_up_amounts: [0], min_top_up: 0 }],
    ['a warning above the maximum balance', { low_balance_threshold: 300000 }],
  ])('refuses %s', (_, change) => {
    expect(walletRulesSchema.safeParse({ ...wallet, ...change }).success).toBe(false);
  });
});

describe('import rules', () => {
  const imports = {
    active: true,
    format: 'csv',
    separator: ';',
    currency: 'EUR',
    course_defaults: { first: { price: 3.2, points: 1 }, dessert: { price: 1.5, points: 1 } },
  };

  it('accepts a complete document unchanged', () => {
    expect(importRulesSchema.parse(imports)).toEqual(imports);
  });

  it('reads a missing active flag as off', () => {
    expect(importRulesSchema.parse({ format: 'xlsx' })).toEqual({ active: false, format: 'xlsx' });
  });

  it.each([
    ['an unknown format', { format: 'pdf' }],
    ['an unknown separator', { separator: '|' }],
    ['a negative default price', { course_defaults: { first: { price: -1, points: 1 } } }],
    ['a course without points', { course_defaults: { first: { price: 1 } } }],
    ['an empty course id', { course_defaults: { '': { price: 1, points: 1 } } }],
  ])('refuses %s', (_, change) => {
    expect(importRulesSchema.safeParse({ ...imports, ...change }).success).toBe(false);
  });
});

it('has one schema per rule document id', () => {
  expect(Object.keys(CANTEEN_RULE_SCHEMAS).sort()).toEqual([...CANTEEN_RULE_IDS].sort());
});
