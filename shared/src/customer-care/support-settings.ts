// The support settings kept as data (static_data/support_settings): the business calendar and the SLA targets per grade.
import { z } from 'zod';
import { DEFAULT_TICKET_GRADE, TICKET_GRADE_MAX, TICKET_GRADE_MIN } from '../core/constants';
import { isValidTimeZone } from '../notifications/recurrence';

/** Weekday keys of `opening_hours` (Firestore stores no nested arrays, so one list per named day). */
export const SUPPORT_WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type SupportWeekday = (typeof SUPPORT_WEEKDAYS)[number];

/** 'HH:MM' from 00:00 to 23:59, and 24:00 for an interval that runs to midnight. */
const TIME_OF_DAY = /^(?:([01]\d|2[0-3]):([0-5]\d)|24:00)$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Minutes after midnight of a validated 'HH:MM' (24:00 → 1440). */
export function minutesOfDay(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

export const openingIntervalSchema = z
  .object({
    from: z.string().regex(TIME_OF_DAY, 'customerCareSla.errors.time'),
    to: z.string().regex(TIME_OF_DAY, 'customerCareSla.errors.time'),
  })
  .refine((interval) => minutesOfDay(interval.from) < minutesOfDay(interval.to), {
    message: 'customerCareSla.errors.interval',
    path: ['to'],
  });
export type OpeningInterval = z.infer<typeof openingIntervalSchema>;

export const supportCalendarSchema = z.object({
  /** IANA zone the opening hours and holidays are read in (DST follows the zone). */
  time_zone: z.string().refine(isValidTimeZone, 'customerCareSla.errors.timeZone'),
  /** Per weekday the opening intervals, in order and not overlapping; a day without intervals is closed. */
  opening_hours: z
    .object(
      Object.fromEntries(
        SUPPORT_WEEKDAYS.map((day) => [day, z.array(openingIntervalSchema).max(6)]),
      ) as Record<SupportWeekday, z.ZodArray<typeof openingIntervalSchema>>,
    )
    .refine(
      (hours) =>
        SUPPORT_WEEKDAYS.every((day) =>
          hours[day].every(
            (interval, i) => i === 0 || minutesOfDay(hours[day][i - 1]!.to) <= minutesOfDay(interval.from),
          ),
        ),
      'customerCareSla.errors.overlap',
    ),
  /** Closed days as YYYY-MM-DD in the calendar's zone. */
  holidays: z.array(z.string().regex(ISO_DATE, 'customerCareSla.errors.holiday')).max(400),
});
export type SupportCalendar = z.infer<typeof supportCalendarSchema>;

export const slaTargetSchema = z
  .object({
    grade: z.number().int().min(TICKET_GRADE_MIN).max(TICKET_GRADE_MAX),
    /** Business minutes to the first support reply. */
    first_response_minutes: z.number().int().positive(),
    /** Business minutes to solved. */
    resolution_minutes: z.number().int().positive(),
  })
  .refine((target) => target.first_response_minutes <= target.resolution_minutes, {
    message: 'customerCareSla.errors.targets',
    path: ['resolution_minutes'],
  });
export type SlaTarget = z.infer<typeof slaTargetSchema>;

export const supportSettingsSchema = z.object({
  calendar: supportCalendarSchema,
  /** One target per grade 0–5. */
  targets: z
    .array(slaTargetSchema)
    .length(TICKET_GRADE_MAX - TICKET_GRADE_MIN + 1)
    .refine(
      (targets) => new Set(targets.map((target) => target.grade)).size === targets.length,
      'customerCareSla.errors.grades',
    ),
});
export type SupportSettings = z.infer<typeof supportSettingsSchema>;

const weekdays = (from: string, to: string) => [{ from, to }];

/**
 * The settings used when the document is missing: the provider's support desk in Rome, Monday to Friday
 * 09:00–18:00, Italian public holidays; grade 0 is the worst (spec §3) and gets the shortest targets.
 */
export const DEFAULT_SUPPORT_SETTINGS: SupportSettings = {
  calendar: {
    time_zone: 'Europe/Rome',
    opening_hours: {
      mon: weekdays('09:00', '18:00'),
      tue: weekdays('09:00', '18:00'),
      wed: weekdays('09:00', '18:00'),
      thu: weekdays('09:00', '18:00'),
      fri: weekdays('09:00', '18:00'),
      sat: [],
      sun: [],
    },
    holidays: [],
  },
  targets: [
    { grade: 0, first_response_minutes: 30, resolution_minutes: 240 },
    { grade: 1, first_response_minutes: 60, resolution_minutes: 540 },
    { grade: 2, first_response_minutes: 120, resolution_minutes: 1080 },
    { grade: 3, first_response_minutes: 240, resolution_minutes: 1620 },
    { grade: 4, first_response_minutes: 480, resolution_minutes: 2700 },
    { grade: 5, first_response_minutes: 540, resolution_minutes: 5400 },
  ],
};

/** Italian national holidays of a year (fixed days and Easter Monday), as YYYY-MM-DD. */
export function italianHolidays(year: number): string[] {
  // Easter Sunday by the anonymous Gregorian algorithm (Meeus/Jones/Butcher).
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  const easterMonday = new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
  const fixed = ['01-01', '01-06', '04-25', '05-01', '06-02', '08-15', '11-01', '12-08', '12-25', '12-26'];
  return [...fixed.map((monthDay) => `${year}-${monthDay}`), easterMonday].sort();
}

/** The target of a grade; an unknown grade takes the default grade's (spec §9: grade 5 by default). */
export function slaTargetFor(settings: SupportSettings, grade: number): SlaTarget {
  const found = settings.targets.find((target) => target.grade === grade);
  return (
    found ?? settings.targets.find((target) => target.grade === DEFAULT_TICKET_GRADE) ?? settings.targets[0]!
  );
}
