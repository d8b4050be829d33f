// Help content (spec §7 /helpdesk/ccms, §9 tags): guides, UI components, news and status texts stored in
// Firestore in the eight languages, filtered by tags and served in the caller's language.
import type { Firestore } from 'firebase-admin/firestore';
import {
  HELP_NEWS_DEFAULT_COUNT,
  HELP_POPULAR_DEFAULT_COUNT,
  ROLE_HELP_TAGS,
  roleHelpTag,
  toDate,
  type UiLanguage,
} from '@backoffice/shared';
import { localizedText, localizedValue } from './localize';

export const HELP_COLLECTIONS = {
  guides: 'help_guides',
  components: 'help_components',
  news: 'help_news',
  statusTexts: 'help_status_texts',
} as const;

const ROLE_TAGS: ReadonlySet<number> = new Set(
  Object.values(ROLE_HELP_TAGS).filter((tag): tag is number => tag !== null),
);

/**
 * How items are matched to a session (spec §9: environment/canteen-type tags, then the role's tag):
 * - context: the non-role tags the client sent, or null when it sent none (no context filtering);
 * - roleTag: always the caller's own role tag, whatever the client claims (a role tag in the request is
 *   ignored, so nobody reads another role's content by sending its number).
 */
export interface TagFilter {
  context: number[] | null;
  roleTag: number | null;
}

export function tagFilterFor(
  requested: readonly number[] | undefined,
  role: string | null | undefined,
): TagFilter {
  return {
    context: requested === undefined ? null : requested.filter((tag) => !ROLE_TAGS.has(tag)),
    roleTag: roleHelpTag(role),
  };
}

/**
 * An item's context tags are requirements (all must be among the session's: content tagged 6,15 is for
 * Italian schools only); its role tags are alternatives (one must be the caller's). Untagged = everyone.
 */
export function matchesTags(itemTags: unknown, filter: TagFilter): boolean {
  const tags = Array.isArray(itemTags)
    ? itemTags.filter((tag): tag is number => typeof tag === 'number')
    : [];
  const roleTags = tags.filter((tag) => ROLE_TAGS.has(tag));
  if (roleTags.length > 0 && (filter.roleTag === null || !roleTags.includes(filter.roleTag))) return false;
  if (filter.context === null) return true;
  const context = filter.context;
  return tags.filter((tag) => !ROLE_TAGS.has(tag)).every((tag) => context.includes(tag));
}

type Data = Record<string, unknown>;
interface HelpText {
  title: string;
  body: string;
}

function textsOf(guide: Data, language: UiLanguage): HelpText[] {
  const texts = localizedValue(guide.texts as Record<string, unknown>, language);
  return (Array.isArray(texts) ? texts : [])
    .filter((text): text is Data => !!text && typeof text === 'object')
    .map((text) => ({ title: String(text.title ?? ''), body: String(text.body ?? '') }));
}

function tagsOf(data: Data): number[] {
  return Array.isArray(data.tags) ? data.tags.filter((tag): tag is number => typeof tag === 'number') : [];
}

export async function mostPopularGuides(
  db: Firestore,
  count = HELP_POPULAR_DEFAULT_COUNT,
  language: UiLanguage,
  filter: TagFilter,
) {
  const snapshot = await db
    .collection(HELP_COLLECTIONS.guides)
    .orderBy('popularity', 'desc')
    .limit(100)
    .get();
  return snapshot.docs
    .filter((doc) => matchesTags(doc.get('tags'), filter))
    .slice(0, count)
    .map((doc) => ({
      id: doc.id,
      slug: String(doc.get('slug') ?? doc.id),
      title: localizedText(doc.get('title'), language),
      intro: textsOf(doc.data(), language)[0]?.body ?? '',
      popularity: Number(doc.get('popularity') ?? 0),
    }));
}

export async function guideBySlug(db: Firestore, slug: string, language: UiLanguage, filter: TagFilter) {
  const snapshot = await db.collection(HELP_COLLECTIONS.guides).where('slug', '==', slug).limit(1).get();
  const doc = snapshot.docs[0];
  // A guide the session may not see is reported like a missing one: its existence is not revealed.
  if (!doc || !matchesTags(doc.get('tags'), filter)) return null;
  const data = doc.data();
  const texts = textsOf(data, language);
  const collection = (data.collection ?? {}) as Data;
  return {
    id: doc.id,
    slug,
    title: localizedText(data.title, language),
    tags: tagsOf(data),
    collection: { id: String(collection.id ?? ''), title: localizedText(collection.title, language) },
    texts,
    intro: texts[0] ?? null,
    items: texts.slice(1),
    updated_at: toDate(data.updated_at)?.toISOString() ?? null,
  };
}

