// Tests of spec §9 formatting: Italian numbers, percent, euro, nutrition rounding, card numbers.
import { describe, expect, it } from 'vitest';
import {
  formatCardNumber,
  formatEuro,
  formatKcal,
  formatMacro,
  formatNumberIt,
  formatPercentIt,
  roundKcal,
  roundMacro,
  roundTo,
} from './format';

describe('formatNumberIt (2 decimals, Italian separators)', () => {
  it.each([
    [0, '0,00'],
    [1, '1,00'],
    [1.5, '1,50'],
    [1.005, '1,01'],
    [999.999, '1.000,00'],
    [1234.5, '1.234,50'],
    [1234567.891, '1.234.567,89'],
    [-1234.5, '-1.234,50'],
    [-0.001, '0,00'],
    ['12.3', '12,30'],
    [null, '-'],
    [undefined, '-'],
    ['', '-'],
    ['abc', '-'],
    [Number.NaN, '-'],
    [Number.POSITIVE_INFINITY, '-'],
  ])('%j → %j', (value, text) => {
    expect(formatNumberIt(value)).toBe(text);
  });

  it('formats other decimal counts', () => {
    expect(formatNumberIt(1234.56, 0)).toBe('1.235');
    expect(formatNumberIt(1.23456, 3)).toBe('1,235');
  });
});

describe('percent, euro, nutrition', () => {
  it.each([
    [12.5, '12,50%'],
    [100, '100,00%'],
    [null, '-'],
  ])('percent %j → %j', (value, text) => expect(formatPercentIt(value)).toBe(text));

  it.each([
    [3.5, '3,50 €'],
    [1234, '1.234,00 €'],
    [undefined, '-'],
  ])('euro %j → %j', (value, text) => expect(formatEuro(value)).toBe(text));

  it.each([
    [250.4, 250, '250'],
    [250.5, 251, '251'],
    [1234.4, 1234, '1.234'],
    [null, 0, '-'],
  ])('kcal %j → %i / %j', (value, rounded, text) => {
    expect(roundKcal(value)).toBe(rounded);
    expect(formatKcal(value)).toBe(text);
  });

  it.each([
    [12.345, 12.35, '12,35'],
    [0.1 + 0.2, 0.3, '0,30'],
    ['7', 7, '7,00'],
    ['x', 0, '-'],
  ])('macro %j → %s / %j', (value, rounded, text) => {
    expect(roundMacro(value)).toBe(rounded);
    expect(formatMacro(value)).toBe(text);
  });

  it('rounds half away from zero', () => {
    expect(roundTo(2.5, 0)).toBe(3);
    expect(roundTo(-2.5, 0)).toBe(-3);
    expect(roundTo(-0.4, 0)).toBe(0);
    expect(Object.is(roundTo(-0.4, 0), -0)).toBe(false);
  });
});

describe('formatCardNumber (last 4, zero-padded, optional suffix)', () => {
  it.each([
    ['1234567890', '7890'],
    ['123456 B', '3456 B'],
    ['12', '0012'],
    ['7', '0007'],
    [7, '0007'],
    ['1234', '1234'],
    ['12 X Y', '0012 X Y'],
    ['  98765  ', '8765'],
    ['ABCDEF12', 'EF12'],
    ['', ''],
    [null, ''],
    [undefined, ''],
  ])('%j → %j', (card, text) => {
    expect(formatCardNumber(card)).toBe(text);
  });
});
