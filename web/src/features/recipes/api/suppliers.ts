// Suppliers (issue 15): the list shared by every canteen, live and ordered by name (at most SUPPLIERS_LISTED), and
// stamped writes for the activity log.
import {
  collection,
  deleteDoc,
  doc,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
} from 'firebase/firestore';
import { SUPPLIERS_LISTED, supplierSchema, type SupplierForm } from '@backoffice/shared';
import { useLiveQuery } from '../../../lib/data/live';
import { auth } from '../../../lib/firebase';
import { db } from '../../../lib/firestore';

export interface SupplierRow {
  id: string;
  name: string;
}

const stamp = () => ({ updated_by: auth.currentUser?.uid ?? null, updated_at: serverTimestamp() });

export function useSuppliers() {
  return useLiveQuery(
    ['suppliers', 'all'],
    () => query(collection(db, 'suppliers'), orderBy('name'), limit(SUPPLIERS_LISTED)),
    (snapshot) =>
      snapshot.docs.flatMap((document): SupplierRow[] => {
        const parsed = supplierSchema.safeParse(document.data());
        return parsed.success ? [{ id: document.id, name: parsed.data.name }] : [];
      }),
  );
}

export async function saveSupplier(id: string | null, form: SupplierForm): Promise<void> {
  if (id) await updateDoc(doc(db, 'suppliers', id), { name: form.name, ...stamp() });
  else await setDoc(doc(collection(db, 'suppliers')), { name: form.name, ...stamp() });
}

export async function deleteSupplier(id: string): Promise<void> {
  await deleteDoc(doc(db, 'suppliers', id));
}
