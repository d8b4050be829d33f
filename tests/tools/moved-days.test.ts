// The moved-clock days: each is the edge it claims to be, from any starting day.
import { describe, expect, it } from 'vitest';
import { movedDays, nextClockChange, utcOffsetMinutes } from './moved-days';
import { pinRunDay, runDay, runSeedInstant, TODAY_ENV } from './seed/today';

const day = (instant: Date) => instant.toISOString().slice(0, 10);

describe('movedDays', () => {
  it.each([
    ['2026-11-24T09:00:00Z', '2026-11-30', '2026-12-31', '2027-03-28', '2027-04-04', '2026-11-30', '2026-11-29'],
    ['2026-11-30T21:00:00Z', '2026-12-31', '2026-12-31', '2027-03-28', '2027-04-04', '2026-12-07', '2026-12-06'],
    ['2027-12-31T12:00:00Z', '2028-01-31', '2028-12-31', '2028-03-26', '2028-04-02', '2028-01-03', '2028-01-02'],
    ['2027-06-15T12:00:00Z', '2027-06-30', '2027-12-31', '2027-10-31', '2027-09-05', '2027-06-21', '2027-06-20'],
  ])('from %s', (from, monthEnd, yearEnd, rome, santiago, monday, sunday) => {
    const days = Object.fromEntries(movedDays(new Date(from)).map((moved) => [moved.name, moved.start]));
    expect(day(days['month-end']!)).toBe(monthEnd);
    expect(day(days['leap-day']!)).toBe('2028-02-29');
    expect(day(days['year-end']!)).toBe(yearEnd);
    expect(day(days['rome-clock-change']!)).toBe(rome);
    expect(day(days['santiago-clock-change']!)).toBe(santiago);
    expect(days.monday!.getUTCDay()).toBe(1);
    expect(day(days.monday!)).toBe(monday);
    expect(days.sunday!.getUTCDay()).toBe(0);
    expect(day(days.sunday!)).toBe(sunday);
    for (const start of Object.values(days)) expect(start.getTime()).toBeGreaterThan(new Date(from).getTime() - 2 * 365 * 86_400_000);
  });

  it('starts the clock-change runs ten minutes before the change, which really moves the offset', () => {
    for (const timeZone of ['Europe/Rome', 'America/Santiago']) {
      const change = nextClockChange(timeZone, new Date('2026-11-24T00:00:00Z'));
      expect(utcOffsetMinutes(timeZone, new Date(change.getTime() - 60_000))).not.toBe(utcOffsetMinutes(timeZone, change));
    }
    // Europe/Rome moves to summer time at 01:00 UTC on the last Sunday of March.
    expect(nextClockChange('Europe/Rome', new Date('2026-11-24T00:00:00Z')).toISOString()).toBe('2027-03-28T01:00:00.000Z');
    expect(utcOffsetMinutes('America/Santiago', new Date('2027-01-15T12:00:00Z'))).toBe(-180);
    expect(utcOffsetMinutes('America/Santiago', new Date('2027-06-15T12:00:00Z'))).toBe(-240);
  });
});

describe('the run day', () => {
  it('is the pinned day when one is set, the clock UTC day otherwise, and pinning keeps it', () => {
    const env: NodeJS.ProcessEnv = {};
    expect(runDay(env, new Date('2026-11-30T23:59:59Z'))).toBe('2026-11-30');
    expect(pinRunDay(env, new Date('2026-11-30T23:59:59Z'))).toBe('2026-11-30');
    expect(env[TODAY_ENV]).toBe('2026-11-30');
    // After midnight the run keeps its day.
    expect(runDay(env, new Date('2026-12-01T00:10:00Z'))).toBe('2026-11-30');
    expect(runSeedInstant(env).toISOString()).toBe('2026-11-30T12:00:00.000Z');
  });

  it('refuses a pinned value that is not a day', () => {
    expect(() => runDay({ [TODAY_ENV]: '30/11/2026' })).toThrow(TODAY_ENV);
    expect(() => runDay({ [TODAY_ENV]: '2026-02-30x' })).toThrow(TODAY_ENV);
  });
});
