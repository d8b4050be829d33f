// Languages (spec §1) and environments (spec §1, §7 /log, §9 help tags): which ones exist and how they are deduced.

/** The eight interface languages; cl is Latin-American Spanish (spec §1). */
export const UI_LANGUAGES = ['en', 'it', 'es', 'fr', 'tr', 'ca', 'eu', 'cl'] as const;
/** An interface language. */
export type UiLanguage = (typeof UI_LANGUAGES)[number];

/** Communications are authored in these four languages only (spec §1). */
export const COMMUNICATION_LANGUAGES = ['en', 'it', 'es', 'fr'] as const;
/** A communication language. */
export type CommunicationLanguage = (typeof COMMUNICATION_LANGUAGES)[number];

/** Help is offered in all eight interface languages (spec §1). */
export const HELP_LANGUAGES = UI_LANGUAGES;

/** Default and fallback language (spec §1, §9). */
export const DEFAULT_LANGUAGE = 'en' satisfies UiLanguage;

/** Languages for which the chat assistant widget is enabled (spec §9: "it and es/cl only"). */
export const CHAT_ASSISTANT_LANGUAGES = ['it', 'es', 'cl'] as const satisfies readonly UiLanguage[];

/** True when the value is one of the eight interface languages. */
export function isUiLanguage(value: unknown): value is UiLanguage {
  return typeof value === 'string' && (UI_LANGUAGES as readonly string[]).includes(value);
}

/** True when the value is one of the four communication languages. */
export function isCommunicationLanguage(value: unknown): value is CommunicationLanguage {
  return typeof value === 'string' && (COMMUNICATION_LANGUAGES as readonly string[]).includes(value);
}

/** The given language if supported, else en (spec §1: "a language outside the eight falls back to en"). */
export function normalizeLanguage(value: unknown): UiLanguage {
  const lowered = typeof value === 'string' ? value.trim().toLowerCase() : value;
  return isUiLanguage(lowered) ? lowered : DEFAULT_LANGUAGE;
}

/** Language from the first dash-separated part of the host name (e.g. `es-bo.example.com` → es), else en. */
export function languageFromHost(host: string | null | undefined): UiLanguage {
  // Host names are case-insensitive; a port (`localhost:5173`) simply never matches a language.
  const firstPart = (host ?? '').trim().toLowerCase().split('-')[0];
  return isUiLanguage(firstPart) ? firstPart : DEFAULT_LANGUAGE;
}

/** True when the chat assistant widget is loaded for this language. */
export function isChatAssistantEnabled(language: unknown): boolean {
  return (CHAT_ASSISTANT_LANGUAGES as readonly unknown[]).includes(language);
}

/** Deployment environments deduced from the API address (spec §1). */
export const ENVIRONMENTS = ['chile', 'europe', 'europe-collaudo', 'pen-test', 'allacarta'] as const;
/** A deployment environment. */
export type Environment = (typeof ENVIRONMENTS)[number];

/** The South America environment (Planner rule of spec §6, pesos, help tags 3,10). */
export const SOUTH_AMERICA_ENVIRONMENT = 'chile' satisfies Environment;

/** True when the value is a known environment. */
export function isEnvironment(value: unknown): value is Environment {
  return typeof value === 'string' && (ENVIRONMENTS as readonly string[]).includes(value);
}

// Checked in this order: "europe-collaudo" must win over plain "europe"; the default is europe.
const ENVIRONMENT_MARKERS: ReadonlyArray<readonly [marker: string, environment: Environment]> = [
  ['chile', 'chile'],
  ['collaudo', 'europe-collaudo'],
  ['pen-test', 'pen-test'],
  ['pentest', 'pen-test'],
  ['allacarta', 'allacarta'],
];

/** Environment from the API base URL: a marker word in the lowercased address, else europe. */
export function environmentFromApiUrl(url: string | null | undefined): Environment {
  const lowered = (url ?? '').toLowerCase();
  for (const [marker, environment] of ENVIRONMENT_MARKERS) {
    if (lowered.includes(marker)) return environment;
  }
  return 'europe';
}

/** Environment codes sent with POST /log (spec §7). */
export const LOG_ENVIRONMENT_CODES = {
  italia: 1,
  spagna: 2,
  allacarta: 3,
  sudamerica: 4,
  collaudo: 5,
  other: 999,
} as const;

/** Application id sent with POST /log (spec §7). */
export const LOG_APPLICATION_ID = 2;

/** Country of the active canteen, used where europe serves both Italy and Spain. */
export type CanteenCountry = 'italy' | 'spain' | 'chile' | 'other';

/**
 * The /log environment code. Europe serves Italy and Spain, so the active canteen's country decides
 * there; without a known Italian or Spanish canteen (and for pen-test) the code is "other" (999).
 */
export function logEnvironmentCode(environment: Environment, country?: CanteenCountry | null): number {
  switch (environment) {
    case 'chile':
      return LOG_ENVIRONMENT_CODES.sudamerica;
    case 'allacarta':
      return LOG_ENVIRONMENT_CODES.allacarta;
    case 'europe-collaudo':
      return LOG_ENVIRONMENT_CODES.collaudo;
    case 'europe':
      if (country === 'italy') return LOG_ENVIRONMENT_CODES.italia;
      if (country === 'spain') return LOG_ENVIRONMENT_CODES.spagna;
      return LOG_ENVIRONMENT_CODES.other;
    case 'pen-test':
      return LOG_ENVIRONMENT_CODES.other;
  }
}
