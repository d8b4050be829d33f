// Signage: forms, what a screen shows at a moment (dayparting in the canteen's zone), clashes, playlist position, codes.
import { describe, expect, it } from 'vitest';
import { parseSignageAllParams, scheduleAt, scheduleConflicts, screenTimeline, signageAllQuery, signageScheduleFormSchema, signageScreenFormSchema, type SignageScheduleForm } from '.';

const board = (seconds: number) => ({ kind: 'board' as const, board: 'menu' as const, seconds });
const schedule = (id: string, patch: Partial<SignageScheduleForm>): SignageScheduleForm & { id: string } => ({
  id,
  screen_id: 'SC_1',
  name: id,
  weekdays: [1, 2, 3, 4, 5],
  from: '07:00',
  to: '20:00',
  items: [board(10)],
  ...patch,
});
const allDay = schedule('all-day', {});
const lunch = schedule('lunch', { from: '11:30', to: '14:30' });
const weekend = schedule('weekend', { weekdays: [6, 7], from: '09:00', to: '15:00' });
const other = schedule('other-screen', { screen_id: 'SC_2', from: '00:00', to: '23:59' });

describe('forms', () => {
  it.each([
    [{ name: 'Ingresso', place: 'Atrio', orientation: 'landscape', resolution: '1920x1080' }, true],
    [{ name: '', place: '', orientation: 'landscape', resolution: '1920x1080' }, false],
    [{ name: 'A', place: '', orientation: 'square', resolution: '1920x1080' }, false],
    [{ name: 'A', place: '', orientation: 'portrait', resolution: '1080p' }, false],
  ])('screen %j valid: %s', (input, valid) => {
    expect(signageScreenFormSchema.safeParse(input).success).toBe(valid);
  });
  it.each([
    [lunch, true],
    [{ ...lunch, to: '11:30' }, false],
    [{ ...lunch, from: '25:00' }, false],
    [{ ...lunch, weekdays: [] }, false],
    [{ ...lunch, items: [] }, false],
    [{ ...lunch, items: [{ ...board(10), seconds: 1 }] }, false],
  ])('schedule %# valid: %s', (input, valid) => {
    expect(signageScheduleFormSchema.safeParse(input).success).toBe(valid);
  });
});

describe('scheduleAt (Europe/Rome; 2026-11-23 is a Monday)', () => {
  const all = [allDay, lunch, weekend, other];
  it.each([
    ['2026-11-23T06:30:00Z', 'all-day'], // 07:30 Rome
    ['2026-11-23T11:00:00Z', 'lunch'], // 12:00: the lunch slot inside the all-day one wins
    ['2026-11-23T13:30:00Z', 'all-day'], // 14:30: lunch has ended (to is exclusive)
    ['2026-11-23T19:30:00Z', null], // 20:30: nothing
    ['2026-11-28T10:00:00Z', 'weekend'], // Saturday 11:00
  ])('%s → %s', (at, expected) => {
    expect(scheduleAt(all, 'SC_1', new Date(at), 'Europe/Rome')?.id ?? null).toBe(expected);
  });
  it('reads the time in the canteen zone: 12:00 in Santiago is 15:00 UTC in November', () => {
    expect(scheduleAt([lunch], 'SC_1', new Date('2026-11-23T15:00:00Z'), 'America/Santiago')?.id).toBe('lunch');
    expect(scheduleAt([lunch], 'SC_1', new Date('2026-11-23T15:00:00Z'), 'Europe/Rome')).toBeNull();
  });
});

describe('scheduleConflicts', () => {
  it('names overlapping schedules of one screen with the weekdays they share', () => {
    expect(scheduleConflicts([allDay, lunch, weekend, other])).toEqual([{ a: 'all-day', b: 'lunch', weekdays: [1, 2, 3, 4, 5] }]);
    expect(scheduleConflicts([schedule('a', { to: '11:30' }), schedule('b', { from: '11:30' })])).toEqual([]);
  });
});

describe('/digital-signage-all filters', () => {
  it.each([
    ['', { country: 'all', canteen: '' }],
    ['country=es&canteen=C_501', { country: 'es', canteen: 'C_501' }],
    ['country=de&canteen=501', { country: 'all', canteen: '' }],
  ])('%s', (query, params) => {
    expect(parseSignageAllParams(new URLSearchParams(query))).toEqual(params);
    expect(parseSignageAllParams(signageAllQuery(params as never))).toEqual(params);
  });
});

describe('screenTimeline', () => {
  const span = (segments: Array<{ from: string; to: string; schedule: { id: string } }>) => segments.map((segment) => `${segment.schedule.id} ${segment.from}-${segment.to}`);

  it('cuts the all-day playlist around the lunch slot inside it, weekend apart, other screens ignored', () => {
    const week = screenTimeline([allDay, lunch, weekend, other], 'SC_1');
    expect(span(week[1]!)).toEqual(['all-day 07:00-11:30', 'lunch 11:30-14:30', 'all-day 14:30-20:00']);
    expect(span(week[5]!)).toEqual(span(week[1]!));
    expect(span(week[6]!)).toEqual(['weekend 09:00-15:00']);
    expect(Object.keys(week)).toEqual(['1', '2', '3', '4', '5', '6', '7']);
  });

  it('agrees with scheduleAt at every quarter hour, joins touching stretches of one schedule and leaves gaps empty', () => {
    const morning = schedule('morning', { weekdays: [2], from: '08:00', to: '10:00' });
    const evening = schedule('evening', { weekdays: [2], from: '18:00', to: '21:00' });
    const tieA = schedule('b-tie', { weekdays: [3], from: '12:00', to: '13:00' });
    const tieB = schedule('a-tie', { weekdays: [3], from: '12:00', to: '12:30' });
    const list = [allDay, lunch, morning, evening, tieA, tieB];
    const week = screenTimeline(list, 'SC_1');
    expect(span(week[3]!)).toEqual(['all-day 07:00-11:30', 'lunch 11:30-12:00', 'a-tie 12:00-12:30', 'b-tie 12:30-13:00', 'lunch 13:00-14:30', 'all-day 14:30-20:00']);
    expect(span(week[2]!)).toEqual(['all-day 07:00-08:00', 'morning 08:00-10:00', 'all-day 10:00-11:30', 'lunch 11:30-14:30', 'all-day 14:30-18:00', 'evening 18:00-21:00']);
    // Tuesday 2 and Wednesday 3 December 2025 in UTC, every 15 minutes: the segment covering the time names
    // scheduleAt's schedule.
    for (const day of [2, 3]) {
      for (let minutes = 0; minutes < 24 * 60; minutes += 15) {
        const at = new Date(Date.UTC(2025, 11, day, 0, minutes));
        const hhmm = at.toISOString().slice(11, 16);
        const segment = week[day]!.find((entry) => entry.from <= hhmm && hhmm < entry.to);
        expect(segment?.schedule.id ?? null).toBe(scheduleAt(list, 'SC_1', at, 'UTC')?.id ?? null);
      }
    }
    expect(week[7]).toEqual([]);
  });
});
