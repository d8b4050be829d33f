// The seeded static pages: every canteen has its pages, one a draft, each valid for the editor and stored by slug.
import { describe, expect, it } from 'vitest';
import { staticPageFormSchema, staticPageId, staticPageSearchKeys } from '@backoffice/shared';
import { buildSeed } from './build';
import { CANTEENS } from './canteen-data';

const seed = buildSeed({ today: new Date('2026-11-21T12:00:00Z') });
const pages = seed.documents.filter((document) => document.path.startsWith('static_pages/'));

describe('seeded static pages', () => {
  it.each(CANTEENS.map((canteen) => [canteen.id, canteen] as const))('%s has 3–4 pages, one of them a draft', (id, canteen) => {
    const own = pages.filter((page) => page.data.canteen_id === id);
    expect(own.length).toBeGreaterThanOrEqual(3);
    expect(own.length).toBeLessThanOrEqual(4);
    expect(own.filter((page) => page.data.published === false)).toHaveLength(1);
    // Written in the canteen's own language (Chile's people read es-CL).
    for (const page of own) expect(Object.keys(page.data.title as object)).toContain(canteen.uiLanguage);
  });

  it('are what the editor would save: valid form, id from canteen and slug, search keys of their texts', () => {
    for (const page of pages) {
      const { canteen_id: canteenId, slug, title, body, published, search_keys: keys } = page.data as {
        canteen_id: string;
        slug: string;
        title: Record<string, string>;
        body: Record<string, string>;
        published: boolean;
        search_keys: string[];
      };
      expect(staticPageFormSchema.safeParse({ slug, title, body, published }).success).toBe(true);
      expect(page.path).toBe(`static_pages/${staticPageId(canteenId, slug)}`);
      expect(keys).toEqual(staticPageSearchKeys({ slug, title }));
    }
  });
});
