// Language, locale, time zone and placeholder helpers for the texts the server sends (mail, push, in-app).
import { canteenCountry, normalizeLanguage, type CanteenLike, type UiLanguage } from '@backoffice/shared';

/** BCP 47 locale per interface language (cl is Latin-American Spanish, shown the Chilean way). */
export const LOCALES: Readonly<Record<UiLanguage, string>> = {
  en: 'en-GB',
  it: 'it-IT',
  es: 'es-ES',
  fr: 'fr-FR',
  tr: 'tr-TR',
  ca: 'ca-ES',
  eu: 'eu-ES',
  cl: 'es-CL',
};

/** A user's language from users/{uid}.active_language; anything outside the eight falls back to en (spec §1). */
export function userLanguage(activeLanguage: unknown): UiLanguage {
  return normalizeLanguage(activeLanguage);
}

/** The canteen's time zone from its country (canteen documents carry no zone): dates in mails read local. */
export function canteenTimeZone(canteen: CanteenLike | string): string {
  switch (canteenCountry(canteen)) {
    case 'italy':
      return 'Europe/Rome';
    case 'spain':
      return 'Europe/Madrid';
    case 'chile':
      return 'America/Santiago';
    default:
      return 'UTC';
  }
}

/** A date and time in the language's format and the given zone, e.g. 05/03/2025, 14:30 for it. */
export function formatDateTime(date: Date, language: UiLanguage, timeZone: string): string {
  return new Intl.DateTimeFormat(LOCALES[language], {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone,
  }).format(date);
}

/** Fills {name} placeholders; unknown placeholders stay as they are. */
export function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
