// Time ranges of services and categories (spec §5): each HH:MM with a colon, from strictly earlier than to; a list of
// ranges is checked for overlaps, and the gaps it leaves inside the service hours are shown.
import { parseTimeOfDay } from '../core/dates';

export interface TimeRange {
  from: string;
  to: string;
}

export type TimeRangeProblem = 'format' | 'order';

export interface TimeRangeOverlap {
  /** Indexes of the two overlapping ranges in the list, first < second. */
  first: number;
  second: number;
  /** The shared stretch. */
  from: string;
  to: string;
}

export interface TimeRangeAnalysis {
  /** Ranges that break the §5 rule, with why. */
  invalid: Array<{ index: number; problem: TimeRangeProblem }>;
  /** Pairs of valid ranges that share time (touching ends, 12:00–14:00 and 14:00–16:00, do not overlap). */
  overlaps: TimeRangeOverlap[];
  /** Stretches inside the bounds (or between the first and last range without bounds) no range covers. */
  gaps: TimeRange[];
  /** Valid ranges reaching outside the bounds. */
  outside: number[];
}

/** Minutes after midnight as HH:MM. */
export function minutesToTime(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  return `${String(hours).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** Why a single range breaks the §5 rule, or null when it is valid. */
export function timeRangeProblem(range: TimeRange): TimeRangeProblem | null {
  const from = parseTimeOfDay(range.from);
  const to = parseTimeOfDay(range.to);
  if (from === null || to === null) return 'format';
  return from < to ? null : 'order';
}

interface Span {
  index: number;
  from: number;
  to: number;
}

/** The stretches of [start, end) that none of the spans cover. */
function uncovered(spans: readonly Span[], start: number, end: number): TimeRange[] {
  const gaps: TimeRange[] = [];
  let cursor = start;
  for (const span of [...spans].sort((a, b) => a.from - b.from)) {
    if (span.from > cursor && cursor < end)
      gaps.push({ from: minutesToTime(cursor), to: minutesToTime(Math.min(span.from, end)) });
    cursor = Math.max(cursor, span.to);
  }
  if (cursor < end) gaps.push({ from: minutesToTime(cursor), to: minutesToTime(end) });
  return gaps;
}

/**
 * Checks a list of ranges: the invalid ones (§5), overlapping pairs, gaps and ranges outside `bounds` (the service
 * hours for a category's ranges). Invalid ranges take no part in overlaps or gaps; invalid bounds are ignored.
 */
export function analyseTimeRanges(
  ranges: readonly TimeRange[],
  bounds?: TimeRange | null,
): TimeRangeAnalysis {
  const invalid: TimeRangeAnalysis['invalid'] = [];
  const spans: Span[] = [];
  ranges.forEach((range, index) => {
    const problem = timeRangeProblem(range);
    if (problem) invalid.push({ index, problem });
    else spans.push({ index, from: parseTimeOfDay(range.from)!, to: parseTimeOfDay(range.to)! });
  });

  const overlaps: TimeRangeOverlap[] = [];
  for (let a = 0; a < spans.length; a++) {
    for (let b = a + 1; b < spans.length; b++) {
      const from = Math.max(spans[a]!.from, spans[b]!.from);
      const to = Math.min(spans[a]!.to, spans[b]!.to);
      if (from < to)
        overlaps.push({
          first: spans[a]!.index,
          second: spans[b]!.index,
          from: minutesToTime(from),
          to: minutesToTime(to),
        });
    }
  }

  const limits =
    bounds && timeRangeProblem(bounds) === null
      ? { from: parseTimeOfDay(bounds.from)!, to: parseTimeOfDay(bounds.to)! }
      : null;
  const outside = limits
    ? spans.filter((span) => span.from < limits.from || span.to > limits.to).map((span) => span.index)
    : [];
  let gaps: TimeRange[] = [];
  if (limits) gaps = uncovered(spans, limits.from, limits.to);
  else if (spans.length > 0)
    gaps = uncovered(
      spans,
      Math.min(...spans.map((span) => span.from)),
      Math.max(...spans.map((span) => span.to)),
    );
  return { invalid, overlaps, gaps, outside };
}
