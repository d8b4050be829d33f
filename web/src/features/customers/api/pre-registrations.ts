// Pre-registrations of the active canteen through the data provider (e-mail order, e-mail prefix search), and the
// canteen's cost centres to choose from.
import useSWR from 'swr';
import { collection, getDocs, limit, orderBy, query, where } from 'firebase/firestore';
import {
  PRE_REGISTRATIONS,
  PRE_REGISTRATIONS_PAGE_SIZE,
  preRegistrationFormSchema,
  type PreRegistrationForm,
} from '@backoffice/shared';
import { firestoreResource } from '../../../lib/data/resource';
import { db } from '../../../lib/firestore';

export const preRegistrations = firestoreResource<PreRegistrationForm>({
  collection: PRE_REGISTRATIONS,
  canteenField: 'canteen_id',
  schema: preRegistrationFormSchema,
  defaultSort: { field: 'email', direction: 'asc' },
  pageSize: PRE_REGISTRATIONS_PAGE_SIZE,
  // The e-mail is stored in lower case: it is its own search field.
  searchField: 'email',
  searchText: (entry) => entry.email,
});

/** The canteen's cost centres (id → name), at most 200. */
export function useCostCentreNames(canteenId: string | null) {
  return useSWR(
    canteenId ? ['customers', 'cost-centres', canteenId] : null,
    async () => {
      const snapshot = await getDocs(
        query(collection(db, 'cost_centers'), where('canteen_id', '==', canteenId), orderBy('name'), limit(200)),
      );
      return snapshot.docs.map((entry) => ({ id: entry.id, name: String(entry.get('name') ?? entry.id) }));
    },
    { revalidateOnFocus: false },
  );
}
