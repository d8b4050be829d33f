// The menu planner (spec §2 /menu/planner, §3 week patterns): which days a week pattern serves, the days of a month,
// and what copying a day's menu onto other days would overwrite — shown before anything is written.
import type { MenuWeekPattern } from '../core/catalogs';
import type { MenuRecipe } from '../model/entities';

/** Weekdays (0 Sunday … 6 Saturday) each pattern serves: FW full week, MS Mon–Sat, MF Mon–Fri, MT Mon–Thu. */
const SERVED: Readonly<Record<MenuWeekPattern, readonly number[]>> = {
  FW: [0, 1, 2, 3, 4, 5, 6],
  MS: [1, 2, 3, 4, 5, 6],
  MF: [1, 2, 3, 4, 5],
  MT: [1, 2, 3, 4],
};

function weekday(day: string): number {
  return new Date(`${day}T12:00:00Z`).getUTCDay();
}

export function servesOn(pattern: MenuWeekPattern, day: string): boolean {
  return SERVED[pattern].includes(weekday(day));
}

/** Every day of a month ('YYYY-MM') as 'YYYY-MM-DD'. */
export function daysOfMonthIso(month: string): string[] {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const count = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return Array.from({ length: count }, (_, index) => `${month}-${String(index + 1).padStart(2, '0')}`);
}

export interface CopyPreviewRow {
  day: string;
  /** Dishes on the day now, which the copy replaces. */
  overwritten: number;
}

/**
 * The days a copy of `source` would write: the chosen days the pattern serves, never the source itself, in order,
 * each with how many dishes it holds now (0 = nothing is lost there).
 */
export function copyPreview(
  source: string,
  targets: readonly string[],
  pattern: MenuWeekPattern,
  current: ReadonlyMap<string, readonly MenuRecipe[]>,
): CopyPreviewRow[] {
  return [...new Set(targets)]
    .filter((day) => day !== source && servesOn(pattern, day))
    .sort()
    .map((day) => ({ day, overwritten: current.get(day)?.length ?? 0 }));
}
