// The daily aggregation of page views and orders (spec §3 analytics metrics) and the /stats filters.
import { describe, expect, it } from 'vitest';
import {
  aggregateDay,
  addFigures,
  EMPTY_FIGURES,
  figuresOf,
  operatingSystemOf,
  periodMetrics,
  aggregateScopes,
  monthsOf,
  SESSION_GAP_MS,
  statsScopes,
  updatedFirstSeen,
  type PageView,
} from './analytics';
import { dailySeries, parseStatsFilters, periodDays, statsExportColumns, statsFiltersQuery } from './stats-filters';

const DAY = '2026-11-20';
const at = (time: string) => Date.parse(`${DAY}T${time}:00Z`);
const view = (uid: string, time: string, os: PageView['os'] = 'windows'): PageView => ({ uid, canteenId: 'C_1001', at: at(time), os });

describe('operatingSystemOf', () => {
  it.each([
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/120', 'windows'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14_1) Safari', 'macos'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)', 'ios'],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8)', 'android'],
    ['Mozilla/5.0 (X11; Linux x86_64) HeadlessChrome/120', 'linux'],
    ['Mozilla/5.0 (X11; CrOS x86_64 14541.0.0)', 'chromeos'],
    ['curl/8.0', 'other'],
    [undefined, 'other'],
  ] as const)('%s → %s', (ua, os) => expect(operatingSystemOf(ua)).toBe(os));
});

describe('aggregateDay', () => {
  it('splits a user’s views into sessions after 30 minutes without a view', () => {
    const views = [view('U1', '09:00'), view('U1', '09:10'), view('U1', '09:40'), view('U1', '10:11'), view('U2', '12:00', 'ios')];
    const figures = aggregateDay(DAY, views, [], new Map());
    // U1: 09:00–09:40 (gaps of 10 and 30 min stay in one session), then 10:11 (31 min later) alone; U2 alone.
    expect(figures).toMatchObject({ users: 2, new_users: 2, sessions: 3, bounces: 2, page_views: 5, session_seconds: 40 * 60 });
    expect(figures.os).toEqual({ windows: 2, ios: 1 });
  });

  it('counts exactly 30 minutes as the same session', () => {
    const views: PageView[] = [view('U1', '09:00'), { ...view('U1', '09:00'), at: at('09:00') + SESSION_GAP_MS }];
    expect(aggregateDay(DAY, views, [], new Map()).sessions).toBe(1);
  });

  it('calls a user new only when first seen that day (or never before)', () => {
    const seen = new Map([['U1', '2026-10-01'], ['U2', DAY]]);
    const figures = aggregateDay(DAY, [view('U1', '09:00'), view('U2', '09:00'), view('U3', '09:00')], [], seen);
    expect(figures.new_users).toBe(2);
  });

  it('orders: number of orders leaves out the cancelled group, total orders counts all, sales per currency', () => {
    const orders = [
      { canteenId: 'C_1001', status: 5, total: 7.5, currency: 'EUR' },
      { canteenId: 'C_1001', status: 1, total: 4.1, currency: 'EUR' },
      { canteenId: 'C_1001', status: 4, total: 9, currency: 'EUR' },
      { canteenId: 'C_1001', status: -1, total: 3, currency: 'EUR' },
      { canteenId: 'C_3001', status: 5, total: 4500, currency: 'CLP' },
    ];
    expect(aggregateDay(DAY, [], orders, new Map())).toMatchObject({
      orders_total: 5,
      orders: 3,
      withdrawn: 2,
      sales: { EUR: 11.6, CLP: 4500 },
    });
  });
});

describe('periodMetrics', () => {
  it('derives bounce rate, average duration, pages per session and sessions per user from the sums', () => {
    const a = { ...EMPTY_FIGURES, users: 4, sessions: 5, bounces: 2, session_seconds: 600, page_views: 15, os: { windows: 5 } };
    const b = { ...EMPTY_FIGURES, users: 1, sessions: 5, bounces: 3, session_seconds: 400, page_views: 5, os: { ios: 2, windows: 3 } };
    const metrics = periodMetrics([a, b]);
    expect(metrics).toMatchObject({ users: 5, sessions: 10, bounceRate: 0.5, averageSessionSeconds: 100, pageViews: 20, pagesPerSession: 2, sessionsPerUser: 2 });
    expect(metrics.operatingSystems).toEqual([{ os: 'windows', sessions: 8 }, { os: 'ios', sessions: 2 }]);
  });

  it('gives zero rates for an empty period', () => {
    expect(periodMetrics([])).toMatchObject({ bounceRate: 0, averageSessionSeconds: 0, pagesPerSession: 0, sessionsPerUser: 0 });
  });

  it('adds sales per currency and reads stored documents leniently', () => {
    const sum = addFigures(figuresOf({ sales: { EUR: 1.1 }, users: 2 }), figuresOf({ sales: { EUR: 2.2, CLP: 100 }, users: 'x' }));
    expect(sum.sales).toEqual({ EUR: 3.3, CLP: 100 });
    expect(sum.users).toBe(2);
  });
});

