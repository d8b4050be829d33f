// An average of stars as the rating screens show it: two decimals in the user's language, a dash when none.
export function formatAverage(value: number | null | undefined, language: string): string {
  return value === null || value === undefined
    ? '—'
    : value.toLocaleString(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}
