// Digital signage (spec §3 digital_signage: screens, schedule, documents; §6 DigitalSignage; issue 22): screens, their
// dayparted playlists, what a screen shows at a moment, and the schedules that clash.
import { z } from 'zod';
import { localParts } from '../notifications/recurrence';

export const DIGITAL_SIGNAGE = 'digital_signage';
export const SIGNAGE_ORIENTATIONS = ['landscape', 'portrait'] as const;
/** The built-in boards fed live from the product's data. */
export const SIGNAGE_BOARDS = ['menu', 'stopped_categories', 'occupancy'] as const;
export type SignageBoard = (typeof SIGNAGE_BOARDS)[number];
/** ISO weekdays, Monday = 1 … Sunday = 7 (as the notification schedules). */
export const SIGNAGE_WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'validation.invalidFormat');

export const signageScreenFormSchema = z.object({
  name: z.string().trim().min(1, 'validation.required').max(200, 'validation.tooBig'),
  place: z.string().trim().max(200, 'validation.tooBig'),
  orientation: z.enum(SIGNAGE_ORIENTATIONS),
  resolution: z.string().regex(/^\d{3,5}x\d{3,5}$/, 'validation.invalidFormat'),
});
export type SignageScreenForm = z.infer<typeof signageScreenFormSchema>;

export const signageItemSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('document'),
    path: z.string().min(1).max(500),
    name: z.string().max(200),
    seconds: z.number().int().min(3).max(3600),
    /** The file's download address, taken when the schedule is saved: the player plays it without Storage access. */
    url: z.string().url().max(2000).optional(),
  }),
  z.object({ kind: z.literal('board'), board: z.enum(SIGNAGE_BOARDS), seconds: z.number().int().min(3).max(3600) }),
]);
export type SignageItem = z.infer<typeof signageItemSchema>;

/** A playlist for one screen on some weekdays between two times of day (to after from; no crossing midnight). */
const scheduleShape = {
  screen_id: z.string().min(1).max(128),
  name: z.string().trim().min(1, 'validation.required').max(200, 'validation.tooBig'),
  weekdays: z.array(z.number().int().min(1).max(7)).min(1, 'validation.required').max(7),
  from: time,
  to: time,
  items: z.array(signageItemSchema).min(1, 'validation.required').max(50, 'validation.tooBig'),
};
const fromBeforeTo = [(schedule: { from: string; to: string }) => schedule.from < schedule.to, { path: ['to'], message: 'validation.tooSmall' }] as [
  (schedule: { from: string; to: string }) => boolean,
  { path: string[]; message: string },
];
export const signageScheduleFormSchema = z.object(scheduleShape).refine(...fromBeforeTo);
export type SignageScheduleForm = z.infer<typeof signageScheduleFormSchema>;

/** The schedule a screen plays at an instant in the canteen's zone: the latest-starting one that covers it (a
 * lunch slot inside an all-day one wins), ties broken by name; null when nothing is scheduled. */
export function scheduleAt<S extends SignageScheduleForm>(schedules: readonly S[], screenId: string, at: Date, timeZone: string): S | null {
  const local = localParts(at, timeZone);
  const now = `${String(local.hour).padStart(2, '0')}:${String(local.minute).padStart(2, '0')}`;
  const covering = schedules.filter(
    (schedule) => schedule.screen_id === screenId && schedule.weekdays.includes(local.weekday) && schedule.from <= now && now < schedule.to,
  );
  return winnerOf(covering);
}

/** Of the schedules covering a moment, the one that plays: the latest start, ties broken by name. */
function winnerOf<S extends { from: string; name: string }>(covering: readonly S[]): S | null {
  const sorted = [...covering].sort((a, b) => (a.from === b.from ? a.name.localeCompare(b.name) : b.from.localeCompare(a.from)));
  return sorted[0] ?? null;
}

export interface SignageTimelineSegment<S> {
  from: string;
  /** Exclusive end (HH:MM). */
  to: string;
  schedule: S;
}

/**
 * The week of a screen at a glance (the timeline): for each ISO weekday, the stretches of the day and the schedule
 * that plays in each (scheduleAt's rule: the latest start wins where schedules overlap), adjacent stretches of one
 * schedule joined; gaps play nothing.
 */
