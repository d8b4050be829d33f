// A canteen's menu of a month (menu/{canteenId}_{YYYY-MM-DD}) joined with its recipes, in one language, filtered.
import type { Firestore } from 'firebase-admin/firestore';
import type { UiLanguage } from '@backoffice/shared';
import { localizedText } from './localize';

export interface MenuFilters {
  occasions?: string[];
  diets?: string[];
  components?: string[];
}

export interface NamedEntry {
  id: string;
  name: string;
}

export interface MenuDish {
  occasion_id: string;
  diet_id: string;
  component_id: string;
  recipe_id: string;
  name: string;
  allergens: number[];
  kcal: number | null;
  proteins: number | null;
  fat: number | null;
  carbs: number | null;
  points: number;
  euro: number;
  pos: number;
  service: string;
  /** The recipe's ingredient lines per portion, named in the language (the recipe book prints them). */
  ingredients: Array<{ name: string; quantity: number; unit: string }>;
}

export interface MenuMonth {
  canteen_id: string;
  canteen_name: string;
  year: number;
  month: number;
  language: UiLanguage;
  occasions: NamedEntry[];
  diets: NamedEntry[];
  components: NamedEntry[];
  days: Array<{ date: string; dishes: MenuDish[] }>;
  /** Allergen codes present in the month (after filters), ascending. */
  allergens: number[];
}

/** Every day 'YYYY-MM-DD' of a month (month 1–12). */
export function daysOfMonth(year: number, month: number): string[] {
  const count = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return Array.from(
    { length: count },
    (_, index) => `${year}-${String(month).padStart(2, '0')}-${String(index + 1).padStart(2, '0')}`,
  );
}

export function menuDocumentId(canteenId: string, day: string): string {
  return `${canteenId}_${day}`;
}

/** The occasions, diets and components of a canteen's menu_structure, named in `language`. */
export function menuStructureOf(
  canteen: Record<string, unknown>,
  language: UiLanguage,
): Pick<MenuMonth, 'occasions' | 'diets' | 'components'> {
  const structure = (canteen.menu_structure ?? {}) as Record<string, unknown>;
  const entries = (key: string): NamedEntry[] =>
    (Array.isArray(structure[key]) ? (structure[key] as Array<Record<string, unknown>>) : [])
      .filter((entry) => entry && typeof entry.id === 'string')
      .map((entry) => ({
        id: entry.id as string,
        name: localizedText(entry.name, language) || (entry.id as string),
      }));
  return { occasions: entries('occasions'), diets: entries('diets'), components: entries('components') };
}

