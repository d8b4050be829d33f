// The SLA report: per-ticket rows, share within target, median and 90th percentile per ISO week, canteen and country, at risk.
import { z } from 'zod';
import { breachesWithin, localDayOf, slaClocks, supportTicketTimesFrom, ticketStateAt, type SlaClock } from './sla';
import type { SupportSettings } from './support-settings';
import type { SupportTicketState, SupportTicketTimes } from './ticket';

/** "At risk": a running clock that breaches within this many wall-clock minutes (issue 19: the next 4 hours). */
export const SLA_AT_RISK_MINUTES = 240;
/** Longest period one report covers (a year and a day: any calendar year, leap or not). */
export const SLA_MAX_PERIOD_DAYS = 367;

/** A ticket as the report reads it: its times plus what the rows and the at-risk list show. */
export interface SlaTicket extends SupportTicketTimes {
  subject: string;
  /** The canteen's name as stored on the ticket ('' when missing: the screens show the id). */
  canteenName: string;
}

/** A stored ticket document as the report reads it; null without a creation date. */
export function slaTicketFrom(id: string, data: Record<string, unknown>): SlaTicket | null {
  const times = supportTicketTimesFrom(id, data);
  if (!times) return null;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return { ...times, subject: text(data.subject), canteenName: text(data.canteen_name) };
}

/** One ticket's line in the report and its export. Instants are epoch milliseconds (JSON-safe). */
export interface SlaTicketRow {
  id: string;
  canteenId: string;
  canteenName: string;
  country: string;
  grade: number;
  subject: string;
  state: SupportTicketState;
  createdAt: number;
  /** ISO week of creation in the support calendar's zone, e.g. 2026-W47. */
  week: string;
  firstResponse: SlaClock;
  resolution: SlaClock;
  /** Both clocks met: true; either breached: false; otherwise not decided yet (null). */
  withinTarget: boolean | null;
}

/** The figures of a group of tickets. Minutes are business minutes; shares are percentages 0–100. */
export interface SlaClockFigures {
  /** Clocks decided: stopped, or running past their target. */
  decided: number;
  met: number;
  breached: number;
  /** met / decided × 100, null with nothing decided. */
  withinTargetShare: number | null;
  /** Over stopped clocks only; null with none. */
  medianMinutes: number | null;
  p90Minutes: number | null;
}

export interface SlaFigures {
  tickets: number;
  /** Tickets whose both clocks are decided (or one breached). */
  decided: number;
  withinTarget: number;
  withinTargetShare: number | null;
  firstResponse: SlaClockFigures;
  resolution: SlaClockFigures;
}

export interface SlaWeek {
  week: string;
  /** Monday of the week, YYYY-MM-DD. */
  start: string;
  figures: SlaFigures;
}

export interface SlaAtRisk {
  id: string;
  canteenId: string;
  canteenName: string;
  country: string;
  grade: number;
  subject: string;
  /** The clock that breaches first. */
  clock: 'firstResponse' | 'resolution';
  breachAt: number;
  remainingMinutes: number;
}

