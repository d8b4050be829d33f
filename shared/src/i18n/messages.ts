// i18n keys of validation and error texts with the spec's wording as Italian/English defaults (§5, §8).

/** Default texts per key; the spec's own wording is kept verbatim in the language it was given in. */
export const DEFAULT_MESSAGES = {
  'validation.login.usernameRequired': { it: 'Username obbligatorio', en: 'Username required' },
  'validation.login.passwordRequired': { it: 'password obbligatoria', en: 'Password required' },
  'validation.recovery.emailInvalid': {
    it: "Inserisci un'indirizzo email valido",
    en: 'Enter a valid e-mail address',
  },
  'validation.statusChange.dateFormat': {
    it: 'Inserisci data e ora nel formato GG/MM/AAAA HH:mm',
    en: 'Enter date and time as DD/MM/YYYY HH:mm',
  },
  'validation.statusChange.statusInvalid': { it: 'Stato non valido', en: 'Invalid status' },
  'validation.canteenId.required': { it: 'Codice mensa obbligatorio', en: 'Canteen id required' },
  'validation.canteenId.prefix': {
    it: 'Il codice mensa deve iniziare con C_',
    en: 'The canteen id must start with C_',
  },
  'validation.canteenId.notAllowed': { it: 'Mensa non consentita', en: 'Canteen not allowed' },
  'validation.timeRange.format': {
    it: "Inserisci l'orario nel formato HH:MM",
    en: 'Enter the time as HH:MM',
  },
  'validation.timeRange.order': {
    it: "L'orario di inizio deve precedere l'orario di fine",
    en: 'The start time must be earlier than the end time',
  },
  'validation.user.nameRequired': { it: 'Nome obbligatorio', en: 'Name required' },
  'validation.user.surnameRequired': { it: 'Cognome obbligatorio', en: 'Surname required' },
  'validation.user.emailRequired': { it: 'Email obbligatoria', en: 'E-mail required' },
  'validation.communication.startRequired': { it: 'Data di inizio obbligatoria', en: 'Start date required' },
  'validation.communication.endRequired': { it: 'Data di fine obbligatoria', en: 'End date required' },
  'validation.communication.endBeforeStart': {
    it: 'La data di fine non può precedere la data di inizio',
    en: 'The end date cannot be before the start date',
  },
  'validation.communication.areaRequired': {
    it: 'Area di visualizzazione obbligatoria',
    en: 'Display area required',
  },
  'validation.recipe.fieldRequired': {
    it: 'Scegli ricetta, occasione, dieta e componente',
    en: 'Choose recipe, occasion, diet and component',
  },
  'validation.recipe.invalidCombination': {
    it: 'Combinazione di occasione, dieta e componente non valida',
    en: 'Invalid combination of occasion, diet and component',
  },
  'validation.variant.nameRequired': { it: 'Nome della variante obbligatorio', en: 'Variant name required' },
  'validation.variant.choicesInvalid': {
    it: 'Il numero di scelte deve essere un intero non negativo',
    en: 'The number of choices must be a non-negative whole number',
  },
  'validation.variant.maxAtLeastOne': {
    it: 'Il massimo di scelte deve essere almeno 1',
    en: 'The maximum of choices must be at least 1',
  },
  'validation.variant.minAboveMax': {
    it: 'Il minimo di scelte non può superare il massimo',
    en: 'The minimum of choices cannot exceed the maximum',
  },
  'validation.course.maximumInvalid': {
    it: 'Inserisci un intero tra 0 e 99999 (99999 = nessun limite)',
    en: 'Enter a whole number from 0 to 99999 (99999 = no limit)',
  },
  'validation.suggestions.tooShort': { it: 'Digita almeno 2 caratteri', en: 'Type at least 2 characters' },
  'errors.login.invalidPassword': { it: 'La password non è valida.', en: 'The password is invalid.' },
  'errors.login.generic': {
    it: 'Errore generico, riprovare più tardi.',
    en: 'Generic error, please try again later.',
  },
  'errors.passwordReset.generic': { it: 'Errore generico', en: 'Generic error' },
  'errors.passwordReset.userNotFound': { it: "L'utente non esiste", en: 'The user does not exist' },
  'errors.global.title': { it: 'Attenzione', en: 'Warning' },
  'errors.services.stopAllTitle': {
    it: 'Attenzione! Operazione non completata',
    en: 'Attention! Operation not completed',
  },
  'errors.services.stopAll': {
    it: "Non è possibile fermare l'intero servizio",
    en: "It's impossible to stop the entire service",
  },
  'errors.maps.invalidToken': { it: 'Token non valido', en: 'Invalid token' },
  'errors.http.aborted': { it: 'Richiesta annullata', en: 'Request aborted' },
  'communications.missingTranslation': {
    it: 'Traduzione mancante ({code})',
    en: 'Missing translation ({code})',
  },
  'files.deleteConfirm': {
    it: 'Sei sicuro di voler eliminare definitivamente il file?',
    en: 'Are you sure you want to permanently delete the file?',
  },
} as const satisfies Record<string, { it: string; en: string }>;

/** An i18n key that has a default text here. */
export type MessageKey = keyof typeof DEFAULT_MESSAGES;

/** Every message key. */
export const MESSAGE_KEYS = Object.keys(DEFAULT_MESSAGES) as MessageKey[];

/** Default text of a key: Italian for it, English for every other language; {name} placeholders filled. */
export function defaultMessage(
  key: MessageKey,
  language: string,
  params: Record<string, string> = {},
): string {
  const text = DEFAULT_MESSAGES[key][language === 'it' ? 'it' : 'en'];
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);
}

/** The back-office marker of a missing communication translation: 'Traduzione mancante (it)' (spec §2). */
export function missingTranslationText(languageCode: string): string {
  return defaultMessage('communications.missingTranslation', 'it', { code: languageCode });
}

/** An error as the identity provider reports it. */
export interface ProviderError {
  code?: string | null;
  message?: string | null;
}

/**
 * Provider codes that mean "wrong password" (spec §8). Projects with e-mail enumeration protection (the default
 * for new Firebase projects) answer `auth/invalid-credential` for a wrong password (and, by design, for an unknown
 * e-mail too), older ones `auth/wrong-password`; both get the spec's text rather than the provider's raw message.
 */
export const WRONG_PASSWORD_CODES: readonly string[] = ['auth/wrong-password', 'auth/invalid-credential'];

/** True when the provider's error code means the password was wrong. */
export function isWrongPasswordCode(code: string | null | undefined): boolean {
  return typeof code === 'string' && WRONG_PASSWORD_CODES.includes(code);
}

/** Login failure text: wrong password → 'The password is invalid.', else the provider's message, else generic. */
export function loginErrorText(error: ProviderError | null | undefined, language: string): string {
  if (isWrongPasswordCode(error?.code)) return defaultMessage('errors.login.invalidPassword', language);
  const message = (error?.message ?? '').trim();
  return message !== '' ? message : defaultMessage('errors.login.generic', language);
}

/** Password-reset failure text: unknown user → "L'utente non esiste", anything else → 'Errore generico'. */
export function passwordResetErrorText(error: ProviderError | null | undefined, language: string): string {
  return error?.code === 'auth/user-not-found'
    ? defaultMessage('errors.passwordReset.userNotFound', language)
    : defaultMessage('errors.passwordReset.generic', language);
}

/** HTTP status that counts as an error: below 200 or at/above 400 (spec §8). */
export function isHttpErrorStatus(status: number): boolean {
  return status < 200 || status >= 400;
}
