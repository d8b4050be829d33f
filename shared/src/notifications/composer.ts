// The notification composer (/send-notification): its form, the callable input it becomes, the stored notification
// read back for an edit, and the preview of the next occurrences (the shared recurrence applied again and again).
import { z } from 'zod';
import { NOTIFICATION_CHANNELS, SCHEDULE_TYPES, type NotificationChannel } from '../core/catalogs';
import { toDate } from '../core/dates';
import { ROLE_PRIORITY, type BackOfficeRole } from '../access/roles';
import { COMMUNICATION_LANGUAGES, type CommunicationLanguage } from '../i18n/i18n-env';
import { NOTIFICATION_STATES, type CreateNotificationInput, type NotificationAudience, type NotificationState } from './notifications';
import { DELIVERY_CHANNELS, DELIVERY_STATUSES } from './deliveries';
import { DEFAULT_NOTIFICATION_TIME_ZONE, isValidTimeZone, localParts, nextOccurrence, zonedTimeToInstant, type Schedule } from './recurrence';

/** The audience kinds of the composer (spec issue 18: a canteen's customers, staff roles of a canteen, chosen users). */
export const AUDIENCE_TYPES = ['customers', 'staff', 'users'] as const;
export type AudienceType = (typeof AUDIENCE_TYPES)[number];

/** How many occurrences the composer previews. */
export const PREVIEW_OCCURRENCES = 5;

/** Time zones offered besides the canteen's own (the canteens of the seed's countries). */
export const NOTIFICATION_TIME_ZONES = ['Europe/Rome', 'Europe/Madrid', 'America/Santiago', 'Europe/Istanbul', 'UTC'] as const;

// Messages are keys of the web's `notifications` namespace.
const E = (key: string) => `notifications:errors.${key}`;

const perLanguage = (max: number) =>
  z.object(
    Object.fromEntries(COMMUNICATION_LANGUAGES.map((language) => [language, z.string().max(max, E('textLength'))])) as Record<
      CommunicationLanguage,
      z.ZodString
    >,
  );

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

export const composerSchema = z
  .object({
    title: perLanguage(200),
    body: perLanguage(2000),
    channels: z.array(z.enum(NOTIFICATION_CHANNELS)),
    audienceType: z.enum(AUDIENCE_TYPES),
    canteenId: z.string().trim(),
    roles: z.array(z.enum(ROLE_PRIORITY)),
    uids: z.array(z.string().min(1)).max(500, E('tooManyUsers')),
    scheduleType: z.enum(SCHEDULE_TYPES),
    /** SPECIFIC_DAY: a `datetime-local` value read in `timeZone`. */
    at: z.string(),
    weekday: z.string(),
    dayOfMonth: z.string(),
    time: z.string(),
    timeZone: z.string().refine(isValidTimeZone, E('timeZone')),
  })
  .superRefine((form, ctx) => {
    const issue = (path: string, key: string) => ctx.addIssue({ code: 'custom', path: path.split('.'), message: E(key) });
    if (!COMMUNICATION_LANGUAGES.some((language) => form.title[language].trim() !== '' && form.body[language].trim() !== ''))
      issue('title.en', 'noText');
    if (form.channels.length === 0) issue('channels', 'noChannel');
    else if (form.channels.includes('none') && form.channels.length > 1) issue('channels', 'noneAlone');
    if (form.audienceType !== 'users' && form.canteenId === '') issue('canteenId', 'canteen');
    if (form.audienceType === 'staff' && form.roles.length === 0) issue('roles', 'roles');
    if (form.audienceType === 'users' && form.uids.length === 0) issue('uids', 'noAudience');
    if (form.scheduleType === 'SPECIFIC_DAY' && !LOCAL.test(form.at)) issue('at', 'at');
    if (form.scheduleType === 'WEEKLY' && !/^[1-7]$/.test(form.weekday)) issue('weekday', 'weekday');
    if (form.scheduleType === 'MONTHLY' && !/^([1-9]|[12]\d|3[01])$/.test(form.dayOfMonth)) issue('dayOfMonth', 'dayOfMonth');
    if ((form.scheduleType === 'WEEKLY' || form.scheduleType === 'MONTHLY') && !TIME.test(form.time)) issue('time', 'time');
  });
export type ComposerInput = z.input<typeof composerSchema>;
export type ComposerValues = z.output<typeof composerSchema>;

