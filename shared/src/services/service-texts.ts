// Texts of service catalogues in the reader's language (spec §3): category names are stored under upper-case
// keys of the eight languages, product names and descriptions under the lower-case content languages.
import { DEFAULT_LANGUAGE, UI_LANGUAGES, type UiLanguage } from '../i18n/i18n-env';

/**
 * Where a language without its own text looks next: Latin-American Spanish, Catalan and Basque readers get
 * the Spanish text, then every reader gets English, then Italian (the canteens' home language).
 */
const NEIGHBOURS: Readonly<Partial<Record<UiLanguage, readonly UiLanguage[]>>> = {
  cl: ['es'],
  ca: ['es'],
  eu: ['es'],
};

/** The languages tried for a reader, in order, each once. */
export function textLanguageOrder(language: UiLanguage): UiLanguage[] {
  const order = [language, ...(NEIGHBOURS[language] ?? []), DEFAULT_LANGUAGE, 'it', ...UI_LANGUAGES];
  return [...new Set(order)] as UiLanguage[];
}

/**
 * The text of `texts` for the reader: their language (key in lower or upper case), its neighbours, English,
 * Italian, then any other language; blank texts count as missing. A plain string is its own text; nothing
 * at all gives ''.
 */
export function localizedText(texts: unknown, language: UiLanguage): string {
  if (typeof texts === 'string') return texts;
  if (typeof texts !== 'object' || texts === null) return '';
  const byKey = texts as Record<string, unknown>;
  for (const candidate of textLanguageOrder(language)) {
    for (const key of [candidate, candidate.toUpperCase()]) {
      const value = byKey[key];
      if (typeof value === 'string' && value.trim() !== '') return value;
    }
  }
  return '';
}
