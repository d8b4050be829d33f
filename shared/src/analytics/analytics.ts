// Web analytics and order trends (spec §3 analytics metrics, §6 Stats; issue 20): the page-view event the API stores,
// the daily aggregate the scheduled job writes per scope (a canteen, a country, everything), and the period figures.
import { z } from 'zod';
import { isCancelledGroupStatus, ORDER_STATUS } from '../core/statuses';
import type { CanteenCountry } from '../i18n/i18n-env';

/** Raw page views: one document per day, canteen and visitor (`${day}__${canteen}__${uid}`), its views in an array. */
export const ANALYTICS_EVENTS = 'analytics_events';
/** Per visitor (by uid): the first day each scope saw them (`first_days.{scope}`), for "new users". */
export const ANALYTICS_VISITORS = 'analytics_visitors';
/** One document per month and scope (`${YYYY-MM}__${scope}`) holding the figures of its days (`days.{YYYY-MM-DD}`). */
export const ANALYTICS_DAILY = 'analytics_daily';
/** Page views kept per visitor and day: beyond, a client is looping, not a person browsing. */
export const PAGE_VIEWS_PER_VISITOR_DAY = 500;

/** A visit ends after 30 minutes without a page view (the usual web-analytics session rule). */
export const SESSION_GAP_MS = 30 * 60 * 1000;
/** The widest period /stats reads at once: one document per day. */
export const STATS_MAX_RANGE_DAYS = 366;
/** Days /stats opens on (today's aggregate is written tomorrow, so the period ends yesterday). */
export const STATS_DEFAULT_DAYS = 90;

export const OPERATING_SYSTEMS = ['windows', 'macos', 'ios', 'android', 'linux', 'chromeos', 'other'] as const;
export type OperatingSystem = (typeof OPERATING_SYSTEMS)[number];
export const STATS_COUNTRIES = ['italy', 'spain', 'chile', 'other'] as const satisfies readonly CanteenCountry[];

/** Where a page view comes from: the back office or the customers' app (spec §1). */
export const ANALYTICS_APPS = ['backoffice', 'app'] as const;

/** The body of POST /api/analytics/pageview. The time and the operating system are the server's, not the client's. */
export const pageViewInputSchema = z.object({
  cid: z.string().trim().min(1).max(40),
  path: z.string().trim().min(1).max(300),
  title: z.string().max(200).optional().default(''),
  app: z.enum(ANALYTICS_APPS).optional().default('backoffice'),
});
export type PageViewInput = z.infer<typeof pageViewInputSchema>;

/** The operating system of a User-Agent header (coarse: the seven families the Stats screen shows). */
export function operatingSystemOf(userAgent: string | null | undefined): OperatingSystem {
  const ua = (userAgent ?? '').toLowerCase();
  if (/iphone|ipad|ipod/.test(ua)) return 'ios';
  if (ua.includes('android')) return 'android';
  if (ua.includes('cros')) return 'chromeos';
  if (ua.includes('windows')) return 'windows';
  if (ua.includes('mac os') || ua.includes('macintosh')) return 'macos';
  if (ua.includes('linux') || ua.includes('x11')) return 'linux';
  return 'other';
}

/** A stored page view, as the aggregation reads it. */
export interface PageView {
  uid: string;
  canteenId: string;
  /** Epoch milliseconds (server time). */
  at: number;
  os: OperatingSystem;
}

/** An order of the day, as the aggregation reads it. */
export interface OrderFact {
  canteenId: string;
  status: number;
  total: number;
  currency: string;
}

/** The additive figures of one day and scope; rates are derived when shown (periodFigures). */
export interface DailyFigures {
  users: number;
  new_users: number;
  sessions: number;
  /** Sessions of a single page view. */
  bounces: number;
  /** Sum of the sessions' durations (first to last page view), in seconds. */
  session_seconds: number;
  page_views: number;
  /** Sessions per operating system. */
  os: Partial<Record<OperatingSystem, number>>;
  /** Orders placed for the day, whatever their status ("total orders"). */
  orders_total: number;
  /** Orders that count: not cancelled nor pending payment ("number of orders"). */
  orders: number;
  /** Orders withdrawn (status 5). */
  withdrawn: number;
  /** Value of the orders that count, per currency ("sales", "total value"). */
  sales: Record<string, number>;
}

export const EMPTY_FIGURES: DailyFigures = Object.freeze({
  users: 0,
  new_users: 0,
  sessions: 0,
  bounces: 0,
  session_seconds: 0,
  page_views: 0,
  os: {},
  orders_total: 0,
  orders: 0,
  withdrawn: 0,
  sales: {},
}) as DailyFigures;

/** The scope ids a canteen's figures count in: itself, its country, and all canteens. */
export function statsScopes(canteenId: string, country: CanteenCountry): string[] {
  return [canteenId, `country_${country}`, 'all'];
}

