// Display formatting of spec §9 and §5: Italian numbers, euro, nutrition values, card numbers.
import { CARD_DISPLAY_LENGTH } from './constants';

/** Shown instead of a number that is missing or not finite. */
export const MISSING_NUMBER_TEXT = '-';

function toNumber(value: number | string | null | undefined): number {
  if (value === null || value === undefined || value === '') return NaN;
  return typeof value === 'number' ? value : Number(value);
}

/** Rounds to a number of decimals, half away from zero, without binary drift (1.005 → 1.01). */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  const rounded = (Math.sign(value) * Math.round(Math.abs(value) * factor * (1 + Number.EPSILON))) / factor;
  return Object.is(rounded, -0) ? 0 : rounded;
}

/**
 * Italian number with 2 decimals: '.' groups thousands, ',' separates decimals (1234.5 → '1.234,50').
 * Written by hand so browser and Node give the same text whatever their ICU data.
 */
export function formatNumberIt(n: number | string | null | undefined, decimals = 2): string {
  const value = toNumber(n);
  if (!Number.isFinite(value)) return MISSING_NUMBER_TEXT;
  const [whole = '0', fraction] = Math.abs(roundTo(value, decimals)).toFixed(decimals).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const sign = roundTo(value, decimals) < 0 ? '-' : '';
  return fraction === undefined ? `${sign}${grouped}` : `${sign}${grouped},${fraction}`;
}

/** A percent value in Italian format with a trailing % (12.5 → '12,50%'). */
export function formatPercentIt(n: number | string | null | undefined): string {
  const text = formatNumberIt(n);
  return text === MISSING_NUMBER_TEXT ? text : `${text}%`;
}

/** An amount in euros, 2 decimals, Italian style (1234.5 → '1.234,50 €'). */
export function formatEuro(n: number | string | null | undefined): string {
  const text = formatNumberIt(n);
  return text === MISSING_NUMBER_TEXT ? text : `${text} €`;
}

/** Kcal rounded to an integer (spec §9). */
export function roundKcal(n: number | string | null | undefined): number {
  const value = toNumber(n);
  return Number.isFinite(value) ? roundTo(value, 0) : 0;
}

/** Protein, fat and carbohydrates rounded to 2 decimals (spec §9). */
export function roundMacro(n: number | string | null | undefined): number {
  const value = toNumber(n);
  return Number.isFinite(value) ? roundTo(value, 2) : 0;
}

/** Kcal for display: an integer in Italian format (1234.4 → '1.234'). */
export function formatKcal(n: number | string | null | undefined): string {
  return formatNumberIt(n, 0);
}

/** A macro-nutrient for display: 2 decimals in Italian format. */
export function formatMacro(n: number | string | null | undefined): string {
  return formatNumberIt(n, 2);
}

/**
 * Card number for display: only the last 4 characters, left-padded with zeros, and the optional
 * suffix after the first space kept ('123456 B' → '3456 B', '7' → '0007'). No card → ''.
 */
export function formatCardNumber(card: string | number | null | undefined): string {
  const text = String(card ?? '').trim();
  if (text === '') return '';
  const space = text.indexOf(' ');
  const number = space === -1 ? text : text.slice(0, space);
  const suffix = space === -1 ? '' : text.slice(space + 1).trim();
  const shown = number.slice(-CARD_DISPLAY_LENGTH).padStart(CARD_DISPLAY_LENGTH, '0');
  return suffix === '' ? shown : `${shown} ${suffix}`;
}
