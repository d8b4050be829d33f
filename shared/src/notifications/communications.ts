// Communications (spec §2, §3): active only during validity; a missing translation shows a marker in the back office only.
import { isWithinValidity } from '../core/dates';
import { missingTranslationText } from '../i18n/messages';

/** The part of a communication these rules read. */
export interface CommunicationLike {
  title?: Readonly<Record<string, string | null | undefined>> | null;
  text?: Readonly<Record<string, string | null | undefined>> | null;
  start?: unknown;
  end?: unknown;
}

/** True while now lies within the validity period; afterwards the message is gone for good. */
export function isCommunicationActive(message: CommunicationLike, now: Date): boolean {
  return isWithinValidity(message.start, message.end, now);
}

/** A field's text in a language, or null when missing or blank (the customer app then hides the item). */
export function communicationText(
  message: CommunicationLike,
  field: 'title' | 'text',
  language: string,
): string | null {
  const value = message[field]?.[language];
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** The back-office view of a field: its text, or 'Traduzione mancante (xx)' when missing. */
export function communicationTextForBackOffice(
  message: CommunicationLike,
  field: 'title' | 'text',
  language: string,
): string {
  return communicationText(message, field, language) ?? missingTranslationText(language);
}
