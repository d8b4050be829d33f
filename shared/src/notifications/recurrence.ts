// Programmed-notification recurrence (spec §3 schedule types): the next occurrence of a schedule, in its time zone.
import { z } from 'zod';
import { SCHEDULE_TYPES, type ScheduleType } from '../core/catalogs';

export interface Schedule {
  type: ScheduleType;
  /** NOW: when it was programmed (optional); SPECIFIC_DAY: the instant to send. */
  at?: Date;
  /** WEEKLY: ISO weekday, Monday = 1 … Sunday = 7. */
  weekday?: number;
  /** MONTHLY: 1–31; 29–31 in a shorter month fall on its last day. */
  dayOfMonth?: number;
  /** WEEKLY and MONTHLY: local wall-clock time 'HH:MM' in `timeZone`. */
  time?: string;
  /** IANA time zone, e.g. Europe/Rome (the canteen's; default Europe/Rome). */
  timeZone: string;
}

export const DEFAULT_NOTIFICATION_TIME_ZONE = 'Europe/Rome';

const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Whether a string names a time zone this runtime knows. */
export function isValidTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** zod schema of a schedule; messages are i18n keys (notifications.errors.*). */
export const scheduleSchema = z
  .object({
    type: z.enum(SCHEDULE_TYPES),
    at: z.date().optional(),
    weekday: z.number().int().min(1, 'notifications.errors.weekday').max(7, 'notifications.errors.weekday').optional(),
    dayOfMonth: z.number().int().min(1, 'notifications.errors.dayOfMonth').max(31, 'notifications.errors.dayOfMonth').optional(),
    time: z.string().regex(TIME_PATTERN, 'notifications.errors.time').optional(),
    timeZone: z.string().refine(isValidTimeZone, 'notifications.errors.timeZone'),
  })
  .superRefine((schedule, context) => {
    const need = (field: keyof Schedule, message: string) => {
      if (schedule[field] === undefined) context.addIssue({ code: 'custom', path: [field], message });
    };
    if (schedule.type === 'SPECIFIC_DAY') need('at', 'notifications.errors.at');
    if (schedule.type === 'WEEKLY') {
      need('weekday', 'notifications.errors.weekday');
      need('time', 'notifications.errors.time');
    }
    if (schedule.type === 'MONTHLY') {
      need('dayOfMonth', 'notifications.errors.dayOfMonth');
      need('time', 'notifications.errors.time');
    }
  });

interface LocalParts {
  year: number;
  month: number; // 1–12
  day: number;
  hour: number;
  minute: number;
  weekday: number; // 1 = Monday … 7 = Sunday
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      weekday: 'short',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

const WEEKDAYS: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

/** The wall-clock reading of an instant in a time zone. */
export function localParts(instant: Date, timeZone: string): LocalParts & { second: number } {
  const parts = Object.fromEntries(formatterFor(timeZone).formatToParts(instant).map((part) => [part.type, part.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
    weekday: WEEKDAYS[parts.weekday as string] ?? 1,
  };
}

/** The zone's offset from UTC at an instant, in minutes. */
function offsetMinutes(instant: Date, timeZone: string): number {
  const local = localParts(instant, timeZone);
  const asUtc = Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute, local.second);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/**
 * The instant a local wall-clock time happens in a zone. A time skipped by a DST jump forward happens at the
 * same distance after the jump (02:30 → 03:30); a repeated time (DST back) is its first occurrence.
 */
export function zonedTimeToInstant(year: number, month: number, day: number, hour: number, minute: number, timeZone: string): Date {
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  // The offset either side of the wall time: try both, keep the earliest reading that shows this wall time.
  const candidates = [offsetMinutes(new Date(wall - 86_400_000 / 2), timeZone), offsetMinutes(new Date(wall + 86_400_000 / 2), timeZone)]
    .map((offset) => new Date(wall - offset * 60_000))
    .filter((instant) => {
      const local = localParts(instant, timeZone);
      return local.year === year && local.month === month && local.day === day && local.hour === hour && local.minute === minute;
    })
    .sort((a, b) => a.getTime() - b.getTime());
  if (candidates[0]) return candidates[0];
  // Skipped by a jump forward: read the wall time with the offset before the jump.
  return new Date(wall - offsetMinutes(new Date(wall - 86_400_000 / 2), timeZone) * 60_000);
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function parseTime(time: string | undefined): [number, number] | null {
  const match = time ? TIME_PATTERN.exec(time) : null;
  return match ? [Number(match[1]), Number(match[2])] : null;
}

/**
 * The next occurrence of a schedule strictly after `after`, or null when nothing is left to send.
 * NOW is due at once (its `at`, else `after` itself); SPECIFIC_DAY once at `at`; WEEKLY and MONTHLY at their
 * local time in `timeZone`, a MONTHLY day past the month's end falling on its last day.
 */
export function nextOccurrence(schedule: Schedule, after: Date): Date | null {
  if (!isValidTimeZone(schedule.timeZone)) return null;
  switch (schedule.type) {
    case 'NOW':
      if (!schedule.at) return after;
      return schedule.at.getTime() >= after.getTime() ? schedule.at : null;
    case 'SPECIFIC_DAY':
      return schedule.at && schedule.at.getTime() > after.getTime() ? schedule.at : null;
    case 'WEEKLY': {
      const time = parseTime(schedule.time);
      const weekday = schedule.weekday;
      if (!time || weekday === undefined || !Number.isInteger(weekday) || weekday < 1 || weekday > 7) return null;
      const today = localParts(after, schedule.timeZone);
      for (let ahead = 0; ahead <= 7; ahead += 1) {
        const date = new Date(Date.UTC(today.year, today.month - 1, today.day + ahead));
        const isoWeekday = ((date.getUTCDay() + 6) % 7) + 1;
        if (isoWeekday !== weekday) continue;
        const candidate = zonedTimeToInstant(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate(), time[0], time[1], schedule.timeZone);
        if (candidate.getTime() > after.getTime()) return candidate;
      }
      return null;
    }
    case 'MONTHLY': {
      const time = parseTime(schedule.time);
      const dayOfMonth = schedule.dayOfMonth;
      if (!time || dayOfMonth === undefined || !Number.isInteger(dayOfMonth) || dayOfMonth < 1 || dayOfMonth > 31) return null;
      const today = localParts(after, schedule.timeZone);
      for (let ahead = 0; ahead <= 2; ahead += 1) {
        const year = today.year + Math.floor((today.month - 1 + ahead) / 12);
        const month = ((today.month - 1 + ahead) % 12) + 1;
        const day = Math.min(dayOfMonth, daysInMonth(year, month));
        const candidate = zonedTimeToInstant(year, month, day, time[0], time[1], schedule.timeZone);
        if (candidate.getTime() > after.getTime()) return candidate;
      }
      return null;
    }
    default:
      return null;
  }
}
