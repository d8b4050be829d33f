// What the shop screens read from a category beyond the shared schema: its hours (a list of ranges, issue 16) and
// which of the eight languages its name is filled in.
import { UI_LANGUAGES, type TimeRange, type UiLanguage } from '@backoffice/shared';
import type { CatalogueCategory } from '../../ifm-service';

/** The category's own hours; an empty list means the service's hours. */
export function categoryHours(category: CatalogueCategory): TimeRange[] {
  const hours = (category as { hours?: unknown }).hours;
  if (!Array.isArray(hours)) return [];
  return hours.flatMap((range: unknown) => {
    const { from, to } = (range ?? {}) as { from?: unknown; to?: unknown };
    return typeof from === 'string' && typeof to === 'string' ? [{ from, to }] : [];
  });
}

/** The languages (lower-case) that have a name, from texts stored under upper- or lower-case keys. */
export function filledLanguages(texts: unknown): UiLanguage[] {
  if (typeof texts !== 'object' || texts === null) return [];
  const byKey = texts as Record<string, unknown>;
  return UI_LANGUAGES.filter((language) =>
    [language, language.toUpperCase()].some(
      (key) => typeof byKey[key] === 'string' && (byKey[key] as string).trim() !== '',
    ),
  );
}
