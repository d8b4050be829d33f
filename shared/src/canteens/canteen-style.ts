// The canteen style sheet's text (GET /api/canteenStyle, /canteens/styles/{id} preview): CSS variables and a few
// classes from the customisation colours; nothing else from the document reaches the CSS.
import type { z } from 'zod';
import { HEX_COLOUR, customisationFormSchema } from './customisation';

/** Neutral colours for a canteen without (valid) customisation. */
export const DEFAULT_CANTEEN_COLORS = { primary: '#1f4e79', secondary: '#e7eef6', text: '#ffffff' } as const;

function colour(value: unknown, fallback: string): string {
  return typeof value === 'string' && HEX_COLOUR.test(value.trim()) ? value.trim().toLowerCase() : fallback;
}

/** The three colours the style sheet uses, each valid or the default. */
export function canteenStyleColours(customisation: unknown): { primary: string; secondary: string; text: string } {
  const source = (customisation && typeof customisation === 'object' ? customisation : {}) as Record<string, unknown>;
  return {
    primary: colour(source.primary_color, DEFAULT_CANTEEN_COLORS.primary),
    secondary: colour(source.secondary_color, DEFAULT_CANTEEN_COLORS.secondary),
    text: colour(source.text_color, DEFAULT_CANTEEN_COLORS.text),
  };
}

/** The style sheet; canteenId must already be a valid id (C_ plus [A-Z0-9_-]) since it enters a comment. */
export function canteenStyleCss(canteenId: string, customisation: unknown): string {
  const { primary, secondary, text } = canteenStyleColours(customisation);
  return [
    `/* Style of canteen ${canteenId}, generated from its customisation colours. */`,
    ':root {',
    `  --canteen-primary: ${primary};`,
    `  --canteen-secondary: ${secondary};`,
    `  --canteen-on-primary: ${text};`,
    '}',
    '.canteen-primary { background-color: var(--canteen-primary); color: var(--canteen-on-primary); }',
    '.canteen-secondary { background-color: var(--canteen-secondary); }',
    '.canteen-accent-text { color: var(--canteen-primary); }',
    '.canteen-accent-border { border-color: var(--canteen-primary); }',
    '',
  ].join('\n');
}

/** The /canteens/styles/{id} form: the three colours of the style sheet (the rest of the customisation is kept). */
export const canteenStyleFormSchema = customisationFormSchema.pick({ primary_color: true, secondary_color: true, text_color: true });
export type CanteenStyleForm = z.infer<typeof canteenStyleFormSchema>;

/** The form's values of a canteen's customisation: its valid colours or the defaults. */
export function canteenStyleFormValues(customisation: unknown): CanteenStyleForm {
  const { primary, secondary, text } = canteenStyleColours(customisation);
  return { primary_color: primary, secondary_color: secondary, text_color: text };
}
