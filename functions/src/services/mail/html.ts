// HTML escaping and the shared e-mail layout: user text is always escaped before it reaches markup.
const ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}

/** Escapes text and keeps its line breaks. */
export function escapeMultiline(text: string): string {
  return escapeHtml(text).replace(/\r?\n/g, '<br>');
}

/** A paragraph or a label/value row of an e-mail body; `value` is user text and is escaped. */
export type MailBlock = { paragraph: string } | { label: string; value: string };

/** The HTML e-mail: a minimal, inline-styled layout that mail clients render alike. Every text is escaped. */
export function renderMailHtml(language: string, title: string, blocks: readonly MailBlock[]): string {
  const body = blocks
    .map((block) =>
      'paragraph' in block
        ? `<p style="margin:0 0 12px">${escapeMultiline(block.paragraph)}</p>`
        : `<p style="margin:0 0 12px"><strong>${escapeHtml(block.label)}:</strong> ${escapeMultiline(block.value)}</p>`,
    )
    .join('\n');
  return [
    '<!doctype html>',
    `<html lang="${escapeHtml(language)}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;color:#1f2937;line-height:1.5">',
    `<div style="max-width:560px;margin:0 auto;padding:24px">`,
    `<h1 style="font-size:18px;margin:0 0 16px">${escapeHtml(title)}</h1>`,
    body,
    '</div></body></html>',
  ].join('\n');
}

/** The plain-text alternative of the same blocks. */
export function renderMailText(title: string, blocks: readonly MailBlock[]): string {
  const lines = blocks.map((block) => ('paragraph' in block ? block.paragraph : `${block.label}: ${block.value}`));
  return [title, '', ...lines].join('\n');
}