export async function guideCollections(db: Firestore, language: UiLanguage, filter: TagFilter) {
  const snapshot = await db.collection(HELP_COLLECTIONS.guides).limit(500).get();
  const collections = new Map<
    string,
    { id: string; title: string; pos: number; guides: Array<{ slug: string; title: string; pos: number }> }
  >();
  for (const doc of snapshot.docs) {
    if (!matchesTags(doc.get('tags'), filter)) continue;
    const collection = (doc.get('collection') ?? {}) as Data;
    const id = String(collection.id ?? 'general');
    const entry = collections.get(id) ?? {
      id,
      title: localizedText(collection.title, language) || id,
      pos: Number(collection.pos ?? 999),
      guides: [],
    };
    entry.guides.push({
      slug: String(doc.get('slug') ?? doc.id),
      title: localizedText(doc.get('title'), language),
      pos: Number(doc.get('pos') ?? 999),
    });
    collections.set(id, entry);
  }
  return [...collections.values()]
    .sort((a, b) => a.pos - b.pos || a.id.localeCompare(b.id))
    .map((collection) => ({
      ...collection,
      guides: collection.guides.sort((a, b) => a.pos - b.pos).map(({ slug, title }) => ({ slug, title })),
    }));
}

function componentView(id: string, data: Data, variant: string, language: UiLanguage) {
  const variants = (data.variants ?? {}) as Record<string, Data>;
  const chosen = variants[variant];
  if (!chosen) return null;
  return {
    id,
    view: String(data.view ?? ''),
    variant,
    title: localizedText(chosen.title, language),
    body: localizedText(chosen.body, language),
  };
}

export async function componentByIdAndVariant(
  db: Firestore,
  id: string,
  variant: string,
  language: UiLanguage,
  filter: TagFilter,
) {
  const doc = await db.collection(HELP_COLLECTIONS.components).doc(id).get();
  if (!doc.exists || !matchesTags(doc.get('tags'), filter)) return null;
  return componentView(doc.id, doc.data() ?? {}, variant, language);
}

/** Accent- and case-insensitive text for searching. */
function searchable(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Components of the given views (all views when none), whose text in the language contains `text`. */
export async function componentsByViewAndText(
  db: Firestore,
  views: string[] | undefined,
  text: string | undefined,
  language: UiLanguage,
  filter: TagFilter,
) {
  const base = db.collection(HELP_COLLECTIONS.components);
  const snapshot =
    views && views.length > 0
      ? await base.where('view', 'in', views.slice(0, 30)).get()
      : await base.limit(500).get();
  const needle = searchable(text ?? '');
  return snapshot.docs
    .filter((doc) => matchesTags(doc.get('tags'), filter))
    .map((doc) => componentView(doc.id, doc.data(), 'default', language))
    .filter((component): component is NonNullable<typeof component> => component !== null)
    .filter(
      (component) => needle === '' || searchable(`${component.title} ${component.body}`).includes(needle),
    )
    .sort((a, b) => a.view.localeCompare(b.view) || a.id.localeCompare(b.id));
}

function newsView(id: string, data: Data, language: UiLanguage, withBody: boolean) {
  return {
    id,
    date: toDate(data.date)?.toISOString() ?? null,
    title: localizedText(data.title, language),
    summary: localizedText(data.summary, language),
    ...(withBody ? { body: localizedText(data.body, language) } : {}),
    tags: tagsOf(data),
  };
}

export async function newsList(
  db: Firestore,
  options: { ids?: string[]; excludeId?: string; count?: number; language: UiLanguage; filter: TagFilter },
) {
  const { ids, excludeId, count = HELP_NEWS_DEFAULT_COUNT, language, filter } = options;
  const snapshot = await db.collection(HELP_COLLECTIONS.news).orderBy('date', 'desc').limit(300).get();
  return snapshot.docs
    .filter((doc) => (!ids || ids.length === 0 || ids.includes(doc.id)) && doc.id !== excludeId)
    .filter((doc) => matchesTags(doc.get('tags'), filter))
    .slice(0, count)
    .map((doc) => newsView(doc.id, doc.data(), language, false));
}

export async function newsById(db: Firestore, id: string, language: UiLanguage, filter: TagFilter) {
  const doc = await db.collection(HELP_COLLECTIONS.news).doc(id).get();
  if (!doc.exists || !matchesTags(doc.get('tags'), filter)) return null;
  return newsView(doc.id, doc.data() ?? {}, language, true);
}

export async function statusTexts(db: Firestore, language: UiLanguage) {
  const snapshot = await db.collection(HELP_COLLECTIONS.statusTexts).orderBy('pos').limit(200).get();
  return snapshot.docs.map((doc) => ({
    id: doc.id,
    group: String(doc.get('group') ?? ''),
    code: doc.get('code') ?? null,
    title: localizedText(doc.get('title'), language),
    description: localizedText(doc.get('description'), language),
  }));
}
