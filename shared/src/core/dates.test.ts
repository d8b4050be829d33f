// Tests of the SDK-free date helpers: date-like values, DD/MM/YYYY HH:mm, validity and the news badge.
import { describe, expect, it } from 'vitest';
import {
  dateTimePartsToLocalDate,
  formatItalianDateTime,
  isDateLike,
  isNewsBadgeVisible,
  isWithinValidity,
  parseItalianDateTime,
  parseTimeOfDay,
  toDate,
  toMillis,
} from './dates';

const instant = new Date('2024-03-01T10:00:00Z');

describe('date-like values', () => {
  it.each([
    [instant, true, instant.getTime()],
    [{ toDate: () => instant }, true, instant.getTime()],
    [{ seconds: 1_700_000_000, nanoseconds: 500_000_000 }, true, 1_700_000_000_500],
    [{ toDate: () => new Date('x') }, true, null],
    [new Date('x'), false, null],
    ['2024-03-01', false, null],
    [1_700_000_000, false, null],
    [{ seconds: '1' }, false, null],
    [null, false, null],
  ])('%j: date-like %s, millis %s', (value, dateLike, millis) => {
    expect(isDateLike(value)).toBe(dateLike);
    expect(toMillis(value)).toBe(millis);
  });

  it('returns the same Date object', () => {
    expect(toDate(instant)).toBe(instant);
  });
});

describe('DD/MM/YYYY HH:mm', () => {
  it('parses, builds a local date and formats back', () => {
    const parts = parseItalianDateTime(' 05/11/2024 09:07 ');
    expect(parts).toEqual({ year: 2024, month: 11, day: 5, hour: 9, minute: 7 });
    const date = dateTimePartsToLocalDate(parts!);
    expect([date.getFullYear(), date.getMonth(), date.getDate(), date.getHours(), date.getMinutes()]).toEqual(
      [2024, 10, 5, 9, 7],
    );
    expect(formatItalianDateTime(date)).toBe('05/11/2024 09:07');
  });

  it.each(['', null, '5/11/2024 09:07', '31/11/2024 09:07', '05/11/2024 9:07'])('rejects %j', (text) => {
    expect(parseItalianDateTime(text)).toBeNull();
  });

  it.each([
    ['00:00', 0],
    ['9:05', 545],
    ['23:59', 1439],
    ['24:00', null],
    ['12:60', null],
    ['1200', null],
    [null, null],
  ])('time %j → %s minutes', (text, minutes) => {
    expect(parseTimeOfDay(text)).toBe(minutes);
  });
});

describe('validity and news badge', () => {
  const start = new Date('2024-03-01T00:00:00Z');
  const end = new Date('2024-03-31T00:00:00Z');
  it.each([
    ['2024-02-29T23:59:59Z', false],
    ['2024-03-01T00:00:00Z', true],
    ['2024-03-15T00:00:00Z', true],
    ['2024-03-31T00:00:00Z', true],
    ['2024-03-31T00:00:01Z', false],
  ])('at %s active: %s', (now, active) => {
    expect(isWithinValidity(start, end, new Date(now))).toBe(active);
  });

  it('needs both ends', () => {
    expect(isWithinValidity(undefined, end, start)).toBe(false);
    expect(isWithinValidity(start, null, start)).toBe(false);
  });

  it.each([
    [0, true],
    [14 * 24 * 3600 * 1000, true],
    [14 * 24 * 3600 * 1000 + 1, false],
  ])('news %i ms old shows the badge: %s', (age, shown) => {
    const now = new Date('2024-03-20T00:00:00Z');
    expect(isNewsBadgeVisible(new Date(now.getTime() - age), now)).toBe(shown);
  });

  it('no last news, no badge', () => {
    expect(isNewsBadgeVisible(null, new Date())).toBe(false);
  });
});
