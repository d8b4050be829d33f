// The menu screen's address: a bad or missing day falls back to today; the week runs Monday to Sunday.
import { describe, expect, it } from 'vitest';
import { addDays, menuParamsQuery, parseMenuParams, todayIso, weekOf } from './params';

describe('menu screen params', () => {
  it('reads the day and the display filter, with defaults for bad values', () => {
    expect(parseMenuParams(new URLSearchParams('day=2026-11-03&diet=vegetarian'))).toEqual({
      day: '2026-11-03',
      occasion: 'all',
      diet: 'vegetarian',
    });
    expect(parseMenuParams(new URLSearchParams('day=03/11/2026')).day).toBe(todayIso());
    expect(menuParamsQuery({ day: todayIso(), occasion: 'all', diet: 'all' }).toString()).toBe('');
  });

  it('moves by days across months and lists the week from Monday', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(weekOf('2026-11-27')).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
  });
});
