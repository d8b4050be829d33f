// Small display helpers of the services set-up screens.

/** A text per language in the user's language, else English, else the first one filled in; plain text as is. */
export function localText(value: unknown, language: string): string {
  if (typeof value === 'string') return value;
  if (!value || typeof value !== 'object') return '';
  const texts = value as Record<string, unknown>;
  const pick = (key: string) => (typeof texts[key] === 'string' && texts[key] !== '' ? (texts[key] as string) : null);
  return (
    pick(language) ??
    pick(language.toUpperCase()) ??
    pick('en') ??
    (Object.values(texts).find((text) => typeof text === 'string' && text !== '') as string | undefined) ??
    ''
  );
}
