// Tests of the default texts and the error catalogue of spec §8.
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MESSAGES,
  MESSAGE_KEYS,
  defaultMessage,
  isHttpErrorStatus,
  isWrongPasswordCode,
  loginErrorText,
  missingTranslationText,
  passwordResetErrorText,
} from './messages';

describe('default messages', () => {
  it('every key has a non-empty Italian and English text', () => {
    for (const key of MESSAGE_KEYS) {
      expect(DEFAULT_MESSAGES[key].it.length).toBeGreaterThan(0);
      expect(DEFAULT_MESSAGES[key].en.length).toBeGreaterThan(0);
    }
  });

  it.each([
    ['errors.services.stopAll', 'en', "It's impossible to stop the entire service"],
    ['errors.services.stopAllTitle', 'en', 'Attention! Operation not completed'],
    ['errors.maps.invalidToken', 'en', 'Invalid token'],
    ['errors.http.aborted', 'en', 'Request aborted'],
    ['errors.global.title', 'en', 'Warning'],
    ['files.deleteConfirm', 'en', 'Are you sure you want to permanently delete the file?'],
    ['errors.login.generic', 'it', 'Errore generico, riprovare più tardi.'],
    ['errors.passwordReset.userNotFound', 'it', "L'utente non esiste"],
    ['validation.login.usernameRequired', 'es', 'Username required'],
  ] as const)('%s in %s is the spec text', (key, language, text) => {
    expect(defaultMessage(key, language)).toBe(text);
  });

  it('fills placeholders and leaves unknown ones', () => {
    expect(defaultMessage('communications.missingTranslation', 'en', { code: 'fr' })).toBe(
      'Missing translation (fr)',
    );
    expect(defaultMessage('communications.missingTranslation', 'en')).toBe('Missing translation ({code})');
    expect(missingTranslationText('it')).toBe('Traduzione mancante (it)');
    expect(missingTranslationText('es')).toBe('Traduzione mancante (es)');
  });
});

describe('error catalogue (spec §8)', () => {
  it.each([
    [{ code: 'auth/wrong-password', message: 'whatever' }, 'en', 'The password is invalid.'],
    [
      { code: 'auth/invalid-credential', message: 'Firebase: Error (auth/invalid-credential).' },
      'en',
      'The password is invalid.',
    ],
    [{ code: 'auth/invalid-credential', message: 'whatever' }, 'it', 'La password non è valida.'],
    [
      { code: 'auth/user-disabled', message: 'The user account has been disabled.' },
      'en',
      'The user account has been disabled.',
    ],
    [{ code: 'auth/too-many-requests', message: 'Too many attempts' }, 'en', 'Too many attempts'],
    [{ code: 'x', message: '  ' }, 'it', 'Errore generico, riprovare più tardi.'],
    [null, 'it', 'Errore generico, riprovare più tardi.'],
  ])('login error %j (%s) → %j', (error, language, text) => {
    expect(loginErrorText(error, language)).toBe(text);
  });

  it.each([
    ['auth/wrong-password', true],
    ['auth/invalid-credential', true],
    ['auth/invalid-email', false],
    ['auth/too-many-requests', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('code %j means a wrong password: %s', (code, wrong) => {
    expect(isWrongPasswordCode(code)).toBe(wrong);
  });

  it.each([
    [{ code: 'auth/user-not-found' }, "L'utente non esiste"],
    [{ code: 'auth/network-request-failed' }, 'Errore generico'],
    [undefined, 'Errore generico'],
  ])('password reset error %j → %j', (error, text) => {
    expect(passwordResetErrorText(error, 'it')).toBe(text);
  });

  it.each([
    [199, true],
    [200, false],
    [204, false],
    [399, false],
    [400, true],
    [500, true],
  ])('HTTP %i is an error: %s', (status, error) => {
    expect(isHttpErrorStatus(status)).toBe(error);
  });
});
