// Help guides by slug (spec §7): the page's guide and the glossary; the first text is the intro, the rest accordion items.
import useSWR from 'swr';
import { GUIDE_SLUG_TAGS } from '@backoffice/shared';
import { helpContent } from '../../../lib/help-api';

export const GLOSSARY_SLUG = 'glossario';
/** Spec §9: the restaurants guide and the glossary use the tags 6,10 whatever the canteen. */
const FIXED_TAG_SLUGS = new Set([GLOSSARY_SLUG, 'home', 'chooseRestaurant']);

export interface GuideSection {
  title: string;
  html: string;
}

export interface Guide {
  title: string;
  intro: GuideSection | null;
  items: GuideSection[];
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** Reads the guide whatever the list is called (texts, contents, sections) or when it is a bare list. */
export function parseGuide(data: unknown): Guide | null {
  if (!data) return null;
  const record = (typeof data === 'object' && !Array.isArray(data) ? data : {}) as Record<string, unknown>;
  const list = Array.isArray(data) ? data : [record.texts, record.contents, record.sections].find(Array.isArray) ?? [];
  const sections = (list as unknown[])
    .filter((entry): entry is Record<string, unknown> => typeof entry === 'object' && entry !== null)
    .map((entry) => ({
      title: text(entry.title),
      html: text(entry.html) || text(entry.body) || text(entry.text) || text(entry.content),
    }));
  if (sections.length === 0) return null;
  const [intro, ...items] = sections;
  return { title: text(record.title), intro: intro ?? null, items };
}

/** The guide for a slug, or null when there is none or it cannot be loaded (logged only, spec §8). */
export function useGuide(slug: string | null, language: string, pageTags: readonly number[]) {
  const tags = slug !== null && FIXED_TAG_SLUGS.has(slug) ? GUIDE_SLUG_TAGS : pageTags;
  return useSWR(slug ? ['guide', slug, language, tags.join(',')] : null, async () => {
    const guide = parseGuide(await helpContent.guideBySlug(slug!, language, tags));
    if (!guide) console.error(`Guide ${slug} not found`);
    return guide;
  });
}
