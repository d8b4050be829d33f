// A canteen's delivery slots (spec §3 `slots`: order_before, weekLimit, daily_limits, offsets, hidden_for_days,
// orderable) turned into what a customer may order for a given day. Spec §9 says the day's slot limit is computed
// from these fields but does not give the formula; this is the one the back office shows (shared/DECISIONS.md).
// Dates are calendar dates ('YYYY-MM-DD') and times 'HH:MM' in the canteen's own time: no time zone is involved.
import { localParts } from '../notifications/recurrence';

/** The canteen's `slots` as stored by the seed and the slot screen. */
export interface SlotSettings {
  /** 'HH:MM': orders for a day close at this time, `offsets.min_days` days before it. */
  order_before: string;
  /** How many service days of one week (Monday to Sunday) are open for orders, 0–7. */
  weekLimit: number;
  /** Orders allowed per weekday, index 0 = Sunday … 6 = Saturday. */
  daily_limits: readonly number[];
  /** How far ahead a day may be ordered: at least `min_days`, at most `max_days` days from today. */
  offsets: { min_days: number; max_days: number };
  /** Weekdays (0 = Sunday) on which no slot is shown. */
  hidden_for_days: readonly number[];
  /** Master switch: false closes every day. */
  orderable: boolean;
}

/**
 * Why a day is (not) orderable, in the order the rules are checked:
 * notOrderable (the switch is off), hidden (a hidden weekday), noCapacity (daily limit 0), weekLimit (the week's
 * service days are used up by earlier days), tooFar (beyond max_days), closed (the deadline has passed), open.
 */
export const SLOT_DAY_STATUSES = [
  'open',
  'closed',
  'tooFar',
  'weekLimit',
  'noCapacity',
  'hidden',
  'notOrderable',
] as const;
export type SlotDayStatus = (typeof SLOT_DAY_STATUSES)[number];

export interface SlotDay {
  /** 'YYYY-MM-DD'. */
  date: string;
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
  status: SlotDayStatus;
  /** Orders the day takes: daily_limits[weekday] when the day is a service day, else 0. */
  limit: number;
  /** Orders for the day close at this date and time; null when the day is no service day. */
  deadline: { date: string; time: string } | null;
}

/** The moment the calendar is computed for, in the canteen's time. */
export interface SlotNow {
  date: string;
  time: string;
}

const DAY_MS = 86_400_000;

/**
 * Today and the time now on the canteen's clock (`timeZone`, e.g. canteenTimeZone of its country), whatever the
 * zone of the browser that shows the calendar: an admin in Madrid previewing a Chilean canteen sees Santiago's day.
 */
export function slotNowIn(timeZone: string, at: Date = new Date()): SlotNow {
  const local = localParts(at, timeZone);
  const pad = (value: number) => String(value).padStart(2, '0');
  return {
    date: `${local.year}-${pad(local.month)}-${pad(local.day)}`,
    time: `${pad(local.hour)}:${pad(local.minute)}`,
  };
}

function toDay(date: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, day) / DAY_MS;
}

function fromDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday of a 'YYYY-MM-DD' date. */
export function weekdayOf(date: string): number {
  return new Date(toDay(date) * DAY_MS).getUTCDay();
}

/** The date `days` days after `date` (negative: before). */
export function addCalendarDays(date: string, days: number): string {
  return fromDay(toDay(date) + days);
}

/** A service day: its weekday is not hidden and its daily limit is above 0. */
function isServiceWeekday(settings: SlotSettings, weekday: number): boolean {
  return !settings.hidden_for_days.includes(weekday) && (settings.daily_limits[weekday] ?? 0) > 0;
}

/**
 * The day's slot limit and status:
 * 1. `orderable` false → notOrderable, limit 0.
 * 2. weekday in `hidden_for_days` → hidden, limit 0.
 * 3. `daily_limits[weekday]` ≤ 0 → noCapacity, limit 0.
 * 4. the week (Monday first) already has `weekLimit` service days before this one → weekLimit, limit 0.
 * 5. otherwise the limit is `daily_limits[weekday]`; orders close at `order_before` on the day `min_days` before:
 *    more than `max_days` days ahead → tooFar; the deadline reached (now ≥ deadline) → closed; else open.
 */
export function daySlotLimit(settings: SlotSettings, date: string, now: SlotNow): SlotDay {
  const weekday = weekdayOf(date);
  const none = (status: SlotDayStatus): SlotDay => ({ date, weekday, status, limit: 0, deadline: null });
  if (!settings.orderable) return none('notOrderable');
  if (settings.hidden_for_days.includes(weekday)) return none('hidden');
  const limit = Math.max(0, Math.floor(settings.daily_limits[weekday] ?? 0));
  if (limit === 0) return none('noCapacity');
  // Monday-first week: Monday is 0 days after the week start, Sunday 6.
  const sinceMonday = (weekday + 6) % 7;
  let earlier = 0;
  for (let back = 1; back <= sinceMonday; back += 1)
    if (isServiceWeekday(settings, (weekday - back + 7) % 7)) earlier += 1;
  if (earlier >= settings.weekLimit) return none('weekLimit');
  const deadline = { date: addCalendarDays(date, -settings.offsets.min_days), time: settings.order_before };
  const ahead = toDay(date) - toDay(now.date);
  const passed = deadline.date < now.date || (deadline.date === now.date && now.time >= deadline.time);
  const status: SlotDayStatus = ahead > settings.offsets.max_days ? 'tooFar' : passed ? 'closed' : 'open';
  return { date, weekday, status, limit, deadline };
}

/** The next `days` days from today (today first), each with its limit and status: the slot screen's preview. */
export function slotCalendar(settings: SlotSettings, now: SlotNow, days = 14): SlotDay[] {
  return Array.from({ length: days }, (_, index) => daySlotLimit(settings, addCalendarDays(now.date, index), now));
}
