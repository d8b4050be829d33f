// Figures of the SLA screen in the spec's format (§9): Italian numbers with 2 decimals, percent with a trailing %.
import { formatNumberIt, formatPercentIt, MISSING_NUMBER_TEXT } from '@backoffice/shared';

/** Business minutes shown as business hours ('1,33'); a missing figure as '-'. */
export function formatHours(minutes: number | null | undefined): string {
  return minutes === null || minutes === undefined ? MISSING_NUMBER_TEXT : formatNumberIt(minutes / 60);
}

/** A share 0–100 ('87,50%'); none decided yet as '-'. */
export function formatShare(share: number | null | undefined): string {
  return formatPercentIt(share);
}
