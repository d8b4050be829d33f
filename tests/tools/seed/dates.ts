// Calendar helpers: every seeded date is computed from the UTC day of `today`.

const DAY_MS = 86_400_000;

/** Midnight UTC of the given instant's UTC calendar day. */
export function utcDay(instant: Date): Date {
  return new Date(Date.UTC(instant.getUTCFullYear(), instant.getUTCMonth(), instant.getUTCDate()));
}

export function addDays(day: Date, days: number): Date {
  return new Date(day.getTime() + days * DAY_MS);
}

export function addMinutes(instant: Date, minutes: number): Date {
  return new Date(instant.getTime() + minutes * 60_000);
}

/** 'YYYY-MM-DD' of a UTC day. */
export function isoDay(day: Date): string {
  return day.toISOString().slice(0, 10);
}

/** The instant of a wall-clock time at a canteen whose clock is `utcOffsetHours` ahead of UTC. */
export function atLocalTime(day: Date, hours: number, minutes: number, utcOffsetHours: number): Date {
  return new Date(day.getTime() + ((hours - utcOffsetHours) * 60 + minutes) * 60_000);
}

export function isWeekend(day: Date): boolean {
  const weekday = day.getUTCDay();
  return weekday === 0 || weekday === 6;
}

/** Monday to Friday of the month `day` falls in. */
export function weekdaysOfMonth(day: Date): Date[] {
  const days: Date[] = [];
  const month = day.getUTCMonth();
  for (
    let d = new Date(Date.UTC(day.getUTCFullYear(), month, 1));
    d.getUTCMonth() === month;
    d = addDays(d, 1)
  ) {
    if (!isWeekend(d)) days.push(d);
  }
  return days;
}

/** The nearest weekday on or before `day` (menus and most orders happen on working days). */
export function previousWeekday(day: Date): Date {
  let d = day;
  while (isWeekend(d)) d = addDays(d, -1);
  return d;
}

/** The nearest weekday on or after `day`. */
export function nextWeekday(day: Date): Date {
  let d = day;
  while (isWeekend(d)) d = addDays(d, 1);
  return d;
}

/**
 * Squeezes an instant's local time of day into office hours (08:00–19:00) on the same local day.
 * The map is monotonic, so the order of a series of events is kept.
 */
export function toOfficeHours(instant: Date, utcOffsetHours: number): Date {
  const offsetMs = utcOffsetHours * 3_600_000;
  const local = instant.getTime() + offsetMs;
  const dayStart = Math.floor(local / DAY_MS) * DAY_MS;
  const fraction = (local - dayStart) / DAY_MS;
  const minutes = Math.round(8 * 60 + fraction * 11 * 60);
  return new Date(dayStart + minutes * 60_000 - offsetMs);
}

/**
 * A series of event times moved into office hours, strictly increasing and not after `now`;
 * when that cannot hold (events close to now), the raw times are kept.
 */
export function officeTimeline(raw: readonly Date[], utcOffsetHours: number, now: Date): Date[] {
  const shifted: Date[] = [];
  for (const instant of raw) {
    const moved = toOfficeHours(instant, utcOffsetHours);
    const previous = shifted.at(-1);
    shifted.push(previous && moved <= previous ? addMinutes(previous, 1) : moved);
  }
  const last = shifted.at(-1);
  return last && last > now ? [...raw] : shifted;
}
