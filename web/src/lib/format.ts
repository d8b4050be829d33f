// Display formats of the SPA: numbers in the spec's Italian format (§9), dates in the user's locale.
import { formatEuro, formatNumberIt, formatPercentIt } from '@backoffice/shared';
import { localeTag } from '../i18n';

/** A whole count ('1.234'). */
export function formatCount(value: number | null | undefined): string {
  return formatNumberIt(value, 0);
}

/** A quantity ('1.234', '2,5', '1.250,75'): grouped thousands, up to 2 decimals, none for a whole number. */
export function formatQuantity(value: number | null | undefined): string {
  if (typeof value === 'number' && Number.isInteger(value)) return formatNumberIt(value, 0);
  const text = formatNumberIt(value, 2);
  return text.includes(',') ? text.replace(/,?0+$/, '') : text;
}

/** An amount in its currency: euro as '1.234,50 €', pesos without decimals ('12.300 CLP'). */
export function formatMoney(value: number | null | undefined, currency: string): string {
  if (currency === 'EUR') return formatEuro(value);
  const text = formatNumberIt(value, currency === 'CLP' ? 0 : 2);
  return text === '-' ? text : `${text} ${currency}`;
}

/** A signed percent change ('+12,50%', '-3,00%'). */
export function formatChange(percent: number): string {
  const text = formatPercentIt(percent);
  return percent > 0 ? `+${text}` : text;
}

export function formatDate(date: Date, language: string, options: Intl.DateTimeFormatOptions = { dateStyle: 'full' }): string {
  return new Intl.DateTimeFormat(localeTag(language), options).format(date);
}
