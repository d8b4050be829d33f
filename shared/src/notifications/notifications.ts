// Programmed notifications (spec §3 channels and schedule types): the document model, callable inputs and state rules.
import { z } from 'zod';
import { NOTIFICATION_CHANNELS, SCHEDULE_TYPES } from '../core/catalogs';
import { COMMUNICATION_LANGUAGES, UI_LANGUAGES, type UiLanguage } from '../i18n/i18n-env';
import { DEFAULT_NOTIFICATION_TIME_ZONE, isValidTimeZone, nextOccurrence, scheduleSchema, type Schedule } from './recurrence';
import { ROLE_PRIORITY } from '../access/roles';

/** States of a programmed notification. Recurring ones stay `scheduled` between occurrences. */
export const NOTIFICATION_STATES = ['scheduled', 'paused', 'sending', 'done', 'cancelled', 'failed'] as const;
export type NotificationState = (typeof NOTIFICATION_STATES)[number];

/** Operations an admin applies to a notification (callable updateNotificationState). */
export const NOTIFICATION_ACTIONS = ['pause', 'resume', 'cancel', 'send_now'] as const;
export type NotificationAction = (typeof NOTIFICATION_ACTIONS)[number];

/** Which states each operation may start from; every other combination is refused (failed-precondition). */
export const NOTIFICATION_ACTION_FROM: Readonly<Record<NotificationAction, readonly NotificationState[]>> = {
  pause: ['scheduled'],
  resume: ['paused'],
  cancel: ['scheduled', 'paused'],
  send_now: ['scheduled', 'paused'],
};

export function notificationActionAllowed(state: NotificationState, action: NotificationAction): boolean {
  return NOTIFICATION_ACTION_FROM[action].includes(state);
}

/** A notification can still be edited (/send-notification/{id}) while nothing of it has been sent: scheduled or paused, no occurrence yet. */
export function notificationEditable(state: NotificationState, lastOccurrence: unknown): boolean {
  return (state === 'scheduled' || state === 'paused') && (lastOccurrence === null || lastOccurrence === undefined);
}

/** Pub/Sub topic of due occurrences: one message per occurrence ({ notificationId, occurrence }). */
export const NOTIFICATION_OCCURRENCE_TOPIC = 'notification-occurrences';

/** An occurrence's identity: notification id + occurrence instant (ISO); the key of every delivery it plans. */
export function occurrenceKey(notificationId: string, occurrence: Date): string {
  return `${notificationId}__${occurrence.toISOString().replace(/[:.]/g, '-')}`;
}

/** Title and body per language: the 4 communication languages en, it, es, fr, plus any other interface language. */
export const notificationTextSchema = z.object({
  title: z.string().trim().max(200, 'notifications.errors.titleLength'),
  body: z.string().trim().max(2000, 'notifications.errors.bodyLength'),
});
export const notificationTextsSchema = z
  .partialRecord(z.enum(UI_LANGUAGES), notificationTextSchema)
  .refine(
    (texts) => Object.values(texts).some((text) => text && text.title !== '' && text.body !== ''),
    'notifications.errors.noText',
  );
export type NotificationTexts = z.infer<typeof notificationTextsSchema>;

/** Who receives it: a canteen's customers, staff roles of a canteen (admins see every canteen), or explicit users. */
export const notificationAudienceSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('customers'), canteen_id: z.string().min(1, 'notifications.errors.canteen') }),
  z.object({
    type: z.literal('staff'),
    canteen_id: z.string().min(1, 'notifications.errors.canteen'),
    roles: z.array(z.enum(ROLE_PRIORITY)).min(1, 'notifications.errors.roles'),
  }),
  z.object({
    type: z.literal('users'),
    uids: z.array(z.string().min(1)).min(1, 'notifications.errors.noAudience').max(500, 'notifications.errors.tooManyUsers'),
  }),
]);
export type NotificationAudience = z.infer<typeof notificationAudienceSchema>;

/** Channels: at least one; `none` (spec §3) is alone — recorded, nothing sent. */
export const notificationChannelsSchema = z
  .array(z.enum(NOTIFICATION_CHANNELS))
  .min(1, 'notifications.errors.noChannel')
  .refine((channels) => !channels.includes('none') || channels.length === 1, 'notifications.errors.noneAlone')
  .transform((channels) => [...new Set(channels)]);

/** The schedule as a callable sends it: `at` is an ISO instant; the time zone defaults to the canteen's. */
export const notificationScheduleInputSchema = z.object({
  type: z.enum(SCHEDULE_TYPES),
  at: z.iso.datetime({ offset: true, message: 'notifications.errors.at' }).optional(),
  weekday: z.number().optional(),
  dayOfMonth: z.number().optional(),
  time: z.string().optional(),
  timeZone: z.string().refine(isValidTimeZone, 'notifications.errors.timeZone').optional(),
});

