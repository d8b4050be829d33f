// The message a requester gets when an IFM request changes status: e-mail (HTML + text) and push, 8 languages.
import type { IfmStatus, UiLanguage } from '@backoffice/shared';
import { fill, formatDateTime } from '../format';
import { renderMailHtml, renderMailText, type MailBlock } from '../html';
import { ifmStatusLabel } from './ifm-status-labels';

interface IfmStatusTexts {
  subject: string;
  greeting: string;
  intro: string;
  date: string;
  note: string;
  outro: string;
  pushTitle: string;
  pushBody: string;
  /** Subject of a chat thread the server opens for a request. */
  threadSubject: string;
}

const TEXTS: Readonly<Record<UiLanguage, IfmStatusTexts>> = {
  en: {
    subject: 'Request {id}: {status}',
    greeting: 'Hello {name},',
    intro: 'the status of your request {id} is now: {status}.',
    date: 'Date',
    note: 'Note',
    outro: 'You can follow the request and write to us in the app.',
    pushTitle: 'Request {id}',
    pushBody: 'New status: {status}',
    threadSubject: 'Request {id}',
  },
  it: {
    subject: 'Richiesta {id}: {status}',
    greeting: 'Ciao {name},',
    intro: 'lo stato della tua richiesta {id} ora è: {status}.',
    date: 'Data',
    note: 'Nota',
    outro: "Puoi seguire la richiesta e scriverci dall'app.",
    pushTitle: 'Richiesta {id}',
    pushBody: 'Nuovo stato: {status}',
    threadSubject: 'Richiesta {id}',
  },
  es: {
    subject: 'Solicitud {id}: {status}',
    greeting: 'Hola, {name}:',
    intro: 'el estado de tu solicitud {id} ahora es: {status}.',
    date: 'Fecha',
    note: 'Nota',
    outro: 'Puedes seguir la solicitud y escribirnos desde la app.',
    pushTitle: 'Solicitud {id}',
    pushBody: 'Nuevo estado: {status}',
    threadSubject: 'Solicitud {id}',
  },
  fr: {
    subject: 'Demande {id} : {status}',
    greeting: 'Bonjour {name},',
    intro: 'le statut de votre demande {id} est maintenant : {status}.',
    date: 'Date',
    note: 'Note',
    outro: "Vous pouvez suivre la demande et nous écrire depuis l'application.",
    pushTitle: 'Demande {id}',
    pushBody: 'Nouveau statut : {status}',
    threadSubject: 'Demande {id}',
  },
  tr: {
    subject: 'Talep {id}: {status}',
    greeting: 'Merhaba {name},',
    intro: '{id} numaralı talebinizin durumu artık: {status}.',
    date: 'Tarih',
    note: 'Not',
    outro: 'Talebi uygulamadan takip edebilir ve bize yazabilirsiniz.',
    pushTitle: 'Talep {id}',
    pushBody: 'Yeni durum: {status}',
    threadSubject: 'Talep {id}',
  },
  ca: {
    subject: 'Sol·licitud {id}: {status}',
    greeting: 'Hola, {name}:',
    intro: "l'estat de la teva sol·licitud {id} ara és: {status}.",
    date: 'Data',
    note: 'Nota',
    outro: "Pots seguir la sol·licitud i escriure'ns des de l'app.",
    pushTitle: 'Sol·licitud {id}',
    pushBody: 'Nou estat: {status}',
    threadSubject: 'Sol·licitud {id}',
  },
  eu: {
    subject: '{id} eskaera: {status}',
    greeting: 'Kaixo, {name}:',
    intro: '{id} eskaeraren egoera orain hau da: {status}.',
    date: 'Data',
    note: 'Oharra',
    outro: 'Eskaera aplikaziotik jarrai dezakezu eta guri idatzi.',
    pushTitle: '{id} eskaera',
    pushBody: 'Egoera berria: {status}',
    threadSubject: '{id} eskaera',
  },
  cl: {
    subject: 'Solicitud {id}: {status}',
    greeting: 'Hola, {name}:',
    intro: 'el estado de tu solicitud {id} ahora es: {status}.',
    date: 'Fecha',
    note: 'Nota',
    outro: 'Puedes seguir la solicitud y escribirnos desde la app.',
    pushTitle: 'Solicitud {id}',
    pushBody: 'Nuevo estado: {status}',
    threadSubject: 'Solicitud {id}',
  },
};

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
  const texts = TEXTS[language];
  const statusLabel = ifmStatusLabel(input.status, language);
  const values = { id: input.requestId, status: statusLabel, name: input.name.trim() };
  const greeting = values.name === '' ? texts.greeting.replace(/[ ,]*\{name\}/, '') : fill(texts.greeting, values);
  const blocks: MailBlock[] = [
    { paragraph: greeting },
    { paragraph: fill(texts.intro, values) },
    { label: texts.date, value: formatDateTime(input.dateSet, language, input.timeZone) },
    ...(input.note.trim() === '' ? [] : [{ label: texts.note, value: input.note.trim() }]),
    { paragraph: texts.outro },
  ];
  const subject = fill(texts.subject, values);
  return {
    email: { subject, html: renderMailHtml(language, subject, blocks), text: renderMailText(subject, blocks) },
    push: { title: fill(texts.pushTitle, values), body: fill(texts.pushBody, values) },
    statusLabel,
  };
}

/** Subject of the chat thread the server opens for a request without one. */
export function ifmThreadSubject(language: UiLanguage, requestId: string): string {
  return fill(TEXTS[language].threadSubject, { id: requestId });
}
