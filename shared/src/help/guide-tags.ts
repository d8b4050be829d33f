// Which tags the help centre sends with a guide (spec §9): 6,10 for the restaurants guide and the glossary,
// else the tags of the canteen's environment and type with the role's tag appended.
import type { CanteenLike } from '../canteens/canteens';
import type { Environment } from '../i18n/i18n-env';
import { GUIDE_SLUG_TAGS, helpTags } from '../navigation/help';

/** The glossary's slug (spec §7: "guide pages are found by slug (glossario or the page key)"). */
export const GLOSSARY_GUIDE_SLUG = 'glossario';
/** The FAQ is the guide of the /faq page: its intro, then one accordion item per question. */
export const FAQ_GUIDE_SLUG = 'faq';

/**
 * Slugs of the restaurants guide (the chooser's pages, /home and /scelta-ristorante) and of the glossary: spec §9
 * says they use 6,10 whatever the canteen, since they are read before or across canteens.
 */
export const FIXED_TAG_GUIDE_SLUGS: ReadonlySet<string> = new Set([
  GLOSSARY_GUIDE_SLUG,
  'home',
  'scelta-ristorante',
]);

/** The tags to send with getGuideBySlug for `slug` in this session. */
export function guideRequestTags(
  slug: string,
  environment: Environment,
  canteen: CanteenLike | null | undefined,
  role: string | null | undefined,
): number[] {
  return FIXED_TAG_GUIDE_SLUGS.has(slug) ? [...GUIDE_SLUG_TAGS] : helpTags(environment, canteen, role);
}
