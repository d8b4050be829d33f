// The SLA clock: business minutes to first response and to resolution in the support calendar, paused while waiting.
import { toDate } from '../core/dates';
import { DEFAULT_TICKET_GRADE } from '../core/constants';
import { ticketGradeFromTags } from '../core/statuses';
import { localParts, zonedTimeToInstant } from '../notifications/recurrence';
import { SUPPORT_TICKET_STATES, type SupportStateChange, type SupportTicketState, type SupportTicketTimes } from './ticket';
import { minutesOfDay, slaTargetFor, SUPPORT_WEEKDAYS, type SupportCalendar, type SupportSettings } from './support-settings';

const MINUTE_MS = 60_000;
/** Beyond this many days a walk through the calendar stops: stored dates that far apart are bad data. */
const MAX_CALENDAR_DAYS = 4000;

interface LocalDay {
  year: number;
  month: number;
  day: number;
}

const isoOf = ({ year, month, day }: LocalDay) =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

function addLocalDays({ year, month, day }: LocalDay, days: number): LocalDay {
  const date = new Date(Date.UTC(year, month - 1, day + days));
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** The calendar day an instant falls on in the calendar's zone. */
export function localDayOf(instant: Date, timeZone: string): LocalDay & { iso: string } {
  const { year, month, day } = localParts(instant, timeZone);
  return { year, month, day, iso: isoOf({ year, month, day }) };
}

// Opening intervals of a day as instants, cached per calendar object: a report walks the same days many times.
const intervalCache = new WeakMap<SupportCalendar, Map<string, Array<[number, number]>>>();

/**
 * A local day's opening intervals as [start, end) epoch milliseconds. The local times are turned into instants
 * in the zone, so a day of a clock change keeps its wall-clock hours (09:00–18:00 stays 9 hours; an interval
 * across 02:00–03:00 on the spring day is an hour shorter, on the autumn day an hour longer).
 */
function openingOf(calendar: SupportCalendar, day: LocalDay): Array<[number, number]> {
  let cache = intervalCache.get(calendar);
  if (!cache) {
    cache = new Map();
    intervalCache.set(calendar, cache);
  }
  const iso = isoOf(day);
  const cached = cache.get(iso);
  if (cached) return cached;
  const weekday = SUPPORT_WEEKDAYS[(new Date(Date.UTC(day.year, day.month - 1, day.day)).getUTCDay() + 6) % 7]!;
  const intervals = calendar.holidays.includes(iso)
    ? []
    : (calendar.opening_hours[weekday] ?? []).map(({ from, to }): [number, number] => {
        const at = (minutes: number) => {
          const target = minutes >= 1440 ? addLocalDays(day, 1) : day;
          const rest = minutes % 1440;
          return zonedTimeToInstant(target.year, target.month, target.day, Math.floor(rest / 60), rest % 60, calendar.time_zone).getTime();
        };
        return [at(minutesOfDay(from)), at(minutesOfDay(to))];
      });
  cache.set(iso, intervals);
  return intervals;
}

/** Business milliseconds between two instants: only the calendar's opening hours count. */
export function businessMillisBetween(calendar: SupportCalendar, start: Date, end: Date): number {
  const from = start.getTime();
  const to = end.getTime();
  if (!(to > from)) return 0;
  // One day earlier than the start's local day: an interval running to 24:00 ends on the next local day.
  let day: LocalDay = addLocalDays(localDayOf(start, calendar.time_zone), -1);
  const last = localDayOf(end, calendar.time_zone).iso;
  let total = 0;
  for (let n = 0; n < MAX_CALENDAR_DAYS; n += 1) {
    for (const [open, close] of openingOf(calendar, day)) total += Math.max(0, Math.min(close, to) - Math.max(open, from));
    if (isoOf(day) >= last) break;
    day = addLocalDays(day, 1);
  }
  return total;
}

/** Business minutes between two instants (fractional when the instants carry seconds). */
export function businessMinutesBetween(calendar: SupportCalendar, start: Date, end: Date): number {
  return businessMillisBetween(calendar, start, end) / MINUTE_MS;
}

/**
 * The instant at which `minutes` business minutes have passed after `start` (start itself for 0), or null
 * when the calendar opens for less than that in the next ~11 years (a calendar that never opens).
 */
export function addBusinessMinutes(calendar: SupportCalendar, start: Date, minutes: number): Date | null {
  let left = Math.max(0, minutes) * MINUTE_MS;
  const from = start.getTime();
  if (left === 0) return new Date(from);
  let day: LocalDay = addLocalDays(localDayOf(start, calendar.time_zone), -1);
  for (let n = 0; n < MAX_CALENDAR_DAYS; n += 1) {
    for (const [open, close] of openingOf(calendar, day)) {
      const begin = Math.max(open, from);
      if (close <= begin) continue;
      if (close - begin >= left) return new Date(begin + left);
      left -= close - begin;
    }
    day = addLocalDays(day, 1);
  }
  return null;
}

/** The states in which the support clock runs: `open` only (waiting is on the requester; solved and closed stop it). */
const RUNNING_STATES: ReadonlySet<SupportTicketState> = new Set(['open']);
const DONE_STATES: ReadonlySet<SupportTicketState> = new Set(['solved', 'closed']);

/** The history in time order, starting with `open` at creation when the stored one does not. */
function orderedHistory(ticket: SupportTicketTimes): SupportStateChange[] {
  const changes = ticket.history
    .filter((change) => change.at instanceof Date && !Number.isNaN(change.at.getTime()))
    .map((change) => ({ state: change.state, at: change.at.getTime() < ticket.createdAt.getTime() ? ticket.createdAt : change.at }))
    .sort((a, b) => a.at.getTime() - b.at.getTime());
  const first = changes[0];
  return first && first.at.getTime() === ticket.createdAt.getTime() ? changes : [{ state: 'open', at: ticket.createdAt }, ...changes];
}

/** The state of a ticket at an instant (its last change not after it). */
export function ticketStateAt(ticket: SupportTicketTimes, at: Date): SupportTicketState {
  let state: SupportTicketState = 'open';
  for (const change of orderedHistory(ticket)) if (change.at.getTime() <= at.getTime()) state = change.state;
  return state;
}

/** Business minutes during which the ticket was in a running state, from creation to `end`. */
function runningBusinessMinutes(calendar: SupportCalendar, ticket: SupportTicketTimes, end: Date): number {
  const history = orderedHistory(ticket);
  let total = 0;
  history.forEach((change, i) => {
    if (!RUNNING_STATES.has(change.state)) return;
    const next = history[i + 1]?.at ?? end;
    const spanEnd = Math.min(next.getTime(), end.getTime());
    if (spanEnd > change.at.getTime()) total += businessMillisBetween(calendar, change.at, new Date(spanEnd));
  });
  return total / MINUTE_MS;
}

/** met: stopped within target; breached: past target (stopped or not); running: still counting within target. */
export type SlaStatus = 'met' | 'breached' | 'running';

/** One clock of a ticket; instants as epoch milliseconds so the report travels as JSON unchanged. */
export interface SlaClock {
  elapsedMinutes: number;
  targetMinutes: number;
  /** target − elapsed: negative once breached. */
  remainingMinutes: number;
  status: SlaStatus;
  /** The clock has stopped for good (first response given; ticket solved or closed). */
  stopped: boolean;
  stoppedAt: number | null;
  /** Not stopped, and not counting now (the ticket waits on the requester). */
  paused: boolean;
  /** While running within target: when it breaches if it keeps running; null otherwise. */
  breachAt: number | null;
}

function clock(
  calendar: SupportCalendar,
  ticket: SupportTicketTimes,
  targetMinutes: number,
  stoppedAt: Date | null,
  now: Date,
): SlaClock {
  const stopped = stoppedAt !== null && stoppedAt.getTime() <= now.getTime();
  const end = stopped ? stoppedAt : now;
  const elapsedMinutes = runningBusinessMinutes(calendar, ticket, end);
  const remainingMinutes = targetMinutes - elapsedMinutes;
  const status: SlaStatus = remainingMinutes < 0 ? 'breached' : stopped ? 'met' : 'running';
  const paused = !stopped && !RUNNING_STATES.has(ticketStateAt(ticket, now));
  const breachAt =
    status === 'running' && !paused ? (addBusinessMinutes(calendar, now, remainingMinutes)?.getTime() ?? null) : null;
  return { elapsedMinutes, targetMinutes, remainingMinutes, status, stopped, stoppedAt: stopped ? stoppedAt.getTime() : null, paused, breachAt };
}

/** When the ticket was last solved or closed while it stays so (a reopened ticket runs again), else null. */
export function resolvedAt(ticket: SupportTicketTimes, now: Date): Date | null {
  const history = orderedHistory(ticket).filter((change) => change.at.getTime() <= now.getTime());
  const last = history.at(-1);
  if (!last || !DONE_STATES.has(last.state)) return null;
  // The start of the final run of done states (solved then closed keeps the solve time).
  let i = history.length - 1;
  while (i > 0 && DONE_STATES.has(history[i - 1]!.state)) i -= 1;
  return history[i]!.at;
}

/** The first response's stop: the first support reply, or the ticket solved or closed before any reply. */
export function firstResponseStop(ticket: SupportTicketTimes): Date | null {
  const done = orderedHistory(ticket).find((change) => DONE_STATES.has(change.state))?.at ?? null;
  const reply = ticket.firstResponseAt;
  if (reply && done) return reply.getTime() <= done.getTime() ? reply : done;
  return reply ?? done;
}

export interface SlaClocks {
  firstResponse: SlaClock;
  resolution: SlaClock;
}

/**
 * Both clocks of a ticket at `now` in the support calendar, with the targets of the ticket's grade. Only the
 * time spent `open` counts: waiting on the requester pauses both clocks, solved and closed stop them.
 */
export function slaClocks(ticket: SupportTicketTimes, settings: SupportSettings, now: Date): SlaClocks {
  const target = slaTargetFor(settings, ticket.grade);
  return {
    firstResponse: clock(settings.calendar, ticket, target.first_response_minutes, firstResponseStop(ticket), now),
    resolution: clock(settings.calendar, ticket, target.resolution_minutes, resolvedAt(ticket, now), now),
  };
}

/** True when a clock that still runs will breach within `withinMinutes` of wall-clock time. */
export function breachesWithin(clock: SlaClock, now: Date, withinMinutes: number): boolean {
  return clock.breachAt !== null && clock.breachAt - now.getTime() <= withinMinutes * MINUTE_MS;
}

const isState = (value: unknown): value is SupportTicketState =>
  typeof value === 'string' && (SUPPORT_TICKET_STATES as readonly string[]).includes(value);

/**
 * A stored ticket document (Timestamps of either SDK, or Dates) as the clock's input; null when it lacks a
 * creation date. The grade is the stored one, or else read from the tags.
 */
export function supportTicketTimesFrom(id: string, data: Record<string, unknown>): SupportTicketTimes | null {
  const createdAt = toDate(data.created_at);
  if (!createdAt) return null;
  const history = (Array.isArray(data.state_history) ? data.state_history : []).flatMap((entry: unknown) => {
    const change = (entry ?? {}) as { state?: unknown; at?: unknown };
    const at = toDate(change.at);
    return isState(change.state) && at ? [{ state: change.state, at }] : [];
  });
  const grade =
    typeof data.grade === 'number' && Number.isInteger(data.grade)
      ? data.grade
      : Array.isArray(data.tags)
        ? ticketGradeFromTags(data.tags)
        : DEFAULT_TICKET_GRADE;
  return {
    id,
    canteenId: typeof data.canteen_id === 'string' ? data.canteen_id : '',
    country: typeof data.country === 'string' ? data.country : 'other',
    grade,
    createdAt,
    firstResponseAt: toDate(data.first_response_at),
    history,
  };
}
