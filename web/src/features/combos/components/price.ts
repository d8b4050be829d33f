// A combo's price as the lists show it: money in the service's currency, points as a whole number (spec §9).
import { POINTS_CURRENCY } from '@backoffice/shared';
import { formatMoney } from '../../../lib/format';

export function comboPriceText(
  price: number,
  currency: string,
  pointsLabel: (count: number) => string,
): string {
  return currency === POINTS_CURRENCY ? pointsLabel(price) : formatMoney(price, currency);
}

/** The text of a per-language map in the UI language, else the first filled one. */
export function localName(names: Readonly<Record<string, string | undefined>>, language: string): string {
  const short = language.split('-')[0] ?? language;
  return names[short] || Object.values(names).find((name) => typeof name === 'string' && name !== '') || '';
}
