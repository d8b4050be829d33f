// Special diets of the active canteen through the data provider: list (name order, allergen filter, search in every
// language), create, update, delete.
import { getDocs, limit, query } from 'firebase/firestore';
import {
  SPECIAL_DIETS_PAGE_SIZE,
  specialDietMatches,
  specialDietSchema,
  specialDietSortKey,
  type SpecialDiet,
  type SpecialDietListParams,
} from '@backoffice/shared';
import { firestoreResource, type FieldFilter, type ResourceRecord } from '../../../lib/data/resource';
import type { ListSource } from '../../../lib/data/pages';

export const specialDiets = firestoreResource<SpecialDiet>({
  collection: 'special_diets',
  canteenField: 'canteen_id',
  schema: specialDietSchema,
  // `sort_name` orders the list; the resource writes it on every create and update.
  defaultSort: { field: 'sort_name', direction: 'asc' },
  pageSize: SPECIAL_DIETS_PAGE_SIZE,
  searchField: 'sort_name',
  searchText: (diet) => specialDietSortKey(diet.name),
});

/**
 * A canteen keeps a handful of diets: a search reads at most this many of the filtered list and matches the name in
 * every language in memory (Firestore has no "contains", and a name has eight languages).
 */
export const SEARCH_WINDOW = 200;

export type SpecialDietRow = ResourceRecord<SpecialDiet>;

export function specialDietList(
  canteenId: string | null,
  params: SpecialDietListParams,
  listKey: string,
): ListSource<SpecialDietRow> {
  const filters: FieldFilter[] =
    params.allergen === null ? [] : [['excluded_allergens', 'array-contains', params.allergen]];
  // The search is applied below, not as the resource's prefix range (that would look at one language only).
  const source = specialDiets.list(canteenId, { filters }, listKey);
  if (params.search === '') return source;
  const matches = (row: SpecialDietRow | null) => row !== null && specialDietMatches(row.name, params.search);
  return {
    ...source,
    key: source.key ? [...source.key, 'search', params.search] : null,
    toRow: (snapshot) => {
      const row = source.toRow(snapshot);
      return matches(row) ? row : null;
    },
    window: SEARCH_WINDOW,
    count: async () => {
      const base = source.query();
      if (base === null) return 0;
      const snapshot = await getDocs(query(base, ...source.order, limit(SEARCH_WINDOW)));
      return snapshot.docs.filter((document) => matches(source.toRow(document))).length;
    },
  };
}
