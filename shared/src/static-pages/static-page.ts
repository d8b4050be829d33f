// Static pages (spec §6 PagineStatiche): title and rich-text body per UI language, slug, published flag; the form,
// the stored document, the document id (canteen + slug) and the list's search keys and URL params.
import { z } from 'zod';
import { parseYesNoFilter, type YesNoFilter } from '../forms/yes-no-filter';
import { UI_LANGUAGES, type UiLanguage } from '../i18n/i18n-env';

/** Titles are short texts (the rules' shortText limit). */
export const STATIC_PAGE_TITLE_MAX = 200;
/** Body HTML per language: a long page of text with its markup, far below Firestore's 1 MiB for all eight. */
export const STATIC_PAGE_BODY_MAX = 20_000;
export const STATIC_PAGE_SLUG_MAX = 80;
/** Lower-case letters and digits in groups joined by single dashes: "chi-siamo", "orari-2026". */
export const STATIC_PAGE_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Pages per list page. */
export const STATIC_PAGES_PAGE_SIZE = 20;
/** The longest search key: a longer search is cut to it (prefix search on the first characters). */
export const STATIC_PAGE_SEARCH_KEY_MAX = 30;
/** At most one key per prefix of the slug and of each language's title: (8 + 1) × 30. */
export const STATIC_PAGE_SEARCH_KEYS_MAX = (UI_LANGUAGES.length + 1) * STATIC_PAGE_SEARCH_KEY_MAX;
/** The path segment of /static-pages/{id} that opens an empty editor (page ids always contain "_"). */
export const NEW_STATIC_PAGE_ID = 'new';

/** The message of "no language has both a title and a text" (the feature's own namespace). */
export const STATIC_PAGE_ONE_LANGUAGE_MESSAGE = 'staticPages:validation.oneLanguage';

/**
 * True when rich text holds no visible content: tags, non-breaking spaces and whitespace only (an emptied editor
 * leaves "<p><br></p>"). Not a sanitiser: it only decides whether a language counts as written.
 */
