// Tests of the spec §9 currency rules: symbol map, service currency, default per environment.
import { describe, expect, it } from 'vitest';
import {
  CURRENCY_SYMBOL_TO_CODE,
  canteenCurrencyForService,
  currencyCodeFromSymbol,
  currencyForService,
  defaultCurrencyForEnvironment,
} from './currency';
import { ENVIRONMENTS } from '../i18n/i18n-env';

describe('currency symbols', () => {
  it.each([
    ['$', 'USD'],
    ['€', 'EUR'],
    ['₡', 'CRC'],
    ['£', 'GBP'],
    ['₪', 'ILS'],
    ['₹', 'INR'],
    ['¥', 'JPY'],
    ['₩', 'KRW'],
    ['₦', 'NGN'],
    ['₱', 'PHP'],
    ['zł', 'PLN'],
    ['₲', 'PYG'],
    ['฿', 'THB'],
    ['₴', 'UAH'],
    ['₫', 'VND'],
  ])('%s → %s', (symbol, code) => {
    expect(currencyCodeFromSymbol(symbol)).toBe(code);
  });

  it('has exactly the 15 symbols of the spec and nothing else', () => {
    expect(Object.keys(CURRENCY_SYMBOL_TO_CODE)).toHaveLength(15);
    expect(currencyCodeFromSymbol('¤')).toBeNull();
    expect(currencyCodeFromSymbol(null)).toBeNull();
    expect(currencyCodeFromSymbol(' € ')).toBe('EUR');
  });
});

describe('currency per service', () => {
  it.each([
    ['menu', 'PT'],
    ['lunchbox', 'PT'],
    ['shop', 'EUR'],
    ['takeaway', 'EUR'],
    ['coffeebreak', 'EUR'],
    ['ifm', 'EUR'],
  ])('%s → %s', (service, currency) => {
    expect(currencyForService(service, 'EUR')).toBe(currency);
  });

  it.each(ENVIRONMENTS.map((environment) => [environment, environment === 'chile' ? 'CLP' : 'EUR'] as const))(
    'default currency in %s → %s',
    (environment, currency) => expect(defaultCurrencyForEnvironment(environment)).toBe(currency),
  );

  it('reads a canteen currency mapped by service, a legacy plain code, or none', () => {
    const mapped = { menu: 'PT', shop: 'CLP' };
    expect(canteenCurrencyForService(mapped, 'shop', 'EUR')).toBe('CLP');
    expect(canteenCurrencyForService(mapped, 'coffeebreak', 'EUR')).toBe('EUR');
    expect(canteenCurrencyForService(mapped, 'lunchbox', 'EUR')).toBe('PT');
    expect(canteenCurrencyForService('CLP', 'ifm', 'EUR')).toBe('CLP');
    expect(canteenCurrencyForService('CLP', 'menu', 'EUR')).toBe('PT');
    expect(canteenCurrencyForService(undefined, 'shop', 'EUR')).toBe('EUR');
    expect(canteenCurrencyForService(null, 'menu', 'EUR')).toBe('PT');
  });
});
