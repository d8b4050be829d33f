// Seats for table service (spec §2 /seats; §3 service type posto): a canteen's dining areas, each with the seats it
// offers per time slot of the meal. The rules (firestore.rules validSeatArea) enforce the same shape.
import { z } from 'zod';
import { parseYesNoFilter, type YesNoFilter } from '../forms/yes-no-filter';

const message = (key: string) => `combos:seats.validation.${key}`;

/** HH:MM, zero-padded, 00:00–23:59. */
const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;
/** Slots of one area (a meal's quarter or half hours). */
export const SEAT_SLOTS_MAX = 8;
/** Seats of one area in one slot. */
export const SEAT_CAPACITY_MAX = 9999;
export const SEAT_AREA_NAME_MAX = 200;
export const SEAT_AREAS_PAGE_SIZE = 20;

export const seatSlotSchema = z
  .object({
    from: z.string().regex(HH_MM, message('time')),
    to: z.string().regex(HH_MM, message('time')),
    capacity: z
      .number(message('capacity'))
      .int(message('capacity'))
      .min(1, message('capacity'))
      .max(SEAT_CAPACITY_MAX, message('capacity')),
  })
  .refine((slot) => slot.from < slot.to, { message: message('order'), path: ['to'] });
export type SeatSlot = z.output<typeof seatSlotSchema>;

/** Slots must not overlap: each starts at or after the end of the one before (in time order). */
export function overlappingSlot(slots: readonly Pick<SeatSlot, 'from' | 'to'>[]): number | null {
  const order = slots.map((slot, index) => ({ ...slot, index })).sort((a, b) => a.from.localeCompare(b.from));
  for (let i = 1; i < order.length; i++) if (order[i]!.from < order[i - 1]!.to) return order[i]!.index;
  return null;
}

export const seatAreaFormSchema = z
  .object({
    name: z.string().trim().min(1, message('name')).max(SEAT_AREA_NAME_MAX, message('tooLong')),
    active: z.boolean(),
    slots: z.array(seatSlotSchema).min(1, message('slotsRequired')).max(SEAT_SLOTS_MAX, message('slotsMax')),
  })
  .superRefine((area, ctx) => {
    const overlap = overlappingSlot(area.slots);
    if (overlap !== null)
      ctx.addIssue({ code: 'custom', message: message('overlap'), path: ['slots', overlap, 'from'] });
  });
export type SeatAreaForm = z.output<typeof seatAreaFormSchema>;

/** A stored area (collection seats): the form plus its canteen; stamps kept as they are. */
export const seatAreaDocumentSchema = z
  .object({
    canteen_id: z.string().min(1).max(128),
    name: z.string().max(SEAT_AREA_NAME_MAX),
    active: z.boolean(),
    slots: z.array(seatSlotSchema).min(1).max(SEAT_SLOTS_MAX),
  })
  .loose();
export type SeatAreaDocument = z.output<typeof seatAreaDocumentSchema>;

/** The area's slots in time order. */
export function sortedSeatSlots<T extends Pick<SeatSlot, 'from'>>(slots: readonly T[]): T[] {
  return [...slots].sort((a, b) => a.from.localeCompare(b.from));
}

/** Minutes since midnight of a valid HH:MM. */
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const timeOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * The slot "Add a slot" proposes: right after the latest one, as long as it and with its seats, so adding slots never
 * makes an overlap to correct; 12:00–12:30 with 40 seats when there is none, and before the earliest when the day
 * has no room left after the latest (ending past 23:59).
 */
export function nextSeatSlot(slots: readonly SeatSlot[]): SeatSlot {
  const valid = slots.filter((slot) => HH_MM.test(slot.from) && HH_MM.test(slot.to) && slot.from < slot.to);
  if (valid.length === 0) return { from: '12:00', to: '12:30', capacity: 40 };
  const ordered = sortedSeatSlots(valid);
  const last = ordered.reduce((latest, slot) => (slot.to > latest.to ? slot : latest));
  const length = minutesOf(last.to) - minutesOf(last.from);
  const capacity = Number.isInteger(last.capacity) && last.capacity >= 1 ? last.capacity : 40;
  if (minutesOf(last.to) + length <= 23 * 60 + 59)
    return { from: last.to, to: timeOf(minutesOf(last.to) + length), capacity };
  const first = ordered[0]!;
  const start = Math.max(0, minutesOf(first.from) - length);
  return { from: timeOf(start), to: first.from, capacity };
}

/** Seats offered over the whole meal: the sum over the slots (a seat used in two slots counts twice). */
export function seatCovers(slots: readonly Pick<SeatSlot, 'capacity'>[]): number {
  return slots.reduce((sum, slot) => sum + slot.capacity, 0);
}

export interface SeatListParams {
  search: string;
  active: YesNoFilter;
}

export function parseSeatListParams(query: URLSearchParams): SeatListParams {
  return {
    search: (query.get('q') ?? '').trim().slice(0, 60),
    active: parseYesNoFilter(query.get('active')),
  };
}

export function seatListQuery(params: SeatListParams): URLSearchParams {
  const query = new URLSearchParams();
  if (params.search !== '') query.set('q', params.search);
  if (params.active !== 'all') query.set('active', params.active);
  return query;
}
