// Money and points values of form inputs (spec §9): decimals per currency, lenient parsing, Italian display format.
import { z } from 'zod';
import { POINTS_CURRENCY } from '../core/currency';
import { formMessage } from './messages';

/** Decimals of a currency: 0 for points (PT) and pesos (CLP) and the other zero-decimal ISO currencies, else 2. */
export function currencyDecimals(currency: string): number {
  if (currency === POINTS_CURRENCY) return 0;
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/**
 * The number a user typed or pasted as an amount, or null when it is not one. Accepts the spec's Italian format
 * ('1.234,50'), a plain decimal point ('1234.50', as spreadsheets copy it), currency symbols and blanks around it.
 * A lone dot followed by exactly three digits is a thousands separator ('12.300' pesos), as in the Italian format.
 */
export function parseAmount(text: string | number | null | undefined): number | null {
  if (typeof text === 'number') return Number.isFinite(text) ? text : null;
  let cleaned = (text ?? '').replace(/[\s\u00a0\u202f€$£¥₩₲₱₦₴₫₪₹₡฿]|zł|CLP|EUR|PT/gi, '');
  if (cleaned === '') return null;
  const sign = cleaned.startsWith('-') ? -1 : 1;
  cleaned = cleaned.replace(/^[-+]/, '');
  if (!/^[\d.,]+$/.test(cleaned)) return null;
  const lastComma = cleaned.lastIndexOf(',');
  const lastDot = cleaned.lastIndexOf('.');
  let integer = cleaned;
  let fraction = '';
  if (lastComma >= 0 && lastDot >= 0) {
    // Both present: the last one is the decimal separator, the other groups thousands.
    const decimalAt = Math.max(lastComma, lastDot);
    integer = cleaned.slice(0, decimalAt).replace(/[.,]/g, '');
    fraction = cleaned.slice(decimalAt + 1);
    if (fraction.includes(',') || fraction.includes('.')) return null;
  } else if (lastComma >= 0) {
    if (cleaned.indexOf(',') !== lastComma) return null;
    integer = cleaned.slice(0, lastComma);
    fraction = cleaned.slice(lastComma + 1);
  } else if (lastDot >= 0) {
    const groups = cleaned.split('.');
    const thousands = groups.length > 2 || groups[1]!.length === 3;
    if (thousands) {
      if (groups.slice(1).some((group) => group.length !== 3) || groups[0] === '') return null;
      integer = groups.join('');
    } else {
      integer = groups[0]!;
      fraction = groups[1]!;
    }
  }
  if (integer === '' && fraction === '') return null;
  if (!/^\d*$/.test(integer) || !/^\d*$/.test(fraction)) return null;
  return sign * Number(`${integer || '0'}.${fraction || '0'}`);
}

/** True when `value` has no more decimals than `decimals` (within floating-point noise). */
export function hasAtMostDecimals(value: number, decimals: number): boolean {
  const scaled = value * 10 ** decimals;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

/** The amount as the input shows it: Italian format with the currency's decimals, no symbol ('1.234,50'). */
export function formatAmountInput(value: number | null | undefined, currency: string): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  const decimals = currencyDecimals(currency);
  return new Intl.NumberFormat('it-IT', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    useGrouping: true,
  }).format(value);
}

/** An amount in `currency`: a finite number, 0 or more unless `allowNegative`, with the currency's decimals. */
export function moneySchema(currency: string, options: { allowNegative?: boolean } = {}) {
  const decimals = currencyDecimals(currency);
  return z
    .number(formMessage('forms.money.invalid'))
    .finite(formMessage('forms.money.invalid'))
    .refine((value) => options.allowNegative || value >= 0, formMessage('forms.money.negative'))
    .refine((value) => hasAtMostDecimals(value, decimals), formMessage('forms.money.tooManyDecimals'));
}

/** Points (menu and lunchbox, spec §9): a whole number, 0 or more. */
export const pointsSchema = z
  .number(formMessage('forms.points.invalid'))
  .int(formMessage('forms.points.invalid'))
  .min(0, formMessage('forms.points.invalid'));

/** A points value typed as text ('1.200' or '15'), or null when it is not a whole number ≥ 0. */
export function parsePoints(text: string | number | null | undefined): number | null {
  const value = parseAmount(text);
  return value !== null && Number.isInteger(value) && value >= 0 ? value : null;
}
