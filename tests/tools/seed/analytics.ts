// Web analytics for /stats (issue 20): page views of the back office and of the customers' app over several months.
// Yesterday and today are stored as raw events (analytics_events, what the nightly job reads); every day up to
// yesterday is stored as the daily figures the job would have written (analytics_daily, per canteen, country and all),
// computed by the same shared aggregation (one document per month and scope), with the orders of the seed where it has them. Older raw events are not
// stored, as if already purged: months of raw events would make the seed far slower for no screen's benefit.
import {
  aggregateScopes,
  ANALYTICS_DAILY,
  ANALYTICS_EVENTS,
  ANALYTICS_VISITORS,
  canteenCountry,
  monthDocId,
  pageViewsDocId,
  statsScopes,
  updatedFirstSeen,
  type OperatingSystem,
  type OrderFact,
  type PageView,
} from '@backoffice/shared';
import { CANTEENS } from './canteen-data';
import { addDays, addMinutes, atLocalTime, isoDay, isWeekend, utcDay } from './dates';
import { customersOf } from './people-data';
import { createRandom, type Random } from './random';
import type { CanteenDef, SeedDocument } from './types';
import { staffUid } from './users';

/** Days of daily figures (about four months), ending yesterday. */
export const ANALYTICS_HISTORY_DAYS = 120;
/** Days (today included) whose raw page views are stored for the nightly job. */
export const ANALYTICS_RAW_DAYS = 2;
/** App visitors per canteen besides its seeded customers (app users are many more than the demo accounts). */
const APP_VISITORS = 20;
/** Days before today the seeded orders cover densely (orders.ts keeps two weeks of completed history). */
const DENSE_ORDER_DAYS = 14;

const BACK_OFFICE_PAGES = ['/dashboard', '/ordini', '/menu', '/communications', '/ratings', '/richieste-ifm', '/customer-care'];
const APP_PAGES = ['/home', '/menu', '/orders', '/wallet', '/news', '/profile'];
/** Cumulative shares of operating systems: phones for the app, desktops for the back office. */
const APP_OS: Array<[OperatingSystem, number]> = [['android', 0.52], ['ios', 0.95], ['other', 1]];
const OFFICE_OS: Array<[OperatingSystem, number]> = [['windows', 0.7], ['macos', 0.88], ['linux', 0.94], ['chromeos', 1]];

interface Visitor {
  uid: string;
  app: 'app' | 'backoffice';
  /** Days from today when the visitor started using the product (negative; older than the history for some). */
  joined: number;
}

function visitorsOf(canteen: CanteenDef, random: Random): Visitor[] {
  const customers = customersOf(canteen.id).map((customer) => customer.uid);
  const app = Array.from({ length: APP_VISITORS }, (_, n) => `app-${canteen.id.toLowerCase()}-${String(n + 1).padStart(3, '0')}`);
  return [
    ...[...customers, ...app].map((uid) => ({
      uid,
      app: 'app' as const,
      joined: random.chance(0.35) ? -400 : -random.int(1, ANALYTICS_HISTORY_DAYS),
    })),
    { uid: staffUid('admin'), app: 'backoffice', joined: -400 },
    { uid: staffUid('site_manager'), app: 'backoffice', joined: -400 },
  ];
}

function pickOs(random: Random, shares: Array<[OperatingSystem, number]>): OperatingSystem {
  const roll = random.next();
  return shares.find(([, upTo]) => roll < upTo)?.[0] ?? 'other';
}

interface SeededView extends PageView {
  path: string;
  app: 'app' | 'backoffice';
}

/** A canteen's page views of one day: a few sessions per active visitor, more on weekdays, growing over time. */
function dayViews(canteen: CanteenDef, visitors: Visitor[], offset: number, day: Date, now: Date): SeededView[] {
  const random = createRandom(`analytics:${canteen.id}:${isoDay(day)}`);
  const active = visitors.filter((visitor) => visitor.joined <= offset);
  const growth = 1 + (offset + ANALYTICS_HISTORY_DAYS) / (2 * ANALYTICS_HISTORY_DAYS);
  const share = (isWeekend(day) ? 0.1 : 0.4) * growth * (canteen.isSchool ? 0.7 : 1);
  const views: SeededView[] = [];
  for (const visitor of active) {
    if (!random.chance(share)) continue;
    const sessions = random.chance(0.15) ? 2 : 1;
    for (let session = 0; session < sessions; session += 1) {
      let at = atLocalTime(day, random.int(7, 18), random.int(0, 59), canteen.utcOffsetHours);
      // Keep the session inside its UTC day: analytics days are UTC days.
      if (isoDay(at) !== isoDay(day)) at = addMinutes(day, random.int(60, 600));
      const pages = random.chance(0.35) ? 1 : random.int(2, 7);
      const os = pickOs(random, visitor.app === 'app' ? APP_OS : OFFICE_OS);
      for (let page = 0; page < pages; page += 1) {
        if (at > now || isoDay(at) !== isoDay(day)) break;
        views.push({
          uid: visitor.uid,
          canteenId: canteen.id,
          at: at.getTime(),
          os,
          app: visitor.app,
          path: random.pick(visitor.app === 'app' ? APP_PAGES : BACK_OFFICE_PAGES),
        });
        at = addMinutes(at, random.int(1, 6));
      }
    }
  }
  return views;
}

