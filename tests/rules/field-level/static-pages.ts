// Static pages: the id is canteen + slug, the slug's shape, the sizes of titles and bodies per language, and the
// created_at a create must stamp (a set over a taken id is an update that changes it, so it is refused).
import { describe } from 'vitest';
import { serverTimestamp } from 'firebase/firestore';
import { DOCUMENT_LIMITS, STATIC_PAGE_BODY_MAX, STATIC_PAGE_SEARCH_KEYS_MAX, STATIC_PAGE_SLUG_MAX } from '@backoffice/shared';
import { caseOf, text } from '../support/cases';
import { FIXED_NOW, seeded } from '../support/fixtures';
import { IN_CANTEEN, principal } from '../support/principals';
import type { FixtureStore } from '../support/store';

export function defineStaticPages(store: () => FixtureStore): void {
  const who = principal('site_manager');
  const page = (slug: string, patch: Record<string, unknown> = {}) => ({
    op: 'create' as const,
    path: `static_pages/${IN_CANTEEN}_${slug}`,
    data: { ...seeded('static_pages/C_1001_chi-siamo'), canteen_id: IN_CANTEEN, slug, created_at: serverTimestamp(), ...patch },
  });
  const longSlug = 'a'.repeat(STATIC_PAGE_SLUG_MAX);

  describe('static_pages: ids, slugs and sizes', () => {
    caseOf('valid page', who, page('nuova-pagina'), true, store);
    caseOf('slug of the longest length', who, page(longSlug), true, store);
    caseOf('title of the longest length', who, page('nuova-pagina', { title: { it: text(DOCUMENT_LIMITS.shortText) } }), true, store);
    caseOf('body of the longest length', who, page('nuova-pagina', { body: { it: text(STATIC_PAGE_BODY_MAX) } }), true, store);

    caseOf('id is not canteen + slug', who, { ...page('nuova-pagina'), data: { ...page('nuova-pagina').data, slug: 'altra' } }, false, store);
    caseOf('id of another canteen', who, { ...page('nuova-pagina'), path: 'static_pages/C_2002_nuova-pagina' }, false, store);
    for (const slug of ['Chi-Siamo', 'chi--siamo', '-chi', 'chi-', 'chi.siamo', `${longSlug}b`]) {
      caseOf(`slug ${JSON.stringify(slug.slice(0, 20))}`, who, page(slug), false, store);
    }
    caseOf('title too long', who, page('nuova-pagina', { title: { it: text(DOCUMENT_LIMITS.shortText + 1) } }), false, store);
    caseOf('body too long', who, page('nuova-pagina', { body: { it: text(STATIC_PAGE_BODY_MAX + 1) } }), false, store);
    caseOf('body in an unknown language', who, page('nuova-pagina', { body: { de: '<p>Hallo</p>' } }), false, store);
    caseOf('title as text, not per language', who, page('nuova-pagina', { title: 'Chi siamo' }), false, store);
    caseOf('published as text', who, page('nuova-pagina', { published: 'yes' }), false, store);
    caseOf('no published flag', who, page('nuova-pagina', { published: null }), false, store);
    caseOf('too many search keys', who, page('nuova-pagina', { search_keys: Array.from({ length: STATIC_PAGE_SEARCH_KEYS_MAX + 1 }, (_, n) => `k${n}`) }), false, store);
    caseOf('created_at of its own', who, page('nuova-pagina', { created_at: FIXED_NOW }), false, store);
    caseOf('no created_at', who, page('nuova-pagina', { created_at: null }), false, store);
  });
}
