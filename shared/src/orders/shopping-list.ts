// The shopping list (§6 ListaSpesa, admin; issue 17): for a range of service days, the production sheet's dishes (the
// orders' lines merged by the §3 rule, cancelled group left out) × each recipe's ingredient quantities per portion,
// summed per ingredient and unit, grouped by supplier. Pure: the screen reads the orders, recipes and ingredients.
import { isCancelledGroupStatus } from '../core/statuses';
import type { ExportColumn } from '../export/table';
import type { OrderRow } from './order-list';

/** Widest range of service days one shopping list covers. */
export const SHOPPING_LIST_MAX_DAYS = 31;

/** A recipe as the list needs it: its ingredient lines per portion. */
export interface ShoppingRecipe {
  ingredients: ReadonlyArray<{ ingredient_id: string; quantity: number; unit: string }>;
}
/** An ingredient as the list needs it. */
export interface ShoppingIngredient {
  name: string;
  supplier: string;
}

export interface ShoppingLine {
  /** '' when the ingredient names no supplier. */
  supplier: string;
  ingredientId: string;
  ingredient: string;
  unit: string;
  quantity: number;
  /** Portions of dishes that need it. */
  portions: number;
}

export interface ShoppingList {
  lines: ShoppingLine[];
  /** Portions per dish key counted (recipe id, product id or name). */
  portions: Map<string, number>;
  /** Dish keys with portions but no recipe (products, or a recipe deleted since): nothing to buy is known for them. */
  withoutRecipe: string[];
}

/** Portions per dish of some orders: every merged line's quantity, orders of the cancelled group left out. */
export function dishPortions(orders: readonly OrderRow[]): Map<string, number> {
  const portions = new Map<string, number>();
  for (const order of orders) {
    if (order.status === null || isCancelledGroupStatus(order.status)) continue;
    for (const line of order.lines) portions.set(line.key, (portions.get(line.key) ?? 0) + line.quantity);
  }
  return portions;
}

/**
 * The list: per ingredient and unit, the sum over dishes of portions × quantity per portion; sorted by supplier (no
 * supplier last), then ingredient name. Quantities are rounded to 0.01 of their unit.
 */
export function shoppingList(
  portions: ReadonlyMap<string, number>,
  recipes: ReadonlyMap<string, ShoppingRecipe>,
  ingredients: ReadonlyMap<string, ShoppingIngredient>,
): ShoppingList {
  const lines = new Map<string, ShoppingLine>();
  const withoutRecipe: string[] = [];
  for (const [dish, count] of portions) {
    const recipe = recipes.get(dish);
    if (!recipe) {
      withoutRecipe.push(dish);
      continue;
    }
    for (const item of recipe.ingredients) {
      if (!(item.quantity > 0)) continue;
      const key = `${item.ingredient_id}|${item.unit}`;
      const ingredient = ingredients.get(item.ingredient_id);
      const line = lines.get(key) ?? {
        supplier: ingredient?.supplier.trim() ?? '',
        ingredientId: item.ingredient_id,
        ingredient: ingredient?.name || item.ingredient_id,
        unit: item.unit,
        quantity: 0,
        portions: 0,
      };
      line.quantity += count * item.quantity;
      line.portions += count;
      lines.set(key, line);
    }
  }
  const sorted = [...lines.values()]
    .map((line) => ({ ...line, quantity: Math.round(line.quantity * 100) / 100 }))
    .sort(
      (a, b) =>
        Number(a.supplier === '') - Number(b.supplier === '') ||
        a.supplier.localeCompare(b.supplier, 'it') ||
        a.ingredient.localeCompare(b.ingredient, 'it') ||
        a.unit.localeCompare(b.unit),
    );
  return { lines: sorted, portions: new Map(portions), withoutRecipe: withoutRecipe.sort() };
}

/** The columns of the shopping-list export; headers are `orders:shopping.columns.<id>`. */
export function shoppingListColumns(noSupplier: string): ExportColumn<ShoppingLine>[] {
  const header = (id: string) => `orders:shopping.columns.${id}`;
  return [
    {
      id: 'supplier',
      type: 'text',
      headerKey: header('supplier'),
      value: (line) => line.supplier || noSupplier,
      width: 28,
    },
    {
      id: 'ingredient',
      type: 'text',
      headerKey: header('ingredient'),
      value: (line) => line.ingredient,
      width: 28,
    },
    {
      id: 'quantity',
      type: 'number',
      headerKey: header('quantity'),
      value: (line) => line.quantity,
      decimals: 2,
    },
    { id: 'unit', type: 'text', headerKey: header('unit'), value: (line) => line.unit },
    { id: 'portions', type: 'number', headerKey: header('portions'), value: (line) => line.portions },
  ];
}

