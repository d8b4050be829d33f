// Week patterns of spec §3 and the copy preview of the planner.
import { describe, expect, it } from 'vitest';
import type { MenuRecipe } from '../model/entities';
import { copyPreview, daysOfMonthIso, servesOn } from './planner';

describe('menu week patterns (§3)', () => {
  // 2026-11-21 is a Saturday, 2026-11-22 a Sunday, 2026-11-20 a Friday, 2026-11-19 a Thursday.
  it.each([
    ['FW', '2026-11-22', true],
    ['MS', '2026-11-21', true],
    ['MS', '2026-11-22', false],
    ['MF', '2026-11-20', true],
    ['MF', '2026-11-21', false],
    ['MT', '2026-11-19', true],
    ['MT', '2026-11-20', false],
  ] as const)('%s serves %s: %s', (pattern, day, expected) => {
    expect(servesOn(pattern, day)).toBe(expected);
  });

  it('lists the days of a month, leap years included', () => {
    expect(daysOfMonthIso('2028-02')).toHaveLength(29);
    expect(daysOfMonthIso('2026-11').at(-1)).toBe('2026-11-30');
  });
});

describe('copy preview', () => {
  const dish = { recipe_id: 'R_1' } as MenuRecipe;
  it('keeps the days the pattern serves, not the source, with what each loses', () => {
    const current = new Map([['2026-11-17', [dish, dish]]]);
    expect(
      copyPreview('2026-11-16', ['2026-11-16', '2026-11-21', '2026-11-17', '2026-11-18', '2026-11-17'], 'MF', current),
    ).toEqual([
      { day: '2026-11-17', overwritten: 2 },
      { day: '2026-11-18', overwritten: 0 },
    ]);
  });
});
