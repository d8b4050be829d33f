// The clash count of each diet on a day: that day's menu of the canteen (one document) and its recipes' allergens,
// read by id 30 at a time — never a whole collection.
import useSWR from 'swr';
import { collection, doc, documentId, getDoc, getDocs, query, where } from 'firebase/firestore';
import { ALLERGEN_CODES, clashingDishes, inBatches, menuRecipeIds, type MenuItemLike } from '@backoffice/shared';
import { db } from '../../../lib/firestore';

export interface DayDishes {
  /** False when the canteen has no menu that day (weekends, days not planned yet). */
  hasMenu: boolean;
  /** Distinct recipes on the menu, in menu order. */
  recipeIds: string[];
  allergens: Map<string, number[]>;
  names: Map<string, Record<string, string>>;
  /** Recipes on the menu that could not be read (deleted since): their allergens are unknown. */
  missing: number;
}

const KNOWN = new Set<number>(ALLERGEN_CODES);

export async function readDayDishes(canteenId: string, day: string): Promise<DayDishes> {
  const menu = await getDoc(doc(db, 'menu', `${canteenId}_${day}`));
  const items = menu.exists() ? (menu.get('items') as MenuItemLike[] | undefined) : undefined;
  const recipeIds = menuRecipeIds(Array.isArray(items) ? items : []);
  const allergens = new Map<string, number[]>();
  const names = new Map<string, Record<string, string>>();
  const batches = await Promise.all(
    inBatches(recipeIds).map((ids) => getDocs(query(collection(db, 'recipes'), where(documentId(), 'in', ids)))),
  );
  for (const snapshot of batches) {
    for (const recipe of snapshot.docs) {
      const codes = recipe.get('allergens');
      allergens.set(recipe.id, Array.isArray(codes) ? codes.filter((code) => KNOWN.has(code as number)) : []);
      const name = recipe.get('name');
      names.set(recipe.id, typeof name === 'object' && name !== null ? (name as Record<string, string>) : {});
    }
  }
  return { hasMenu: menu.exists(), recipeIds, allergens, names, missing: recipeIds.length - allergens.size };
}

/** The day's dishes (not live: a menu day changes rarely while this screen is open; a new day re-reads). */
export function useDayDishes(canteenId: string | null, day: string) {
  return useSWR(canteenId ? ['special-diets/day-dishes', canteenId, day] : null, ([, canteen, date]) =>
    readDayDishes(canteen, date),
  { revalidateOnFocus: false, keepPreviousData: false });
}

/** The recipe ids of the day's dishes a diet excluding `excluded` must avoid. */
export function clashesOf(dishes: DayDishes, excluded: readonly number[]): string[] {
  return clashingDishes(dishes.recipeIds, dishes.allergens, excluded);
}
