// menu/{canteenId}_{YYYY-MM-DD}: every weekday of today's month, for every canteen; the signage canteen also today
// when today is a weekend day (its wall screens' menu board always has the day's dishes).
import { menuRecipeIds } from '@backoffice/shared';
import { CANTEENS } from './canteen-data';
import { isoDay, utcDay, weekdaysOfMonth } from './dates';
import { DINNER_OCCASION_ID, OCCASION_ID, dietPlans, dinnerPlan, type DietId } from './menu-structure';
import { createRandom } from './random';
import type { RecipeDef } from './recipe-types';
import { isGlutenFree, recipesFor } from './recipes';
import { money, type CanteenDef, type SeedDocument } from './types';

export interface MenuEntry {
  recipe: RecipeDef;
  dietId: DietId;
  order: number;
}

function fitsDiet(diet: DietId): (recipe: RecipeDef) => boolean {
  if (diet === 'vegetarian') return (recipe) => recipe.vegetarian;
  if (diet === 'gluten_free') return isGlutenFree;
  return () => true;
}

/** The dishes a canteen serves on a day; deterministic per canteen and date, so orders can reuse it. */
export function dailyMenu(canteen: CanteenDef, day: Date): MenuEntry[] {
  const random = createRandom(`menu:${canteen.id}:${isoDay(day)}`);
  const used = new Set<string>();
  const entries: MenuEntry[] = [];
  for (const plan of dietPlans(canteen)) {
    for (const course of plan.courses) {
      const pool = recipesFor(course.component, fitsDiet(plan.diet));
      const fresh = pool.filter((recipe) => !used.has(recipe.id));
      // Prefer dishes not yet on today's menu; fall back to repeats when the diet's pool is small.
      const chosen = random.sample(fresh.length >= course.count ? fresh : pool, course.count);
      chosen.forEach((recipe, index) => {
        used.add(recipe.id);
        entries.push({ recipe, dietId: plan.diet, order: index + 1 });
      });
    }
  }
  return entries;
}

/** Dinner dishes of restaurants (none for schools); a separate draw, so lunch (which orders reuse) is unchanged. */
export function dinnerMenu(canteen: CanteenDef, day: Date): MenuEntry[] {
  const plan = dinnerPlan(canteen);
  if (!plan) return [];
  const random = createRandom(`dinner:${canteen.id}:${isoDay(day)}`);
  return plan.courses.flatMap((course) =>
    random
      .sample(recipesFor(course.component), course.count)
      .map((recipe, index) => ({ recipe, dietId: plan.diet, order: index + 1 })),
  );
}

function menuItem(canteen: CanteenDef, occasionId: string, entry: MenuEntry) {
  return {
    occasion_id: occasionId,
    diet_id: entry.dietId,
    component_id: entry.recipe.component,
    recipe_id: entry.recipe.id,
    points: entry.recipe.points,
    euro: money(entry.recipe.euro * canteen.priceFactor, canteen.currency),
    pos: entry.order,
    // Food paths per day (spec §3); none are seeded.
    food_paths: {},
  };
}

/**
 * The canteen whose seeded wall screens play today's menu board (the signage player's e2e spec): it serves a menu on
 * the run's day by construction, weekends included, so the board never depends on the date (DECISIONS).
 */
export const SIGNAGE_MENU_CANTEEN = 'C_501';

/** The days a canteen has a menu: the weekdays of today's month, and today itself for the signage canteen. */
export function menuDays(canteen: CanteenDef, today: Date): Date[] {
  const days = weekdaysOfMonth(today);
  const day = utcDay(today);
  if (canteen.id !== SIGNAGE_MENU_CANTEEN || days.some((entry) => isoDay(entry) === isoDay(day))) return days;
  return [...days, day].sort((a, b) => a.getTime() - b.getTime());
}

export function menuDocuments(today: Date): SeedDocument[] {
  return CANTEENS.flatMap((canteen) =>
    menuDays(canteen, today).map((day) => {
      const items = [
        ...dailyMenu(canteen, day).map((entry) => menuItem(canteen, OCCASION_ID, entry)),
        ...dinnerMenu(canteen, day).map((entry) => menuItem(canteen, DINNER_OCCASION_ID, entry)),
      ];
      return {
        path: `menu/${canteen.id}_${isoDay(day)}`,
        data: { canteen_id: canteen.id, date: isoDay(day), items, recipe_ids: menuRecipeIds(items) },
      };
    }),
  );
}
