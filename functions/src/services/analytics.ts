// Web analytics (spec §3 analytics metrics, §6 Stats): records a page view, and aggregates one UTC day of page views
// and orders into the month documents of each scope (each canteen, each country, all) that /stats reads.
import { FieldPath, FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import {
  aggregateScopes,
  analyticsDayOf,
  ANALYTICS_DAILY,
  ANALYTICS_EVENTS,
  ANALYTICS_VISITORS,
  canteenCountry,
  localCurrencyOf,
  monthDocId,
  operatingSystemOf,
  OPERATING_SYSTEMS,
  PAGE_VIEWS_PER_VISITOR_DAY,
  pageViewsDocId,
  statsScopes,
  updatedFirstSeen,
  type OperatingSystem,
  type OrderFact,
  type PageView,
} from '@backoffice/shared';

export interface PageViewRecord {
  uid: string;
  canteenId: string;
  path: string;
  title: string;
  app: string;
  userAgent: string | undefined;
  now: Date;
}

/**
 * Stores one page view in the visitor's document of the day (one document per visitor and day keeps the writes
 * of different people apart). The time and the operating system come from the server, never from the client.
 * Returns false when the visitor's day is full (PAGE_VIEWS_PER_VISITOR_DAY).
 */
export async function recordPageView(db: Firestore, record: PageViewRecord): Promise<boolean> {
  const day = analyticsDayOf(record.now);
  const ref = db.collection(ANALYTICS_EVENTS).doc(pageViewsDocId(day, record.canteenId, record.uid));
  const view = { at: record.now.getTime(), path: record.path, title: record.title, app: record.app, os: operatingSystemOf(record.userAgent) };
  return db.runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref);
    const count = snapshot.exists ? Number(snapshot.get('count') ?? 0) : 0;
    if (count >= PAGE_VIEWS_PER_VISITOR_DAY) return false;
    if (!snapshot.exists) transaction.set(ref, { day, canteen_id: record.canteenId, uid: record.uid, count: 1, views: [view] });
    else transaction.update(ref, { count: FieldValue.increment(1), views: FieldValue.arrayUnion(view) });
    return true;
  });
}

/** The inputs of one day's aggregation, as read from Firestore (also what a test recomputes from). */
export interface DayInputs {
  views: PageView[];
  orders: OrderFact[];
  /** Canteen id → its scopes (itself, its country, all). */
  scopesOf: Map<string, string[]>;
}

const DAY_MS = 86_400_000;

export async function readDayInputs(db: Firestore, day: string): Promise<DayInputs> {
  const start = new Date(`${day}T00:00:00Z`);
  const end = new Date(start.getTime() + DAY_MS);
  // One UTC day of page views and orders, read once a day by the job.
  const [events, orders, canteens] = await Promise.all([
    db.collection(ANALYTICS_EVENTS).where('day', '==', day).get(),
    db.collection('orders').where('date_obj', '>=', start).where('date_obj', '<', end).select('canteenid', 'status', 'total').get(),
    db.collection('canteens').select('endpoint_prefix', 'currency').get(),
  ]);
  const scopesOf = new Map<string, string[]>();
  const currencyOf = new Map<string, string>();
  for (const canteen of canteens.docs) {
    const prefix = canteen.get('endpoint_prefix');
    const country = canteenCountry({ id: canteen.id, endpoint_prefix: typeof prefix === 'string' ? prefix : null });
    scopesOf.set(canteen.id, statsScopes(canteen.id, country));
    currencyOf.set(canteen.id, localCurrencyOf(canteen.get('currency')));
  }
  const views: PageView[] = events.docs.flatMap((doc) => {
    const uid = String(doc.get('uid') ?? '');
    const canteenId = String(doc.get('canteen_id') ?? '');
    const stored = doc.get('views');
    return (Array.isArray(stored) ? stored : []).map((view: Record<string, unknown>) => {
      const os = view.os as OperatingSystem;
      return { uid, canteenId, at: Number(view.at) || start.getTime(), os: OPERATING_SYSTEMS.includes(os) ? os : 'other' };
    });
  });
  const facts: OrderFact[] = orders.docs.map((doc) => {
    const canteenId = String(doc.get('canteenid') ?? '');
    const total = Number(doc.get('total'));
    return { canteenId, status: Number(doc.get('status')), total: Number.isFinite(total) ? total : 0, currency: currencyOf.get(canteenId) ?? 'EUR' };
  });
  return { views, orders: facts, scopesOf };
}

/** When each scope first saw each visitor of the day (uid → scope → day). */
export async function readFirstSeen(db: Firestore, views: readonly PageView[]): Promise<Map<string, Record<string, string>>> {
  const refs = [...new Set(views.map((view) => view.uid))].map((uid) => db.collection(ANALYTICS_VISITORS).doc(uid));
  const firstSeen = new Map<string, Record<string, string>>();
  for (let index = 0; index < refs.length; index += 300) {
    for (const snapshot of await db.getAll(...refs.slice(index, index + 300))) {
      const days = snapshot.get('first_days');
      if (snapshot.exists && days && typeof days === 'object') firstSeen.set(snapshot.id, days as Record<string, string>);
    }
  }
  return firstSeen;
}

/** Recomputes one day's figures of every scope from what is stored now (the job's work, without writing). */
export async function computeAnalyticsDay(db: Firestore, day: string) {
  const inputs = await readDayInputs(db, day);
  const firstSeen = await readFirstSeen(db, inputs.views);
  return { inputs, firstSeen, figures: aggregateScopes(day, inputs.views, inputs.orders, inputs.scopesOf, firstSeen) };
}

/**
 * Aggregates one UTC day and writes it into the month documents. Safe to run again for the same day: the day's
 * entry is overwritten, and a visitor first seen that day stays "new" on that day (a first day only moves earlier).
 */
export async function aggregateAnalyticsDay(db: Firestore, day: string, now: Date) {
  const { inputs, firstSeen, figures } = await computeAnalyticsDay(db, day);
  const writer = db.bulkWriter();
  for (const [scope, values] of figures) {
    // mergeFields replaces this day's entry whole (a deep merge would keep a rerun's stale keys) and nothing else.
    void writer.set(
      db.collection(ANALYTICS_DAILY).doc(monthDocId(day, scope)),
      { month: day.slice(0, 7), scope, days: { [day]: { ...values, computed_at: Timestamp.fromDate(now) } } },
      { mergeFields: ['month', 'scope', new FieldPath('days', day)] },
    );
  }
  for (const [uid, days] of updatedFirstSeen(day, inputs.views, inputs.scopesOf, firstSeen)) {
    void writer.set(db.collection(ANALYTICS_VISITORS).doc(uid), { first_days: days }, { merge: true });
  }
  await writer.close();
  return { day, scopes: figures.size, views: inputs.views.length, orders: inputs.orders.length };
}
