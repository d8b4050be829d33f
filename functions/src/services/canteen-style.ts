// The canteen style sheet (GET /api/canteenStyle): the shared CSS text of the customisation colours, with its ETag.
import { createHash } from 'node:crypto';
import { canteenStyleCss } from '@backoffice/shared';

export { DEFAULT_CANTEEN_COLORS } from '@backoffice/shared';

export interface CanteenStyle {
  css: string;
  etag: string;
}

/** Builds the style sheet; canteenId is already validated (C_ plus [A-Z0-9_-]) so it is safe in a comment. */
export function canteenStyleSheet(canteenId: string, customisation: unknown): CanteenStyle {
  const css = canteenStyleCss(canteenId, customisation);
  const etag = `"${createHash('sha256').update(css).digest('base64url').slice(0, 27)}"`;
  return { css, etag };
}
