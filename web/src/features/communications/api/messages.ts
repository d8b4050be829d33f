// Communications of the active canteen through the data provider: the list of running or scheduled messages, one
// message live, create, update and delete; the canteen's services for the "go to service" action.
import { collection, deleteField, limit, query, where } from 'firebase/firestore';
import {
  COMMUNICATIONS_PAGE_SIZE,
  communicationSchema,
  type Communication,
  type CommunicationDocument,
  type CommunicationListParams,
} from '@backoffice/shared';
import { firestoreResource, type FieldFilter, type ListParams } from '../../../lib/data/resource';
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
 * Running now (started, not ended: two range filters, one composite index) or scheduled (not started yet), newest
 * start first / next start first. `now` is fixed by the screen so the list's key does not change on every render.
 */
export function messageListParams(params: CommunicationListParams, now: Date): ListParams {
  const area: FieldFilter[] = params.area === 'all' ? [] : [['area', '==', params.area]];
  return params.state === 'scheduled'
    ? { filters: [...area, ['start', '>', now]], sort: { field: 'start', direction: 'asc' } }
    : { filters: [...area, ['start', '<=', now], ['end', '>=', now]], sort: { field: 'start', direction: 'desc' } };
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
