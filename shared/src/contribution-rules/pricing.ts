// The one pricing function (issue 21): what a customer pays for a basket on a day under the contribution rules,
// their caps, the voucher and the wallet — and why. The rule screen's simulator, the statistics and the server use it.
import type { ServiceType } from '../core/catalogs';
import { currencyDecimals } from '../forms/money';
import { TARGET_SPECIFICITY, type ContributionRule, type RuleCourse } from './rule';

export interface PricingCustomer {
  uid: string;
  /** profile.company */
  company?: string | null;
  cost_center_id?: string | null;
  /** Invitation codes the customer redeemed (upper case). */
  invitation_codes?: readonly string[];
}

export interface BasketItem {
  course: RuleCourse;
  /** List price of one unit, in the basket's currency. */
  price: number;
  quantity: number;
}

export interface Basket {
  service: ServiceType;
  currency: string;
  items: readonly BasketItem[];
}

/** What the company already paid under one rule for this customer: that day, that month (caps). */
export interface RuleUsage {
  day: number;
  month: number;
}

export interface PricingWallet {
  /** The canteen's wallet is in use (walletConfiguration.active; DEACTIVE → false). */
  active: boolean;
  balance: number;
  /** The voucher of the customer's invitation code: spent before the wallet while valid. */
  voucher?: { balance: number; valid_from: string; valid_to: string | null } | null;
}

export interface PricingInput {
  rules: readonly ContributionRule[];
  customer: PricingCustomer;
  basket: Basket;
  /** 'YYYY-MM-DD' in the canteen's time zone. */
  day: string;
  /** Company amounts already paid under each rule (by rule id) that day and month; none = nothing yet. */
  usage?: Readonly<Record<string, RuleUsage>>;
  wallet?: PricingWallet | null;
}

/** Why a rule that targets the customer does not pay for this basket. */
export type RuleRefusal =
  'inactive' | 'not_valid_on_day' | 'service_not_covered' | 'currency_differs' | 'no_course_covered';

export type PricingReason =
  | { code: 'no_rule' }
  | { code: RuleRefusal; rule_id: string }
  | { code: 'outranked'; rule_id: string; by: string }
  | { code: 'applied'; rule_id: string; kind: ContributionRule['contribution']['kind']; amount: number }
  | { code: 'cap_meal' | 'cap_day' | 'cap_month'; rule_id: string; cap: number; used: number; amount: number }
  | { code: 'voucher'; amount: number }
  | { code: 'voucher_not_valid' }
  | { code: 'wallet'; amount: number }
  | { code: 'wallet_short'; amount: number }
  | { code: 'wallet_inactive' };

export interface PricingResult {
  currency: string;
  total: number;
  /** What the company pays. */
  company: number;
  /** What the customer pays (total − company), of which voucher, wallet and due. */
  customer: number;
  voucher: number;
  wallet: number;
  /** Left to pay at the till (wallet inactive or short). */
  due: number;
  rule_id: string | null;
  reasons: PricingReason[];
}

/** Whether the rule's target includes this customer (nothing else checked). */
export function ruleTargets(rule: ContributionRule, customer: PricingCustomer): boolean {
  const target = rule.target;
  switch (target.kind) {
    case 'company':
      return sameText(target.company, customer.company);
    case 'cost_center':
      return !!customer.cost_center_id && target.cost_center_id === customer.cost_center_id;
    case 'customers':
      return target.customer_ids.includes(customer.uid);
    case 'invitation_code':
      return (customer.invitation_codes ?? []).some((code) => code.toUpperCase() === target.code);
  }
}

/** Validity is inclusive at both ends; an open end (null) never expires. */
export function ruleValidOn(rule: Pick<ContributionRule, 'valid_from' | 'valid_to'>, day: string): boolean {
  return rule.valid_from <= day && (rule.valid_to === null || day <= rule.valid_to);
}

/**
 * Which of two rules wins an overlap: higher priority, then the more specific target, then the later start, then
 * the smaller id — a total order, so the winner never depends on the order rules were read in.
 */
