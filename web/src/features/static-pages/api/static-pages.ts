// Static pages of the active canteen through the data provider: list (slug order, search on titles and slug,
// published filter), one page live, create under `${canteen}_${slug}`, update and delete, bodies sanitised on save.
import { z } from 'zod';
import {
  STATIC_PAGES_PAGE_SIZE,
  STATIC_PAGE_SEARCH_KEY_MAX,
  staticPageFieldsSchema,
  staticPageId,
  staticPageSearchKeys,
  type StaticPageForm,
  type StaticPageListParams,
} from '@backoffice/shared';
import { firestoreResource, yesNoFieldFilters, type FieldFilter } from '../../../lib/data/resource';
import { sanitizeRichText } from '../../../lib/rich-text';

/**
 * A stored Timestamp (or a pending server time, null) as a Date for the list's "updated" column; a page written
 * without the stamp (the API, an import) has none.
 */
const updatedAtSchema = z.unknown().optional().transform((value): Date | null =>
  value && typeof (value as { toDate?: unknown }).toDate === 'function' ? (value as { toDate: () => Date }).toDate() : null,
);

/** The stored page as the screens read it: the form's fields plus when it last changed. */
const storedSchema = staticPageFieldsSchema.extend({ updated_at: updatedAtSchema });
export type StaticPageDoc = z.output<typeof storedSchema>;

export const staticPages = firestoreResource<StaticPageDoc>({
  collection: 'static_pages',
  canteenField: 'canteen_id',
  schema: storedSchema,
  defaultSort: { field: 'slug', direction: 'asc' },
  pageSize: STATIC_PAGES_PAGE_SIZE,
  searchField: 'search_keys',
  searchKeywords: (page) => staticPageSearchKeys(page),
  searchKeywordLength: STATIC_PAGE_SEARCH_KEY_MAX,
});

export function staticPageFilters(params: StaticPageListParams): FieldFilter[] {
  return yesNoFieldFilters('published', params.published);
}

/** The slug is already used by another page of the canteen. */
export class SlugTakenError extends Error {
  /** Read by the form kit's saveErrorKey: the "changed meanwhile / already there" message above the fields. */
  readonly code = 'already-exists';
  constructor(readonly slug: string) {
    super(`Slug ${slug} is taken`);
  }
}

/** Every body through DOMPurify before it is stored, so every reader (the customer app too) gets clean HTML. */
function sanitized(page: StaticPageForm): StaticPageDoc {
  const body = Object.fromEntries(Object.entries(page.body).map(([language, html]) => [language, sanitizeRichText(html ?? '')]));
  return { ...page, body, updated_at: null };
}

/** Creates the page under `${canteen}_${slug}`; a slug in use fails with SlugTakenError and writes nothing. */
export async function createStaticPage(canteenId: string, page: StaticPageForm): Promise<string> {
  if (await staticPages.exists(canteenId, [['slug', '==', page.slug]])) throw new SlugTakenError(page.slug);
  const id = staticPageId(canteenId, page.slug);
  await staticPages.createAt(id, canteenId, sanitized(page));
  return id;
}

export function updateStaticPage(id: string, page: StaticPageForm): Promise<void> {
  return staticPages.update(id, sanitized(page));
}