export function richTextIsBlank(html: string): boolean {
  if (/<img\b/i.test(html)) return false;
  return html.replace(/<[^>]*>/g, '').replace(/&nbsp;|&#160;|\u00a0/g, '').trim() === '';
}

const texts = (max: number) => z.partialRecord(z.enum(UI_LANGUAGES), z.string().max(max));

/** The fields as a form edits them; blank languages are dropped from the output (the document keeps written ones). */
export const staticPageFieldsSchema = z.object({
  slug: z
    .string()
    .trim()
    .min(1, 'validation.required')
    .max(STATIC_PAGE_SLUG_MAX)
    .regex(STATIC_PAGE_SLUG_PATTERN, 'staticPages:validation.slug'),
  title: texts(STATIC_PAGE_TITLE_MAX).transform((map) => compact(map, (text) => text.trim() === '', true)),
  body: texts(STATIC_PAGE_BODY_MAX).transform((map) => compact(map, richTextIsBlank, false)),
  published: z.boolean(),
});

function compact(map: Partial<Record<UiLanguage, string>>, blank: (text: string) => boolean, trim: boolean) {
  const kept: Partial<Record<UiLanguage, string>> = {};
  for (const language of UI_LANGUAGES) {
    const text = map[language];
    if (text !== undefined && !blank(text)) kept[language] = trim ? text.trim() : text;
  }
  return kept;
}

/**
 * The page form: at least one language complete (title and text), and no language half written — a title without
 * its text (or the reverse) is marked on the missing field, so the customer app never shows half a page.
 */
export const staticPageFormSchema = staticPageFieldsSchema.superRefine((page, context) => {
  let complete = 0;
  for (const language of UI_LANGUAGES) {
    const hasTitle = page.title[language] !== undefined;
    const hasBody = page.body[language] !== undefined;
    if (hasTitle && hasBody) complete += 1;
    else if (hasTitle) context.addIssue({ code: 'custom', path: ['body', language], message: 'validation.required' });
    else if (hasBody) context.addIssue({ code: 'custom', path: ['title', language], message: 'validation.required' });
  }
  if (complete === 0 && !hasHalf(page)) {
    context.addIssue({ code: 'custom', path: ['title', UI_LANGUAGES[0]], message: STATIC_PAGE_ONE_LANGUAGE_MESSAGE });
  }
});
export type StaticPageFormInput = z.input<typeof staticPageFormSchema>;
export type StaticPageForm = z.output<typeof staticPageFormSchema>;

function hasHalf(page: { title: Partial<Record<UiLanguage, string>>; body: Partial<Record<UiLanguage, string>> }) {
  return UI_LANGUAGES.some((language) => (page.title[language] === undefined) !== (page.body[language] === undefined));
}

/** The stored document (collection static_pages); unknown fields kept, as for every document of spec §3. */
export const staticPageSchema = z.looseObject({
  canteen_id: z.string().regex(/^C_.+$/),
  slug: z.string().regex(STATIC_PAGE_SLUG_PATTERN).max(STATIC_PAGE_SLUG_MAX),
  title: texts(STATIC_PAGE_TITLE_MAX),
  body: texts(STATIC_PAGE_BODY_MAX),
  published: z.boolean(),
  search_keys: z.array(z.string().max(STATIC_PAGE_SEARCH_KEY_MAX)).max(STATIC_PAGE_SEARCH_KEYS_MAX),
});
export type StaticPage = z.infer<typeof staticPageSchema>;

/**
 * The document id: one page per slug and canteen, which no rule could check across documents. Slugs have no "_",
 * so the id splits back unambiguously at its last underscore.
 */
export function staticPageId(canteenId: string, slug: string): string {
  return `${canteenId}_${slug}`;
}

/**
 * Every string a list search may equal: each prefix (up to 30 characters) of the lower-case slug and of each
 * language's lower-case title. One array-contains query then searches titles in every language and the slug.
 */
export function staticPageSearchKeys(page: { slug: string; title: Partial<Record<UiLanguage, string>> }): string[] {
  const keys = new Set<string>();
  for (const text of [page.slug, ...Object.values(page.title)]) {
    const normalized = staticPageSearchText(text ?? '');
    for (let length = 1; length <= normalized.length; length += 1) keys.add(normalized.slice(0, length));
  }
  return [...keys];
}

/** The search as the keys hold it: trimmed, lower-case, at most 30 characters. */
export function staticPageSearchText(text: string): string {
  return text.trim().toLocaleLowerCase().slice(0, STATIC_PAGE_SEARCH_KEY_MAX);
}

/** The title to show in `language`, else the first written one (with its language, for the missing mark). */
export function staticPageTitle(
  title: Partial<Record<UiLanguage, string>>,
  language: string,
): { text: string; language: UiLanguage } | null {
  const own = title[language as UiLanguage];
  if (own) return { text: own, language: language as UiLanguage };
  const first = UI_LANGUAGES.find((code) => title[code]);
  return first ? { text: title[first]!, language: first } : null;
}

export interface StaticPageListParams {
  search: string;
  /** The filter on the published flag. */
  published: YesNoFilter;
}

/** Reads the list's params from the URL query (?q=&published=); anything unknown falls back to the default. */
export function parseStaticPageListParams(query: URLSearchParams): StaticPageListParams {
  return {
    search: (query.get('q') ?? '').trim().slice(0, STATIC_PAGE_SEARCH_KEY_MAX),
    published: parseYesNoFilter(query.get('published')),
  };
}

/** Writes the params back, defaults left out so links stay short. */
export function staticPageListQuery(params: StaticPageListParams): URLSearchParams {
  const query = new URLSearchParams();
  if (params.search !== '') query.set('q', params.search);
  if (params.published !== 'all') query.set('published', params.published);
  return query;
}
