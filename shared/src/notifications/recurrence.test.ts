// Recurrence of programmed notifications: week and month rules, DST in both hemispheres, month ends, leap years.
import { describe, expect, it } from 'vitest';
import { localParts, nextOccurrence, scheduleSchema, zonedTimeToInstant, type Schedule } from './recurrence';

const ROME = 'Europe/Rome';
const SANTIAGO = 'America/Santiago';
const iso = (date: Date | null) => date?.toISOString() ?? null;

describe('WEEKLY (weekday 1 = Monday … 7 = Sunday, local time)', () => {
  it.each<[string, Schedule, string, string | null]>([
    ['Saturday → next Monday 09:00 CET', { type: 'WEEKLY', weekday: 1, time: '09:00', timeZone: ROME }, '2026-11-21T08:00:00Z', '2026-11-23T08:00:00.000Z'],
    ['same day, a minute before', { type: 'WEEKLY', weekday: 1, time: '09:00', timeZone: ROME }, '2026-11-23T07:59:00Z', '2026-11-23T08:00:00.000Z'],
    ['same day, exactly at the time → a week later', { type: 'WEEKLY', weekday: 1, time: '09:00', timeZone: ROME }, '2026-11-23T08:00:00Z', '2026-11-30T08:00:00.000Z'],
    ['Sunday = 7', { type: 'WEEKLY', weekday: 7, time: '18:30', timeZone: ROME }, '2026-11-23T00:00:00Z', '2026-11-29T17:30:00.000Z'],
    ['across the spring DST change (09:00 CET → 09:00 CEST)', { type: 'WEEKLY', weekday: 7, time: '09:00', timeZone: ROME }, '2026-03-22T09:00:00Z', '2026-03-29T07:00:00.000Z'],
    ['a time skipped by the jump forward happens an hour later', { type: 'WEEKLY', weekday: 7, time: '02:30', timeZone: ROME }, '2026-03-28T12:00:00Z', '2026-03-29T01:30:00.000Z'],
    ['across the autumn DST change (09:00 CEST → 09:00 CET)', { type: 'WEEKLY', weekday: 7, time: '09:00', timeZone: ROME }, '2026-10-18T07:00:00Z', '2026-10-25T08:00:00.000Z'],
    ['a repeated time (DST back) is its first occurrence', { type: 'WEEKLY', weekday: 7, time: '02:30', timeZone: ROME }, '2026-10-24T12:00:00Z', '2026-10-25T00:30:00.000Z'],
    ['across the year end', { type: 'WEEKLY', weekday: 5, time: '12:00', timeZone: ROME }, '2026-12-26T00:00:00Z', '2027-01-01T11:00:00.000Z'],
    ['the local day decides, not the UTC day (Saturday 21:30 in Santiago is Sunday in UTC)', { type: 'WEEKLY', weekday: 6, time: '22:00', timeZone: SANTIAGO }, '2026-11-22T00:30:00Z', '2026-11-22T01:00:00.000Z'],
    ['weekday 0 is invalid', { type: 'WEEKLY', weekday: 0, time: '09:00', timeZone: ROME }, '2026-11-21T08:00:00Z', null],
    ['weekday 8 is invalid', { type: 'WEEKLY', weekday: 8, time: '09:00', timeZone: ROME }, '2026-11-21T08:00:00Z', null],
    ['a malformed time is invalid', { type: 'WEEKLY', weekday: 1, time: '9:00', timeZone: ROME }, '2026-11-21T08:00:00Z', null],
    ['24:00 is invalid', { type: 'WEEKLY', weekday: 1, time: '24:00', timeZone: ROME }, '2026-11-21T08:00:00Z', null],
  ])('%s', (_name, schedule, after, expected) => {
    expect(iso(nextOccurrence(schedule, new Date(after)))).toBe(expected);
  });
});

describe('MONTHLY (29–31 in a shorter month → its last day)', () => {
  it.each<[string, Schedule, string, string | null]>([
    ['31st in February → 28 Feb', { type: 'MONTHLY', dayOfMonth: 31, time: '10:00', timeZone: ROME }, '2026-02-01T00:00:00Z', '2026-02-28T09:00:00.000Z'],
    ['31st in a leap February → 29 Feb', { type: 'MONTHLY', dayOfMonth: 31, time: '10:00', timeZone: ROME }, '2028-02-01T00:00:00Z', '2028-02-29T09:00:00.000Z'],
    ['29th in a common February → 28 Feb', { type: 'MONTHLY', dayOfMonth: 29, time: '10:00', timeZone: ROME }, '2027-02-01T00:00:00Z', '2027-02-28T09:00:00.000Z'],
    ['29th in a leap February stays the 29th', { type: 'MONTHLY', dayOfMonth: 29, time: '10:00', timeZone: ROME }, '2028-02-01T00:00:00Z', '2028-02-29T09:00:00.000Z'],
    ['31st in April → 30 Apr (CEST)', { type: 'MONTHLY', dayOfMonth: 31, time: '10:00', timeZone: ROME }, '2026-04-01T00:00:00Z', '2026-04-30T08:00:00.000Z'],
    ['exactly at the time → next month', { type: 'MONTHLY', dayOfMonth: 30, time: '10:00', timeZone: ROME }, '2026-04-30T08:00:00Z', '2026-05-30T08:00:00.000Z'],
    ['after the day this month → next month, across the year end', { type: 'MONTHLY', dayOfMonth: 31, time: '10:00', timeZone: ROME }, '2026-12-31T09:00:00Z', '2027-01-31T09:00:00.000Z'],
    ['1st of the month, CET', { type: 'MONTHLY', dayOfMonth: 1, time: '00:00', timeZone: ROME }, '2026-11-21T08:00:00Z', '2026-11-30T23:00:00.000Z'],
    ['the DST change day keeps the local time', { type: 'MONTHLY', dayOfMonth: 29, time: '09:00', timeZone: ROME }, '2026-03-01T00:00:00Z', '2026-03-29T07:00:00.000Z'],
    ['southern hemisphere: Santiago in January (UTC-3)', { type: 'MONTHLY', dayOfMonth: 15, time: '12:00', timeZone: SANTIAGO }, '2027-01-01T00:00:00Z', '2027-01-15T15:00:00.000Z'],
    ['southern hemisphere: Santiago in July (UTC-4)', { type: 'MONTHLY', dayOfMonth: 15, time: '12:00', timeZone: SANTIAGO }, '2026-07-01T00:00:00Z', '2026-07-15T16:00:00.000Z'],
    ['day 0 is invalid', { type: 'MONTHLY', dayOfMonth: 0, time: '10:00', timeZone: ROME }, '2026-02-01T00:00:00Z', null],
    ['day 32 is invalid', { type: 'MONTHLY', dayOfMonth: 32, time: '10:00', timeZone: ROME }, '2026-02-01T00:00:00Z', null],
    ['missing time is invalid', { type: 'MONTHLY', dayOfMonth: 3, timeZone: ROME }, '2026-02-01T00:00:00Z', null],
    ['an unknown time zone is invalid', { type: 'MONTHLY', dayOfMonth: 3, time: '10:00', timeZone: 'Mars/Olympus' }, '2026-02-01T00:00:00Z', null],
  ])('%s', (_name, schedule, after, expected) => {
    expect(iso(nextOccurrence(schedule, new Date(after)))).toBe(expected);
  });
});

