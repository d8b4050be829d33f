// Every programmed notification (no canteen: admin only), newest first, optionally of one state; live and paged.
import { collection, documentId, orderBy, query, where } from 'firebase/firestore';
import type { NotificationState } from '@backoffice/shared';
import type { Cursor, ListSource } from '../../../lib/data/pages';
import { db } from '../../../lib/firestore';
import type { StoredNotification } from './notifications';

export const NOTIFICATIONS_PAGE_SIZE = 20;

export function notificationList(state: NotificationState | 'all', listKey: string): ListSource<StoredNotification> {
  return {
    key: ['notifications', 'list', listKey],
    query: () => query(collection(db, 'notifications'), ...(state === 'all' ? [] : [where('state', '==', state)])),
    order: [orderBy('created_at', 'desc'), orderBy(documentId(), 'desc')],
    toRow: (snapshot: Cursor) => ({ ...snapshot.data(), id: snapshot.id }),
    pageSize: NOTIFICATIONS_PAGE_SIZE,
  };
}
