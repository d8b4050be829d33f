// How a stored notification reads on the screens: its title in the user's language, its schedule, its instants.
import type { TFunction } from 'i18next';
import { notificationTextFor, toDate, type NotificationTexts } from '@backoffice/shared';
import { localeTag } from '../../../i18n';
import type { StoredNotification } from '../api/notifications';

export function notificationTitle(notification: StoredNotification, language: string): string {
  return notificationTextFor((notification.texts ?? {}) as NotificationTexts, language).title || notification.id;
}

export function scheduleText(notification: StoredNotification, t: TFunction): string {
  const schedule = (notification.schedule ?? {}) as { type?: string; weekday?: number; dayOfMonth?: number; time?: string; timeZone?: string };
  const type = t(`schedule.${schedule.type ?? 'NOW'}`);
  if (schedule.type === 'WEEKLY') return `${type} · ${t(`weekdays.${schedule.weekday}`)} ${schedule.time} (${schedule.timeZone})`;
  if (schedule.type === 'MONTHLY') return `${type} · ${schedule.dayOfMonth} · ${schedule.time} (${schedule.timeZone})`;
  return type;
}

/** An instant in the notification's own time zone. */
export function instantText(value: unknown, notification: StoredNotification, language: string): string {
  const date = toDate(value);
  if (!date) return '—';
  const timeZone = typeof notification.time_zone === 'string' ? notification.time_zone : undefined;
  return new Intl.DateTimeFormat(localeTag(language), { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(date);
}
