// A notice over the spec §9 limit (64,000 characters) loses history first, then text, and stays valid JSON.
import { describe, expect, it } from 'vitest';
import { noticeBody, type Notice } from './error-notice';

const LIMIT = 64_000;

describe('noticeBody', () => {
  it('leaves a notice within the limit untouched', () => {
    const notice: Notice = { error: 'Error: small', history: [{ text: '/home' }], canteen_id: 'C_1' };
    expect(noticeBody(notice, LIMIT)).toBe(JSON.stringify(notice));
  });

  it('drops the oldest history entries before touching the error', () => {
    const history = Array.from({ length: 20 }, (_, index) => ({
      type: 'console',
      text: `${index}`.padEnd(5_000, '.'),
    }));
    const body = noticeBody({ error: 'Error: kept whole', history }, LIMIT);
    const parsed = JSON.parse(body) as {
      error: string;
      history: Array<{ text: string }>;
      truncated: boolean;
    };
    expect(body.length).toBeLessThanOrEqual(LIMIT);
    expect(parsed.error).toBe('Error: kept whole');
    expect(parsed.truncated).toBe(true);
    expect(parsed.history.length).toBeLessThan(20);
    expect(parsed.history.at(-1)?.text.startsWith('19')).toBe(true);
    expect(parsed.history[0]?.text.startsWith(`${20 - parsed.history.length}.`)).toBe(true);
  });

  it.each([
    ['plain characters', 'x'.repeat(200_000)],
    // Quotes and newlines are escaped: the body grows faster than the text.
    ['escaped characters', '"\n'.repeat(100_000)],
    ['characters outside the BMP', '🍝'.repeat(50_000)],
  ])('cuts a long error made of %s to the limit', (_, text) => {
    const body = noticeBody({ error: text, history: [], componentStack: 'at Screen\n'.repeat(5_000) }, LIMIT);
    expect(body.length).toBeLessThanOrEqual(LIMIT);
    const parsed = JSON.parse(body) as { error: string };
    expect(parsed.error.endsWith('…')).toBe(true);
    expect(text.startsWith(parsed.error.slice(0, 100))).toBe(true);
  });

  it('keeps only the texts when other context alone is over the limit', () => {
    const body = noticeBody(
      { error: 'Error: boom', history: [], details: { rows: Array(20_000).fill(1234) } },
      LIMIT,
    );
    expect(body.length).toBeLessThanOrEqual(LIMIT);
    expect(JSON.parse(body)).toEqual({ error: 'Error: boom', history: [], truncated: true });
  });
});
