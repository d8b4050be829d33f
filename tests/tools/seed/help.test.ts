// The seeded help content: every text in all eight languages, a glossary and a guide per main screen, news
// dated relative to today, a status text per DEFCON grade.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { HELP_LANGUAGES, matchRoute } from '@backoffice/shared';
import { describe, expect, it } from 'vitest';
import { buildSeed } from './build';
import type { SeedDocument } from './types';

const TODAY = new Date('2026-03-18T12:00:00Z');
const seed = buildSeed({ today: TODAY });
const inCollection = (name: string): SeedDocument[] =>
  seed.documents.filter((d) => d.path.startsWith(`${name}/`));
const guides = inCollection('help_guides');
const news = inCollection('help_news');

/** Every per-language map found anywhere in a document: it must carry all eight languages, non-empty. */
function languageMaps(value: unknown, path: string, found: Array<[string, Record<string, unknown>]> = []) {
  if (Array.isArray(value)) value.forEach((item, index) => languageMaps(item, `${path}[${index}]`, found));
  else if (value && typeof value === 'object' && !(value instanceof Date)) {
    const record = value as Record<string, unknown>;
    if ('en' in record && 'it' in record) found.push([path, record]);
    else for (const [key, item] of Object.entries(record)) languageMaps(item, `${path}.${key}`, found);
  }
  return found;
}

describe('help content seed', () => {
  it('has every text of every help document in the eight languages', () => {
    const help = seed.documents.filter((d) => d.path.startsWith('help_'));
    const maps = help.flatMap((d) => languageMaps(d.data, d.path));
    expect(maps.length).toBeGreaterThan(50);
    for (const [path, map] of maps) {
      for (const language of HELP_LANGUAGES) {
        const text = map[language];
        const ok =
          (typeof text === 'string' && text.trim() !== '') || (Array.isArray(text) && text.length > 0);
        expect(ok, `${path}.${language}`).toBe(true);
      }
    }
  });

  it('gives every guide the same texts (intro + items) in each language, none empty', () => {
    for (const guide of guides) {
      const texts = guide.data.texts as Record<string, Array<{ title: string; body: string }>>;
      const count = texts.en?.length ?? 0;
      expect(count, guide.path).toBeGreaterThanOrEqual(2);
      for (const language of HELP_LANGUAGES) {
        expect(texts[language]?.length, `${guide.path} ${language}`).toBe(count);
        for (const text of texts[language] ?? [])
          expect(text.title && text.body, `${guide.path} ${language}`).toBeTruthy();
      }
    }
  });

  it('translates rather than copies: Italian, Turkish and Basque differ from English', () => {
    for (const guide of guides) {
      const title = guide.data.title as Record<string, string>;
      if (guide.path.endsWith('/users') || guide.path.endsWith('/messages')) continue; // Communications is the same word in fr
      for (const language of ['it', 'tr', 'eu'])
        expect(title[language], `${guide.path} ${language}`).not.toBe(title.en);
    }
  });

  it('has the glossary (slug glossario, tags 6,10) with an intro and terms', () => {
    const glossary = guides.find((g) => g.data.slug === 'glossario');
    expect(glossary?.data.tags).toEqual([6, 10]);
    const texts = (glossary?.data.texts as Record<string, Array<{ title: string; body: string }>>).en ?? [];
    expect(texts.length).toBeGreaterThanOrEqual(6);
  });

  it('has a guide per main screen, whose slug is the first segment of a real route', () => {
    const slugs = guides.map((g) => String(g.data.slug));
    for (const screen of [
      'home',
      'dashboard',
      'menu',
      'ordini',
      'richieste-ifm',
      'messages',
      'tickets',
      'users',
      'servizi',
    ])
      expect(slugs, screen).toContain(screen);
    for (const guide of guides) expect(matchRoute(String(guide.data.route)), guide.path).not.toBeNull();
    for (const guide of guides.filter((g) => g.data.slug !== 'glossario'))
      expect(String(guide.data.route).split('/')[1], guide.path).toBe(guide.data.slug);
  });

  it('dates news relative to today: all in the past, the latest within the 2-week news badge', () => {
    const dates = news.map((n) => (n.data.date as Date).getTime()).sort((a, b) => b - a);
    expect(dates.length).toBeGreaterThanOrEqual(4);
    expect(dates.every((date) => date <= TODAY.getTime() + 86_400_000)).toBe(true);
    expect(TODAY.getTime() - (dates[0] ?? 0)).toBeLessThan(14 * 86_400_000);
    const later = buildSeed({ today: new Date('2026-09-01T12:00:00Z') }).documents.find(
      (d) => d.path === news[0]?.path,
    );
    expect((later?.data.date as Date).getTime()).toBeGreaterThan((news[0]?.data.date as Date).getTime());
  });

  it('tags some news for an environment or role (spec §9) and leaves some for everyone', () => {
    const tags = news.map((n) => n.data.tags as number[]);
    expect(tags.some((list) => list.length === 0)).toBe(true);
    expect(tags.some((list) => list.includes(97))).toBe(true);
    expect(tags.some((list) => list.includes(8) && list.includes(16))).toBe(true);
  });

  it('has a status text per DEFCON grade 0–5 and components with default and tooltip variants', () => {
    const grades = inCollection('help_status_texts').map((d) => d.data.code);
    expect([...grades].sort()).toEqual([0, 1, 2, 3, 4, 5]);
    for (const component of inCollection('help_components'))
      expect(Object.keys(component.data.variants as object).sort(), component.path).toEqual([
        'default',
        'tooltip',
      ]);
  });

  it('has the FAQ of /faq: a guide in the faq collection with an intro and at least six questions', () => {
    const faq = guides.find((g) => g.data.slug === 'faq');
    expect(faq?.data).toMatchObject({ route: '/faq', collection: { id: 'faq' } });
    const texts = faq?.data.texts as Record<string, Array<{ title: string; body: string }>>;
    expect(texts.en?.length).toBeGreaterThanOrEqual(7);
    expect(texts.en?.slice(1).every((question) => question.title.endsWith('?'))).toBe(true);
  });

  it('illustrates guides with pictures in every language and a recording the SPA serves', () => {
    const bodies = (language: string) =>
      guides
        .flatMap((g) => (g.data.texts as Record<string, Array<{ body: string }>>)[language] ?? [])
        .map((t) => t.body);
    for (const language of HELP_LANGUAGES) {
      const images = bodies(language).filter((body) =>
        /<img src="data:image\/svg\+xml;[^"]+" alt="[^"]+"/.test(body),
      );
      expect(images.length, language).toBeGreaterThanOrEqual(3);
      expect(
        bodies(language).some((body) => body.includes('<video src="/help-media/')),
        language,
      ).toBe(true);
    }
    // The Italian picture carries the Italian caption, not the English one.
    expect(bodies('it').join()).toContain(encodeURIComponent('Stampare il QR code'));
    for (const src of new Set(
      bodies('en').flatMap((body) => [...body.matchAll(/<video src="([^"]+)"/g)].map((m) => m[1]!)),
    ))
      expect(existsSync(resolve(import.meta.dirname, '../../../web/public', `.${src}`)), src).toBe(true);
  });

  it('tags every seeded ticket with a grade', () => {
    const tickets = seed.documents.filter((d) => d.path.startsWith('chat/TICKET_'));
    expect(tickets.length).toBeGreaterThan(0);
    for (const ticket of tickets)
      expect((ticket.data.tags as string[]).some((tag) => /^grade_[0-5]$/.test(tag))).toBe(true);
  });
});
