// The body of one error notice, cut to the spec §9 notice limit (64,000 characters) while staying valid JSON.

/** A notice as built by the reporter: the error text, its context and the history before it. */
export interface Notice {
  error: string;
  history: unknown[];
  [field: string]: unknown;
}

const CUT_MARK = '…';

/** The longest prefix of the text (plus the cut mark) whose JSON form takes at most `budget` characters. */
function cutToSerialized(text: string, budget: number): string {
  let low = 0;
  // A character takes at least one character of JSON, so no prefix longer than the budget can fit.
  let high = Math.min(text.length, budget);
  // Binary search: escaped characters (quotes, newlines, controls) take more room in JSON than in the text.
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (JSON.stringify(text.slice(0, middle) + CUT_MARK).length <= budget) low = middle;
    else high = middle - 1;
  }
  return low === 0 ? '' : text.slice(0, low) + CUT_MARK;
}

/** The notice with every text whose JSON form is longer than `cap` cut to it. */
function capTexts(notice: Record<string, unknown>, cap: number): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(notice).map(([field, value]) =>
      typeof value === 'string' && JSON.stringify(value).length > cap
        ? [field, cutToSerialized(value, cap)]
        : [field, value],
    ),
  );
}

/**
 * Cuts the longest texts to one common length, the largest that fits: a long stack and a long component stack
 * share the room, and short fields (canteen id, page) stay whole.
 */
function cutTexts(notice: Record<string, unknown>, maxLength: number): string {
  const lengths = Object.values(notice).map((value) =>
    typeof value === 'string' ? JSON.stringify(value).length : 0,
  );
  let low = 0;
  let high = Math.max(0, ...lengths);
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (JSON.stringify(capTexts(notice, middle)).length <= maxLength) low = middle;
    else high = middle - 1;
  }
  return JSON.stringify(capTexts(notice, low));
}

/**
 * Serialises the notice in at most `maxLength` characters. The history goes first, oldest entry first (the error
 * matters more than what led to it); then other context that is not text if it alone is too big; then the longest
 * texts are cut. The limit exists because browsers refuse keepalive bodies over 64 KiB, and such a notice
 * would be lost silently.
 */
export function noticeBody(notice: Notice, maxLength: number): string {
  let body = JSON.stringify(notice);
  if (body.length <= maxLength) return body;
  let cut: Record<string, unknown> & { history: unknown[] } = {
    ...notice,
    history: [...notice.history],
    truncated: true,
  };
  body = JSON.stringify(cut);
  while (body.length > maxLength && cut.history.length > 0) {
    cut.history.shift();
    body = JSON.stringify(cut);
  }
  const textless = Object.fromEntries(
    Object.entries(cut).map(([field, value]) => [field, typeof value === 'string' ? '' : value]),
  );
  if (JSON.stringify(textless).length > maxLength) {
    const texts = Object.entries(cut).filter(([, value]) => typeof value === 'string');
    cut = { ...Object.fromEntries(texts), history: [], truncated: true };
  }
  return cutTexts(cut, maxLength);
}