/** Input of the callable createNotification. */
export const createNotificationInputSchema = z.object({
  texts: notificationTextsSchema,
  channels: notificationChannelsSchema,
  audience: notificationAudienceSchema,
  schedule: notificationScheduleInputSchema,
});
export type CreateNotificationInput = z.infer<typeof createNotificationInputSchema>;

/** Input of the callable updateNotification. */
export const updateNotificationInputSchema = createNotificationInputSchema.extend({ id: z.string().min(1).max(128) });

/** Input of the callable notificationAudienceSize. */
export const audienceSizeInputSchema = z.object({ audience: notificationAudienceSchema });

/** Input of the callable retryNotificationDeliveries: failed deliveries to attempt again (a page at most). */
export const retryDeliveriesInputSchema = z.object({ ids: z.array(z.string().min(1).max(300)).min(1).max(100) });

/** Input of the callable updateNotificationState. */
export const notificationStateInputSchema = z.object({
  id: z.string().min(1),
  action: z.enum(NOTIFICATION_ACTIONS),
});

/**
 * The schedule a notification keeps, validated with the shared scheduleSchema; a SPECIFIC_DAY in the past is
 * refused (notifications.errors.past). Returns the schedule and its first occurrence, or the i18n key of the error.
 */
export function resolveNotificationSchedule(
  input: z.infer<typeof notificationScheduleInputSchema>,
  fallbackTimeZone: string,
  now: Date,
): { schedule: Schedule; first: Date } | { error: string; path: string } {
  const parsed = scheduleSchema.safeParse({
    type: input.type,
    ...(input.at !== undefined ? { at: new Date(input.at) } : {}),
    ...(input.weekday !== undefined ? { weekday: input.weekday } : {}),
    ...(input.dayOfMonth !== undefined ? { dayOfMonth: input.dayOfMonth } : {}),
    ...(input.time !== undefined ? { time: input.time } : {}),
    timeZone: input.timeZone ?? fallbackTimeZone ?? DEFAULT_NOTIFICATION_TIME_ZONE,
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { error: issue?.message ?? 'notifications.errors.schedule', path: `schedule.${issue?.path.join('.') ?? ''}` };
  }
  const schedule = parsed.data;
  // NOW is sent at once, whatever `at` says.
  if (schedule.type === 'NOW') return { schedule: { type: 'NOW', timeZone: schedule.timeZone }, first: now };
  if (schedule.type === 'SPECIFIC_DAY' && schedule.at && schedule.at.getTime() <= now.getTime()) {
    return { error: 'notifications.errors.past', path: 'schedule.at' };
  }
  const first = nextOccurrence(schedule, now);
  if (!first) return { error: 'notifications.errors.past', path: 'schedule' };
  return { schedule, first };
}

/** The text a user reads: their language, else en, else it, es, fr, else the first language with text. */
export function notificationTextFor(texts: NotificationTexts, language: UiLanguage | string | null | undefined): { title: string; body: string } {
  const filled = (lang: string) => {
    const text = texts[lang as UiLanguage];
    return text && text.title !== '' && text.body !== '' ? text : undefined;
  };
  const order = [language ?? 'en', ...COMMUNICATION_LANGUAGES, ...UI_LANGUAGES];
  for (const lang of order) {
    const text = filled(String(lang));
    if (text) return text;
  }
  return { title: '', body: '' };
}

/** How many users an audience reaches, and how many of them each channel can reach (in-app reaches everyone). */
export interface AudienceReach {
  recipients: number;
  push: number;
  email: number;
  sms: number;
  in_app: number;
}

/** Counts of one occurrence's deliveries (a recipient has one delivery per channel). */
export interface NotificationCounts {
  recipients: number;
  sent: number;
  failed: number;
  skipped: number;
  pending: number;
}

/** The stored notification document (collection notifications); dates are Firestore Timestamps. */
export const notificationDocumentSchema = z.looseObject({
  texts: notificationTextsSchema,
  channels: z.array(z.enum(NOTIFICATION_CHANNELS)),
  audience: notificationAudienceSchema,
  schedule: z.looseObject({ type: z.enum(SCHEDULE_TYPES), timeZone: z.string() }),
  time_zone: z.string(),
  state: z.enum(NOTIFICATION_STATES),
  next_occurrence: z.unknown().nullable(),
  last_occurrence: z.unknown().nullable(),
  created_by: z.string(),
});
