// Dashboard counters (spec §2) as count()/sum() aggregation queries, always scoped to the active canteen.
import useSWR from 'swr';
import {
  Timestamp,
  and,
  collection,
  count,
  getAggregateFromServer,
  getCountFromServer,
  query,
  sum,
  where,
  type Query,
} from 'firebase/firestore';
import { NOT_CANCELLED_STATUS_RANGES, canManageCanteen, canOpenScreen } from '@backoffice/shared';
import { db } from '../../../lib/firestore';
import { statusInRanges } from '../../../lib/status-ranges';
import { dayPeriod, monthPeriod, recentDays, sameDayLastWeek, type Period } from './periods';

/**
 * The canteen's orders of a period. IFM requests share the collection: `tag != 'ifm'` leaves them out and lets the
 * security rules see that the query only asks for orders (they grant orders and IFM requests to different roles).
 */
export function ordersOf(canteenId: string, period: Period): Query {
  return query(
    collection(db, 'orders'),
    and(
      where('canteenid', '==', canteenId),
      where('tag', '!=', 'ifm'),
      // Orders that count: the cancelled / pending-payment group is left out (spec §4).
      statusInRanges(NOT_CANCELLED_STATUS_RANGES),
      where('date_obj', '>=', Timestamp.fromDate(period.from)),
      where('date_obj', '<', Timestamp.fromDate(period.to)),
    ),
  );
}

/** Users registered at the canteen (users.canteens contains it). */
export function usersOf(canteenId: string): Query {
  return query(collection(db, 'users'), where('canteens', 'array-contains', canteenId));
}

/** Users of the canteen who belong to the company manager's company. */
export function affiliatedUsersOf(canteenId: string, company: string): Query {
  return query(usersOf(canteenId), where('profile.company', '==', company));
}

async function ordersAndRevenue(
  canteenId: string,
  period: Period,
): Promise<{ orders: number; revenue: number }> {
  const snapshot = await getAggregateFromServer(ordersOf(canteenId, period), {
    orders: count(),
    revenue: sum('total'),
  });
  return { orders: snapshot.data().orders, revenue: snapshot.data().revenue ?? 0 };
}

const today = () => new Date();
const options = { revalidateOnFocus: false, shouldRetryOnError: false } as const;

async function registeredUsers(canteenId: string): Promise<number> {
  return (await getCountFromServer(usersOf(canteenId))).data().count;
}

async function todayFigures(
  canteenId: string,
): Promise<{ orders: number; revenue: number; lastWeekRevenue: number }> {
  const [current, lastWeek] = await Promise.all([
    ordersAndRevenue(canteenId, dayPeriod(today())),
    ordersAndRevenue(canteenId, sameDayLastWeek(today())),
  ]);
  return { orders: current.orders, revenue: current.revenue, lastWeekRevenue: lastWeek.revenue };
}

async function monthOrders(canteenId: string): Promise<number> {
  return (await getCountFromServer(ordersOf(canteenId, monthPeriod(today())))).data().count;
}

/** Counters read ahead of the dashboard (prefetchDashboardCounters), by `kind/canteenId`; taken once. */
const early = new Map<string, Promise<unknown>>();

/** The prefetched answer when there is one (a refused or failed one is asked again), else a fresh read. */
function taking<T>(kind: string, canteenId: string, read: (canteenId: string) => Promise<T>): Promise<T> {
  const key = `${kind}/${canteenId}`;
  const found = early.get(key) as Promise<T> | undefined;
  early.delete(key);
  return found ? found.catch(() => read(canteenId)) : read(canteenId);
}

function prefetch<T>(kind: string, canteenId: string, read: (canteenId: string) => Promise<T>): void {
  const key = `${kind}/${canteenId}`;
  if (early.has(key)) return;
  const reading = read(canteenId);
  reading.catch(() => undefined); // reported only if the dashboard asks for it
  early.set(key, reading);
}

/**
 * Starts the dashboard's first counters while the session is still loading (issue 24: they used to start only once
 * the user document, the canteen and the dashboard's code had arrived one after the other). `role` and `boCanteens`
 * come from the ID token's claims, which are what the rules check; the dashboard's hooks take these answers.
 */
export function prefetchDashboardCounters(
  canteenId: string,
  role: string | null | undefined,
  boCanteens: readonly string[],
): void {
  if (!canManageCanteen(canteenId, role, boCanteens)) return;
  if (canOpenScreen('UtentiDashboard', role)) prefetch('users', canteenId, registeredUsers);
  if (canOpenScreen('Ordini', role)) {
    prefetch('today', canteenId, todayFigures);
    prefetch('month', canteenId, monthOrders);
  }
}

export function useRegisteredUsers(canteenId: string, enabled: boolean) {
  return useSWR(
    enabled ? ['dashboard/users', canteenId] : null,
    () => taking('users', canteenId, registeredUsers),
    options,
  );
}

export function useAffiliatedUsersCount(canteenId: string, company: string | null) {
  return useSWR(
    company ? ['dashboard/affiliated', canteenId, company] : null,
    async () => (await getCountFromServer(affiliatedUsersOf(canteenId, company!))).data().count,
    options,
  );
}

/** Today's orders and revenue, and the revenue of the same day last week. */
export function useTodayFigures(canteenId: string, enabled: boolean) {
  return useSWR(
    enabled ? ['dashboard/today', canteenId] : null,
    () => taking('today', canteenId, todayFigures),
    options,
  );
}

export function useMonthOrders(canteenId: string, enabled: boolean) {
  return useSWR(
    enabled ? ['dashboard/month', canteenId] : null,
    () => taking('month', canteenId, monthOrders),
    options,
  );
}

/** Orders and revenue per day for the trend chart (one aggregation per day). */
export function useOrderTrend(canteenId: string, days: number, enabled: boolean) {
  return useSWR(
    enabled ? ['dashboard/trend', canteenId, days] : null,
    async () =>
      Promise.all(
        recentDays(today(), days).map(async (period) => ({
          day: period.from,
          ...(await ordersAndRevenue(canteenId, period)),
        })),
      ),
    options,
  );
}
