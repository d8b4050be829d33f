// The canteen style sheet (GET /api/canteenStyle): CSS variables and a few classes from the customisation colours.
import { createHash } from 'node:crypto';

/** Neutral colours for a canteen without (valid) customisation. */
export const DEFAULT_CANTEEN_COLORS = { primary: '#1f4e79', secondary: '#e7eef6', text: '#ffffff' } as const;

/** Only #rgb / #rrggbb pass: a colour value is the one thing from the document that enters the CSS. */
const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

function colour(value: unknown, fallback: string): string {
  return typeof value === 'string' && HEX_COLOR.test(value.trim()) ? value.trim().toLowerCase() : fallback;
}

export interface CanteenStyle {
  css: string;
  etag: string;
}

/** Builds the style sheet; canteenId is already validated (C_ plus [A-Z0-9_-]) so it is safe in a comment. */
export function canteenStyleSheet(canteenId: string, customisation: unknown): CanteenStyle {
  const source = (customisation && typeof customisation === 'object' ? customisation : {}) as Record<
    string,
    unknown
  >;
  const primary = colour(source.primary_color, DEFAULT_CANTEEN_COLORS.primary);
  const secondary = colour(source.secondary_color, DEFAULT_CANTEEN_COLORS.secondary);
  const text = colour(source.text_color, DEFAULT_CANTEEN_COLORS.text);
  const css = [
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
  const etag = `"${createHash('sha256').update(css).digest('base64url').slice(0, 27)}"`;
  return { css, etag };
}
