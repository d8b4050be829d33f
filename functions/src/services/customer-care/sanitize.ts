// Server-side rich-text sanitising: DOMPurify over jsdom with the SPA's policy, so a caller that skips the SPA stores nothing live.
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { RICH_TEXT_ALLOWED_ATTR, RICH_TEXT_ALLOWED_TAGS } from '@backoffice/shared';

let purifier: ReturnType<typeof createDOMPurify> | undefined;

/** Built on first use: jsdom costs ~100 ms to start, paid once per instance and only by calls that write HTML. */
export function sanitizeHtml(html: string): string {
  purifier ??= createDOMPurify(new JSDOM('').window as unknown as Parameters<typeof createDOMPurify>[0]);
  return purifier.sanitize(html, {
    ALLOWED_TAGS: [...RICH_TEXT_ALLOWED_TAGS],
    ALLOWED_ATTR: [...RICH_TEXT_ALLOWED_ATTR],
    ALLOW_DATA_ATTR: false,
  });
}

/** The text of sanitised HTML (for e-mails and push bodies): tags dropped, breaks and blocks as new lines. */
export function htmlToText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|h[2-4]|blockquote)>/gi, '\n\n')
    .replace(/<\/li>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
