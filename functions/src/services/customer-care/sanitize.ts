// Server-side rich-text sanitising: DOMPurify over jsdom with the SPA's policy, so a caller that skips the SPA stores nothing live.
import type createDOMPurify from 'dompurify';
import { RICH_TEXT_ALLOWED_ATTR, RICH_TEXT_ALLOWED_TAGS } from '@backoffice/shared';

let purifier: Promise<ReturnType<typeof createDOMPurify>> | undefined;

/**
 * Loaded and built on first use. jsdom is the heaviest module of the functions: required at load, it took 4 of the
 * 8.7 s every functions instance spent starting on a loaded machine (each emulator worker is an instance), for the
 * one callable that writes HTML.
 */
async function loadPurifier(): Promise<ReturnType<typeof createDOMPurify>> {
  const [{ default: create }, { JSDOM }] = await Promise.all([import('dompurify'), import('jsdom')]);
  return create(new JSDOM('').window as unknown as Parameters<typeof createDOMPurify>[0]);
}

export async function sanitizeHtml(html: string): Promise<string> {
  purifier ??= loadPurifier();
  return (await purifier).sanitize(html, {
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
