// Communications of the active canteen through the data provider: the list of running or scheduled messages, one
// message live, create, update and delete; the canteen's services for the "go to service" action.
import { collection, deleteField, getCountFromServer, limit, query, where } from 'firebase/firestore';
import {
  COMMUNICATIONS_PAGE_SIZE,
  communicationSchema,
  type Communication,
  type CommunicationDocument,
  type CommunicationListParams,
  toDate,
} from '@backoffice/shared';
import { firestoreResource, type FieldFilter, type ResourceRecord } from '../../../lib/data/resource';
import type { ListSource } from '../../../lib/data/pages';
import { useLiveQuery } from '../../../lib/data/live';
import { db } from '../../../lib/firestore';

export const messages = firestoreResource<Communication>({
  collection: 'messages',
  canteenField: 'canteen_id',
  schema: communicationSchema,
  defaultSort: { field: 'start', direction: 'desc' },
  pageSize: COMMUNICATIONS_PAGE_SIZE,
});

/**
 * Running now or scheduled (not started yet). Firestore takes one range field per query here, so "running" reads
 * those not ended (`end >= now`, ending soonest first) and leaves out the not-yet-started in memory; its total is
 * count(not ended) − count(not started), every scheduled message being also not ended. `now` is fixed by the screen
 * so the list's key does not change on every render.
 */
export function messageList(
  canteenId: string | null,
  params: CommunicationListParams,
  now: Date,
  listKey: string,
): ListSource<ResourceRecord<Communication>> {
  const area: FieldFilter[] = params.area === 'all' ? [] : [['area', '==', params.area]];
  if (params.state === 'scheduled')
    return messages.list(canteenId, { filters: [...area, ['start', '>', now]], sort: { field: 'start', direction: 'asc' } }, listKey);
  const base = messages.list(canteenId, { filters: [...area, ['end', '>=', now]], sort: { field: 'end', direction: 'asc' } }, listKey);
  const countOf = (filter: FieldFilter) =>
    getCountFromServer(
      query(
        collection(db, 'messages'),
        where('canteen_id', '==', canteenId),
        ...[...area, filter].map(([field, op, value]) => where(field, op, value)),
      ),
    ).then((snapshot) => snapshot.data().count);
  return {
    ...base,
    toRow: (snapshot) => {
      const row = base.toRow(snapshot);
      const start = row ? toDate(row.start) : null;
      return row && start && start <= now ? row : null;
    },
    // Scheduled messages are few: a wider window keeps a page full when some are left out.
    window: COMMUNICATIONS_PAGE_SIZE * 2 + 1,
    count: async () => {
      const [notEnded, notStarted] = await Promise.all([countOf(['end', '>=', now]), countOf(['start', '>', now])]);
      return Math.max(0, notEnded - notStarted);
    },
  };
}

/** A new message goes after the others in its area until someone reorders them (Organize). */
export function createMessage(canteenId: string, document: CommunicationDocument): Promise<string> {
  return messages.create(canteenId, { ...document, canteen_id: canteenId, pos: Math.floor(Date.now() / 1000) });
}

/** The action fields an edit no longer needs (a new action type, an image taken away) are removed, not left behind. */
const OPTIONAL_FIELDS = ['route', 'service_id', 'target_canteen_id', 'image'] as const;

export function updateMessage(id: string, canteenId: string, document: CommunicationDocument): Promise<void> {
  const removed = Object.fromEntries(
    OPTIONAL_FIELDS.filter((field) => !(field in document)).map((field) => [field, deleteField()]),
  );
  return messages.update(id, { ...removed, ...document, canteen_id: canteenId });
}

export interface ServiceChoice {
  id: string;
  tag: string;
  name: unknown;
}

/** The canteen's services (a handful per canteen; bounded all the same). */
export function useCanteenServices(canteenId: string | null) {
  return useLiveQuery<ServiceChoice[]>(
    canteenId ? ['services', 'of-canteen', canteenId] : null,
    () => query(collection(db, 'services'), where('canteen_id', '==', canteenId), limit(50)),
    (snapshot) => snapshot.docs.map((doc) => ({ id: doc.id, tag: String(doc.data().tag ?? ''), name: doc.data().name })),
  );
}
