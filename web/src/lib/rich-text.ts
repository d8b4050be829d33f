// Rich text (static pages, help): the one sanitiser every stored or shown piece of user HTML goes through.
import DOMPurify from 'dompurify';

/** What the editor's toolbar can produce; anything else (scripts, styles, frames, images, forms) is dropped. */
const ALLOWED_TAGS = ['p', 'br', 'div', 'strong', 'b', 'em', 'i', 'u', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'a', 'blockquote'];
/** No `on*` handler, no `style`: links keep where they go and how they open. */
const ALLOWED_ATTR = ['href', 'target', 'rel'];

/**
 * Sanitised HTML: DOMPurify with the editor's tags only. Its default URI check drops `javascript:` links. Run on
 * save (the stored HTML is clean for every other reader) and again on display (a document written by someone
 * else — the API, an import — is never trusted).
 */
export function sanitizeRichText(html: string): string {
  return DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOW_DATA_ATTR: false });
}
