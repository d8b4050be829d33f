// Programmed notifications: the admin callables (create, edit, state changes, audience size) and one notification live.
import { doc } from 'firebase/firestore';
import type { AudienceReach, CreateNotificationInput, NotificationAction, NotificationAudience } from '@backoffice/shared';
import { useLiveDoc } from '../../../lib/data/live';
import { db } from '../../../lib/firestore';
import { callable } from '../../../lib/functions';

type Saved = { id: string; next_occurrence: string | null };

export const createNotification = async (input: CreateNotificationInput) =>
  (await callable<CreateNotificationInput, Saved>('createNotification')(input)).data;

export const updateNotification = async (id: string, input: CreateNotificationInput) =>
  (await callable<CreateNotificationInput & { id: string }, Saved>('updateNotification')({ ...input, id })).data;

export const audienceSize = async (audience: NotificationAudience) =>
  (await callable<{ audience: NotificationAudience }, AudienceReach>('notificationAudienceSize')({ audience })).data;

export const changeNotificationState = async (id: string, action: NotificationAction) =>
  (await callable<{ id: string; action: NotificationAction }, { id: string; state: string }>('updateNotificationState')({ id, action })).data;

/** The `notifications` key of a callable refusal (details.messageKey 'notifications.errors.x' → 'errors.x'), or null. */
export function refusalKey(error: unknown): string | null {
  const key = (error as { details?: { messageKey?: unknown } } | null)?.details?.messageKey;
  return typeof key === 'string' && key.startsWith('notifications.') ? key.slice('notifications.'.length) : null;
}

export type StoredNotification = Record<string, unknown> & { id: string };

/** One notification, live (null when missing). */
export function useNotification(id: string | null) {
  return useLiveDoc<StoredNotification | null>(
    id ? ['notifications', 'one', id] : null,
    () => doc(db, 'notifications', id!),
    (snapshot) => (snapshot.exists() ? { ...snapshot.data(), id: snapshot.id } : null),
  );
}
