// The static-page form, its stored id, search keys and list params: what the editor accepts and what the list finds.
import { describe, expect, it } from 'vitest';
import {
  STATIC_PAGE_BODY_MAX,
  STATIC_PAGE_ONE_LANGUAGE_MESSAGE,
  parseStaticPageListParams,
  richTextIsBlank,
  staticPageFormSchema,
  staticPageId,
  staticPageListQuery,
  staticPageSearchKeys,
  staticPageSearchText,
  staticPageTitle,
} from './static-page';

const page = (changes: Record<string, unknown> = {}) => ({
  slug: 'chi-siamo',
  title: { it: 'Chi siamo', en: '' },
  body: { it: '<p>La mensa</p>', en: '<p><br></p>' },
  published: true,
  ...changes,
});

const issues = (input: unknown) => {
  const result = staticPageFormSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('staticPageFormSchema', () => {
  it.each([
    ['chi-siamo', true],
    ['orari-2026', true],
    ['a', true],
    [' privacy ', true],
    ['Chi-Siamo', false],
    ['chi siamo', false],
    ['chi_siamo', false],
    ['-chi', false],
    ['chi--siamo', false],
    ['chi-', false],
    ['àllergeni', false],
    ['x'.repeat(81), false],
  ])('slug %j valid: %s', (slug, valid) => {
    expect(staticPageFormSchema.safeParse(page({ slug })).success).toBe(valid);
  });

  it('keeps written languages only, trimmed titles, bodies as written', () => {
    expect(staticPageFormSchema.parse(page({ title: { it: ' Chi siamo ', en: ' ' } }))).toEqual({
      slug: 'chi-siamo',
      title: { it: 'Chi siamo' },
      body: { it: '<p>La mensa</p>' },
      published: true,
    });
  });

  it('asks for one complete language when none is written', () => {
    expect(issues(page({ title: {}, body: { it: '<p> &nbsp;</p>' } }))).toEqual([`title.en: ${STATIC_PAGE_ONE_LANGUAGE_MESSAGE}`]);
  });

  it('marks the missing half of a language written halfway', () => {
    expect(issues(page({ title: { it: 'Chi siamo', fr: 'Qui sommes-nous' } }))).toEqual(['body.fr: validation.required']);
    expect(issues(page({ body: { it: '<p>x</p>', en: '<p>y</p>' } }))).toEqual(['title.en: validation.required']);
  });

  it('limits each body to the rules’ size', () => {
    expect(staticPageFormSchema.safeParse(page({ body: { it: 'x'.repeat(STATIC_PAGE_BODY_MAX) } })).success).toBe(true);
    expect(staticPageFormSchema.safeParse(page({ body: { it: 'x'.repeat(STATIC_PAGE_BODY_MAX + 1) } })).success).toBe(false);
  });

  it('accepts only UI languages', () => {
    expect(staticPageFormSchema.safeParse(page({ title: { it: 'Chi siamo', de: 'Über uns' } })).success).toBe(false);
  });
});

describe('richTextIsBlank', () => {
  it.each([
    ['', true],
    ['<p><br></p>', true],
    ['<p>&nbsp; </p>', true],
    ['<p>Ciao</p>', false],
    ['<img src="a.png">', false],
  ])('%j blank: %s', (html, blank) => expect(richTextIsBlank(html)).toBe(blank));
});

describe('ids, search and titles', () => {
  it('names the document by canteen and slug', () => {
    expect(staticPageId('C_1001', 'privacy')).toBe('C_1001_privacy');
  });

  it('searches every prefix of the slug and of each title, lower-case, up to 30 characters', () => {
    const keys = staticPageSearchKeys({ slug: 'chi-siamo', title: { it: 'Chi siamo', en: 'About us' } });
    expect(keys).toEqual(expect.arrayContaining(['c', 'chi-', 'chi s', 'chi siamo', 'about', 'a']));
    expect(keys).not.toContain('siamo');
    expect(staticPageSearchKeys({ slug: 'a', title: { it: 'x'.repeat(50) } }).every((key) => key.length <= 30)).toBe(true);
    expect(staticPageSearchText('  Chi SIAMO  ')).toBe('chi siamo');
  });

  it('shows the title in the back-office language, else the first written one', () => {
    expect(staticPageTitle({ it: 'Chi siamo', en: 'About us' }, 'en')).toEqual({ text: 'About us', language: 'en' });
    expect(staticPageTitle({ it: 'Chi siamo', es: 'Quiénes somos' }, 'fr')).toEqual({ text: 'Chi siamo', language: 'it' });
    expect(staticPageTitle({}, 'en')).toBeNull();
  });
});

describe('static-page list params', () => {
  it.each([
    ['', { search: '', published: 'all' }],
    ['q=chi&published=no', { search: 'chi', published: 'no' }],
    ['published=maybe&q=%20x%20', { search: 'x', published: 'all' }],
  ])('%s reads as %j and writes back without defaults', (query, params) => {
    const parsed = parseStaticPageListParams(new URLSearchParams(query));
    expect(parsed).toEqual(params);
    expect(parseStaticPageListParams(staticPageListQuery(parsed))).toEqual(parsed);
  });
});
