// Suggestion input of spec §2: when suggestions show and which items match the typed text.
import { SUGGESTION_MIN_LENGTH } from './constants';

/** An item offered as suggestion: its value and its labels per language. */
export interface SuggestionItem {
  value: string;
  labels?: Readonly<Record<string, string | null | undefined>> | null;
}

/** True once at least 2 characters are typed (spec §5). */
export function shouldShowSuggestions(text: string | null | undefined): boolean {
  return (text ?? '').length >= SUGGESTION_MIN_LENGTH;
}

/** Items whose value or any language label contains the text, case-insensitively; none below 2 characters. */
export function filterSuggestions<T extends SuggestionItem>(
  items: readonly T[],
  text: string | null | undefined,
): T[] {
  if (!shouldShowSuggestions(text)) return [];
  const needle = (text ?? '').toLowerCase();
  return items.filter((item) =>
    [item.value, ...Object.values(item.labels ?? {})].some(
      (candidate) => typeof candidate === 'string' && candidate.toLowerCase().includes(needle),
    ),
  );
}
