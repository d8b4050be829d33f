// The magic wand's algorithm: escaped, anchored, deterministic, and never a pattern a user can inject into.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RegExpHelperError, regExpFromText } from './regexp-helper';

describe('regExpFromText', () => {
  it.each([
    ['pasta', '^(?:pasta)$'],
    ['  Pasta   al  pomodoro ', '^(?:Pasta\\s+al\\s+pomodoro)$'],
    ['pasta, riso; farro', '^(?:pasta|riso|farro)$'],
    ['Pasta, pasta, PASTA', '^(?:Pasta)$'],
    ['all’arrabbiata', "^(?:all['’]arrabbiata)$"],
    ['menu*', '^(?:menu.*)$'],
    ['a.b (c) [d] {e} ^f$ g|h', '^(?:a\\.b\\s+\\(c\\)\\s+\\[d\\]\\s+\\{e\\}\\s+\\^f\\$\\s+g|h)$'],
    ['1+1 = 2?', '^(?:1\\+1\\s+=\\s+2\\?)$'],
  ])('%j → %s', (text, pattern) => {
    expect(regExpFromText(text)).toBe(pattern);
  });

  it('matches what the text says, ignoring case and spacing, and nothing more', () => {
    const pattern = new RegExp(regExpFromText('pasta al pomodoro, risotto'), 'iu');
    expect(pattern.test('Pasta  al Pomodoro')).toBe(true);
    expect(pattern.test('RISOTTO')).toBe(true);
    expect(pattern.test('pasta al pomodoro e basilico')).toBe(false);
    expect(pattern.test('un risotto')).toBe(false);
  });

  it.each(['', '   ', ',;|', '*', 'a*b*c*d', 'x'.repeat(201)])('refuses %j', (text) => {
    expect(() => regExpFromText(text)).toThrow(RegExpHelperError);
  });

  it('for any text: the pattern compiles, is anchored, and matches the text itself literally', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 60 }), (text) => {
        let pattern: string;
        try {
          pattern = regExpFromText(text);
        } catch (error) {
          return error instanceof RegExpHelperError;
        }
        const regex = new RegExp(pattern, 'iu');
        expect(pattern.startsWith('^(?:') && pattern.endsWith(')$')).toBe(true);
        expect(regExpFromText(text)).toBe(pattern);
        // A single alternative without wildcards matches its own (normalised) text.
        const single = text.normalize('NFC').replace(/\s+/g, ' ').trim();
        if (!/[,;|\n*]/.test(text) && single !== '') expect(regex.test(single)).toBe(true);
        return true;
      }),
    );
  });

  it('stays fast on adversarial input (no catastrophic backtracking)', () => {
    const regex = new RegExp(regExpFromText('a*a*a'), 'iu');
    const started = performance.now();
    regex.test(`${'a'.repeat(5000)}b`);
    expect(performance.now() - started).toBeLessThan(500);
  });
});
