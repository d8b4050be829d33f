// What a rule's statistics read: the canteen's meals of the last STATISTICS_DAYS days (orders), its customers'
// companies and cost centres (users), and the codes they redeemed — bounded reads, priced in the browser.
import useSWR from 'swr';
import { Timestamp, collection, getDocs, limit, orderBy, query, where } from 'firebase/firestore';
import {
  SERVICE_TAGS,
  VOUCHER_REDEMPTIONS,
  canteenCurrencyForService,
  statisticsMealOf,
  type PricingCustomer,
  type ServiceType,
  type StatisticsMeal,
} from '@backoffice/shared';
import { db } from '../../../lib/firestore';

/** Order tags that are meals (every service tag but IFM requests). */
const MEAL_TAGS = SERVICE_TAGS.filter((tag) => tag !== 'ifm');

/** How far back the statistics look, and the most orders and customers they read. */
export const STATISTICS_DAYS = 62;
export const STATISTICS_MAX_ORDERS = 3000;
export const STATISTICS_MAX_CUSTOMERS = 1000;

export interface StatisticsInput {
  meals: StatisticsMeal[];
  customers: Map<string, PricingCustomer>;
  /** Name, surname and e-mail by uid, for the table of remaining caps. */
  names: Map<string, string>;
  /** Whether a bound cut the reading short (the screen says the figures are partial). */
  truncated: boolean;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

async function readStatisticsInput(
  canteenId: string,
  currency: Record<string, string> | string | undefined,
  defaultCurrency: string,
  now: Date,
): Promise<StatisticsInput> {
  const since = Timestamp.fromMillis(now.getTime() - STATISTICS_DAYS * 86_400_000);
  const [orders, users, redemptions] = await Promise.all([
    getDocs(
      query(
        collection(db, 'orders'),
        where('canteenid', '==', canteenId),
        // The rules let the rule editors read the canteen's orders but not IFM requests (also orders): the query says so.
        where('tag', 'in', MEAL_TAGS),
        where('date_obj', '>=', since),
        orderBy('date_obj'),
        limit(STATISTICS_MAX_ORDERS),
      ),
    ),
    getDocs(
      query(
        collection(db, 'users'),
        where('canteens', 'array-contains', canteenId),
        limit(STATISTICS_MAX_CUSTOMERS),
      ),
    ),
    getDocs(
      query(
        collection(db, VOUCHER_REDEMPTIONS),
        where('canteen_id', '==', canteenId),
        limit(STATISTICS_MAX_CUSTOMERS),
      ),
    ),
  ]);
  const customers = new Map<string, PricingCustomer>();
  const names = new Map<string, string>();
  for (const user of users.docs) {
    names.set(
      user.id,
      `${text(user.get('profile.name'))} ${text(user.get('profile.surname'))} · ${text(user.get('profile.email'))}`,
    );
    customers.set(user.id, {
      uid: user.id,
      company: text(user.get('profile.company')) || null,
      cost_center_id: text(user.get('profile.cost_center_id')) || null,
      invitation_codes: [],
    });
  }
  for (const redemption of redemptions.docs) {
    const customer = customers.get(text(redemption.get('userid')));
    if (customer)
      customer.invitation_codes = [...(customer.invitation_codes ?? []), text(redemption.get('code'))];
  }
  const currencyOf = (service: ServiceType) => canteenCurrencyForService(currency, service, defaultCurrency);
  const meals: StatisticsMeal[] = orders.docs.flatMap((order) => {
    const meal = statisticsMealOf(
      { ...order.data(), date: (order.get('date_obj') as Timestamp | undefined)?.toDate() ?? null },
      currencyOf,
    );
    return meal ? [meal] : [];
  });
  return {
    meals,
    customers,
    names,
    truncated: orders.size >= STATISTICS_MAX_ORDERS || users.size >= STATISTICS_MAX_CUSTOMERS,
  };
}

export function useStatisticsInput(
  canteenId: string | null,
  currency: Record<string, string> | string | undefined,
  defaultCurrency: string,
) {
  return useSWR(
    canteenId ? ['contribution-rules/statistics', canteenId] : null,
    () => readStatisticsInput(canteenId!, currency, defaultCurrency, new Date()),
    { revalidateOnFocus: false },
  );
}
