// The help centre's data (spec §7 /helpdesk/ccms): collections, most popular guides, component search and guides,
// in the user's language with the §9 tags of the session. Each hook's data is undefined while loading, null when
// the call failed (the client returns null, spec §8) and the content otherwise.
import useSWR from 'swr';
import { z } from 'zod';
import {
  FAQ_GUIDE_SLUG,
  guideRequestTags,
  helpPlainText,
  searchWords,
  type CanteenLike,
} from '@backoffice/shared';
import { helpContent } from '../../../lib/help-api';
import { useSessionState } from '../../../lib/session-state';
import { useSession } from '../../session';

const text = z.unknown().transform((value) => (typeof value === 'string' ? value : ''));

const collectionsSchema = z.array(
  z.object({
    id: z.string(),
    title: text,
    guides: z.array(z.object({ slug: z.string(), title: text })).catch([]),
  }),
);
export type HelpCollection = z.output<typeof collectionsSchema>[number];

const popularSchema = z.array(
  z.object({ slug: z.string(), title: text, intro: text.transform((html) => helpPlainText(html)) }),
);
export type PopularGuide = z.output<typeof popularSchema>[number];

const componentsSchema = z.array(z.object({ id: z.string(), view: text, title: text, body: text }));
export type HelpComponent = z.output<typeof componentsSchema>[number];

const sectionSchema = z
  .object({ title: text, body: text })
  .transform(({ title, body }) => ({ title, html: body }));
export type GuideSection = z.output<typeof sectionSchema>;

const guideSchema = z
  .object({
    slug: z.string(),
    title: text,
    collection: z.object({ id: text, title: text }).nullish(),
    texts: z.array(sectionSchema),
  })
  .transform(({ slug, title, collection, texts: [intro, ...items] }) => ({
    slug,
    title,
    collectionTitle: collection?.title ?? '',
    // Spec §7: the first text is the intro, the rest are accordion items.
    intro: intro ?? null,
    items,
  }));
export type HelpGuide = z.output<typeof guideSchema>;

/** Content of the expected shape, or null (a failed call, or an answer the screen cannot read: logged). */
function parsed<S extends z.ZodType>(schema: S, what: string) {
  return (data: unknown): z.output<S> | null => {
    if (data === null) return null;
    const result = schema.safeParse(data);
    if (!result.success) console.error(`Help content ${what} has an unexpected shape`, result.error.issues);
    return result.success ? result.data : null;
  };
}

const swrOptions = { revalidateOnFocus: false } as const;

/** Where a guide opens: the FAQ guide has its own page, every other guide /help/{slug}. */
export function guidePath(slug: string): string {
  return slug === FAQ_GUIDE_SLUG ? '/faq' : `/help/${encodeURIComponent(slug)}`;
}

export function useHelpCollections(language: string) {
  return useSWR(
    ['help/collections', language],
    () => helpContent.collections(language).then(parsed(collectionsSchema, 'getCollections')),
    swrOptions,
  );
}

/** The spec §9 default count (5) of getMostPopulars. */
export function useMostPopularGuides(language: string) {
  return useSWR(
    ['help/popular', language],
    () => helpContent.mostPopulars(language).then(parsed(popularSchema, 'getMostPopulars')),
    swrOptions,
  );
}

/** Components of every view whose text holds the query; no call under 2 characters (spec §5). */
export function useComponentSearch(query: string, language: string) {
  const enabled = searchWords(query).length > 0;
  return useSWR(
    enabled ? ['help/components', query.trim(), language] : null,
    () =>
      helpContent
        .componentsByViewAndText([], query.trim(), language)
        .then(parsed(componentsSchema, 'getComponentsByViewAndText')),
    swrOptions,
  );
}

/** The tags of spec §9 for this guide in this session: the canteen's environment and type, and the role. */
function useGuideTags(slug: string): number[] {
  const { environment, role } = useSession();
  const data = useSessionState((state) => state.active_canteen_data);
  const canteen = data?.id ? (data as unknown as CanteenLike) : null;
  return guideRequestTags(slug, environment, canteen, role);
}

export function useHelpGuide(slug: string, language: string) {
  const tags = useGuideTags(slug);
  return useSWR(
    slug ? ['help/guide', slug, language, tags.join(',')] : null,
    () => helpContent.guideBySlug(slug, language, tags).then(parsed(guideSchema, 'getGuideBySlug')),
    swrOptions,
  );
}
