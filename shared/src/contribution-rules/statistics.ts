// A rule's statistics (issue 21, /regole-contribuzione/statistics/{id}): the canteen's meals replayed in time order
// through the one pricing function, so the figures are what the rules, their overlaps and their caps really paid.
import { SERVICE_TYPES, type ServiceType } from '../core/catalogs';
import { isCancelledGroupStatus } from '../core/statuses';
import {
  addUsage,
  priceBasket,
  usageOn,
  type Basket,
  type PricingCustomer,
  type UsageLedger,
} from './pricing';
import type { ContributionRule } from './rule';

/** One meal as the statistics read it (an order of the canteen: its customer, day, service and basket). */
export interface StatisticsMeal {
  customer_id: string;
  /** 'YYYY-MM-DD' in the canteen's time zone. */
  day: string;
  service: ServiceType;
  basket: Basket;
}

export interface RuleStatisticsRow {
  key: string;
  meals: number;
  company: number;
  customer: number;
}

export interface RuleStatistics {
  days: RuleStatisticsRow[];
  months: RuleStatisticsRow[];
  /** Customers with at least one meal paid under the rule. */
  customers: number;
  meals: number;
  company: number;
  /** What is left of the rule's caps for `today` and its month, per customer who used it (null: no cap). */
  remaining: Array<{ customer_id: string; day: number | null; month: number | null }>;
}

/**
 * Replays `meals` in day order (their order within a day as given) through priceBasket with every rule of the canteen,
 * each customer with their own running caps, and totals what `ruleId` paid.
 */
export function ruleStatistics(
  rules: readonly ContributionRule[],
  ruleId: string,
  meals: readonly StatisticsMeal[],
  customers: ReadonlyMap<string, PricingCustomer>,
  today: string,
): RuleStatistics {
  const rule = rules.find((candidate) => candidate.id === ruleId);
  const ledgers = new Map<string, UsageLedger>();
  const days = new Map<string, RuleStatisticsRow>();
  const months = new Map<string, RuleStatisticsRow>();
  const reached = new Set<string>();
  const add = (table: Map<string, RuleStatisticsRow>, key: string, company: number, customer: number) => {
    const row = table.get(key) ?? { key, meals: 0, company: 0, customer: 0 };
    row.meals += 1;
    row.company = round(row.company + company);
    row.customer = round(row.customer + customer);
    table.set(key, row);
  };
  const ordered = [...meals].sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
  for (const meal of ordered) {
    const customer = customers.get(meal.customer_id) ?? { uid: meal.customer_id };
    const ledger = ledgers.get(meal.customer_id) ?? {};
    ledgers.set(meal.customer_id, ledger);
    const result = priceBasket({
      rules,
      customer,
      basket: meal.basket,
      day: meal.day,
      usage: usageOn(ledger, meal.day),
    });
    addUsage(ledger, result, meal.day);
    if (result.rule_id !== ruleId) continue;
    reached.add(meal.customer_id);
    add(days, meal.day, result.company, result.customer);
    add(months, meal.day.slice(0, 7), result.company, result.customer);
  }
  const byKey = (a: RuleStatisticsRow, b: RuleStatisticsRow) => (a.key < b.key ? -1 : 1);
  const totals = [...days.values()];
  return {
    days: totals.sort(byKey),
    months: [...months.values()].sort(byKey),
    customers: reached.size,
    meals: totals.reduce((sum, row) => sum + row.meals, 0),
    company: round(totals.reduce((sum, row) => sum + row.company, 0)),
    remaining: [...reached].sort().map((customerId) => {
      const used = usageOn(ledgers.get(customerId) ?? {}, today)[ruleId] ?? { day: 0, month: 0 };
      const left = (cap: number | null | undefined, spent: number) =>
        cap == null ? null : round(Math.max(0, cap - spent));
      return {
        customer_id: customerId,
        day: left(rule?.caps.per_day, used.day),
        month: left(rule?.caps.per_month, used.month),
      };
    }),
  };
}

/** Sums of money without binary noise (two decimals are the most any currency here has). */
function round(value: number): number {
  return Math.round(value * 100) / 100;
}

/** The fields of an order (spec §3 orders) the statistics read. */
export interface StatisticsOrder {
  userid?: unknown;
  tag?: unknown;
  status?: unknown;
  /** The order's instant (already a Date). */
  date: Date | null;
  recipes?: unknown;
}

/**
 * An order as a meal of the statistics, or null for a cancelled or pending-payment one or an unknown service. Meals are
 * served at midday, so the instant's UTC day is the canteen's day; order lines name no course (spec §3), so each line
 * counts as a single dish at its price (`euro`, in the service's currency) times its quantity.
 */
export function statisticsMealOf(
  order: StatisticsOrder,
  currencyOf: (service: ServiceType) => string,
): StatisticsMeal | null {
  const tag = String(order.tag ?? '') as ServiceType;
  // IFM requests are orders too, but no meals.
  if (
    !SERVICE_TYPES.includes(tag) ||
    tag === 'ifm' ||
    !order.date ||
    isCancelledGroupStatus(Number(order.status))
  )
    return null;
  const lines = Array.isArray(order.recipes)
    ? (order.recipes as Array<{ euro?: unknown; qt?: unknown }>)
    : [];
  return {
    customer_id: String(order.userid ?? ''),
    day: order.date.toISOString().slice(0, 10),
    service: tag,
    basket: {
      service: tag,
      currency: currencyOf(tag),
      items: lines.map((line) => ({
        course: 'single' as const,
        price: Number(line.euro) || 0,
        quantity: Number(line.qt) || 1,
      })),
    },
  };
}
