// Date helpers free of any SDK: the "date-like" both Firestore SDKs satisfy, DD/MM/YYYY HH:mm, time ranges.
import { NEWS_BADGE_MAX_AGE_MS } from './constants';

/** Anything with toDate(), e.g. a Timestamp of either Firebase SDK, without importing either. */
export interface TimestampLike {
  toDate(): Date;
}

/** A stored instant: a Date, a Timestamp-like object, or plain {seconds, nanoseconds}. */
export type DateLike = Date | TimestampLike | { seconds: number; nanoseconds: number };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** True for a valid Date, an object with toDate(), or {seconds, nanoseconds} numbers. */
export function isDateLike(value: unknown): value is DateLike {
  if (value instanceof Date) return !Number.isNaN(value.getTime());
  if (!isRecord(value)) return false;
  if (typeof value.toDate === 'function') return true;
  return typeof value.seconds === 'number' && typeof value.nanoseconds === 'number';
}

/** The Date of a date-like value, or null when it is not one. */
export function toDate(value: unknown): Date | null {
  if (!isDateLike(value)) return null;
  if (value instanceof Date) return value;
  if ('toDate' in value && typeof value.toDate === 'function') {
    const date = value.toDate();
    return date instanceof Date && !Number.isNaN(date.getTime()) ? date : null;
  }
  const { seconds, nanoseconds } = value as { seconds: number; nanoseconds: number };
  return new Date(seconds * 1000 + Math.floor(nanoseconds / 1e6));
}

/** Milliseconds since the epoch of a date-like value, or null. */
export function toMillis(value: unknown): number | null {
  return toDate(value)?.getTime() ?? null;
}

/** Parts of a DD/MM/YYYY HH:mm text, month 1–12. */
export interface DateTimeParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const ITALIAN_DATE_TIME = /^(\d{2})\/(\d{2})\/(\d{4}) (\d{2}):(\d{2})$/;

/** Parses 'DD/MM/YYYY HH:mm' (spec §5 status change); null when malformed or not a real date (31/02). */
export function parseItalianDateTime(text: string | null | undefined): DateTimeParts | null {
  const match = ITALIAN_DATE_TIME.exec((text ?? '').trim());
  if (!match) return null;
  const [day, month, year, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  if (month < 1 || month > 12 || hour > 23 || minute > 59 || day < 1) return null;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day > daysInMonth ? null : { year, month, day, hour, minute };
}

/** The parts as a Date in the runtime's local time zone (the SPA's, where the operator typed them). */
export function dateTimePartsToLocalDate(parts: DateTimeParts): Date {
  return new Date(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute);
}

const pad = (value: number) => String(value).padStart(2, '0');

/** Formats a Date as 'DD/MM/YYYY HH:mm' in local time (the popup's default is now). */
export function formatItalianDateTime(date: Date): string {
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** Minutes after midnight of an 'HH:MM' (or 'H:MM') text, or null when malformed. */
export function parseTimeOfDay(text: string | null | undefined): number | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec((text ?? '').trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  return hours > 23 || minutes > 59 ? null : hours * 60 + minutes;
}

/** A communication is active only during its validity, both ends included (spec §3). */
export function isWithinValidity(start: unknown, end: unknown, now: Date): boolean {
  const from = toMillis(start);
  const to = toMillis(end);
  return from !== null && to !== null && from <= now.getTime() && now.getTime() <= to;
}

/** The header's news badge shows while the last news is at most 2 weeks old (spec §2). */
export function isNewsBadgeVisible(lastAdded: unknown, now: Date, maxAgeMs = NEWS_BADGE_MAX_AGE_MS): boolean {
  const added = toMillis(lastAdded);
  return added !== null && now.getTime() - added <= maxAgeMs;
}
