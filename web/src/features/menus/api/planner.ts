// The planner's month: the canteen's menu days of a month, live (one query: its canteen, ids in the month's range),
// and copying one day's dishes onto other days (each day in its own transaction, as the menu screen writes).
import { collection, documentId, query, where } from 'firebase/firestore';
import { menuDayId, parseMenuItems, type MenuRecipe } from '@backoffice/shared';
import { useLiveQuery } from '../../../lib/data/live';
import { db } from '../../../lib/firestore';
import { editMenuDay } from './menu-day';

export function useMonthMenus(canteenId: string | null, month: string) {
  return useLiveQuery(
    canteenId ? ['menu', 'month', canteenId, month] : null,
    () =>
      query(
        collection(db, 'menu'),
        where('canteen_id', '==', canteenId),
        where(documentId(), '>=', menuDayId(canteenId!, `${month}-01`)),
        where(documentId(), '<=', menuDayId(canteenId!, `${month}-31`)),
      ),
    (snapshot) =>
      new Map<string, MenuRecipe[]>(
        snapshot.docs.map((document) => [String(document.get('date')), parseMenuItems(document.get('items'))]),
      ),
  );
}

/** Writes `items` as the menu of every target day; stops at the first refusal and says which days were written. */
export async function copyMenuDay(canteenId: string, items: readonly MenuRecipe[], targets: readonly string[]): Promise<string[]> {
  const written: string[] = [];
  for (const day of targets) {
    await editMenuDay(canteenId, day, () => ({ ok: true, items: items.map((item) => ({ ...item })) }));
    written.push(day);
  }
  return written;
}