export function screenTimeline<S extends SignageScheduleForm>(schedules: readonly S[], screenId: string): Record<number, Array<SignageTimelineSegment<S>>> {
  const week: Record<number, Array<SignageTimelineSegment<S>>> = {};
  for (const weekday of SIGNAGE_WEEKDAYS) {
    const ofDay = schedules.filter((schedule) => schedule.screen_id === screenId && schedule.weekdays.includes(weekday) && schedule.from < schedule.to);
    const bounds = [...new Set(ofDay.flatMap((schedule) => [schedule.from, schedule.to]))].sort();
    const segments: Array<SignageTimelineSegment<S>> = [];
    bounds.slice(0, -1).forEach((from, index) => {
      const to = bounds[index + 1]!;
      const playing = winnerOf(ofDay.filter((schedule) => schedule.from <= from && from < schedule.to));
      if (!playing) return;
      const last = segments[segments.length - 1];
      if (last && last.schedule === playing && last.to === from) last.to = to;
      else segments.push({ from, to, schedule: playing });
    });
    week[weekday] = segments;
  }
  return week;
}

/** Pairs of schedules of one screen that overlap on a weekday: the later start wins there (scheduleAt), shown as a clash. */
export function scheduleConflicts<S extends SignageScheduleForm & { id: string }>(schedules: readonly S[]): Array<{ a: string; b: string; weekdays: number[] }> {
  const conflicts: Array<{ a: string; b: string; weekdays: number[] }> = [];
  schedules.forEach((a, index) => {
    for (const b of schedules.slice(index + 1)) {
      if (a.screen_id !== b.screen_id || !(a.from < b.to && b.from < a.to)) continue;
      const weekdays = a.weekdays.filter((day) => b.weekdays.includes(day)).sort();
      if (weekdays.length > 0) conflicts.push({ a: a.id, b: b.id, weekdays });
    }
  });
  return conflicts;
}

/** The zone a canteen's screens keep time in, from its country (spec §3 endpoint_prefix); elsewhere UTC. */
export function canteenTimeZone(endpointPrefix: unknown): string {
  if (endpointPrefix === 'it') return 'Europe/Rome';
  if (endpointPrefix === 'es') return 'Europe/Madrid';
  if (endpointPrefix === 'cl') return 'America/Santiago';
  return 'UTC';
}

export const SIGNAGE_KINDS = ['screen', 'schedule'] as const;
export type SignageKind = (typeof SIGNAGE_KINDS)[number];
export const SIGNAGE_PAGE_SIZE = 20;

/** Stored documents of `digital_signage` (one collection, told apart by `kind`; unknown fields kept). */
export const signageScreenDocumentSchema = signageScreenFormSchema.extend({ kind: z.literal('screen'), last_seen: z.unknown().optional() }).loose();
export const signageScheduleDocumentSchema = z.looseObject({ ...scheduleShape, kind: z.literal('schedule') }).refine(...fromBeforeTo);

/** What the back office reads and writes of each kind (the data provider adds the canteen and the stamp). */
export const signageScreenRecordSchema = signageScreenFormSchema.extend({
  kind: z.literal('screen'),
  last_seen: z.unknown().optional(),
  /** The paired player's anonymous uid (issue 22), null or absent when no player is paired. */
  player_uid: z.string().nullable().optional(),
});
export type SignageScreenRecord = z.infer<typeof signageScreenRecordSchema>;
export const signageScheduleRecordSchema = z.object({ ...scheduleShape, kind: z.literal('schedule') }).refine(...fromBeforeTo);
export type SignageScheduleRecord = z.infer<typeof signageScheduleRecordSchema>;

export interface SignageAllParams {
  /** A country (spec §3 endpoint_prefix) or 'all'. */
  country: 'it' | 'es' | 'cl' | 'other' | 'all';
  /** A canteen id or '' for every one. */
  canteen: string;
}

/** /digital-signage-all's filters from the URL (?country=&canteen=); anything unknown falls back to all. */
export function parseSignageAllParams(query: URLSearchParams): SignageAllParams {
  const country = query.get('country') ?? '';
  const canteen = (query.get('canteen') ?? '').trim();
  return {
    country: (['it', 'es', 'cl', 'other'] as const).find((value) => value === country) ?? 'all',
    canteen: /^C_[A-Za-z0-9]{1,20}$/.test(canteen) ? canteen : '',
  };
}

export function signageAllQuery(params: SignageAllParams): URLSearchParams {
  const query = new URLSearchParams();
  if (params.country !== 'all') query.set('country', params.country);
  if (params.canteen !== '') query.set('canteen', params.canteen);
  return query;
}