/** A `datetime-local` value as the instant it names in `timeZone`, or null. */
export function zonedLocalToInstant(value: string, timeZone: string): Date | null {
  const match = LOCAL.exec(value);
  if (!match || !isValidTimeZone(timeZone)) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  return zonedTimeToInstant(year, month, day, hour, minute, timeZone);
}

/** An instant as the `datetime-local` value it shows in `timeZone`. */
export function instantToZonedLocal(instant: Date, timeZone: string): string {
  const parts = localParts(instant, timeZone);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${parts.year}-${two(parts.month)}-${two(parts.day)}T${two(parts.hour)}:${two(parts.minute)}`;
}

/** The schedule the form describes (for the preview), or null while it is incomplete. */
export function composerSchedule(form: Pick<ComposerInput, 'scheduleType' | 'at' | 'weekday' | 'dayOfMonth' | 'time' | 'timeZone'>): Schedule | null {
  if (!isValidTimeZone(form.timeZone)) return null;
  switch (form.scheduleType) {
    case 'NOW':
      return { type: 'NOW', timeZone: form.timeZone };
    case 'SPECIFIC_DAY': {
      const at = zonedLocalToInstant(form.at, form.timeZone);
      return at ? { type: 'SPECIFIC_DAY', at, timeZone: form.timeZone } : null;
    }
    case 'WEEKLY':
      return /^[1-7]$/.test(form.weekday) && TIME.test(form.time)
        ? { type: 'WEEKLY', weekday: Number(form.weekday), time: form.time, timeZone: form.timeZone }
        : null;
    case 'MONTHLY':
      return /^\d{1,2}$/.test(form.dayOfMonth) && TIME.test(form.time)
        ? { type: 'MONTHLY', dayOfMonth: Number(form.dayOfMonth), time: form.time, timeZone: form.timeZone }
        : null;
    default:
      return null;
  }
}

/**
 * The next `count` occurrences after `now`: `nextOccurrence` applied again from each one found (NOW and SPECIFIC_DAY
 * have one). The same function the dispatcher uses, so what the preview lists is what will be sent.
 */
export function previewOccurrences(schedule: Schedule, now: Date, count = PREVIEW_OCCURRENCES): Date[] {
  const found: Date[] = [];
  let after = now;
  while (found.length < count) {
    const next = nextOccurrence(schedule, after);
    if (!next || (found.length > 0 && next.getTime() <= after.getTime())) break;
    found.push(next);
    if (schedule.type === 'NOW' || schedule.type === 'SPECIFIC_DAY') break;
    after = next;
  }
  return found;
}

/** The audience the form describes (also for the audience size), or null while it is incomplete. */
export function composerAudience(form: Pick<ComposerInput, 'audienceType' | 'canteenId' | 'roles' | 'uids'>): NotificationAudience | null {
  const canteen = form.canteenId.trim();
  if (form.audienceType === 'customers') return canteen ? { type: 'customers', canteen_id: canteen } : null;
  if (form.audienceType === 'staff') return canteen && form.roles.length > 0 ? { type: 'staff', canteen_id: canteen, roles: [...form.roles] } : null;
  return form.uids.length > 0 ? { type: 'users', uids: [...form.uids] } : null;
}

/** The callable input (createNotification / updateNotification) of valid form values. */
export function composerToInput(form: ComposerValues): CreateNotificationInput {
  const texts = Object.fromEntries(
    COMMUNICATION_LANGUAGES.filter((language) => form.title[language].trim() !== '' || form.body[language].trim() !== '').map((language) => [
      language,
      { title: form.title[language].trim(), body: form.body[language].trim() },
    ]),
  );
  const schedule = composerSchedule(form)!;
  return {
    texts,
    channels: [...new Set(form.channels)],
    audience: composerAudience(form)!,
    schedule: {
      type: schedule.type,
      timeZone: schedule.timeZone,
      ...(schedule.at ? { at: schedule.at.toISOString() } : {}),
      ...(schedule.weekday !== undefined ? { weekday: schedule.weekday } : {}),
      ...(schedule.dayOfMonth !== undefined ? { dayOfMonth: schedule.dayOfMonth } : {}),
      ...(schedule.time !== undefined ? { time: schedule.time } : {}),
    },
  };
}

/** A new notification's form: this canteen's customers, in-app, now, in the canteen's time zone. */
export function newComposerValues(canteenId: string | null, timeZone = DEFAULT_NOTIFICATION_TIME_ZONE): ComposerInput {
  const empty = Object.fromEntries(COMMUNICATION_LANGUAGES.map((language) => [language, ''])) as Record<CommunicationLanguage, string>;
  return {
    title: { ...empty },
    body: { ...empty },
    channels: ['in_app'],
    audienceType: 'customers',
    canteenId: canteenId ?? '',
    roles: [],
    uids: [],
    scheduleType: 'NOW',
    at: '',
    weekday: '1',
    dayOfMonth: '1',
    time: '09:00',
    timeZone,
  };
}

/** The form of a stored notification (an edit of one not sent yet). */
export function composerValuesOf(stored: Record<string, unknown>, activeCanteenId: string | null = null): ComposerInput {
  const schedule = (stored.schedule ?? {}) as Record<string, unknown>;
  const audience = (stored.audience ?? {}) as Record<string, unknown>;
  const texts = (stored.texts ?? {}) as Record<string, { title?: string; body?: string } | undefined>;
  const timeZone = typeof schedule.timeZone === 'string' ? schedule.timeZone : DEFAULT_NOTIFICATION_TIME_ZONE;
  // Chosen users name no canteen: the active one is where the picker looks for more customers.
  const values = newComposerValues(typeof audience.canteen_id === 'string' ? audience.canteen_id : activeCanteenId, timeZone);
  for (const language of COMMUNICATION_LANGUAGES) {
    values.title[language] = texts[language]?.title ?? '';
    values.body[language] = texts[language]?.body ?? '';
  }
  const at = toDate(schedule.at);
  return {
    ...values,
    channels: Array.isArray(stored.channels) ? (stored.channels as NotificationChannel[]) : values.channels,
    audienceType: (AUDIENCE_TYPES as readonly string[]).includes(String(audience.type)) ? (audience.type as AudienceType) : 'customers',
    roles: Array.isArray(audience.roles) ? (audience.roles as BackOfficeRole[]) : [],
    uids: Array.isArray(audience.uids) ? (audience.uids as string[]) : [],
    scheduleType: (SCHEDULE_TYPES as readonly string[]).includes(String(schedule.type)) ? (schedule.type as ComposerInput['scheduleType']) : 'NOW',
    at: at ? instantToZonedLocal(at, timeZone) : '',
    weekday: typeof schedule.weekday === 'number' ? String(schedule.weekday) : values.weekday,
    dayOfMonth: typeof schedule.dayOfMonth === 'number' ? String(schedule.dayOfMonth) : values.dayOfMonth,
    time: typeof schedule.time === 'string' ? schedule.time : values.time,
  };
}

/** The management list's filter (?state=): every notification or those of one state. */
export function parseNotificationListParams(query: URLSearchParams): { state: NotificationState | 'all' } {
  const state = query.get('state');
  return { state: (NOTIFICATION_STATES as readonly string[]).includes(state ?? '') ? (state as NotificationState) : 'all' };
}

export function notificationListQuery(params: { state: NotificationState | 'all' }): URLSearchParams {
  return new URLSearchParams(params.state === 'all' ? {} : { state: params.state });
}

/** The deliveries list's filters (?occurrence=&channel=&status=), each 'all' by default. */
export interface DeliveryListParams {
  occurrence: string;
  channel: 'all' | (typeof DELIVERY_CHANNELS)[number];
  status: 'all' | (typeof DELIVERY_STATUSES)[number];
}

export function parseDeliveryListParams(query: URLSearchParams): DeliveryListParams {
  const channel = query.get('channel') ?? '';
  const status = query.get('status') ?? '';
  const occurrence = (query.get('occurrence') ?? '').trim();
  return {
    occurrence: occurrence === '' ? 'all' : occurrence.slice(0, 300),
    channel: (DELIVERY_CHANNELS as readonly string[]).includes(channel) ? (channel as DeliveryListParams['channel']) : 'all',
    status: (DELIVERY_STATUSES as readonly string[]).includes(status) ? (status as DeliveryListParams['status']) : 'all',
  };
}

export function deliveryListQuery(params: DeliveryListParams): URLSearchParams {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value !== 'all') query.set(name, value);
  return query;
}
