// The canteen style sheet: colours from the customisation, nothing else from the document reaches the CSS.
import { describe, expect, it } from 'vitest';
import { DEFAULT_CANTEEN_COLORS, canteenStyleSheet } from './canteen-style';

describe('canteenStyleSheet', () => {
  it('uses the customisation colours', () => {
    const { css } = canteenStyleSheet('C_1001', {
      primary_color: '#0B5394',
      secondary_color: '#f1c232',
      text_color: '#fff',
    });
    expect(css).toContain('--canteen-primary: #0b5394;');
    expect(css).toContain('--canteen-secondary: #f1c232;');
    expect(css).toContain('--canteen-on-primary: #fff;');
  });

  it.each([
    undefined,
    null,
    'red',
    { primary_color: 'red; } body { display:none' },
    { primary_color: '#12345g' },
  ])('falls back to the defaults for %j', (customisation) => {
    const { css } = canteenStyleSheet('C_1', customisation);
    expect(css).toContain(`--canteen-primary: ${DEFAULT_CANTEEN_COLORS.primary};`);
    expect(css).not.toContain('display:none');
  });

  it('gives the same ETag for the same colours and another for other colours', () => {
    const a = canteenStyleSheet('C_1', { primary_color: '#000000' }).etag;
    expect(canteenStyleSheet('C_1', { primary_color: '#000000' }).etag).toBe(a);
    expect(canteenStyleSheet('C_1', { primary_color: '#000001' }).etag).not.toBe(a);
  });
});
