// Money and points inputs (spec §9): decimals per currency, parsing of typed/pasted amounts, display, schemas.
import { describe, expect, it } from 'vitest';
import { currencyDecimals, formatAmountInput, moneySchema, parseAmount, parsePoints, pointsSchema } from './money';

describe('currencyDecimals', () => {
  it.each([
    ['EUR', 2],
    ['CLP', 0],
    ['PT', 0],
    ['JPY', 0],
    ['GBP', 2],
    ['not a code', 2],
  ])('%s → %i', (currency, decimals) => expect(currencyDecimals(currency)).toBe(decimals));
});

describe('parseAmount', () => {
  it.each([
    ['12', 12],
    ['12,5', 12.5],
    ['12,50', 12.5],
    ['12.50', 12.5],
    ['1.234,50', 1234.5],
    ['1,234.50', 1234.5],
    ['12.300', 12300],
    ['1.234.567', 1234567],
    ['€ 3,20', 3.2],
    ['3,20 €', 3.2],
    ['12.300 CLP', 12300],
    ['-4,5', -4.5],
    [' 7 ', 7],
    [',5', 0.5],
    [5.25, 5.25],
  ])('%j → %d', (text, value) => expect(parseAmount(text)).toBe(value));

  it.each([[''], ['abc'], ['1,2,3'], ['12.34.5'], ['1..2'], ['12a'], [null], [Number.NaN]])('%j → null', (text) =>
    expect(parseAmount(text)).toBeNull(),
  );
});

describe('formatAmountInput (spec §9: Italian format, the currency decimals)', () => {
  it.each([
    [1234.5, 'EUR', '1.234,50'],
    [0, 'EUR', '0,00'],
    [12300, 'CLP', '12.300'],
    [15, 'PT', '15'],
    [null, 'EUR', ''],
  ])('%j %s → %j', (value, currency, text) => expect(formatAmountInput(value, currency)).toBe(text));
});

const messages = (schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: { message: string }[] } } }, value: unknown) =>
  schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

describe('moneySchema', () => {
  it.each([
    ['EUR', 12.5, []],
    ['EUR', 12.555, ['forms.money.tooManyDecimals']],
    ['EUR', -1, ['forms.money.negative']],
    ['CLP', 12300, []],
    ['CLP', 12300.5, ['forms.money.tooManyDecimals']],
    ['EUR', Number.NaN, ['forms.money.invalid']],
    ['EUR', '12', ['forms.money.invalid']],
  ])('%s %j → %j', (currency, value, expected) => expect(messages(moneySchema(currency), value)).toEqual(expected));

  it('accepts a negative amount when asked to', () => {
    expect(messages(moneySchema('EUR', { allowNegative: true }), -2.5)).toEqual([]);
  });
});

describe('points (a whole number, 0 or more)', () => {
  it.each([
    [0, []],
    [15, []],
    [1.5, ['forms.points.invalid']],
    [-1, ['forms.points.invalid']],
    [undefined, ['forms.points.invalid']],
  ])('%j → %j', (value, expected) => expect(messages(pointsSchema, value)).toEqual(expected));

  it.each([
    ['15', 15],
    ['1.200', 1200],
    ['1,5', null],
    ['-3', null],
    ['', null],
  ])('parsePoints(%j) → %j', (text, value) => expect(parsePoints(text)).toBe(value));
});
