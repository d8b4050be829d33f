// The /stats filters kept in the URL (scope: one canteen, a country or everything; the period) and the series
// and export rows built from the daily documents of the period.
import { z } from 'zod';
import { isoDaySchema } from '../ifm/ifm-requests';
import type { ExportColumn } from '../export/table';
import {
  EMPTY_FIGURES,
  STATS_COUNTRIES,
  STATS_DEFAULT_DAYS,
  STATS_MAX_RANGE_DAYS,
  type DailyFigures,
} from './analytics';

export interface StatsFilters {
  /** 'all', a canteen id (C_…) or 'country_<country>'. */
  scope: string;
  from: string;
  to: string;
}

const DAY_MS = 86_400_000;
const isoOf = (date: Date) => date.toISOString().slice(0, 10);
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const shift = (day: string, days: number) => isoOf(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));

const scopeSchema = z.union([
  z.literal('all'),
  z.enum(STATS_COUNTRIES.map((country) => `country_${country}`) as [string, ...string[]]),
  z.string().regex(/^C_[A-Za-z0-9_-]{1,36}$/),
]);

/**
 * The filters of a URL query, lenient (what does not parse is dropped): by default every canteen over the
 * STATS_DEFAULT_DAYS days that end yesterday (the last aggregated day); a reversed period is swapped, a wider one
 * than STATS_MAX_RANGE_DAYS keeps its end.
 */
export function parseStatsFilters(query: string | URLSearchParams, today: Date): StatsFilters {
  const params = typeof query === 'string' ? new URLSearchParams(query) : query;
  const read = <T>(schema: z.ZodType<T>, key: string): T | undefined => {
    const result = schema.safeParse(params.get(key) ?? undefined);
    return result.success ? result.data : undefined;
  };
  const scope = read(scopeSchema, 'scope') ?? 'all';
  let to = read(isoDaySchema, 'to') ?? shift(isoOf(today), -1);
  let from = read(isoDaySchema, 'from') ?? shift(to, -(STATS_DEFAULT_DAYS - 1));
  if (from > to) [from, to] = [to, from];
  if (dayNumber(to) - dayNumber(from) + 1 > STATS_MAX_RANGE_DAYS) from = shift(to, -(STATS_MAX_RANGE_DAYS - 1));
  return { scope, from, to };
}

/** The URL query (without '?') of the filters, in a fixed key order. */
export function statsFiltersQuery(filters: StatsFilters): string {
  return new URLSearchParams({ scope: filters.scope, from: filters.from, to: filters.to }).toString();
}

/** Every day of the period, oldest first. */
export function periodDays(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to && days.length <= STATS_MAX_RANGE_DAYS; day = shift(day, 1)) days.push(day);
  return days;
}

/** One point per day of the period (a day without a document counts as zero), for the trend charts and the export. */
export function dailySeries(
  from: string,
  to: string,
  byDay: ReadonlyMap<string, DailyFigures>,
): Array<{ day: string; figures: DailyFigures }> {
  return periodDays(from, to).map((day) => ({ day, figures: byDay.get(day) ?? EMPTY_FIGURES }));
}

/** A day of the period with its figures: a point of the trend charts and a row of the export. */
export interface StatsDayRow {
  day: string;
  figures: DailyFigures;
}

const EXPORT_NUMBERS = [
  'orders',
  'orders_total',
  'withdrawn',
  'users',
  'new_users',
  'sessions',
  'bounces',
  'page_views',
  'session_seconds',
] as const satisfies ReadonlyArray<keyof DailyFigures>;

/**
 * The export's columns: the day, the order table, then one sales column per currency the period holds (a scope may
 * mix EUR and CLP canteens; `salesLabel` names it in the UI language), then the web metrics of the day.
 */
export function statsExportColumns(
  currencies: readonly string[],
  salesLabel: (currency: string) => string,
): ExportColumn<StatsDayRow>[] {
  const numbers = (ids: ReadonlyArray<(typeof EXPORT_NUMBERS)[number]>): ExportColumn<StatsDayRow>[] =>
    ids.map((id) => ({
      id,
      type: 'number',
      headerKey: `stats:export.columns.${id}`,
      value: (row: StatsDayRow) => row.figures[id],
    }));
  return [
    { id: 'day', type: 'text', headerKey: 'stats:export.columns.day', value: (row) => row.day },
    ...numbers(['orders', 'orders_total']),
    ...currencies.map(
      (currency): ExportColumn<StatsDayRow> => ({
        id: `sales_${currency}`,
        type: 'money',
        headerKey: 'stats:export.columns.sales',
        label: salesLabel(currency),
        decimals: currency === 'CLP' ? 0 : 2,
        value: (row) => row.figures.sales[currency] ?? 0,
      }),
    ),
    ...numbers(EXPORT_NUMBERS.slice(2)),
  ];
}

/** File name parts: statistiche_<scope>_<from>_<to>. */
export function statsExportFileParts(filters: StatsFilters): string[] {
  return ['statistiche', filters.scope, filters.from, filters.to];
}
