// The canteen style sheet's text and the styles form (issue 20): colours only, defaults for anything invalid.
import { describe, expect, it } from 'vitest';
import { DEFAULT_CANTEEN_COLORS, canteenStyleCss, canteenStyleFormSchema, canteenStyleFormValues } from './canteen-style';

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