export function compareRules(a: ContributionRule, b: ContributionRule): number {
  return (
    b.priority - a.priority ||
    TARGET_SPECIFICITY[b.target.kind] - TARGET_SPECIFICITY[a.target.kind] ||
    (a.valid_from < b.valid_from ? 1 : a.valid_from > b.valid_from ? -1 : 0) ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}

/** The rules that would pay for this customer's basket that day, the winner first; the rest with why not. */
export function candidateRules(input: Pick<PricingInput, 'rules' | 'customer' | 'basket' | 'day'>): {
  applicable: ContributionRule[];
  refused: PricingReason[];
} {
  const refused: PricingReason[] = [];
  const applicable: ContributionRule[] = [];
  for (const rule of input.rules) {
    if (!ruleTargets(rule, input.customer)) continue;
    const reason = refusal(rule, input.basket, input.day);
    if (reason) refused.push({ code: reason, rule_id: rule.id });
    else applicable.push(rule);
  }
  return { applicable: applicable.sort(compareRules), refused };
}

function refusal(rule: ContributionRule, basket: Basket, day: string): RuleRefusal | null {
  if (!rule.active) return 'inactive';
  if (!ruleValidOn(rule, day)) return 'not_valid_on_day';
  if (rule.services.length > 0 && !rule.services.includes(basket.service)) return 'service_not_covered';
  if (rule.currency !== basket.currency) return 'currency_differs';
  if (!basket.items.some((item) => coveredUnitShare(rule, item) !== null)) return 'no_course_covered';
  return null;
}

/** The company's share of one unit in minor units, or null when the rule does not cover the item's course. */
function coveredUnitShare(rule: ContributionRule, item: BasketItem, scale = 1): number | null {
  if (rule.courses.length > 0 && !rule.courses.includes(item.course)) return null;
  if (rule.contribution.kind !== 'price_list') return 0;
  const customerPrice = rule.contribution.prices[item.course];
  if (customerPrice === undefined) return null;
  return Math.max(0, toMinor(item.price, scale) - toMinor(customerPrice, scale));
}

function toMinor(value: number, scale: number): number {
  return Math.round(value * scale);
}

/** What a customer pays for a basket on a day, and why (see PricingResult). */
export function priceBasket(input: PricingInput): PricingResult {
  const { basket, day } = input;
  const scale = 10 ** currencyDecimals(basket.currency);
  const fromMinor = (minor: number) => minor / scale;
  const lines = basket.items.map((item) => ({
    item,
    minor: toMinor(Math.max(0, item.price), scale) * Math.max(0, Math.floor(item.quantity)),
  }));
  const totalMinor = lines.reduce((sum, line) => sum + line.minor, 0);
  const { applicable, refused } = candidateRules(input);
  const reasons: PricingReason[] = [...refused];
  const winner = applicable[0] ?? null;
  let companyMinor = 0;
  if (!winner) reasons.push({ code: 'no_rule' });
  else {
    for (const loser of applicable.slice(1))
      reasons.push({ code: 'outranked', rule_id: loser.id, by: winner.id });
    const covered = lines.filter((line) => coveredUnitShare(winner, line.item) !== null);
    const eligibleMinor = covered.reduce((sum, line) => sum + line.minor, 0);
    const contribution = winner.contribution;
    let raw: number;
    if (contribution.kind === 'fixed') raw = Math.min(toMinor(contribution.amount, scale), eligibleMinor);
    else if (contribution.kind === 'percent') raw = Math.round((eligibleMinor * contribution.percent) / 100);
    else
      raw = covered.reduce(
        (sum, line) =>
          sum +
          (coveredUnitShare(winner, line.item, scale) ?? 0) * Math.max(0, Math.floor(line.item.quantity)),
        0,
      );
    companyMinor = Math.min(Math.max(0, raw), eligibleMinor);
    reasons.push({
      code: 'applied',
      rule_id: winner.id,
      kind: contribution.kind,
      amount: fromMinor(companyMinor),
    });
    const used = input.usage?.[winner.id] ?? { day: 0, month: 0 };
    const caps: Array<['cap_meal' | 'cap_day' | 'cap_month', number | null, number]> = [
      ['cap_meal', winner.caps.per_meal, 0],
      ['cap_day', winner.caps.per_day, used.day],
      ['cap_month', winner.caps.per_month, used.month],
    ];
    for (const [code, cap, usedAmount] of caps) {
      if (cap === null) continue;
      const room = Math.max(0, toMinor(cap, scale) - toMinor(usedAmount, scale));
      if (companyMinor > room) {
        companyMinor = room;
        reasons.push({ code, rule_id: winner.id, cap, used: usedAmount, amount: fromMinor(companyMinor) });
      }
    }
  }
  const customerMinor = totalMinor - companyMinor;
  let restMinor = customerMinor;
  let voucherMinor = 0;
  let walletMinor = 0;
  const wallet = input.wallet;
  if (wallet?.voucher && restMinor > 0) {
    if (ruleValidOn(wallet.voucher, day)) {
      voucherMinor = Math.min(restMinor, Math.max(0, toMinor(wallet.voucher.balance, scale)));
      restMinor -= voucherMinor;
      if (voucherMinor > 0) reasons.push({ code: 'voucher', amount: fromMinor(voucherMinor) });
    } else reasons.push({ code: 'voucher_not_valid' });
  }
  if (wallet && restMinor > 0) {
    if (!wallet.active) reasons.push({ code: 'wallet_inactive' });
    else {
      walletMinor = Math.min(restMinor, Math.max(0, toMinor(wallet.balance, scale)));
      restMinor -= walletMinor;
      if (walletMinor > 0) reasons.push({ code: 'wallet', amount: fromMinor(walletMinor) });
      if (restMinor > 0) reasons.push({ code: 'wallet_short', amount: fromMinor(restMinor) });
    }
  }
  return {
    currency: basket.currency,
    total: fromMinor(totalMinor),
    company: fromMinor(companyMinor),
    customer: fromMinor(customerMinor),
    voucher: fromMinor(voucherMinor),
    wallet: fromMinor(walletMinor),
    due: fromMinor(restMinor),
    rule_id: winner?.id ?? null,
    reasons,
  };
}

/** A running total per rule of what the company paid, for the caps of the next meal (statistics, server checks). */
export type UsageLedger = Record<string, RuleUsage & { day_key: string; month_key: string }>;

/** The usage a meal on `day` sees: the ledger's day total only if it is that day, its month total if that month. */
export function usageOn(ledger: UsageLedger, day: string): Record<string, RuleUsage> {
  const month = day.slice(0, 7);
  return Object.fromEntries(
    Object.entries(ledger).map(([ruleId, entry]) => [
      ruleId,
      { day: entry.day_key === day ? entry.day : 0, month: entry.month_key === month ? entry.month : 0 },
    ]),
  );
}

/** Adds a priced meal's company share to its rule's running usage (meals priced in day order). */
export function addUsage(ledger: UsageLedger, result: PricingResult, day: string): void {
  if (!result.rule_id) return;
  const current = usageOn(ledger, day)[result.rule_id] ?? { day: 0, month: 0 };
  ledger[result.rule_id] = {
    day_key: day,
    month_key: day.slice(0, 7),
    day: current.day + result.company,
    month: current.month + result.company,
  };
}

function sameText(a: string | null | undefined, b: string | null | undefined): boolean {
  return !!a && !!b && a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();
}
