// A canteen's day menu (menu/{canteenId}_{YYYY-MM-DD}): followed live, and edited in a transaction that re-applies
// the edit to the latest items — two people editing the same day each keep their change (DECISIONS). One document
// per edit, a move included.
import {
  collection,
  doc,
  getDocs,
  limit,
  orderBy,
  query,
  runTransaction,
  serverTimestamp,
  where,
} from 'firebase/firestore';
import {
  earlierPrices,
  menuDayId,
  menuRecipeIds,
  parseMenuItems,
  parseMenuStructure,
  type MenuEditResult,
  type MenuPlacement,
  type MenuRecipe,
  type MenuStructure,
  type MenuStructureNamesForm,
  type MenuStructureSaveRequest,
} from '@backoffice/shared';
import { callable } from '../../../lib/functions';
import { auth } from '../../../lib/firebase';
import { useLiveDoc } from '../../../lib/data/live';
import { db } from '../../../lib/firestore';

export interface MenuDay {
  exists: boolean;
  items: MenuRecipe[];
}

/** The day's menu, live: another editor's change arrives without reload. */
export function useMenuDay(canteenId: string | null, day: string) {
  return useLiveDoc<MenuDay>(
    canteenId ? ['menu', 'day', canteenId, day] : null,
    () => doc(db, 'menu', menuDayId(canteenId!, day)),
    (snapshot) => ({ exists: snapshot.exists(), items: parseMenuItems(snapshot.get('items')) }),
  );
}

/** The canteen's menu structure (occasions, diets, components, valid combinations), live from its document. */
export function useMenuStructure(canteenId: string | null) {
  return useLiveDoc<MenuStructure>(
    canteenId ? ['menu', 'structure', canteenId] : null,
    () => doc(db, 'canteens', canteenId!),
    (snapshot) => parseMenuStructure(snapshot.get('menu_structure')),
  );
}

/** An edit refused by the menu's rules (duplicate, other component…): nothing was written. */
export class MenuEditRefused extends Error {
  constructor(readonly reason: Exclude<MenuEditResult, { ok: true }>['reason']) {
    super(`Menu edit refused: ${reason}`);
  }
}

/**
 * Applies `edit` to the latest stored items inside a transaction (retried by Firestore when another write lands in
 * between), creating the day when it has no menu yet. Stamped for the activity log.
 */
export async function editMenuDay(
  canteenId: string,
  day: string,
  edit: (items: MenuRecipe[]) => MenuEditResult,
): Promise<void> {
  const ref = doc(db, 'menu', menuDayId(canteenId, day));
  await runTransaction(db, async (transaction) => {
    const snapshot = await transaction.get(ref);
    const result = edit(parseMenuItems(snapshot.get('items')));
    if (!result.ok) throw new MenuEditRefused(result.reason);
    const stamp = { updated_by: auth.currentUser?.uid ?? null, updated_at: serverTimestamp() };
    const fields = { items: result.items, recipe_ids: menuRecipeIds(result.items), ...stamp };
    if (snapshot.exists()) transaction.update(ref, fields);
    else transaction.set(ref, { canteen_id: canteenId, date: day, ...fields });
  });
}

/**
 * Saves which occasion/diet/course combinations are valid, through the saveMenuStructure callable (the rules let no
 * client write menu_structure); the server applies them to the structure stored then and checks the result.
 */
export async function saveMenuCombinations(
  canteenId: string,
  combinations: NonNullable<MenuStructure['combinations']>,
): Promise<void> {
  await callable<MenuStructureSaveRequest, { saved: true }>('saveMenuStructure')({ canteen_id: canteenId, combinations });
}

/** Saves the names per language and the course maxima of /menu/structure through the same callable (audited). */
export async function saveMenuStructureNames(canteenId: string, names: MenuStructureNamesForm): Promise<void> {
  await callable<MenuStructureSaveRequest, { saved: true }>('saveMenuStructure')({ canteen_id: canteenId, names });
}

/**
 * The points and euro the recipe had on this canteen's latest menu day before `day` (spec §3: kept for later days),
 * or null when no earlier day served it. One query on `recipe_ids`.
 */
export async function lastMenuPrices(
  canteenId: string,
  recipeId: string,
  day: string,
  placement: MenuPlacement,
): Promise<{ points: number; euro: number } | null> {
  const snapshot = await getDocs(
    query(
      collection(db, 'menu'),
      where('canteen_id', '==', canteenId),
      where('recipe_ids', 'array-contains', recipeId),
      where('date', '<', day),
      orderBy('date', 'desc'),
      limit(1),
    ),
  );
  const latest = snapshot.docs[0];
  return latest ? earlierPrices(parseMenuItems(latest.get('items')), recipeId, placement) : null;
}
