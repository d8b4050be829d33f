// The "magic wand" of spec §2: free text → a safe, anchored regular expression, deterministically, no outside service.

export const REGEXP_HELPER_MAX_TEXT = 200;
const MAX_ALTERNATIVES = 20;
const MAX_WILDCARDS_PER_ALTERNATIVE = 2;

/** Characters with a meaning in a JavaScript pattern (with or without the u flag); each is escaped. */
const SYNTAX_CHARACTERS = /[\\^$.*+?()[\]{}|/]/g;

export class RegExpHelperError extends Error {}

function escapeLiteral(text: string): string {
  return text.replace(SYNTAX_CHARACTERS, '\\$&');
}

/** One word: literal characters escaped, * as a wildcard, both apostrophes (' and ’) accepted. */
function wordPattern(word: string): string {
  return word
    .split('*')
    .map((literal) => escapeLiteral(literal).replace(/['’]/g, "['’]"))
    .join('.*');
}

/**
 * The algorithm, step by step (the same text always gives the same pattern):
 * 1. Unicode NFC, then every run of blanks becomes one space; the text is trimmed (max 200 characters).
 * 2. Commas, semicolons, vertical bars and line breaks separate alternatives ("pasta, riso" = two).
 *    Alternatives are trimmed, empty ones dropped, duplicates (ignoring case) dropped, first one kept; at most 20.
 * 3. Inside an alternative, words are split on blanks and joined by \s+ (any run of blanks matches).
 * 4. Inside a word every pattern metacharacter is escaped, so user text can never inject syntax; the only
 *    operator a user may type is * (any characters), at most twice per alternative and never doubled,
 *    which keeps matching linear enough to be safe (no nested or adjacent quantifiers are ever produced).
 *    A straight or typographic apostrophe matches either.
 * 5. The alternatives are joined with | inside ^(?:…)$: the pattern is anchored at both ends.
 * The result is meant for the flags i and u (case-insensitive, Unicode); it compiles under both.
 */
export function regExpFromText(text: string): string {
  const normalised = text
    .normalize('NFC')
    .replace(/[^\S\n]+/g, ' ')
    .trim();
  if (normalised === '') throw new RegExpHelperError('The text is empty');
  if (normalised.length > REGEXP_HELPER_MAX_TEXT)
    throw new RegExpHelperError(`The text is longer than ${REGEXP_HELPER_MAX_TEXT} characters`);
  const seen = new Set<string>();
  const alternatives: string[] = [];
  for (const raw of normalised.split(/[,;|\n]/)) {
    const alternative = raw
      .replace(/\s+/g, ' ')
      .replace(/\*{2,}/g, '*')
      .trim();
    const key = alternative.toLowerCase();
    if (alternative === '' || alternative === '*' || seen.has(key)) continue;
    if ((alternative.match(/\*/g)?.length ?? 0) > MAX_WILDCARDS_PER_ALTERNATIVE)
      throw new RegExpHelperError(`At most ${MAX_WILDCARDS_PER_ALTERNATIVE} * per alternative`);
    seen.add(key);
    alternatives.push(alternative.split(' ').map(wordPattern).join('\\s+'));
  }
  if (alternatives.length === 0) throw new RegExpHelperError('The text has nothing to match');
  if (alternatives.length > MAX_ALTERNATIVES)
    throw new RegExpHelperError(`At most ${MAX_ALTERNATIVES} alternatives`);
  const pattern = `^(?:${alternatives.join('|')})$`;
  new RegExp(pattern, 'iu'); // the construction guarantees it compiles; this line proves it at run time
  return pattern;
}
