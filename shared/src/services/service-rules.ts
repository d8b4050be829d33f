// Rules of services, menus and recipes (spec §3, §4, §5): stopping categories, course limits, merging, reordering.
import { MAX_RECOMMENDED_FOOD_PATHS, PER_COURSE_NO_LIMIT } from '../core/constants';

/** A category as far as stopping is concerned. */
export interface StoppableCategory {
  id: string;
  stopped?: boolean | null;
}

/** False when stopping this category would stop the entire service (the last enabled one, spec §4). */
export function canStopCategory(categories: readonly StoppableCategory[], categoryId: string): boolean {
  const enabled = categories.filter((category) => category.stopped !== true);
  return enabled.some((category) => category.id === categoryId) && enabled.length > 1;
}

/** Ids of stopped categories; orders with items from them are refused (spec §4). */
export function stoppedCategoryIds(categories: readonly StoppableCategory[]): string[] {
  return categories.filter((category) => category.stopped === true).map((category) => category.id);
}

/** True when a per-course per-order maximum means "no limit" (99999, spec §5). */
export function isUnlimitedCourseMaximum(maximum: number | null | undefined): boolean {
  return maximum === PER_COURSE_NO_LIMIT;
}

/** The limit a per-course maximum imposes: Infinity for 99999. */
export function effectiveCourseMaximum(maximum: number): number {
  return isUnlimitedCourseMaximum(maximum) ? Number.POSITIVE_INFINITY : maximum;
}

/** True when a recipe has more food paths than advised (more than 3): a warning, not a refusal. */
export function exceedsRecommendedFoodPaths(count: number): boolean {
  return count > MAX_RECOMMENDED_FOOD_PATHS;
}

/** Where a recipe sits in a menu. */
export interface MenuPlacement {
  occasionId: string;
  dietId: string;
  componentId: string;
}

/** Reordering is allowed only within the same component of the same diet (spec §2, §5). */
export function canReorderWithin(a: MenuPlacement, b: MenuPlacement): boolean {
  return a.dietId === b.dietId && a.componentId === b.componentId;
}

/** True when the combination is one of the menu structure's valid combinations (spec §5). */
export function isValidMenuCombination(combination: MenuPlacement, valid: readonly MenuPlacement[]): boolean {
  return valid.some(
    (candidate) =>
      candidate.occasionId === combination.occasionId &&
      candidate.dietId === combination.dietId &&
      candidate.componentId === combination.componentId,
  );
}

/** Two recipes merge quantities only if their variant lists have equal length and equal names (spec §3). */
export function canMergeRecipeQuantities(
  a: { variants?: ReadonlyArray<{ name: string }> | null },
  b: { variants?: ReadonlyArray<{ name: string }> | null },
): boolean {
  const left = a.variants ?? [];
  const right = b.variants ?? [];
  return left.length === right.length && left.every((variant, index) => variant.name === right[index]?.name);
}
