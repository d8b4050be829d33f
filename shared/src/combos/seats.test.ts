import { describe, expect, it } from 'vitest';
import {
  nextSeatSlot,
  overlappingSlot,
  parseSeatListParams,
  seatAreaFormSchema,
  seatCovers,
  seatListQuery,
  sortedSeatSlots,
} from './seats';

const AREA = {
  name: 'Sala principale',
  active: true,
  slots: [
    { from: '12:00', to: '12:30', capacity: 80 },
    { from: '12:30', to: '13:00', capacity: 80 },
  ],
};
const messages = (input: object) =>
  seatAreaFormSchema
    .safeParse({ ...AREA, ...input })
    .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('seat areas', () => {
  it('accepts an area with seats per slot and counts its covers', () => {
    expect(messages({})).toBeUndefined();
    expect(seatCovers(AREA.slots)).toBe(160);
  });

  it('refuses no name, no slot, a slot ending before it starts, 0 seats and overlapping slots', () => {
    expect(messages({ name: ' ' })).toEqual([['name', 'combos:seats.validation.name']]);
    expect(messages({ slots: [] })).toEqual([['slots', 'combos:seats.validation.slotsRequired']]);
    expect(messages({ slots: [{ from: '13:00', to: '12:30', capacity: 10 }] })).toEqual([
      ['slots.0.to', 'combos:seats.validation.order'],
    ]);
    expect(messages({ slots: [{ from: '12:00', to: '12:30', capacity: 0 }] })).toEqual([
      ['slots.0.capacity', 'combos:seats.validation.capacity'],
    ]);
    expect(
      messages({
        slots: [
          { from: '12:30', to: '13:00', capacity: 10 },
          { from: '12:00', to: '12:45', capacity: 10 },
        ],
      }),
    ).toEqual([['slots.0.from', 'combos:seats.validation.overlap']]);
  });

  it('finds the first overlapping slot in time order and sorts slots', () => {
    expect(overlappingSlot(AREA.slots)).toBeNull();
    expect(
      sortedSeatSlots([
        { from: '13:00', to: '13:30' },
        { from: '12:00', to: '12:30' },
      ]).map((slot) => slot.from),
    ).toEqual(['12:00', '13:00']);
  });

  it('keeps the list filters in the URL', () => {
    const params = parseSeatListParams(new URLSearchParams('q=sala&active=yes'));
    expect(params).toEqual({ search: 'sala', active: 'yes' });
    expect(parseSeatListParams(seatListQuery(params))).toEqual(params);
  });
});

describe('nextSeatSlot', () => {
  it('proposes the slot right after the latest, as long and with its seats', () => {
    expect(nextSeatSlot([])).toEqual({ from: '12:00', to: '12:30', capacity: 40 });
    expect(
      nextSeatSlot([
        { from: '12:30', to: '13:00', capacity: 80 },
        { from: '12:00', to: '12:30', capacity: 60 },
      ]),
    ).toEqual({ from: '13:00', to: '13:30', capacity: 80 });
    expect(nextSeatSlot([{ from: '12:00', to: '12:15', capacity: 10 }])).toEqual({ from: '12:15', to: '12:30', capacity: 10 });
  });

  it('goes before the earliest when the day has no room after the latest, and ignores a slot being typed', () => {
    expect(nextSeatSlot([{ from: '23:00', to: '23:45', capacity: 5 }])).toEqual({ from: '22:15', to: '23:00', capacity: 5 });
    expect(nextSeatSlot([{ from: '12:00', to: '12:30', capacity: 5 }, { from: '', to: '13:00', capacity: 5 }])).toEqual({
      from: '12:30',
      to: '13:00',
      capacity: 5,
    });
  });
});
