import { describe, expect, it } from 'vitest';
import {
  AA_CONTRAST,
  contrastChecks,
  contrastRatio,
  customisationFormSchema,
  customisationFormValues,
  customisationPatch,
} from './customisation';

describe('contrastRatio (WCAG 2.1)', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#fff', '#fff', 1],
    ['#777777', '#ffffff', 4.48],
    ['#0b5394', '#ffffff', 7.84],
  ])('%s on %s ≈ %d', (a, b, ratio) => {
    expect(contrastRatio(a, b)).toBeCloseTo(ratio, 1);
  });
});

describe('contrastChecks', () => {
  it('passes the seeded Milan colours and flags a pair below AA', () => {
    expect(contrastChecks({ primary_color: '#0b5394', text_color: '#ffffff' }).every((check) => check.passes)).toBe(true);
    const [textOnPrimary] = contrastChecks({ primary_color: '#f1c232', text_color: '#ffffff' });
    expect(textOnPrimary).toMatchObject({ pair: 'textOnPrimary', passes: false });
    expect(textOnPrimary!.ratio).toBeLessThan(AA_CONTRAST);
  });
  it('checks nothing for a malformed colour (the form says so under the field)', () => {
    expect(contrastChecks({ primary_color: 'blue', text_color: '#fff' })).toEqual([]);
  });
});

describe('customisationFormSchema and the stored map', () => {
  it('refuses a colour that is no hex code and a non-integer limit', () => {
    const valid = customisationFormValues({});
    expect(customisationFormSchema.safeParse({ ...valid, text_color: 'white' }).error?.issues[0]?.message).toBe(
      'canteens:validation.colour',
    );
    expect(customisationFormSchema.safeParse({ ...valid, max_meals_per_day: 1.5 }).success).toBe(false);
    expect(customisationFormSchema.safeParse({ ...valid, max_dishes_per_course: 0 }).success).toBe(false);
  });
  it('keeps the other keys of the stored map', () => {
    const form = customisationFormValues({ primary_color: '#0b5394', home_note: 'x' });
    expect(form.primary_color).toBe('#0b5394');
    expect(form.max_dishes_per_course).toBe(99999);
    expect(customisationPatch(form, { home_note: 'x' })).toMatchObject({ home_note: 'x', primary_color: '#0b5394' });
  });
});
