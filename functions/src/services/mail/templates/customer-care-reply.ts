// The e-mail a ticket's requester gets when support replies, texts from the catalogue, the reply as plain text.
import { fillText, type UiLanguage } from '@backoffice/shared';
import { catalogueOf } from '@backoffice/shared/catalogue';
import { renderMailHtml, renderMailText, type MailBlock } from '../html';

export function renderCustomerCareReply(
  language: UiLanguage,
  input: { name: string; subject: string; replyText: string },
): { subject: string; html: string; text: string } {
  const texts = catalogueOf(language).mail.customerCareReply;
  const values = { name: input.name.trim(), subject: input.subject };
  const greeting =
    values.name === '' ? texts.greeting.replace(/[ ,]*\{\{name\}\}/, '') : fillText(texts.greeting, values);
  const blocks: MailBlock[] = [
    { paragraph: greeting },
    { paragraph: fillText(texts.intro, values) },
    { paragraph: input.replyText },
    { paragraph: texts.outro },
  ];
  const subject = fillText(texts.subject, values);
  return { subject, html: renderMailHtml(language, subject, blocks), text: renderMailText(subject, blocks) };
}
