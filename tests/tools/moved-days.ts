// The days `npm run test:days` moves the clock to: where calendars and clocks have edges (issue 13).

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

export interface MovedDay {
  /** Short name used on the command line (`--only monday,leap-day`). */
  name: string;
  /** Why this day is worth a run. */
  why: string;
  /** The instant the moved clock starts at (time flows on from there). */
  start: Date;
}

/** The UTC offset of `timeZone` at `instant`, in minutes (e.g. 60 for CET, -180 for Chile's summer). */
export function utcOffsetMinutes(timeZone: string, instant: Date): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(instant)
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT(?:([+-])(\d{2}):(\d{2}))?/.exec(name ?? '');
  if (!match) throw new Error(`No UTC offset for ${timeZone} at ${instant.toISOString()}`);
  if (!match[1]) return 0;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}

const utcNoon = (day: Date) => Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 12);

/**
 * The next instant after `from` at which `timeZone`'s clocks change, to the minute: found between two noons
 * (UTC) with different offsets, then narrowed by bisection.
 */
export function nextClockChange(timeZone: string, from: Date): Date {
  let before = utcNoon(from);
  for (let days = 0; days < 400; days += 1) {
    const after = before + DAY_MS;
    if (utcOffsetMinutes(timeZone, new Date(before)) !== utcOffsetMinutes(timeZone, new Date(after))) {
      let low = before;
      let high = after;
      const offsetBefore = utcOffsetMinutes(timeZone, new Date(low));
      while (high - low > MINUTE_MS) {
        const middle = low + Math.floor((high - low) / 2 / MINUTE_MS) * MINUTE_MS;
        if (utcOffsetMinutes(timeZone, new Date(middle)) === offsetBefore) low = middle;
        else high = middle;
      }
      if (high > from.getTime()) return new Date(high);
    }
    before = after;
  }
  throw new Error(`${timeZone} does not change its clocks within 400 days of ${from.toISOString()}`);
}

const at = (year: number, month: number, day: number, hours: number) => new Date(Date.UTC(year, month, day, hours));

/** The next UTC day after `from` whose weekday is `weekday` (0 Sunday … 6 Saturday), at `hours` UTC. */
function nextWeekday(from: Date, weekday: number, hours: number): Date {
  const ahead = ((weekday - from.getUTCDay() + 7) % 7) || 7;
  return at(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate() + ahead, hours);
}

/**
 * The days of a moved-clock run, computed from `from` (the real now): each after it except the fixed leap day.
 * Daytime starts are at 10:00 UTC (morning in Europe, early morning in Chile); the clock-change days start ten
 * minutes before the change, so the change happens while the suites run.
 */
export function movedDays(from: Date): MovedDay[] {
  const year = from.getUTCFullYear();
  const month = from.getUTCMonth();
  // Day 0 of the next month is the last day of this one; on that day already, take next month's.
  let monthEnd = at(year, month + 1, 0, 20);
  if (monthEnd.getTime() - from.getTime() < DAY_MS) monthEnd = at(year, month + 2, 0, 20);
  let yearEnd = at(year, 11, 31, 10);
  if (yearEnd.getTime() - from.getTime() < DAY_MS) yearEnd = at(year + 1, 11, 31, 10);
  const beforeChange = (timeZone: string) => new Date(nextClockChange(timeZone, from).getTime() - 10 * MINUTE_MS);
  return [
    { name: 'month-end', why: 'the last day of a month (20:00 UTC: evening in Europe)', start: monthEnd },
    { name: 'leap-day', why: '29 February 2028', start: at(2028, 1, 29, 10) },
    { name: 'year-end', why: '31 December', start: yearEnd },
    { name: 'rome-clock-change', why: 'the day the clocks change in Europe/Rome', start: beforeChange('Europe/Rome') },
    {
      name: 'santiago-clock-change',
      why: 'the day the clocks change in America/Santiago',
      start: beforeChange('America/Santiago'),
    },
    { name: 'monday', why: 'a Monday (a new week)', start: nextWeekday(from, 1, 10) },
    { name: 'sunday', why: 'a Sunday (no canteen service)', start: nextWeekday(from, 0, 10) },
  ];
}
