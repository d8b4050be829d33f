// Week patterns of spec §3 and the copy preview of the planner.
import { describe, expect, it } from 'vitest';
import type { MenuRecipe } from '../model/entities';
import { copyPreview, daysOfMonthIso, mondayOf, rotationPlan, servesOn } from './planner';

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

describe('rotation over N weeks', () => {
  // 2026-11-02 and 2026-11-09 are Mondays; the 2-week cycle is 2 Nov – 15 Nov.
  it('repeats the cycle weekday by weekday, week by week, on the days the pattern serves', () => {
    expect(mondayOf('2026-11-05')).toBe('2026-11-02');
    expect(mondayOf('2026-11-08')).toBe('2026-11-02');
    const plan = rotationPlan('2026-11-04', 2, '2026-11-16', '2026-11-30', 'MF');
    expect(plan.ok).toBe(true);
    if (!plan.ok) return;
    expect(plan.cycle).toEqual({ from: '2026-11-02', to: '2026-11-15' });
    expect(plan.steps.slice(0, 6)).toEqual([
      { day: '2026-11-16', source: '2026-11-02' },
      { day: '2026-11-17', source: '2026-11-03' },
      { day: '2026-11-18', source: '2026-11-04' },
      { day: '2026-11-19', source: '2026-11-05' },
      { day: '2026-11-20', source: '2026-11-06' },
      { day: '2026-11-23', source: '2026-11-09' },
    ]);
    // The third week after the cycle starts it again; weekends are not written with MF.
    expect(plan.steps.find((step) => step.day === '2026-11-30')).toEqual({ day: '2026-11-30', source: '2026-11-02' });
    expect(plan.steps).toHaveLength(11);
  });

  it('refuses a bad cycle length, a range inside the cycle, a reversed or too long range', () => {
    expect(rotationPlan('2026-11-02', 0, '2026-11-16', '2026-11-20', 'MF')).toEqual({ ok: false, reason: 'weeks' });
    expect(rotationPlan('2026-11-02', 13, '2027-03-01', '2027-03-05', 'MF')).toEqual({ ok: false, reason: 'weeks' });
    expect(rotationPlan('2026-11-02', 2, '2026-11-10', '2026-11-20', 'MF')).toEqual({ ok: false, reason: 'overlap' });
    expect(rotationPlan('2026-11-02', 1, '2026-11-20', '2026-11-16', 'MF')).toEqual({ ok: false, reason: 'range' });
    expect(rotationPlan('2026-11-02', 1, '2026-11-09', '2027-11-10', 'MF')).toEqual({ ok: false, reason: 'tooLong' });
  });
});
