// Spec §8 sign-in and reset failures as the SDK raises them: both wrong-password codes get the spec's text.
import { describe, expect, it } from 'vitest';
import { FirebaseError } from 'firebase/app';
import { loginErrorKey, passwordResetErrorKey } from './errors';

/** The error the Auth SDK throws: a FirebaseError whose message is the provider's raw text. */
const providerError = (code: string) => new FirebaseError(code, `Firebase: Error (${code}).`);

describe('loginErrorKey', () => {
  it.each([
    // Without e-mail enumeration protection the wrong password has its own code …
    ['auth/wrong-password', { key: 'errors.login.invalidPassword', message: '' }],
    // … with it (default for new projects) the provider answers invalid-credential instead.
    ['auth/invalid-credential', { key: 'errors.login.invalidPassword', message: '' }],
    ['auth/too-many-requests', { key: null, message: 'Firebase: Error (auth/too-many-requests).' }],
    ['auth/network-request-failed', { key: null, message: 'Firebase: Error (auth/network-request-failed).' }],
  ])('%s → %j', (code, expected) => {
    expect(loginErrorKey(providerError(code))).toEqual(expected);
  });

  it.each([
    ['an error without a message', new Error('  ')],
    ['a thrown string', 'boom'],
    ['nothing', undefined],
  ])('falls back to the generic text for %s', (_, error) => {
    expect(loginErrorKey(error)).toEqual({ key: 'errors.login.generic', message: '' });
  });
});

describe('passwordResetErrorKey', () => {
  it.each([
    ['auth/user-not-found', 'errors.passwordReset.userNotFound'],
    ['auth/invalid-credential', 'errors.passwordReset.generic'],
    ['auth/network-request-failed', 'errors.passwordReset.generic'],
  ])('%s → %s', (code, key) => {
    expect(passwordResetErrorKey(providerError(code))).toBe(key);
  });
});
