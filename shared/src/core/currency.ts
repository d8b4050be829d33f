// Currencies of spec §9: symbol → ISO code, the currency of each service, the default per environment.
import type { Environment } from '../i18n/i18n-env';

/** Points: the "currency" of menu and lunchbox services. */
export const POINTS_CURRENCY = 'PT';

/** A stored currency code: PT (points) or three upper-case letters (ISO 4217). */
export const CURRENCY_CODE_PATTERN = /^(?:PT|[A-Z]{3})$/;

/** Currency symbol → ISO 4217 code (spec §9). */
export const CURRENCY_SYMBOL_TO_CODE: Readonly<Record<string, string>> = {
  $: 'USD',
  '€': 'EUR',
  '₡': 'CRC',
  '£': 'GBP',
  '₪': 'ILS',
  '₹': 'INR',
  '¥': 'JPY',
  '₩': 'KRW',
  '₦': 'NGN',
  '₱': 'PHP',
  zł: 'PLN',
  '₲': 'PYG',
  '฿': 'THB',
  '₴': 'UAH',
  '₫': 'VND',
};

/** ISO code of a currency symbol, or null when the symbol is not in the map. */
export function currencyCodeFromSymbol(symbol: string | null | undefined): string | null {
  return CURRENCY_SYMBOL_TO_CODE[(symbol ?? '').trim()] ?? null;
}

/** Default currency when configuration gives none: pesos in South America, euro elsewhere. */
export function defaultCurrencyForEnvironment(environment: Environment): string {
  return environment === 'chile' ? 'CLP' : 'EUR';
}

// Spec §9: menu and lunchbox count in points; every other service uses the configured currency.
const POINTS_SERVICES: readonly string[] = ['menu', 'lunchbox'];

/** Currency of a service: PT for menu and lunchbox, the default currency for the rest. */
export function currencyForService(service: string, defaultCurrency: string): string {
  return POINTS_SERVICES.includes(service) ? POINTS_CURRENCY : defaultCurrency;
}

/**
 * Currency of a service of a canteen whose `currency` is mapped by service (spec §3): the mapped code
 * when the map names the service; otherwise the spec §9 rule, with a legacy plain code (or, failing
 * that, the environment's default) as the default currency.
 */
export function canteenCurrencyForService(
  currency: Readonly<Partial<Record<string, string>>> | string | null | undefined,
  service: string,
  defaultCurrency: string,
): string {
  if (typeof currency === 'string') return currencyForService(service, currency);
  return currency?.[service] ?? currencyForService(service, defaultCurrency);
}
