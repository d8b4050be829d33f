// The canteen style sheet's text and the styles form (issue 20): colours only, defaults for anything invalid.
import { describe, expect, it } from 'vitest';
import { DEFAULT_CANTEEN_COLORS, canteenStyleCss, canteenStyleFormSchema, canteenStyleFormValues } from './canteen-style';
import { imageShapeAdvice } from './customisation';

describe('canteen style', () => {
  it('writes the valid colours, lower-cased, and the defaults for invalid ones', () => {
    const css = canteenStyleCss('C_1001', { primary_color: '#0B5394', secondary_color: 'red;}', text_color: '#fff' });
    expect(css).toContain('--canteen-primary: #0b5394;');
    expect(css).toContain(`--canteen-secondary: ${DEFAULT_CANTEEN_COLORS.secondary};`);
    expect(css).toContain('--canteen-on-primary: #fff;');
    expect(css).not.toContain('red;}');
  });

  it('starts the form from the stored colours and refuses a colour that is not hex', () => {
    expect(canteenStyleFormValues({ primary_color: '#112233' })).toEqual({ primary_color: '#112233', secondary_color: '#e7eef6', text_color: '#ffffff' });
    expect(canteenStyleFormSchema.safeParse({ primary_color: 'blue', secondary_color: '#fff', text_color: '#000' }).success).toBe(false);
    expect(canteenStyleFormSchema.safeParse({ primary_color: '#00f', secondary_color: '#fff', text_color: '#000' }).success).toBe(true);
  });
});

describe('imageShapeAdvice', () => {
  it.each([
    ['homeBackground', 375, 412, 'ok'],
    ['homeBackground', 750, 824, 'ok'],
    ['homeBackground', 380, 412, 'ok'],
    ['homeBackground', 400, 400, 'backgroundRatio'],
    ['homeBackground', 412, 375, 'backgroundRatio'],
    ['logo', 600, 200, 'ok'],
    ['logo', 200, 200, 'logoNotLandscape'],
    ['logo', 0, 0, 'ok'],
  ] as const)('%s %i×%i → %s', (kind, width, height, advice) => expect(imageShapeAdvice(kind, width, height)).toBe(advice));
});
