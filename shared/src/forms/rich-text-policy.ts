// The rich-text policy: the tags and attributes DOMPurify keeps, in the SPA (on save and display) and on the server.
/** What the editor's toolbar can produce; anything else (scripts, styles, frames, images, forms) is dropped. */
export const RICH_TEXT_ALLOWED_TAGS: readonly string[] = [
  'p',
  'br',
  'div',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'a',
  'blockquote',
];
/** No `on*` handler, no `style`: links keep where they go and how they open. */
export const RICH_TEXT_ALLOWED_ATTR: readonly string[] = ['href', 'target', 'rel'];
