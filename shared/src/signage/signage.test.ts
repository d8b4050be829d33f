// Signage: forms, what a screen shows at a moment (dayparting in the canteen's zone), clashes, playlist position, codes.
import { describe, expect, it } from 'vitest';
import { parseSignageAllParams, scheduleAt, scheduleConflicts, signageAllQuery, signageScheduleFormSchema, signageScreenFormSchema, type SignageScheduleForm } from '.';

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
