// The wallet and import rules of every canteen (canteens/{id}/rules/{wallet|import}), the chooser loads them (spec §4).
import type { ImportRules, WalletRules } from '@backoffice/shared';
import { CANTEENS } from './canteen-data';
import type { ComponentId } from './menu-structure';
import { money, type CanteenDef, type SeedDocument } from './types';

/** Top-up limits in euros: parents top up for a term of school meals, staff for a week or two of lunches. */
const WALLET_EUROS = {
  school: { amounts: [20, 50, 100], min: 10, max: 300, low: 10 },
  restaurant: { amounts: [10, 20, 50, 100], min: 5, max: 250, low: 8 },
} as const;

/** Default price (euros) and points per course applied at import; school meals are subsidised. */
const COURSE_DEFAULTS: Record<
  'school' | 'restaurant',
  Record<ComponentId, { price: number; points: number }>
> = {
  school: {
    first: { price: 1.2, points: 1 },
    second: { price: 1.6, points: 1 },
    side: { price: 0.6, points: 1 },
    dessert: { price: 0.5, points: 1 },
  },
  restaurant: {
    first: { price: 3.2, points: 1 },
    second: { price: 4.5, points: 2 },
    side: { price: 1.8, points: 1 },
    dessert: { price: 1.5, points: 1 },
  },
};

const kind = (canteen: CanteenDef) => (canteen.isSchool ? 'school' : 'restaurant');

/** Euros in the canteen's currency: whole tens of pesos in Chile. */
const local = (canteen: CanteenDef, euros: number) => money(euros * canteen.priceFactor, canteen.currency);

export function walletRules(canteen: CanteenDef): WalletRules {
  const limits = WALLET_EUROS[kind(canteen)];
  return {
    // Same flag as the canteen's walletConfiguration: a DEACTIVE wallet keeps its limits for when it comes back.
    active: canteen.wallet !== 'DEACTIVE',
    wallet: canteen.wallet,
    currency: canteen.currency,
    top_up_amounts: limits.amounts.map((amount) => local(canteen, amount)),
    min_top_up: local(canteen, limits.min),
    max_balance: local(canteen, limits.max),
    low_balance_threshold: local(canteen, limits.low),
  };
}

export function importRules(canteen: CanteenDef): ImportRules {
  // Italy, Spain and Chile write decimal commas, so their files are semicolon-separated; elsewhere the international one.
  const international = canteen.endpointPrefix === 'other';
  const defaults = COURSE_DEFAULTS[kind(canteen)];
  return {
    active: canteen.importActive,
    format: international ? 'csv_international' : 'csv',
    separator: international ? ',' : ';',
    currency: canteen.currency,
    course_defaults: Object.fromEntries(
      Object.entries(defaults).map(([course, { price, points }]) => [
        course,
        { price: local(canteen, price), points },
      ]),
    ),
  };
}

export function canteenRuleDocuments(): SeedDocument[] {
  return CANTEENS.flatMap((canteen) => [
    { path: `canteens/${canteen.id}/rules/wallet`, data: { ...walletRules(canteen) } },
    { path: `canteens/${canteen.id}/rules/import`, data: { ...importRules(canteen) } },
  ]);
}