/** Orders of days before the seeded two weeks of order history: plausible daily volumes (none on weekends for schools). */
function historicOrders(canteen: CanteenDef, day: Date): OrderFact[] {
  const random = createRandom(`analytics-orders:${canteen.id}:${isoDay(day)}`);
  if (isWeekend(day) && canteen.isSchool) return [];
  const count = isWeekend(day) ? random.int(0, 2) : random.int(3, 8);
  return Array.from({ length: count }, () => {
    const roll = random.next();
    const status = roll < 0.08 ? 4 : roll < 0.85 ? 5 : 10;
    const euros = random.int(450, 1650) / 100;
    const total = canteen.currency === 'CLP' ? Math.round((euros * 1000) / 10) * 10 : euros;
    return { canteenId: canteen.id, status, total, currency: canteen.currency };
  });
}

/** The seeded orders as the job reads them: by the UTC day of date_obj. */
function seededOrders(documents: readonly SeedDocument[]): Map<string, OrderFact[]> {
  const currency = new Map(CANTEENS.map((canteen) => [canteen.id, canteen.currency]));
  const byDay = new Map<string, OrderFact[]>();
  for (const document of documents) {
    if (!document.path.startsWith('orders/')) continue;
    const data = document.data;
    if (!(data.date_obj instanceof Date)) continue;
    const canteenId = String(data.canteenid);
    const day = isoDay(data.date_obj);
    const facts = byDay.get(day) ?? [];
    facts.push({ canteenId, status: Number(data.status), total: Number(data.total) || 0, currency: currency.get(canteenId) ?? 'EUR' });
    byDay.set(day, facts);
  }
  return byDay;
}

export function analyticsDocuments(now: Date, documents: readonly SeedDocument[]): SeedDocument[] {
  const today = utcDay(now);
  const orders = seededOrders(documents);
  // The seed's order history is dense for its last two weeks only; older days get plausible volumes on top.
  const denseOrdersFrom = isoDay(addDays(today, -DENSE_ORDER_DAYS));
  const out: SeedDocument[] = [];
  const months = new Map<string, Record<string, unknown>>();
  const visitorsByCanteen = new Map(CANTEENS.map((canteen) => [canteen.id, visitorsOf(canteen, createRandom(`analytics-visitors:${canteen.id}`))]));
  const scopesOf = new Map(
    CANTEENS.map((canteen) => [canteen.id, statsScopes(canteen.id, canteenCountry({ id: canteen.id, endpoint_prefix: canteen.endpointPrefix }))]),
  );
  // Visitors who used the product before the history began were first seen on a day before it.
  let firstSeen = new Map<string, Record<string, string>>();
  const before = isoDay(addDays(today, -ANALYTICS_HISTORY_DAYS - 30));
  for (const canteen of CANTEENS)
    for (const visitor of visitorsByCanteen.get(canteen.id)!)
      if (visitor.joined < -ANALYTICS_HISTORY_DAYS)
        for (const scope of scopesOf.get(canteen.id)!) firstSeen.set(visitor.uid, { ...firstSeen.get(visitor.uid), [scope]: before });

  for (let offset = -ANALYTICS_HISTORY_DAYS; offset <= 0; offset += 1) {
    const day = addDays(today, offset);
    const iso = isoDay(day);
    const views = CANTEENS.flatMap((canteen) => dayViews(canteen, visitorsByCanteen.get(canteen.id)!, offset, day, now));
    if (offset > -ANALYTICS_RAW_DAYS) out.push(...rawDocuments(iso, views));
    if (offset === 0) break; // today is aggregated tomorrow, by the job
    const dayOrders = [...(orders.get(iso) ?? []), ...(iso >= denseOrdersFrom ? [] : CANTEENS.flatMap((canteen) => historicOrders(canteen, day)))];
    const computedAt = addMinutes(addDays(day, 1), 10);
    for (const [scope, figures] of aggregateScopes(iso, views, dayOrders, scopesOf, firstSeen)) {
      const id = monthDocId(iso, scope);
      const month = months.get(id) ?? {};
      month[iso] = { ...figures, computed_at: computedAt };
      months.set(id, month);
    }
    const changed = updatedFirstSeen(iso, views, scopesOf, firstSeen);
    firstSeen = new Map([...firstSeen, ...changed]);
  }
  for (const [id, days] of months) {
    const [month, scope] = id.split('__') as [string, string];
    out.push({ path: `${ANALYTICS_DAILY}/${id}`, data: { month, scope, days } });
  }
  for (const [uid, days] of firstSeen) out.push({ path: `${ANALYTICS_VISITORS}/${uid}`, data: { first_days: days } });
  return out;
}

/** One document per visitor, canteen and day, as the API writes them. */
function rawDocuments(day: string, views: readonly SeededView[]): SeedDocument[] {
  const byDoc = new Map<string, SeededView[]>();
  for (const view of views) {
    const id = pageViewsDocId(day, view.canteenId, view.uid);
    byDoc.set(id, [...(byDoc.get(id) ?? []), view]);
  }
  return [...byDoc].map(([id, list]) => ({
    path: `${ANALYTICS_EVENTS}/${id}`,
    data: {
      day,
      canteen_id: list[0]!.canteenId,
      uid: list[0]!.uid,
      count: list.length,
      views: list.map((view) => ({ at: view.at, path: view.path, title: '', app: view.app, os: view.os })),
    },
  }));
}
