// A canteen's customisation (spec §3 convention settings, PersonalizzaMense): colours with a WCAG AA contrast check,
// and the convention limits applied from the next import on (spec §5).
import { z } from 'zod';
import { HOME_BACKGROUND_SIZE_PX } from '../core/constants';

/** #rrggbb or #rgb: the only colour values the style sheet accepts. */
export const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
/** WCAG 2.1 AA for normal text (SC 1.4.3). */
export const AA_CONTRAST = 4.5;
/** A per-course maximum of 99999 means no limit (spec §5). */
export const NO_LIMIT = 99999;
/** The page background the back office and the app draw primary-coloured text on. */
export const PAGE_BACKGROUND = '#ffffff';

function channels(hex: string): [number, number, number] {
  const digits = hex.slice(1);
  const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits;
  return [0, 2, 4].map((start) => parseInt(full.slice(start, start + 2), 16) / 255) as [number, number, number];
}

/** Relative luminance of an sRGB colour (WCAG 2.1 definition). */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const colour = z.string().trim().regex(HEX_COLOUR, 'canteens:validation.colour');
const count = (min: number) =>
  z.number('canteens:validation.number').int('canteens:validation.number').min(min).max(NO_LIMIT);

export const customisationFormSchema = z.object({
  primary_color: colour,
  secondary_color: colour,
  text_color: colour,
  max_points_per_meal: count(0),
  max_dishes_per_course: count(1),
  max_meals_per_day: count(1),
});
export type CustomisationForm = z.infer<typeof customisationFormSchema>;

export interface ContrastCheck {
  /** Which pair: text on the primary colour (buttons, header), primary on the page (links, titles). */
  pair: 'textOnPrimary' | 'primaryOnPage';
  ratio: number;
  passes: boolean;
}

/** The text/background pairs the style sheet draws, each with its ratio; a pair below AA does not pass. */
export function contrastChecks(form: Pick<CustomisationForm, 'primary_color' | 'text_color'>): ContrastCheck[] {
  const pairs: Array<[ContrastCheck['pair'], string, string]> = [
    ['textOnPrimary', form.text_color, form.primary_color],
    ['primaryOnPage', form.primary_color, PAGE_BACKGROUND],
  ];
  return pairs
    .filter(([, a, b]) => HEX_COLOUR.test(a) && HEX_COLOUR.test(b))
    .map(([pair, a, b]) => {
      const ratio = contrastRatio(a, b);
      return { pair, ratio, passes: ratio >= AA_CONTRAST };
    });
}

const mapOf = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const numberOr = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isInteger(value) ? value : fallback;
const colourOr = (value: unknown, fallback: string) =>
  typeof value === 'string' && HEX_COLOUR.test(value) ? value : fallback;

/** The form's values of a canteen's `customisation` map (defaults: the style sheet's neutral colours of functions' canteen-style, no limits). */
export function customisationFormValues(customisation: unknown): CustomisationForm {
  const source = mapOf(customisation);
  return {
    primary_color: colourOr(source.primary_color, '#1f4e79'),
    secondary_color: colourOr(source.secondary_color, '#e7eef6'),
    text_color: colourOr(source.text_color, '#ffffff'),
    max_points_per_meal: numberOr(source.max_points_per_meal, NO_LIMIT),
    max_dishes_per_course: numberOr(source.max_dishes_per_course, NO_LIMIT),
    max_meals_per_day: numberOr(source.max_meals_per_day, 1),
  };
}

/** The new `customisation` map: the form's fields over the stored ones (logo and background stay their own fields). */
export function customisationPatch(form: CustomisationForm, stored: unknown): Record<string, unknown> {
  return { ...mapOf(stored), ...form };
}

/** How far (relative) an image's width/height ratio may be from the recommended one and still count as it. */
export const IMAGE_RATIO_TOLERANCE = 0.02;

/**
 * Advice on a customisation image's shape (issue 20): the logo should be landscape (wider than tall); the home
 * background portrait at 375 × 412 (HOME_BACKGROUND_SIZE_PX), any other ratio warned of. Advice, never a refusal.
 */
export function imageShapeAdvice(kind: 'logo' | 'homeBackground', width: number, height: number): 'ok' | 'logoNotLandscape' | 'backgroundRatio' {
  if (!(width > 0 && height > 0)) return 'ok';
  if (kind === 'logo') return width > height ? 'ok' : 'logoNotLandscape';
  const recommended = HOME_BACKGROUND_SIZE_PX.width / HOME_BACKGROUND_SIZE_PX.height;
  return Math.abs(width / height / recommended - 1) <= IMAGE_RATIO_TOLERANCE ? 'ok' : 'backgroundRatio';
}