const DAY_MS = 86_400_000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const validDay = (value: string | null): value is string =>
  value !== null && ISO_DAY.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
const plusDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * The range of the shopping list from a URL query: by default the week from today (today and the 6 days after); a
 * reversed range is swapped; one wider than SHOPPING_LIST_MAX_DAYS keeps its start and is cut.
 */
export function parseShoppingRange(
  query: string | URLSearchParams,
  today: Date,
): { from: string; to: string } {
  const params = typeof query === 'string' ? new URLSearchParams(query) : query;
  const rawFrom = params.get('from');
  const rawTo = params.get('to');
  let from = validDay(rawFrom) ? rawFrom : today.toISOString().slice(0, 10);
  let to = validDay(rawTo) ? rawTo : plusDays(from, 6);
  if (to < from) [from, to] = [to, from];
  const last = plusDays(from, SHOPPING_LIST_MAX_DAYS - 1);
  return { from, to: to > last ? last : to };
}

// ---- Expected covers (days whose meals are not ordered in advance) ----------------------------------------------

/** Most covers one day may expect. */
export const SHOPPING_COVERS_MAX = 100_000;

/** A dish of a day's menu as the expected covers need it (menu/{canteen}_{day}.items). */
export interface CoverMenuItem {
  occasion_id?: unknown;
  component_id?: unknown;
  recipe_id?: unknown;
}

/**
 * Portions per recipe that `covers` guests eat from one occasion of a day's menu (shared/DECISIONS.md): each guest
 * takes one dish of every course (component) the occasion offers, spread evenly over that course's dishes, rounded
 * up so the kitchen does not run short. Items of other occasions are left out; items without a recipe count for
 * nothing (nothing to buy is known for them).
 */
export function expectedCoverPortions(
  items: readonly CoverMenuItem[],
  occasionId: string,
  covers: number,
): Map<string, number> {
  const portions = new Map<string, number>();
  if (!(covers > 0)) return portions;
  const courses = new Map<string, string[]>();
  for (const item of items) {
    if (item.occasion_id !== occasionId || typeof item.recipe_id !== 'string' || item.recipe_id === '') continue;
    const course = typeof item.component_id === 'string' ? item.component_id : '';
    courses.set(course, [...(courses.get(course) ?? []), item.recipe_id]);
  }
  for (const recipes of courses.values()) {
    const each = Math.ceil(covers / recipes.length);
    for (const recipe of recipes) portions.set(recipe, (portions.get(recipe) ?? 0) + each);
  }
  return portions;
}

/** The sum of portion maps (ordered portions plus expected covers). */
export function addPortions(...maps: ReadonlyArray<ReadonlyMap<string, number>>): Map<string, number> {
  const sum = new Map<string, number>();
  for (const map of maps) for (const [dish, count] of map) sum.set(dish, (sum.get(dish) ?? 0) + count);
  return sum;
}

/**
 * The expected covers of the URL (`covers=2026-11-27:120,2026-11-28:80`): days within the range only, whole numbers
 * from 1 to SHOPPING_COVERS_MAX; anything else is dropped (a stale link still opens).
 */
export function parseShoppingCovers(
  query: string | URLSearchParams,
  range: { from: string; to: string },
): Record<string, number> {
  const params = typeof query === 'string' ? new URLSearchParams(query) : query;
  const covers: Record<string, number> = {};
  for (const part of (params.get('covers') ?? '').split(',')) {
    const [day = '', raw = ''] = part.split(':');
    const count = Number(raw);
    if (!validDay(day) || day < range.from || day > range.to) continue;
    if (!/^\d+$/.test(raw) || count < 1 || count > SHOPPING_COVERS_MAX) continue;
    covers[day] = count;
  }
  return covers;
}

/** The URL value of expected covers, days in order; '' when none. */
export function shoppingCoversQuery(covers: Readonly<Record<string, number>>): string {
  return Object.entries(covers)
    .filter(([, count]) => count > 0)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([day, count]) => `${day}:${count}`)
    .join(',');
}
