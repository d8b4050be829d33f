// The seeded web analytics (issue 20): months of daily figures for every canteen, country and in all, raw page
// views of yesterday and today, and yesterday's figures equal to the shared aggregation of the stored raw data.
import { describe, expect, it } from 'vitest';
import { aggregateDay, ANALYTICS_DAILY, figuresOf, type OrderFact, type PageView } from '@backoffice/shared';
import { ANALYTICS_HISTORY_DAYS } from './analytics';
import { buildSeed } from './build';
import { CANTEENS } from './canteen-data';

describe.each(['2026-11-27', '2028-03-01'])('seeded analytics on %s', (day) => {
  const moment = new Date(`${day}T09:30:00Z`);
  const documents = buildSeed({ today: moment }).documents;
  const inCollection = (name: string) => documents.filter((document) => document.path.startsWith(`${name}/`));
  const months = inCollection(ANALYTICS_DAILY);
  const events = inCollection('analytics_events');
  const yesterday = new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

  it('has daily figures for every canteen and scope over the history, ending yesterday', () => {
    const scopes = new Set(months.map((document) => document.data.scope));
    for (const canteen of CANTEENS) expect(scopes).toContain(canteen.id);
    for (const scope of ['all', 'country_italy', 'country_spain', 'country_chile', 'country_other']) expect(scopes).toContain(scope);
    const all = months.filter((document) => document.data.scope === 'all').flatMap((document) => Object.entries(document.data.days as Record<string, Record<string, unknown>>));
    const days = all.map(([key]) => key).sort();
    expect(days).toHaveLength(ANALYTICS_HISTORY_DAYS);
    expect(days.at(-1)).toBe(yesterday);
    expect(all.every(([, figures]) => Number(figures.sessions) > 0)).toBe(true);
  });

  it('stores raw page views of yesterday and today, none after the seed’s moment', () => {
    expect(new Set(events.map((document) => document.data.day))).toEqual(new Set([yesterday, day]));
    const views = events.flatMap((document) => document.data.views as Array<{ at: number }>);
    expect(views.length).toBeGreaterThan(200);
    expect(views.every((view) => view.at <= moment.getTime())).toBe(true);
  });

  it('writes for yesterday what the aggregation computes from the stored events, orders and visitors', () => {
    const month = months.find((document) => document.path === `${ANALYTICS_DAILY}/${yesterday.slice(0, 7)}__C_1001`)!;
    const stored = (month.data.days as Record<string, Record<string, unknown>>)[yesterday]!;
    const views: PageView[] = events
      .filter((document) => document.data.day === yesterday && document.data.canteen_id === 'C_1001')
      .flatMap((document) =>
        (document.data.views as Array<{ at: number; os: PageView['os'] }>).map((view) => ({ uid: String(document.data.uid), canteenId: 'C_1001', at: view.at, os: view.os })),
      );
    const orders: OrderFact[] = inCollection('orders')
      .filter((document) => document.data.canteenid === 'C_1001' && (document.data.date_obj as Date).toISOString().slice(0, 10) === yesterday)
      .map((document) => ({ canteenId: 'C_1001', status: Number(document.data.status), total: Number(document.data.total), currency: 'EUR' }));
    const firstSeen = new Map(
      inCollection('analytics_visitors').flatMap((document) => {
        const first = (document.data.first_days as Record<string, string>).C_1001;
        return first ? [[document.path.split('/')[1]!, first] as const] : [];
      }),
    );
    expect(views.length).toBeGreaterThan(0);
    expect(figuresOf(stored)).toEqual(aggregateDay(yesterday, views, orders, firstSeen));
  });
});
