// What the static-page screens read: seeded pages, and pages written without the stamp (the API, another tool).
import { describe, expect, it } from 'vitest';
import { staticPages } from './static-pages';

const page = { slug: 'chi-siamo', title: { it: 'Chi siamo' }, body: { it: '<p>La mensa</p>' }, published: true };

describe('the stored static page', () => {
  it('reads a page with and without updated_at', () => {
    const when = new Date('2026-11-20T09:30:00Z');
    expect(staticPages.config.schema.parse({ ...page, updated_at: { toDate: () => when } })).toMatchObject({ updated_at: when });
    expect(staticPages.config.schema.parse(page)).toMatchObject({ ...page, updated_at: null });
    expect(staticPages.config.schema.parse({ ...page, updated_at: null })).toMatchObject({ updated_at: null });
  });

  it('leaves out a page that is not of the expected shape', () => {
    expect(staticPages.config.schema.safeParse({ ...page, slug: 'Chi Siamo' }).success).toBe(false);
  });
});
