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

/** The longest rotation cycle and range the planner accepts. */
export const ROTATION_MAX_WEEKS = 12;
export const ROTATION_MAX_DAYS = 366;

const DAY_MS = 86_400_000;

function dayNumber(day: string): number {
  return Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);
}

function isoOf(dayNumberValue: number): string {
  return new Date(dayNumberValue * DAY_MS).toISOString().slice(0, 10);
}

/** The Monday of the week holding `day`. */
export function mondayOf(day: string): string {
  const number = dayNumber(day);
  return isoOf(number - ((weekday(day) + 6) % 7));
}

export interface RotationStep {
  /** The day written. */
  day: string;
  /** The day of the cycle whose dishes it takes. */
  source: string;
}

export type RotationPlan =
  | { ok: true; steps: RotationStep[]; cycle: { from: string; to: string } }
  | { ok: false; reason: 'weeks' | 'range' | 'overlap' | 'tooLong' };

/**
 * A rotation (issue 15): the `weeks` weeks starting on the Monday of `cycleStart` repeat over `from`..`to` — a day
 * takes the dishes of the cycle day on the same weekday, in week (weeks since the cycle's Monday) mod `weeks`. Only
 * days the pattern serves are written; the range must start after the cycle and span at most a year.
 */
export function rotationPlan(
  cycleStart: string,
  weeks: number,
  from: string,
  to: string,
  pattern: MenuWeekPattern,
): RotationPlan {
  if (!Number.isInteger(weeks) || weeks < 1 || weeks > ROTATION_MAX_WEEKS) return { ok: false, reason: 'weeks' };
  const valid = (day: string) => /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(Date.parse(day));
  if (![cycleStart, from, to].every(valid) || to < from) return { ok: false, reason: 'range' };
  const cycleFrom = dayNumber(mondayOf(cycleStart));
  const cycleTo = cycleFrom + weeks * 7 - 1;
  const start = dayNumber(from);
  const end = dayNumber(to);
  if (start <= cycleTo) return { ok: false, reason: 'overlap' };
  if (end - start + 1 > ROTATION_MAX_DAYS) return { ok: false, reason: 'tooLong' };
  const steps: RotationStep[] = [];
  for (let number = start; number <= end; number++) {
    const day = isoOf(number);
    if (!servesOn(pattern, day)) continue;
    const offset = (number - cycleFrom) % (weeks * 7);
    steps.push({ day, source: isoOf(cycleFrom + offset) });
  }
  return { ok: true, steps, cycle: { from: isoOf(cycleFrom), to: isoOf(cycleTo) } };
}
