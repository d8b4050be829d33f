// The canteen's custom price lists: its cost centres marked useAsCustomPriceList (spec §3 cost_centers).
import { collection, limit, query, where } from 'firebase/firestore';
import { useLiveQuery } from '../../../lib/data/live';
import { db } from '../../../lib/firestore';

export interface PriceListOption {
  id: string;
  name: string;
}

export function usePriceLists(canteenId: string | null) {
  return useLiveQuery<PriceListOption[]>(
    canteenId ? ['cost_centers', canteenId, 'price-lists'] : null,
    () =>
      query(
        collection(db, 'cost_centers'),
        where('canteen_id', '==', canteenId),
        where('useAsCustomPriceList', '==', true),
        limit(100),
      ),
    (snapshot) =>
      snapshot.docs.map((entry) => ({ id: entry.id, name: String(entry.get('name') ?? entry.id) })),
  );
}
