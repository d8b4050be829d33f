import { describe, expect, it } from 'vitest';
import { formatQuantity } from './format';

describe('formatQuantity', () => {
  it('groups thousands and keeps up to two decimals, none for a whole number', () => {
    expect(formatQuantity(1234)).toBe('1.234');
    expect(formatQuantity(12_345_678)).toBe('12.345.678');
    expect(formatQuantity(2.5)).toBe('2,5');
    expect(formatQuantity(1250.754)).toBe('1.250,75');
    expect(formatQuantity(0.001)).toBe('0');
    expect(formatQuantity(-1500.1)).toBe('-1.500,1');
    expect(formatQuantity(null)).toBe('-');
  });
});
