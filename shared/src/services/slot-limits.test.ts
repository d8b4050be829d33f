import { describe, expect, it } from 'vitest';
import { addCalendarDays, daySlotLimit, slotCalendar, slotNowIn, weekdayOf, type SlotSettings } from './slot-limits';

// The seed's restaurant slots: Monday–Friday, 250 a day (200 on Friday), orders until 10:30 the same day.
const RESTAURANT: SlotSettings = {
  order_before: '10:30',
  weekLimit: 5,
  daily_limits: [0, 250, 250, 250, 250, 200, 0],
  offsets: { min_days: 0, max_days: 7 },
  hidden_for_days: [0, 6],
  orderable: true,
};
// 2026-11-30 is a Monday.
const MONDAY = '2026-11-30';

describe('calendar dates', () => {
  it('weekday and day arithmetic', () => {
    expect(weekdayOf(MONDAY)).toBe(1);
    expect(weekdayOf('2026-11-29')).toBe(0);
    expect(addCalendarDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addCalendarDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});

describe('daySlotLimit', () => {
  const morning = { date: MONDAY, time: '09:00' };
  it.each([
    // [case, settings change, date, now, status, limit, deadline]
    ['today before order_before', {}, MONDAY, morning, 'open', 250, `${MONDAY} 10:30`],
    ['today at order_before', {}, MONDAY, { date: MONDAY, time: '10:30' }, 'closed', 250, `${MONDAY} 10:30`],
    ['Friday has its own limit', {}, '2026-12-04', morning, 'open', 200, '2026-12-04 10:30'],
    ['a hidden Saturday', {}, '2026-12-05', morning, 'hidden', 0, null],
    ['switched off', { orderable: false }, MONDAY, morning, 'notOrderable', 0, null],
    ['daily limit 0', { hidden_for_days: [], daily_limits: [0, 0, 250, 250, 250, 250, 0] }, MONDAY, morning, 'noCapacity', 0, null],
    ['beyond max_days', {}, '2026-12-08', morning, 'tooFar', 250, '2026-12-08 10:30'],
    ['on max_days', {}, '2026-12-07', morning, 'open', 250, '2026-12-07 10:30'],
    ['min_days 1 moves the deadline to the day before', { offsets: { min_days: 1, max_days: 7 } }, '2026-12-01', { date: MONDAY, time: '11:00' }, 'closed', 250, `${MONDAY} 10:30`],
    ['min_days 1, the day after tomorrow', { offsets: { min_days: 1, max_days: 7 } }, '2026-12-02', { date: MONDAY, time: '11:00' }, 'open', 250, '2026-12-01 10:30'],
    ['weekLimit 3 closes Thursday', { weekLimit: 3 }, '2026-12-03', morning, 'weekLimit', 0, null],
    ['weekLimit 3 keeps Wednesday', { weekLimit: 3 }, '2026-12-02', morning, 'open', 250, '2026-12-02 10:30'],
    ['weekLimit 0 closes every day', { weekLimit: 0 }, MONDAY, morning, 'weekLimit', 0, null],
  ] as const)('%s', (_case, change, date, now, status, limit, deadline) => {
    const day = daySlotLimit({ ...RESTAURANT, ...change }, date, now);
    expect(day.status).toBe(status);
    expect(day.limit).toBe(limit);
    expect(day.deadline ? `${day.deadline.date} ${day.deadline.time}` : null).toBe(deadline);
  });

  it('hidden weekdays do not use up the week limit', () => {
    // Saturday open, Monday hidden: with weekLimit 5, Saturday is the 5th service day (Tue–Fri, Sat).
    const settings = { ...RESTAURANT, hidden_for_days: [0, 1], daily_limits: [0, 250, 250, 250, 250, 200, 80] };
    expect(daySlotLimit(settings, '2026-12-05', { date: MONDAY, time: '08:00' })).toMatchObject({ status: 'open', limit: 80 });
    expect(daySlotLimit({ ...settings, weekLimit: 4 }, '2026-12-05', { date: MONDAY, time: '08:00' }).status).toBe('weekLimit');
  });
});

describe('slotCalendar', () => {
  it('gives 14 days from today, Monday to Friday open within max_days', () => {
    const days = slotCalendar(RESTAURANT, { date: MONDAY, time: '11:00' });
    expect(days).toHaveLength(14);
    expect(days[0]).toMatchObject({ date: MONDAY, status: 'closed', limit: 250 });
    expect(days.map((day) => day.status)).toEqual([
      'closed', 'open', 'open', 'open', 'open', 'hidden', 'hidden',
      'open', 'tooFar', 'tooFar', 'tooFar', 'tooFar', 'hidden', 'hidden',
    ]);
    expect(days.filter((day) => day.status === 'open').reduce((sum, day) => sum + day.limit, 0)).toBe(1200);
  });
});

describe("the calendar's now is the canteen's clock", () => {
  it('reads the day and time in the canteen zone, not the machine', () => {
    // 02:30 UTC on 1 December: still 30 November in Santiago (UTC−3), already 03:30 in Rome.
    const at = new Date('2026-12-01T02:30:00Z');
    expect(slotNowIn('America/Santiago', at)).toEqual({ date: '2026-11-30', time: '23:30' });
    expect(slotNowIn('Europe/Rome', at)).toEqual({ date: '2026-12-01', time: '03:30' });
    expect(slotNowIn('UTC', at)).toEqual({ date: '2026-12-01', time: '02:30' });
  });
});
