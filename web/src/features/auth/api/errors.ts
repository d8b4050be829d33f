// Error texts of spec §8 for sign-in and password reset, as i18n keys (the provider's own message when it has one).
import { isWrongPasswordCode, type MessageKey } from '@backoffice/shared';

function errorCode(error: unknown): string | null {
  return typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : null;
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message.trim() : '';
}

/**
 * Login failure: wrong password (auth/wrong-password, or auth/invalid-credential under e-mail enumeration
 * protection) → its own text; else the provider's message; else the generic text.
 */
export function loginErrorKey(error: unknown): { key: MessageKey | null; message: string } {
  if (isWrongPasswordCode(errorCode(error))) return { key: 'errors.login.invalidPassword', message: '' };
  const message = errorMessage(error);
  return message === '' ? { key: 'errors.login.generic', message: '' } : { key: null, message };
}

/** Password-reset failure: unknown user → its own text, anything else → the generic text. */
export function passwordResetErrorKey(error: unknown): MessageKey {
  return errorCode(error) === 'auth/user-not-found' ? 'errors.passwordReset.userNotFound' : 'errors.passwordReset.generic';
}
