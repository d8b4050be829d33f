// The services of every canteen (spec §2 /services, admin): a cursor-paged live list over the whole `services`
// collection (type, enabled and canteen-id prefix filters), one service live, and its create and update.
import {
  collection,
  deleteField,
  doc,
  documentId,
  getDoc,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  type QueryConstraint,
} from 'firebase/firestore';
import {
  SERVICES_PAGE_SIZE,
  canteenIdPrefix,
  serviceDocument,
  serviceDocumentId,
  storedServiceSchema,
  yesNoFilterValue,
  type ServiceAdminForm,
  type ServiceListParams,
  type ServiceType,
  type StoredService,
} from '@backoffice/shared';
import { auth } from '../../../lib/firebase';
import { db } from '../../../lib/firestore';
import { useLiveDoc } from '../../../lib/data/live';
import type { Cursor, ListSource } from '../../../lib/data/pages';

export type ServiceRow = StoredService & { id: string };

const PREFIX_END = '\uf8ff';

/** Who and when: the activity-log trigger reads `updated_by` (the rules make it the writer's uid). */
export const stamp = () => ({ updated_by: auth.currentUser?.uid ?? null, updated_at: serverTimestamp() });

function toRow(snapshot: Cursor): ServiceRow | null {
  const parsed = storedServiceSchema.safeParse(snapshot.data());
  if (!parsed.success) {
    console.warn(`services/${snapshot.id} left out: unexpected shape`, parsed.error.issues);
    return null;
  }
  return { ...parsed.data, id: snapshot.id };
}

/** The list: ordered by canteen then id; a canteen search is a prefix range on canteen_id. */
export function servicesList(params: ServiceListParams, listKey: string): ListSource<ServiceRow> {
  const prefix = canteenIdPrefix(params.search);
  const active = yesNoFilterValue(params.active);
  const filters: QueryConstraint[] = [
    ...(params.type !== 'all' ? [where('tag', '==', params.type)] : []),
    ...(active !== null ? [where('active', '==', active)] : []),
    ...(prefix ? [where('canteen_id', '>=', prefix), where('canteen_id', '<', prefix + PREFIX_END)] : []),
  ];
  return {
    key: ['services-admin', listKey],
    query: () => query(collection(db, 'services'), ...filters),
    order: [orderBy('canteen_id'), orderBy(documentId())],
    toRow,
    pageSize: SERVICES_PAGE_SIZE,
  };
}

export function useService(id: string | null) {
  return useLiveDoc(
    id ? ['services-admin', 'one', id] : null,
    () => doc(db, 'services', id!),
    (snapshot) => (snapshot.exists() ? toRow(snapshot as unknown as Cursor) : null),
  );
}

export async function updateService(id: string, form: ServiceAdminForm, hadHours: boolean): Promise<void> {
  const data = serviceDocument(form);
  // Hours switched off are removed from the document (the rules refuse a null `hours`).
  const removeHours = !form.hours_enabled && hadHours ? { hours: deleteField() } : {};
  await updateDoc(doc(db, 'services', id), { ...data, ...removeHours, ...stamp() });
}

/** Creates the canteen's service of a type; false when it exists already (one per canteen and type). */
export async function createService(
  type: ServiceType,
  canteenId: string,
  form: ServiceAdminForm,
): Promise<{ id: string; created: boolean }> {
  const id = serviceDocumentId(type, canteenId);
  const existing = await getDoc(doc(db, 'services', id)).catch(() => null);
  if (existing?.exists()) return { id, created: false };
  await setDoc(doc(db, 'services', id), {
    tag: type,
    canteen_id: canteenId,
    ...serviceDocument(form),
    created_at: serverTimestamp(),
    ...stamp(),
  });
  return { id, created: true };
}