describe('NOW and SPECIFIC_DAY (one shot)', () => {
  const at = new Date('2026-12-01T10:00:00Z');
  it.each<[string, Schedule, string, string | null]>([
    ['NOW without a date is due at once', { type: 'NOW', timeZone: ROME }, '2026-11-21T08:00:00Z', '2026-11-21T08:00:00.000Z'],
    ['NOW programmed at a date not yet passed', { type: 'NOW', at, timeZone: ROME }, '2026-12-01T10:00:00Z', '2026-12-01T10:00:00.000Z'],
    ['NOW already past its date: nothing left', { type: 'NOW', at, timeZone: ROME }, '2026-12-01T10:00:01Z', null],
    ['SPECIFIC_DAY in the future', { type: 'SPECIFIC_DAY', at, timeZone: ROME }, '2026-11-21T08:00:00Z', '2026-12-01T10:00:00.000Z'],
    ['SPECIFIC_DAY exactly now: already sent', { type: 'SPECIFIC_DAY', at, timeZone: ROME }, '2026-12-01T10:00:00Z', null],
    ['SPECIFIC_DAY in the past', { type: 'SPECIFIC_DAY', at, timeZone: ROME }, '2026-12-02T00:00:00Z', null],
    ['SPECIFIC_DAY without a date', { type: 'SPECIFIC_DAY', timeZone: ROME }, '2026-11-21T08:00:00Z', null],
  ])('%s', (_name, schedule, after, expected) => {
    expect(iso(nextOccurrence(schedule, new Date(after)))).toBe(expected);
  });
});

describe('a WEEKLY series stays on its local time for a whole year', () => {
  it('52 Mondays at 08:15 Rome time, each a week apart in local days', () => {
    let after = new Date('2026-01-01T00:00:00Z');
    for (let index = 0; index < 52; index += 1) {
      const next = nextOccurrence({ type: 'WEEKLY', weekday: 1, time: '08:15', timeZone: ROME }, after)!;
      const local = localParts(next, ROME);
      expect([local.weekday, local.hour, local.minute]).toEqual([1, 8, 15]);
      after = next;
    }
    expect(iso(after)).toBe('2026-12-28T07:15:00.000Z');
  });
});

describe('zonedTimeToInstant', () => {
  it.each([
    [2026, 7, 1, 12, 0, ROME, '2026-07-01T10:00:00.000Z'],
    [2026, 1, 1, 12, 0, ROME, '2026-01-01T11:00:00.000Z'],
    [2026, 1, 1, 12, 0, 'UTC', '2026-01-01T12:00:00.000Z'],
  ])('%i-%i-%i %i:%i %s → %s', (year, month, day, hour, minute, zone, expected) => {
    expect(zonedTimeToInstant(year, month, day, hour, minute, zone).toISOString()).toBe(expected);
  });
});

describe('scheduleSchema (bad input refused with i18n keys)', () => {
  it.each<[string, unknown, string | null]>([
    ['a valid weekly schedule', { type: 'WEEKLY', weekday: 3, time: '07:45', timeZone: ROME }, null],
    ['weekday outside 1–7', { type: 'WEEKLY', weekday: 9, time: '07:45', timeZone: ROME }, 'notifications.errors.weekday'],
    ['weekly without a weekday', { type: 'WEEKLY', time: '07:45', timeZone: ROME }, 'notifications.errors.weekday'],
    ['day outside 1–31', { type: 'MONTHLY', dayOfMonth: 32, time: '07:45', timeZone: ROME }, 'notifications.errors.dayOfMonth'],
    ['monthly without a time', { type: 'MONTHLY', dayOfMonth: 2, timeZone: ROME }, 'notifications.errors.time'],
    ['specific day without a date', { type: 'SPECIFIC_DAY', timeZone: ROME }, 'notifications.errors.at'],
    ['unknown time zone', { type: 'NOW', timeZone: 'Nowhere/Land' }, 'notifications.errors.timeZone'],
  ])('%s', (_name, input, message) => {
    const result = scheduleSchema.safeParse(input);
    expect(result.success ? null : result.error.issues[0]?.message).toBe(message);
  });
});
