// The server's sanitiser over the XSS corpus: nothing active survives, the allowed rich text does.
import { describe, expect, it } from 'vitest';
import { ACTIVE_MARKUP, XSS_CORPUS } from '../../../../tests/support/xss-corpus';
import { htmlToText, sanitizeHtml } from './sanitize';

describe('sanitizeHtml', () => {
  it('holds at least 20 payloads', () => {
    expect(XSS_CORPUS.length).toBeGreaterThanOrEqual(20);
  });

  it.each(XSS_CORPUS.map((payload, index) => [index + 1, payload]))('payload %i is inert after sanitising', (_n, payload) => {
    expect(sanitizeHtml(String(payload))).not.toMatch(ACTIVE_MARKUP);
  });

  it('keeps the editor\'s rich text', () => {
    const html = '<h2>Titolo</h2><p><strong>Grassetto</strong> e <em>corsivo</em></p><ul><li>uno</li></ul><a href="https://example.com" target="_blank" rel="noopener">link</a>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('turns HTML into e-mail text', () => {
    expect(htmlToText('<p>Riga uno<br>riga &amp; due</p><p>Fine</p>')).toBe('Riga uno\nriga & due\n\nFine');
  });
});
