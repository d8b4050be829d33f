// Rich text (static pages, help, customer care): the one sanitiser every stored or shown piece of user HTML goes through.
import DOMPurify from 'dompurify';
import { RICH_TEXT_ALLOWED_ATTR, RICH_TEXT_ALLOWED_TAGS } from '@backoffice/shared';

/**
 * Sanitised HTML: DOMPurify with the editor's tags only (the policy in `shared`, which the server applies too). Its
 * default URI check drops `javascript:` links. Run on save (the stored HTML is clean for every other reader) and
 * again on display (a document written by someone else — the API, an import — is never trusted).
 */
export function sanitizeRichText(html: string): string {
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: [...RICH_TEXT_ALLOWED_TAGS],
    ALLOWED_ATTR: [...RICH_TEXT_ALLOWED_ATTR],
    ALLOW_DATA_ATTR: false,
  });
}
