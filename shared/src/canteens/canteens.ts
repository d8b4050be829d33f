// Canteen identity rules (spec §3, §2 chooser, §4 visited list): C_ ids, groups by number, type, name cut.
import { CANTEEN_NAME_CUT_LENGTH, CANTEEN_NAME_MAX_LENGTH, MAX_VISITED_CANTEENS } from '../core/constants';
import type { CanteenCountry } from '../i18n/i18n-env';

/** Every canteen id starts with this prefix (spec §3, §9). */
export const CANTEEN_ID_PREFIX = 'C_';

/** Country values of a canteen's endpoint_prefix (spec §3). */
export const ENDPOINT_PREFIXES = ['it', 'es', 'cl', 'other'] as const;
/** A canteen's endpoint_prefix. */
export type EndpointPrefix = (typeof ENDPOINT_PREFIXES)[number];

/**
 * Canteen groups: the four number ranges of spec §3, then the country of endpoint_prefix
 * (it → italy, es → spain, cl → chile, anything else → other).
 */
export const CANTEEN_GROUPS = [
  'italy',
  'italian_school',
  'spain',
  'spanish_school',
  'further_school',
  'chile',
  'other',
] as const;
/** A canteen group. */
export type CanteenGroup = (typeof CANTEEN_GROUPS)[number];

/** Number ranges (inclusive) that decide the group regardless of endpoint_prefix (spec §3). */
export const CANTEEN_NUMBER_RANGES: ReadonlyArray<{ group: CanteenGroup; from: number; to: number }> = [
  { group: 'spain', from: 500, to: 599 },
  { group: 'italian_school', from: 4000, to: 4999 },
  { group: 'spanish_school', from: 6000, to: 6999 },
  { group: 'further_school', from: 9000, to: 9999 },
];

/** Canteen types of spec §3 (help tags depend on them). */
export const CANTEEN_TYPES = [
  'italian_school',
  'spanish_school',
  'further_school',
  'spanish_canteen',
  'other',
] as const;
/** A canteen type. */
export type CanteenType = (typeof CANTEEN_TYPES)[number];

/** The part of a canteen document these rules read. */
export interface CanteenLike {
  id: string;
  name?: string | null;
  endpoint_prefix?: string | null;
}

/** Adds the C_ prefix when missing and upper-cases the id ('c_12' → 'C_12', '12' → 'C_12'); '' stays ''. */
export function normalizeCanteenId(id: string | number | null | undefined): string {
  const text = String(id ?? '')
    .trim()
    .toUpperCase();
  if (text === '') return '';
  return text.startsWith(CANTEEN_ID_PREFIX) ? text : CANTEEN_ID_PREFIX + text;
}

/** True when both ids name the same canteen (compared normalised, i.e. upper case with prefix). */
export function sameCanteenId(a: string | null | undefined, b: string | null | undefined): boolean {
  const left = normalizeCanteenId(a);
  return left !== '' && left === normalizeCanteenId(b);
}

/** The number after the underscore, or null when it is not a plain non-negative integer. */
export function canteenNumber(id: string | null | undefined): number | null {
  const digits = normalizeCanteenId(id).slice(CANTEEN_ID_PREFIX.length);
  return /^\d+$/.test(digits) ? Number(digits) : null;
}

function groupFromEndpointPrefix(prefix: string | null | undefined): CanteenGroup {
  switch ((prefix ?? '').toLowerCase()) {
    case 'it':
      return 'italy';
    case 'es':
      return 'spain';
    case 'cl':
      return 'chile';
    default:
      return 'other';
  }
}

/** The canteen's group: the number range first (spec §3: "the number decides"), else endpoint_prefix. */
export function canteenGroup(canteen: CanteenLike | string): CanteenGroup {
  const data = typeof canteen === 'string' ? { id: canteen } : canteen;
  const number = canteenNumber(data.id);
  const range = CANTEEN_NUMBER_RANGES.find((r) => number !== null && number >= r.from && number <= r.to);
  return range ? range.group : groupFromEndpointPrefix(data.endpoint_prefix);
}

/** The canteen's type: the three school types, Spanish canteen (group spain), else other. */
export function canteenType(canteen: CanteenLike | string): CanteenType {
  const group = canteenGroup(canteen);
  if (group === 'italian_school' || group === 'spanish_school' || group === 'further_school') return group;
  return group === 'spain' ? 'spanish_canteen' : 'other';
}

/** True for a further-school canteen of the Spanish brand variant (endpoint_prefix es). */
export function isSpanishFurtherSchool(canteen: CanteenLike): boolean {
  return canteenGroup(canteen) === 'further_school' && (canteen.endpoint_prefix ?? '').toLowerCase() === 'es';
}

/** The country a canteen belongs to (used for the /log code and the chooser). */
export function canteenCountry(canteen: CanteenLike | string): CanteenCountry {
  const group = canteenGroup(canteen);
  if (group === 'italy' || group === 'italian_school') return 'italy';
  if (group === 'spain' || group === 'spanish_school') return 'spain';
  if (group === 'further_school') {
    return typeof canteen !== 'string' && isSpanishFurtherSchool(canteen) ? 'spain' : 'italy';
  }
  return group;
}

/** Names over 30 characters are cut to 27 plus '...' (spec §2 chooser, §9). */
export function truncateCanteenName(name: string | null | undefined): string {
  const text = name ?? '';
  return text.length > CANTEEN_NAME_MAX_LENGTH ? `${text.slice(0, CANTEEN_NAME_CUT_LENGTH)}...` : text;
}

/** Puts the chosen canteen first, drops its earlier occurrence and keeps at most 6 entries (spec §4). */
export function updateVisitedCanteens(list: readonly string[] | null | undefined, id: string): string[] {
  const previous = (list ?? []).filter((entry) => typeof entry === 'string' && entry !== '');
  const chosen = normalizeCanteenId(id);
  // An empty id chooses nothing (spec §4: "empty id does nothing"); the list is only capped.
  if (chosen === '') return previous.slice(0, MAX_VISITED_CANTEENS);
  return [chosen, ...previous.filter((entry) => !sameCanteenId(entry, chosen))].slice(
    0,
    MAX_VISITED_CANTEENS,
  );
}

/**
 * The leading digit of a canteen's number (C_4123 → '4'), which picks the base canteen whose news areas a
 * new canteen copies (spec §7). Which canteen is the base for a digit is data, not code; null when not numeric.
 */
export function canteenLeadingDigit(id: string): string | null {
  const number = canteenNumber(id);
  return number === null ? null : String(number)[0]!;
}