function numberOrNull(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

function passes(filter: string[] | undefined, value: string): boolean {
  return !filter || filter.length === 0 || filter.includes(value);
}

/** One dish of a menu item (or of a bare recipe: placement empty, no price) joined with its recipe, in `language`. */
export function menuDish(
  item: Record<string, unknown>,
  recipe: Record<string, unknown>,
  dishAllergens: number[],
  language: UiLanguage,
): MenuDish {
  return {
    occasion_id: String(item.occasion_id),
    diet_id: String(item.diet_id),
    component_id: String(item.component_id),
    recipe_id: item.recipe_id as string,
    name: localizedText(recipe.name, language) || (item.recipe_id as string),
    allergens: [...dishAllergens].sort((a, b) => a - b),
    kcal: numberOrNull(recipe.kcal),
    proteins: numberOrNull(recipe.proteins),
    fat: numberOrNull(recipe.fat),
    carbs: numberOrNull(recipe.carbs),
    points: numberOrNull(item.points) ?? 0,
    euro: numberOrNull(item.euro) ?? 0,
    pos: numberOrNull(item.pos) ?? 9999,
    service: typeof item.service === 'string' ? item.service : 'menu',
    ingredients: (Array.isArray(recipe.ingredients)
      ? (recipe.ingredients as Array<Record<string, unknown>>)
      : []
    )
      .filter((line) => line && typeof line === 'object')
      .map((line) => ({
        name: localizedText(line.name, language),
        quantity: numberOrNull(line.quantity) ?? 0,
        unit: typeof line.unit === 'string' ? line.unit : '',
      }))
      .filter((line) => line.name !== ''),
  };
}

/** Reads up to 31 menu documents and the recipes they name (100 per read) and joins them. */
export async function loadMenuMonth(
  db: Firestore,
  canteen: { id: string; data: Record<string, unknown> },
  year: number,
  month: number,
  language: UiLanguage,
  filters: MenuFilters = {},
): Promise<MenuMonth> {
  const structure = menuStructureOf(canteen.data, language);
  const days = daysOfMonth(year, month);
  const menus = await db.getAll(
    ...days.map((day) => db.collection('menu').doc(menuDocumentId(canteen.id, day))),
  );
  const items = menus.flatMap((snapshot, index) =>
    ((snapshot.get('items') ?? []) as Array<Record<string, unknown>>)
      .filter((item) => item && typeof item.recipe_id === 'string')
      .map((item) => ({ day: days[index]!, item })),
  );
  const filtered = items.filter(
    ({ item }) =>
      passes(filters.occasions, String(item.occasion_id)) &&
      passes(filters.diets, String(item.diet_id)) &&
      passes(filters.components, String(item.component_id)),
  );
  const recipeIds = [...new Set(filtered.map(({ item }) => item.recipe_id as string))].filter(
    (id) => !id.includes('/'),
  );
  const recipes = new Map<string, Record<string, unknown>>();
  for (let start = 0; start < recipeIds.length; start += 100) {
    const snapshots = await db.getAll(
      ...recipeIds.slice(start, start + 100).map((id) => db.collection('recipes').doc(id)),
    );
    for (const snapshot of snapshots) if (snapshot.exists) recipes.set(snapshot.id, snapshot.data() ?? {});
  }
  const rank = (list: NamedEntry[], id: string) => {
    const index = list.findIndex((entry) => entry.id === id);
    return index === -1 ? list.length : index;
  };
  const byDay = new Map<string, MenuDish[]>();
  const allergens = new Set<number>();
  for (const { day, item } of filtered) {
    const recipe = recipes.get(item.recipe_id as string) ?? {};
    const dishAllergens = (Array.isArray(recipe.allergens) ? recipe.allergens : []).filter(
      (code): code is number => typeof code === 'number',
    );
    dishAllergens.forEach((code) => allergens.add(code));
    const dish = menuDish(item, recipe, dishAllergens, language);
    byDay.set(day, [...(byDay.get(day) ?? []), dish]);
  }
  const order = (dish: MenuDish) => [
    rank(structure.occasions, dish.occasion_id),
    rank(structure.diets, dish.diet_id),
    rank(structure.components, dish.component_id),
    dish.pos,
  ];
  const compare = (a: MenuDish, b: MenuDish) => {
    const [left, right] = [order(a), order(b)];
    for (let index = 0; index < left.length; index += 1)
      if (left[index] !== right[index]) return left[index]! - right[index]!;
    return a.name.localeCompare(b.name);
  };
  return {
    canteen_id: canteen.id,
    canteen_name: typeof canteen.data.name === 'string' ? canteen.data.name : canteen.id,
    year,
    month,
    language,
    ...structure,
    days: [...byDay.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([date, dishes]) => ({ date, dishes: dishes.sort(compare) })),
    allergens: [...allergens].sort((a, b) => a - b),
  };
}

/**
 * The recipe book of a free choice of recipes (issue 15, /recipes): the recipes by id (100 per read; unknown ids left
 * out), as one undated "day" of dishes, so the recipe-book layout prints them without serving dates.
 */
export async function loadRecipeSelection(
  db: Firestore,
  canteen: { id: string; data: Record<string, unknown> },
  year: number,
  month: number,
  language: UiLanguage,
  recipeIds: readonly string[],
): Promise<MenuMonth> {
  const ids = [...new Set(recipeIds)].filter((id) => !id.includes('/'));
  const dishes: MenuDish[] = [];
  const allergens = new Set<number>();
  for (let start = 0; start < ids.length; start += 100) {
    const snapshots = await db.getAll(
      ...ids.slice(start, start + 100).map((id) => db.collection('recipes').doc(id)),
    );
    for (const snapshot of snapshots) {
      if (!snapshot.exists) continue;
      const recipe = snapshot.data() ?? {};
      const codes = (Array.isArray(recipe.allergens) ? recipe.allergens : []).filter(
        (code): code is number => typeof code === 'number',
      );
      codes.forEach((code) => allergens.add(code));
      dishes.push(
        menuDish(
          {
            recipe_id: snapshot.id,
            occasion_id: '',
            diet_id: '',
            component_id: String(recipe.component ?? ''),
          },
          recipe,
          codes,
          language,
        ),
      );
    }
  }
  return {
    canteen_id: canteen.id,
    canteen_name: typeof canteen.data.name === 'string' ? canteen.data.name : canteen.id,
    year,
    month,
    language,
    ...menuStructureOf(canteen.data, language),
    days: dishes.length > 0 ? [{ date: '', dishes }] : [],
    allergens: [...allergens].sort((a, b) => a - b),
  };
}