/** The document holding a day's figures for a scope: one per month. */
export function monthDocId(day: string, scope: string): string {
  return `${day.slice(0, 7)}__${scope}`;
}

/** The raw page views of one visitor in one canteen on one day. */
export function pageViewsDocId(day: string, canteenId: string, uid: string): string {
  return `${day}__${canteenId}__${uid}`;
}

/** The months (YYYY-MM) a period touches, oldest first: the documents /stats reads for it. */
export function monthsOf(from: string, to: string): string[] {
  const months: string[] = [];
  let [year, month] = from.slice(0, 7).split('-').map(Number) as [number, number];
  for (let key = from.slice(0, 7); key <= to.slice(0, 7); ) {
    months.push(key);
    month += 1;
    if (month > 12) [year, month] = [year + 1, 1];
    key = `${year}-${String(month).padStart(2, '0')}`;
  }
  return months;
}

const roundMoney = (value: number) => Math.round(value * 100) / 100;

/**
 * The figures of one day for one scope: sessions are a user's page views split where 30 minutes pass without one; a
 * session belongs to the day of its first view (the caller passes that day's views); a user is new when `firstSeen`
 * (the first day the scope saw them before this run, absent if never) is missing or is the day itself.
 */
export function aggregateDay(
  day: string,
  views: readonly PageView[],
  orders: readonly OrderFact[],
  firstSeen: ReadonlyMap<string, string>,
): DailyFigures {
  const byUser = new Map<string, PageView[]>();
  for (const view of views) {
    const list = byUser.get(view.uid) ?? [];
    list.push(view);
    byUser.set(view.uid, list);
  }
  let sessions = 0;
  let bounces = 0;
  let sessionMs = 0;
  let newUsers = 0;
  const os: Partial<Record<OperatingSystem, number>> = {};
  for (const [uid, list] of byUser) {
    const seen = firstSeen.get(uid);
    if (seen === undefined || seen >= day) newUsers += 1;
    list.sort((a, b) => a.at - b.at);
    let start = 0;
    for (let index = 1; index <= list.length; index += 1) {
      const ended = index === list.length || list[index]!.at - list[index - 1]!.at > SESSION_GAP_MS;
      if (!ended) continue;
      sessions += 1;
      if (index - start === 1) bounces += 1;
      sessionMs += list[index - 1]!.at - list[start]!.at;
      const system = list[start]!.os;
      os[system] = (os[system] ?? 0) + 1;
      start = index;
    }
  }
  const sales: Record<string, number> = {};
  let counted = 0;
  let withdrawn = 0;
  for (const order of orders) {
    if (order.status === ORDER_STATUS.WITHDRAWN) withdrawn += 1;
    if (isCancelledGroupStatus(order.status)) continue;
    counted += 1;
    sales[order.currency] = roundMoney((sales[order.currency] ?? 0) + order.total);
  }
  return {
    users: byUser.size,
    new_users: newUsers,
    sessions,
    bounces,
    session_seconds: Math.round(sessionMs / 1000),
    page_views: views.length,
    os,
    orders_total: orders.length,
    orders: counted,
    withdrawn,
    sales,
  };
}

/** The first day each scope saw each visitor: uid → scope → YYYY-MM-DD. */
export type FirstSeen = ReadonlyMap<string, Readonly<Record<string, string>>>;

/**
 * The figures of one day for every scope with data: each canteen's page views and orders count in each of its
 * scopes (`scopesOf`, from statsScopes; a canteen missing there counts in itself and 'all').
 */
export function aggregateScopes(
  day: string,
  views: readonly PageView[],
  orders: readonly OrderFact[],
  scopesOf: ReadonlyMap<string, readonly string[]>,
  firstSeen: FirstSeen,
): Map<string, DailyFigures> {
  const scopes = (canteenId: string) => scopesOf.get(canteenId) ?? [canteenId, 'all'];
  const viewsOf = new Map<string, PageView[]>();
  const ordersOf = new Map<string, OrderFact[]>();
  for (const view of views)
    for (const scope of scopes(view.canteenId)) viewsOf.set(scope, [...(viewsOf.get(scope) ?? []), view]);
  for (const order of orders)
    for (const scope of scopes(order.canteenId)) ordersOf.set(scope, [...(ordersOf.get(scope) ?? []), order]);
  const result = new Map<string, DailyFigures>();
  for (const scope of new Set([...viewsOf.keys(), ...ordersOf.keys()])) {
    const seen = new Map<string, string>();
    for (const view of viewsOf.get(scope) ?? []) {
      const first = firstSeen.get(view.uid)?.[scope];
      if (first !== undefined) seen.set(view.uid, first);
    }
    result.set(scope, aggregateDay(day, viewsOf.get(scope) ?? [], ordersOf.get(scope) ?? [], seen));
  }
  return result;
}

