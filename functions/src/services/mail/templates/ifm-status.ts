// The message a requester gets when an IFM request changes status: e-mail (HTML + text) and push, texts from the catalogue.
import { IFM_STATUS_LABEL_KEYS, fillText, type IfmStatus, type UiLanguage } from '@backoffice/shared';
import { catalogueOf, catalogueText } from '@backoffice/shared/catalogue';
import { formatDateTime } from '../format';
import { renderMailHtml, renderMailText, type MailBlock } from '../html';

export interface IfmStatusMessageInput {
  /** The requester's first name ('' when unknown). */
  name: string;
  /** The request's human id (or document id). */
  requestId: string;
  status: IfmStatus;
  /** The date chosen in the status popup. */
  dateSet: Date;
  note: string;
  timeZone: string;
}

export interface RenderedIfmStatusMessage {
  email: { subject: string; html: string; text: string };
  push: { title: string; body: string };
  statusLabel: string;
}

/** Renders the status-change message in one language; names and the note are user text and get escaped in HTML. */
export function renderIfmStatusMessage(language: UiLanguage, input: IfmStatusMessageInput): RenderedIfmStatusMessage {
  const texts = catalogueOf(language).mail.ifmStatus;
  const statusLabel = ifmStatusName(input.status, language);
  const values = { id: input.requestId, status: statusLabel, name: input.name.trim() };
  const greeting = values.name === '' ? texts.greeting.replace(/[ ,]*\{\{name\}\}/, '') : fillText(texts.greeting, values);
  const blocks: MailBlock[] = [
    { paragraph: greeting },
    { paragraph: fillText(texts.intro, values) },
    { label: texts.date, value: formatDateTime(input.dateSet, language, input.timeZone) },
    ...(input.note.trim() === '' ? [] : [{ label: texts.note, value: input.note.trim() }]),
    { paragraph: texts.outro },
  ];
  const subject = fillText(texts.subject, values);
  return {
    email: { subject, html: renderMailHtml(language, subject, blocks), text: renderMailText(subject, blocks) },
    push: { title: fillText(texts.pushTitle, values), body: fillText(texts.pushBody, values) },
    statusLabel,
  };
}

/** Subject of the chat thread the server opens for a request without one. */
export function ifmThreadSubject(language: UiLanguage, requestId: string): string {
  return fillText(catalogueOf(language).mail.ifmStatus.threadSubject, { id: requestId });
}

/** The name of an IFM status in a language, from the catalogue the SPA reads too. */
export function ifmStatusName(status: IfmStatus, language: UiLanguage): string {
  return catalogueText(language, IFM_STATUS_LABEL_KEYS[status]);
}
