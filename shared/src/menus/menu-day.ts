// A day's menu (menu/{canteenId}_{YYYY-MM-DD}, spec §2, §3, §5): grouping by occasion, diet and component, and the
// edits the menu screen makes — each a pure function of the items, so a transaction can re-apply it on fresh data.
import { DEFAULT_RECIPE_EURO, DEFAULT_RECIPE_POINTS } from '../core/constants';
import { menuRecipeSchema, type MenuRecipe } from '../model/entities';
import { canReorderWithin, type MenuPlacement } from '../services/service-rules';
import type { MenuStructure, MenuStructureEntry } from './menu-structure';

/** A day's menu document id. */
export function menuDayId(canteenId: string, day: string): string {
  return `${canteenId}_${day}`;
}

/** The items of a stored menu day; malformed items are left out. */
export function parseMenuItems(value: unknown): MenuRecipe[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    const parsed = menuRecipeSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

export function placementOf(item: MenuRecipe): MenuPlacement {
  return { occasionId: item.occasion_id, dietId: item.diet_id, componentId: item.component_id };
}

function samePlacement(a: MenuPlacement, b: MenuPlacement): boolean {
  return a.occasionId === b.occasionId && canReorderWithin(a, b);
}

/** Identity of an item within a day: a recipe appears at most once per occasion, diet and component. */
export function menuItemKey(item: MenuRecipe): string {
  return [item.occasion_id, item.diet_id, item.component_id, item.recipe_id].join('/');
}

/** The items of one placement in their order (pos, then stored order). */
export function itemsOf(items: readonly MenuRecipe[], placement: MenuPlacement): MenuRecipe[] {
  return items
    .map((item, index) => ({ item, index }))
    .filter(({ item }) => samePlacement(placementOf(item), placement))
    .sort((a, b) => a.item.pos - b.item.pos || a.index - b.index)
    .map(({ item }) => item);
}

export type MenuEditResult =
  | { ok: true; items: MenuRecipe[] }
  | { ok: false; reason: 'duplicate' | 'notFound' | 'otherComponent' };

/** Adds a recipe at the end of its placement; its points and euro default to 0 (spec §9) unless given. */
export function addMenuRecipe(
  items: readonly MenuRecipe[],
  recipeId: string,
  placement: MenuPlacement,
  prices: { points?: number; euro?: number } = {},
): MenuEditResult {
  const group = itemsOf(items, placement);
  if (group.some((item) => item.recipe_id === recipeId)) return { ok: false, reason: 'duplicate' };
  const last = group.at(-1)?.pos ?? 0;
  const item: MenuRecipe = {
    recipe_id: recipeId,
    occasion_id: placement.occasionId,
    diet_id: placement.dietId,
    component_id: placement.componentId,
    points: prices.points ?? DEFAULT_RECIPE_POINTS,
    euro: prices.euro ?? DEFAULT_RECIPE_EURO,
    food_paths: {},
    pos: last + 1,
  };
  return { ok: true, items: [...items, item] };
}

export function removeMenuRecipe(items: readonly MenuRecipe[], key: string): MenuEditResult {
  const next = items.filter((item) => menuItemKey(item) !== key);
  return next.length === items.length ? { ok: false, reason: 'notFound' } : { ok: true, items: next };
}

/**
 * Moves `activeKey` to where `overKey` is. Only within the same component of the same diet (and occasion):
 * anything else is refused (spec §2, §5). The group is renumbered 1..n; other items keep their values.
 */
export function moveMenuRecipe(items: readonly MenuRecipe[], activeKey: string, overKey: string): MenuEditResult {
  const active = items.find((item) => menuItemKey(item) === activeKey);
  const over = items.find((item) => menuItemKey(item) === overKey);
  if (!active || !over) return { ok: false, reason: 'notFound' };
  if (!samePlacement(placementOf(active), placementOf(over))) return { ok: false, reason: 'otherComponent' };
  const group = itemsOf(items, placementOf(active));
  const from = group.indexOf(active);
  const to = group.indexOf(over);
  const reordered = [...group];
  reordered.splice(to, 0, ...reordered.splice(from, 1));
  const position = new Map(reordered.map((item, index) => [item, index + 1]));
  return { ok: true, items: items.map((item) => (position.has(item) ? { ...item, pos: position.get(item)! } : item)) };
}

/** Sets a menu recipe's points and/or euro. */
export function setMenuRecipePrices(
  items: readonly MenuRecipe[],
  key: string,
  prices: { points?: number; euro?: number },
): MenuEditResult {
  if (!items.some((item) => menuItemKey(item) === key)) return { ok: false, reason: 'notFound' };
  return {
    ok: true,
    items: items.map((item) => (menuItemKey(item) === key ? { ...item, ...prices } : item)),
  };
}

export interface MenuComponentGroup {
  component: MenuStructureEntry;
  items: MenuRecipe[];
}
export interface MenuDietGroup {
  diet: MenuStructureEntry;
  components: MenuComponentGroup[];
}
export interface MenuOccasionGroup {
  occasion: MenuStructureEntry;
  diets: MenuDietGroup[];
}

function inOrder(entries: readonly MenuStructureEntry[], ids: readonly string[]): MenuStructureEntry[] {
  const known = entries.filter((entry) => ids.includes(entry.id));
  // Ids the structure no longer names still show (under their id), after the known ones.
  const unknown = ids.filter((id) => !entries.some((entry) => entry.id === id)).map((id) => ({ id, name: {} }));
  return [...known, ...unknown];
}

/** The day grouped as the screen shows it: structure order, only groups that hold items. */
export function groupMenuDay(items: readonly MenuRecipe[], structure: MenuStructure): MenuOccasionGroup[] {
  const distinct = (pick: (item: MenuRecipe) => string, from: readonly MenuRecipe[]) => [...new Set(from.map(pick))];
  return inOrder(structure.occasions, distinct((item) => item.occasion_id, items)).map((occasion) => {
    const ofOccasion = items.filter((item) => item.occasion_id === occasion.id);
    return {
      occasion,
      diets: inOrder(structure.diets, distinct((item) => item.diet_id, ofOccasion)).map((diet) => {
        const ofDiet = ofOccasion.filter((item) => item.diet_id === diet.id);
        return {
          diet,
          components: inOrder(structure.components, distinct((item) => item.component_id, ofDiet)).map(
            (component) => ({
              component,
              items: itemsOf(items, { occasionId: occasion.id, dietId: diet.id, componentId: component.id }),
            }),
          ),
        };
      }),
    };
  });
}

/** Longest food-path name kept (longer ones are cut). */
export const FOOD_PATH_NAME_MAX = 40;

/** A recipe's food paths (percorsi) on `day` (spec §3: food paths per day). */
export function foodPathsOf(item: MenuRecipe, day: string): string[] {
  return item.food_paths[day] ?? [];
}

/** Every food path used on `day` by any recipe of the day, alphabetically: what the selector offers. */
export function dayFoodPaths(items: readonly MenuRecipe[], day: string): string[] {
  return [...new Set(items.flatMap((item) => foodPathsOf(item, day)))].sort((a, b) => a.localeCompare(b));
}

/** Trimmed, non-empty, at most FOOD_PATH_NAME_MAX characters, each once (case-insensitively), in the given order. */
export function normalizeFoodPaths(paths: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const path of paths) {
    const name = path.replace(/\s+/g, ' ').trim().slice(0, FOOD_PATH_NAME_MAX);
    if (!name || seen.has(name.toLocaleLowerCase())) continue;
    seen.add(name.toLocaleLowerCase());
    result.push(name);
  }
  return result;
}

