// The server's sanitiser over the XSS corpus: nothing active survives, the allowed rich text does.
import { beforeAll, describe, expect, it } from 'vitest';
import { ACTIVE_MARKUP, XSS_CORPUS } from '../../../../tests/support/xss-corpus';
import { htmlToText, sanitizeHtml } from './sanitize';

describe('sanitizeHtml', () => {
  // jsdom loads on the first call (seconds on a loaded machine): outside the payloads' 5 s each.
  beforeAll(() => sanitizeHtml(''), 60_000);

  it('holds at least 20 payloads', () => {
    expect(XSS_CORPUS.length).toBeGreaterThanOrEqual(20);
  });

  it.each(XSS_CORPUS.map((payload, index) => [index + 1, payload]))('payload %i is inert after sanitising', async (_n, payload) => {
    expect(await sanitizeHtml(String(payload))).not.toMatch(ACTIVE_MARKUP);
  });

  it('keeps the editor\'s rich text', async () => {
    const html = '<h2>Titolo</h2><p><strong>Grassetto</strong> e <em>corsivo</em></p><ul><li>uno</li></ul><a href="https://example.com" target="_blank" rel="noopener">link</a>';
    expect(await sanitizeHtml(html)).toBe(html);
  });

  it('turns HTML into e-mail text', () => {
    expect(htmlToText('<p>Riga uno<br>riga &amp; due</p><p>Fine</p>')).toBe('Riga uno\nriga & due\n\nFine');
  });
});
