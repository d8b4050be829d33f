// A list's filter on a yes/no field (a cost centre used as price list, a page published…): every row, only those
// where the field holds, or only the others. Kept in the URL query; 'all' is the default and is left out.

export const YES_NO_FILTERS = ['all', 'yes', 'no'] as const;
export type YesNoFilter = (typeof YES_NO_FILTERS)[number];

/** The filter named in a query parameter; anything unknown (a hand-edited link) is 'all'. */
export function parseYesNoFilter(value: string | null): YesNoFilter {
  return (YES_NO_FILTERS as readonly string[]).includes(value ?? '') ? (value as YesNoFilter) : 'all';
}

/** The value the field must equal, or null when the filter keeps every row. */
export function yesNoFilterValue(filter: YesNoFilter): boolean | null {
  return filter === 'all' ? null : filter === 'yes';
}