/**
 * Sets a menu recipe's food paths for `day` (the update-paths button). More than MAX_RECOMMENDED_FOOD_PATHS is allowed:
 * spec §5 only advises against it (exceedsRecommendedFoodPaths). No paths removes the day's entry.
 */
export function setMenuRecipeFoodPaths(
  items: readonly MenuRecipe[],
  key: string,
  day: string,
  paths: readonly string[],
): MenuEditResult {
  if (!items.some((item) => menuItemKey(item) === key)) return { ok: false, reason: 'notFound' };
  const normalized = normalizeFoodPaths(paths);
  return {
    ok: true,
    items: items.map((item) => {
      if (menuItemKey(item) !== key) return item;
      const { [day]: _previous, ...others } = item.food_paths;
      return { ...item, food_paths: normalized.length ? { ...others, [day]: normalized } : others };
    }),
  };
}

/**
 * The points and euro a recipe had on an earlier day's items (spec §3 "kept for later days"): those of the same
 * occasion, diet and component when it was there, else of its first appearance; null when the day did not serve it.
 */
export function earlierPrices(
  items: readonly MenuRecipe[],
  recipeId: string,
  placement: MenuPlacement,
): { points: number; euro: number } | null {
  const ofRecipe = items.filter((item) => item.recipe_id === recipeId);
  const same = ofRecipe.find(
    (item) =>
      item.occasion_id === placement.occasionId &&
      item.diet_id === placement.dietId &&
      item.component_id === placement.componentId,
  );
  const found = same ?? ofRecipe[0];
  return found ? { points: found.points, euro: found.euro } : null;
}
