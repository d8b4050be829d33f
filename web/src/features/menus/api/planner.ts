// The planner's month: the canteen's menu days of a month, live (one query: its canteen, ids in the month's range),
// and copying one day's dishes onto other days (each day in its own transaction, as the menu screen writes).
import { collection, documentId, getDocs, query, where } from 'firebase/firestore';
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

/** The canteen's menu days from `from` to `to` (YYYY-MM-DD), read once: one query on the day document ids. */
export async function readMenuRange(canteenId: string, from: string, to: string): Promise<Map<string, MenuRecipe[]>> {
  const snapshot = await getDocs(
    query(
      collection(db, 'menu'),
      where('canteen_id', '==', canteenId),
      where(documentId(), '>=', menuDayId(canteenId, from)),
      where(documentId(), '<=', menuDayId(canteenId, to)),
    ),
  );
  return new Map(snapshot.docs.map((document) => [String(document.get('date')), parseMenuItems(document.get('items'))]));
}

/** Writes each step's source dishes onto its day, in order (each day in its own transaction); the days written. */
export async function applyRotation(
  canteenId: string,
  steps: ReadonlyArray<{ day: string; items: readonly MenuRecipe[] }>,
): Promise<string[]> {
  const written: string[] = [];
  for (const step of steps) {
    await editMenuDay(canteenId, step.day, () => ({ ok: true, items: step.items.map((item) => ({ ...item })) }));
    written.push(step.day);
  }
  return written;
}
