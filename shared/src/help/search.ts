// Help search: accent- and case-insensitive matching of every typed word, used by the FAQ filter and the guide titles.

/** Suggestions and searches start at 2 typed characters (spec §5, §9 "suggestion minimum length 2"). */
export const HELP_SEARCH_MIN_LENGTH = 2;

const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/** The visible text of a help body (HTML from the help content): tags dropped, the common entities decoded. */
export function helpPlainText(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#\d+|#x[\da-f]+|\w+);/gi, (entity, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X'))
        return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return String.fromCodePoint(Number.parseInt(name.slice(1), 10));
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** Text folded for comparison: no accents (è → e, ñ → n), lower case (Turkish İ/I folded as plain i). */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').replace(/ı/g, 'i').toLowerCase();
}

/** The words of a query, folded; empty when the query is shorter than the minimum. */
export function searchWords(query: string): string[] {
  const trimmed = query.trim();
  if (trimmed.length < HELP_SEARCH_MIN_LENGTH) return [];
  return foldForSearch(trimmed).split(/\s+/).filter(Boolean);
}

/** True when every word of the query is in one of the texts (an empty or too-short query matches everything). */
export function matchesHelpSearch(query: string, ...texts: readonly string[]): boolean {
  const words = searchWords(query);
  if (words.length === 0) return true;
  const haystack = foldForSearch(texts.join(' \u0000 '));
  return words.every((word) => haystack.includes(word));
}

/** A question and its answer (HTML), as the FAQ guide's accordion items carry them. */
export interface HelpTextItem {
  title: string;
  html: string;
}

/** The FAQ items whose question or answer text holds every word of the query, in their order. */
export function filterHelpItems<T extends HelpTextItem>(items: readonly T[], query: string): T[] {
  return items.filter((item) => matchesHelpSearch(query, item.title, helpPlainText(item.html)));
}