/**
 * The visitors' first days after a day's run: a scope's first day is set where missing or later (idempotent, and a
 * rerun of an older day moves it earlier). Returns only the visitors whose map changed, with their whole new map.
 */
export function updatedFirstSeen(
  day: string,
  views: readonly PageView[],
  scopesOf: ReadonlyMap<string, readonly string[]>,
  firstSeen: FirstSeen,
): Map<string, Record<string, string>> {
  const changed = new Map<string, Record<string, string>>();
  for (const view of views) {
    const current = changed.get(view.uid) ?? { ...(firstSeen.get(view.uid) ?? {}) };
    let moved = false;
    for (const scope of scopesOf.get(view.canteenId) ?? [view.canteenId, 'all']) {
      const first = current[scope];
      if (first !== undefined && first <= day) continue;
      current[scope] = day;
      moved = true;
    }
    if (moved || changed.has(view.uid)) changed.set(view.uid, current);
  }
  return changed;
}

/** Adds two days' figures (users are user-days over a period: distinct users would need the raw events). */
export function addFigures(a: DailyFigures, b: DailyFigures): DailyFigures {
  const os: Partial<Record<OperatingSystem, number>> = { ...a.os };
  for (const [system, count] of Object.entries(b.os) as Array<[OperatingSystem, number]>) os[system] = (os[system] ?? 0) + count;
  const sales: Record<string, number> = { ...a.sales };
  for (const [currency, value] of Object.entries(b.sales)) sales[currency] = roundMoney((sales[currency] ?? 0) + value);
  return {
    users: a.users + b.users,
    new_users: a.new_users + b.new_users,
    sessions: a.sessions + b.sessions,
    bounces: a.bounces + b.bounces,
    session_seconds: a.session_seconds + b.session_seconds,
    page_views: a.page_views + b.page_views,
    os,
    orders_total: a.orders_total + b.orders_total,
    orders: a.orders + b.orders,
    withdrawn: a.withdrawn + b.withdrawn,
    sales,
  };
}

/** The §3 metrics of a period (or a day): the counts and the rates derived from them. */
export interface PeriodMetrics {
  users: number;
  newUsers: number;
  sessions: number;
  /** 0–1. */
  bounceRate: number;
  /** Seconds. */
  averageSessionSeconds: number;
  pageViews: number;
  pagesPerSession: number;
  sessionsPerUser: number;
  operatingSystems: Array<{ os: OperatingSystem; sessions: number }>;
  orders: number;
  ordersTotal: number;
  sales: Record<string, number>;
  withdrawn: number;
}

const ratio = (numerator: number, denominator: number) => (denominator > 0 ? numerator / denominator : 0);

export function periodMetrics(days: readonly DailyFigures[]): PeriodMetrics {
  const total = days.reduce(addFigures, EMPTY_FIGURES);
  return {
    users: total.users,
    newUsers: total.new_users,
    sessions: total.sessions,
    bounceRate: ratio(total.bounces, total.sessions),
    averageSessionSeconds: ratio(total.session_seconds, total.sessions),
    pageViews: total.page_views,
    pagesPerSession: ratio(total.page_views, total.sessions),
    sessionsPerUser: ratio(total.sessions, total.users),
    operatingSystems: OPERATING_SYSTEMS.filter((os) => (total.os[os] ?? 0) > 0)
      .map((os) => ({ os, sessions: total.os[os] ?? 0 }))
      .sort((a, b) => b.sessions - a.sessions),
    orders: total.orders,
    ordersTotal: total.orders_total,
    sales: total.sales,
    withdrawn: total.withdrawn,
  };
}

/** A stored daily document, read leniently (missing numbers are 0). */
export function figuresOf(data: Record<string, unknown>): DailyFigures {
  const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
  const record = (value: unknown) =>
    value && typeof value === 'object'
      ? Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([key, count]) => [key, num(count)]))
      : {};
  return {
    users: num(data.users),
    new_users: num(data.new_users),
    sessions: num(data.sessions),
    bounces: num(data.bounces),
    session_seconds: num(data.session_seconds),
    page_views: num(data.page_views),
    os: record(data.os) as Partial<Record<OperatingSystem, number>>,
    orders_total: num(data.orders_total),
    orders: num(data.orders),
    withdrawn: num(data.withdrawn),
    sales: record(data.sales),
  };
}

/** A canteen's money currency from its per-service map (menu and lunchbox may be in points, PT). */
export function localCurrencyOf(currency: unknown): string {
  if (currency && typeof currency === 'object') {
    const values = Object.values(currency as Record<string, unknown>);
    const local = values.find((value): value is string => typeof value === 'string' && /^[A-Z]{3}$/.test(value));
    if (local) return local;
  }
  return 'EUR';
}

/** The UTC day (YYYY-MM-DD) of an instant: analytics days are UTC days. */
export function analyticsDayOf(at: Date | number): string {
  return new Date(at).toISOString().slice(0, 10);
}