describe('stats filters', () => {
  const today = new Date('2026-11-27T10:00:00Z');
  it('defaults to every canteen over the 90 days ending yesterday', () => {
    expect(parseStatsFilters('', today)).toEqual({ scope: 'all', from: '2026-08-29', to: '2026-11-26' });
  });
  it('keeps a canteen or a country scope, swaps a reversed period and drops what does not parse', () => {
    expect(parseStatsFilters('scope=C_1001&from=2026-11-10&to=2026-11-01', today)).toEqual({ scope: 'C_1001', from: '2026-11-01', to: '2026-11-10' });
    expect(parseStatsFilters('scope=country_spain&from=2026-02-30', today).scope).toBe('country_spain');
    expect(parseStatsFilters('scope=country_mars', today).scope).toBe('all');
  });
  it('cuts a period longer than a year, keeping its end', () => {
    expect(parseStatsFilters('from=2020-01-01&to=2026-11-01', today).from).toBe('2025-11-01');
  });
  it('round-trips through the URL', () => {
    const filters = { scope: 'C_3001', from: '2026-10-01', to: '2026-10-31' };
    expect(parseStatsFilters(statsFiltersQuery(filters), today)).toEqual(filters);
  });
  it('fills days without a document with zeros', () => {
    expect(periodDays('2026-02-27', '2026-03-01')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
    const series = dailySeries('2026-11-01', '2026-11-02', new Map([['2026-11-02', { ...EMPTY_FIGURES, sessions: 3 }]]));
    expect(series.map((point) => point.figures.sessions)).toEqual([0, 3]);
  });
  it('exports one sales column per currency', () => {
    const columns = statsExportColumns(['EUR', 'CLP'], (currency) => `Sales ${currency}`);
    expect(columns.map((column) => column.id).slice(0, 5)).toEqual(['day', 'orders', 'orders_total', 'sales_EUR', 'sales_CLP']);
    expect(columns[3]!.value({ day: 'x', figures: { ...EMPTY_FIGURES, sales: { EUR: 2.5 } } })).toBe(2.5);
  });
  it('scopes a canteen in itself, its country and all', () => {
    expect(statsScopes('C_1001', 'italy')).toEqual(['C_1001', 'country_italy', 'all']);
  });
});

describe('aggregateScopes and updatedFirstSeen', () => {
  const scopesOf = new Map([
    ['C_1001', ['C_1001', 'country_italy', 'all']],
    ['C_1002', ['C_1002', 'country_italy', 'all']],
    ['C_501', ['C_501', 'country_spain', 'all']],
  ]);
  const views: PageView[] = [
    view('U1', '09:00'),
    { ...view('U1', '09:05'), canteenId: 'C_1002' },
    { ...view('U2', '10:00'), canteenId: 'C_501' },
  ];
  const orders = [{ canteenId: 'C_501', status: 5, total: 6, currency: 'EUR' }];

  it('counts each canteen in itself, its country and all; distinct users across canteens of a scope', () => {
    const figures = aggregateScopes(DAY, views, orders, scopesOf, new Map([['U1', { C_1001: '2026-01-01' }]]));
    expect([...figures.keys()].sort()).toEqual(['C_1001', 'C_1002', 'C_501', 'all', 'country_italy', 'country_spain']);
    expect(figures.get('country_italy')).toMatchObject({ users: 1, sessions: 1, page_views: 2, new_users: 1 });
    expect(figures.get('C_1001')).toMatchObject({ users: 1, new_users: 0 });
    expect(figures.get('all')).toMatchObject({ users: 2, sessions: 2, orders: 1, withdrawn: 1, sales: { EUR: 6 } });
  });

  it('moves first days only earlier and reports only the visitors it changed', () => {
    const seen = new Map([['U1', { C_1001: '2026-01-01', C_1002: '2026-12-01', country_italy: '2026-01-01', all: '2026-01-01' }]]);
    const changed = updatedFirstSeen(DAY, views, scopesOf, seen);
    expect(changed.get('U1')).toEqual({ C_1001: '2026-01-01', C_1002: DAY, country_italy: '2026-01-01', all: '2026-01-01' });
    expect(changed.get('U2')).toEqual({ C_501: DAY, country_spain: DAY, all: DAY });
    const again = updatedFirstSeen(DAY, views, scopesOf, new Map([...seen, ...changed]));
    expect(again.size).toBe(0);
  });

  it('lists the months of a period, across a year end', () => {
    expect(monthsOf('2026-11-20', '2027-02-03')).toEqual(['2026-11', '2026-12', '2027-01', '2027-02']);
  });
});