export interface SlaReport {
  from: string;
  to: string;
  now: number;
  timeZone: string;
  totals: SlaFigures;
  weeks: SlaWeek[];
  canteens: Array<{ canteenId: string; canteenName: string; country: string; figures: SlaFigures }>;
  countries: Array<{ country: string; figures: SlaFigures }>;
  /** Clocks running now that breach within SLA_AT_RISK_MINUTES, soonest first, whatever the ticket's creation day. */
  atRisk: SlaAtRisk[];
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const isRealDay = (text: string) => ISO_DAY.test(text) && new Date(`${text}T00:00:00Z`).toISOString().slice(0, 10) === text;
const dayNumber = (text: string) => Date.parse(`${text}T00:00:00Z`) / 86_400_000;

/** The period of a report: from and to as YYYY-MM-DD in the support calendar's zone, both included. */
export const slaPeriodSchema = z
  .object({
    from: z.string().refine(isRealDay, 'customerCareSla.errors.day'),
    to: z.string().refine(isRealDay, 'customerCareSla.errors.day'),
  })
  .refine((period) => period.from <= period.to, { message: 'customerCareSla.errors.order', path: ['to'] })
  .refine((period) => dayNumber(period.to) - dayNumber(period.from) < SLA_MAX_PERIOD_DAYS, {
    message: 'customerCareSla.errors.tooLong',
    path: ['to'],
  });
export type SlaPeriod = z.infer<typeof slaPeriodSchema>;

/** Input of the getCustomerCareSla callable: a period, optionally some canteens, and whether to send the rows. */
export const slaRequestSchema = z
  .object({
    from: z.string().refine(isRealDay, 'customerCareSla.errors.day'),
    to: z.string().refine(isRealDay, 'customerCareSla.errors.day'),
    canteenIds: z.array(z.string().regex(/^C_\d+$/i)).min(1).max(100).optional(),
    rows: z.boolean().optional(),
  })
  .strict()
  .refine((request) => request.from <= request.to, { message: 'customerCareSla.errors.order', path: ['to'] })
  .refine((request) => dayNumber(request.to) - dayNumber(request.from) < SLA_MAX_PERIOD_DAYS, {
    message: 'customerCareSla.errors.tooLong',
    path: ['to'],
  });
export type SlaRequest = z.infer<typeof slaRequestSchema>;

/** What the callable answers: the report, and the per-ticket rows when asked (the export). */
export interface SlaResponse {
  report: SlaReport;
  rows?: SlaTicketRow[];
}

/** ISO 8601 week of a calendar day: the week with the year's first Thursday is week 1. */
export function isoWeekOf(day: string): { week: string; start: string } {
  const date = new Date(`${day}T00:00:00Z`);
  const weekday = (date.getUTCDay() + 6) % 7; // Monday 0
  const monday = new Date(date.getTime() - weekday * 86_400_000);
  const thursday = new Date(monday.getTime() + 3 * 86_400_000);
  const year = thursday.getUTCFullYear();
  const firstThursday = new Date(Date.UTC(year, 0, 4));
  const firstMonday = new Date(firstThursday.getTime() - ((firstThursday.getUTCDay() + 6) % 7) * 86_400_000);
  const number = Math.round((monday.getTime() - firstMonday.getTime()) / (7 * 86_400_000)) + 1;
  return { week: `${year}-W${String(number).padStart(2, '0')}`, start: monday.toISOString().slice(0, 10) };
}

/**
 * The p-th percentile (0–100) by linear interpolation between the closest ranks (Excel's PERCENTILE.INC,
 * numpy's default): the median of an even count is the mean of the two middle values. Null for no values.
 */
export function percentile(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = (p / 100) * (sorted.length - 1);
  const low = Math.floor(rank);
  const high = Math.ceil(rank);
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (rank - low);
}

/** Both clocks of one ticket as a report row. */
export function slaTicketRow(ticket: SlaTicket, settings: SupportSettings, now: Date): SlaTicketRow {
  const { firstResponse, resolution } = slaClocks(ticket, settings, now);
  const clocks = [firstResponse, resolution];
  const withinTarget = clocks.some((c) => c.status === 'breached') ? false : clocks.every((c) => c.status === 'met') ? true : null;
  return {
    id: ticket.id,
    canteenId: ticket.canteenId,
    canteenName: ticket.canteenName,
    country: ticket.country,
    grade: ticket.grade,
    subject: ticket.subject,
    state: ticketStateAt(ticket, now),
    createdAt: ticket.createdAt.getTime(),
    week: isoWeekOf(localDayOf(ticket.createdAt, settings.calendar.time_zone).iso).week,
    firstResponse,
    resolution,
    withinTarget,
  };
}

const share = (part: number, whole: number) => (whole === 0 ? null : (part / whole) * 100);

function clockFigures(clocks: readonly SlaClock[]): SlaClockFigures {
  const met = clocks.filter((c) => c.status === 'met').length;
  const breached = clocks.filter((c) => c.status === 'breached').length;
  const stopped = clocks.filter((c) => c.stopped).map((c) => c.elapsedMinutes);
  return {
    decided: met + breached,
    met,
    breached,
    withinTargetShare: share(met, met + breached),
    medianMinutes: percentile(stopped, 50),
    p90Minutes: percentile(stopped, 90),
  };
}

/** The figures of a group of rows. */
export function slaFigures(rows: readonly SlaTicketRow[]): SlaFigures {
  const decided = rows.filter((row) => row.withinTarget !== null);
  const within = decided.filter((row) => row.withinTarget === true).length;
  return {
    tickets: rows.length,
    decided: decided.length,
    withinTarget: within,
    withinTargetShare: share(within, decided.length),
    firstResponse: clockFigures(rows.map((row) => row.firstResponse)),
    resolution: clockFigures(rows.map((row) => row.resolution)),
  };
}

function groupBy<K>(rows: readonly SlaTicketRow[], key: (row: SlaTicketRow) => K): Map<K, SlaTicketRow[]> {
  const groups = new Map<K, SlaTicketRow[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return groups;
}

/** Tickets created in the period (days in the calendar's zone), as rows, oldest first. */
export function slaRows(tickets: readonly SlaTicket[], settings: SupportSettings, period: SlaPeriod, now: Date): SlaTicketRow[] {
  const zone = settings.calendar.time_zone;
  return tickets
    .filter((ticket) => {
      const day = localDayOf(ticket.createdAt, zone).iso;
      return day >= period.from && day <= period.to;
    })
    .map((ticket) => slaTicketRow(ticket, settings, now))
    .sort((a, b) => a.createdAt - b.createdAt || a.id.localeCompare(b.id));
}

/**
 * The report of a period: figures over the tickets created in it (overall, per ISO week, canteen and country)
 * and the at-risk list over every given ticket whose clock runs now. The callable and any test run this one
 * function over the same tickets, so the screen, the export and any alert agree.
 */
export function slaReport(tickets: readonly SlaTicket[], settings: SupportSettings, period: SlaPeriod, now: Date): SlaReport {
  const rows = slaRows(tickets, settings, period, now);
  const weeks = [...groupBy(rows, (row) => row.week)].map(([week, group]) => ({
    week,
    start: isoWeekOf(localDayOf(new Date(group[0]!.createdAt), settings.calendar.time_zone).iso).start,
    figures: slaFigures(group),
  }));
  const canteens = [...groupBy(rows, (row) => row.canteenId)]
    .map(([canteenId, group]) => ({
      canteenId,
      canteenName: group.find((row) => row.canteenName !== '')?.canteenName ?? '',
      country: group[0]!.country,
      figures: slaFigures(group),
    }))
    .sort((a, b) => a.canteenId.localeCompare(b.canteenId));
  const countries = [...groupBy(rows, (row) => row.country)]
    .map(([country, group]) => ({ country, figures: slaFigures(group) }))
    .sort((a, b) => a.country.localeCompare(b.country));
  const atRisk = tickets
    .flatMap((ticket): SlaAtRisk[] => {
      const clocks = slaClocks(ticket, settings, now);
      const risky = (['firstResponse', 'resolution'] as const)
        .filter((name) => breachesWithin(clocks[name], now, SLA_AT_RISK_MINUTES))
        .sort((a, b) => clocks[a].breachAt! - clocks[b].breachAt!)[0];
      if (!risky) return [];
      const clock = clocks[risky];
      return [
        {
          id: ticket.id,
          canteenId: ticket.canteenId,
          canteenName: ticket.canteenName,
          country: ticket.country,
          grade: ticket.grade,
          subject: ticket.subject,
          clock: risky,
          breachAt: clock.breachAt!,
          remainingMinutes: clock.remainingMinutes,
        },
      ];
    })
    .sort((a, b) => a.breachAt - b.breachAt || a.id.localeCompare(b.id));
  return {
    from: period.from,
    to: period.to,
    now: now.getTime(),
    timeZone: settings.calendar.time_zone,
    totals: slaFigures(rows),
    weeks: weeks.sort((a, b) => a.start.localeCompare(b.start)),
    canteens,
    countries,
    atRisk,
  };
}

/** The screen's default period: the last twelve full ISO weeks and the current one. */
export const SLA_DEFAULT_WEEKS = 12;

/** A calendar day plus some days (YYYY-MM-DD in, YYYY-MM-DD out). */
export function addIsoDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The default period ending `today` (a day in the support calendar's zone). */
export function defaultSlaPeriod(today: string, weeks = SLA_DEFAULT_WEEKS): SlaPeriod {
  return { from: addIsoDays(isoWeekOf(today).start, -7 * weeks), to: today };
}

/** The period of the screen's address (?from=&to=); anything invalid falls back to the default, so a link never breaks. */
export function parseSlaPeriodParams(query: URLSearchParams, today: string): SlaPeriod {
  const parsed = slaPeriodSchema.safeParse({ from: query.get('from') ?? '', to: query.get('to') ?? '' });
  return parsed.success ? parsed.data : defaultSlaPeriod(today);
}

/** The period as the address's query; the default is left out so links stay short. */
export function slaPeriodQuery(period: SlaPeriod, today: string): URLSearchParams {
  const query = new URLSearchParams();
  const fallback = defaultSlaPeriod(today);
  if (period.from !== fallback.from || period.to !== fallback.to) {
    query.set('from', period.from);
    query.set('to', period.to);
  }
  return query;
}
