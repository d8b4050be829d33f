// Shapes of the seeded help content: text in the eight interface languages, guides as intro + accordion items.
import type { UiLanguage } from '@backoffice/shared';

export type L8 = Record<UiLanguage, string>;

/** Text in the eight interface languages, in the fixed order en, it, es, fr, tr, ca, eu, cl. */
export function t8(
  en: string,
  it: string,
  es: string,
  fr: string,
  tr: string,
  ca: string,
  eu: string,
  cl: string,
): L8 {
  return { en, it, es, fr, tr, ca, eu, cl };
}

/** One text of a guide: the first is the intro, the others are accordion items (spec §7). */
export interface GuideText {
  title: L8;
  body: L8;
}

export interface GuideDef {
  /** The page key the SPA asks for (the route's first segment) or 'glossario'. */
  slug: string;
  /** The screen the guide explains. */
  route: string;
  collection: 'getting-started' | 'daily-work' | 'services' | 'administration' | 'faq';
  pos: number;
  /** Spec §9 tags; empty = every environment and role. */
  tags: number[];
  popularity: number;
  title: L8;
  texts: GuideText[];
}
