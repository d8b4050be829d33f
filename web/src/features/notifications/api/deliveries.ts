// Delivery records of programmed notifications (collection deliveries, admin only): of one notification or of all,
// filtered by occurrence, channel and state, newest first, live and paged; the retry of failed ones.
import { collection, documentId, orderBy, query, where, type QueryConstraint } from 'firebase/firestore';
import { deliveryRecordSchema, type DeliveryRecord } from '@backoffice/shared';
import type { Cursor, ListSource } from '../../../lib/data/pages';
import { db } from '../../../lib/firestore';
import { callable } from '../../../lib/functions';

export const DELIVERIES_PAGE_SIZE = 25;

export type DeliveryRow = DeliveryRecord & { id: string };

export interface DeliveryFilters {
  /** null: deliveries of every notification. */
  notificationId: string | null;
  occurrence: string;
  channel: string;
  status: string;
}

export function deliveryList(filters: DeliveryFilters, listKey: string): ListSource<DeliveryRow> {
  const constraints: QueryConstraint[] = [
    filters.notificationId ? where('event.notification_id', '==', filters.notificationId) : where('event.type', '==', 'notification'),
    ...(filters.occurrence !== 'all' ? [where('event.id', '==', filters.occurrence)] : []),
    ...(filters.channel !== 'all' ? [where('channel', '==', filters.channel)] : []),
    ...(filters.status !== 'all' ? [where('status', '==', filters.status)] : []),
  ];
  return {
    key: ['deliveries', 'notifications', filters.notificationId ?? 'all', listKey],
    query: () => query(collection(db, 'deliveries'), ...constraints),
    order: [orderBy('created_at', 'desc'), orderBy(documentId(), 'desc')],
    toRow: (snapshot: Cursor) => {
      const parsed = deliveryRecordSchema.safeParse(snapshot.data());
      return parsed.success ? { ...parsed.data, id: snapshot.id } : null;
    },
    pageSize: DELIVERIES_PAGE_SIZE,
  };
}

export const retryDeliveries = async (ids: string[]) =>
  (await callable<{ ids: string[] }, Record<string, string>>('retryNotificationDeliveries')({ ids })).data;
