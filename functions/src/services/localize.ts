// Picks the text of a language from a per-language map, with the fallbacks of an 8-language UI over 4-language data.
import type { UiLanguage } from '@backoffice/shared';

/**
 * Content is authored in en/it/es/fr (recipes, menus) or in all eight (help). Missing languages fall back
 * to a close one: Latin-American Spanish, Catalan and Basque to Spanish; everything finally to English.
 */
const FALLBACKS: Readonly<Record<UiLanguage, readonly UiLanguage[]>> = {
  en: [],
  it: ['en'],
  es: ['en'],
  fr: ['en'],
  tr: ['en'],
  ca: ['es', 'en'],
  eu: ['es', 'en'],
  cl: ['es', 'en'],
};

/** The text for `language`: plain text as is; from a map, the language, its fallbacks, then any non-empty entry. */
export function localizedText(value: unknown, language: UiLanguage): string {
  if (typeof value === 'string') return value;
  if (!value || typeof value !== 'object') return '';
  const map = value as Record<string, unknown>;
  for (const candidate of [language, ...FALLBACKS[language]]) {
    const text = map[candidate];
    if (typeof text === 'string' && text !== '') return text;
  }
  const any = Object.values(map).find((text): text is string => typeof text === 'string' && text !== '');
  return any ?? '';
}

/** Same fallbacks for values that are not text (e.g. a list of paragraphs per language). */
export function localizedValue<T>(
  map: Record<string, T> | undefined | null,
  language: UiLanguage,
): T | undefined {
  if (!map || typeof map !== 'object') return undefined;
  for (const candidate of [language, ...FALLBACKS[language], 'en' as const]) {
    if (map[candidate] !== undefined) return map[candidate];
  }
  return undefined;
}
