// A failed re-authentication before a password change: both wrong-password codes mean "current password wrong".
import { describe, expect, it } from 'vitest';
import { FirebaseError } from 'firebase/app';
import { reauthenticationFailure } from './password';

describe('reauthenticationFailure', () => {
  it.each([
    ['auth/wrong-password', 'wrongCurrent'],
    // E-mail enumeration protection (default for new projects) reports a wrong password as invalid-credential.
    ['auth/invalid-credential', 'wrongCurrent'],
    ['auth/too-many-requests', 'error'],
    ['auth/requires-recent-login', 'error'],
    ['auth/network-request-failed', 'error'],
  ])('%s → %s', (code, failure) => {
    expect(reauthenticationFailure(new FirebaseError(code, `Firebase: Error (${code}).`))).toBe(failure);
  });

  it('treats an error without a code as a plain failure', () => {
    expect(reauthenticationFailure(new Error('offline'))).toBe('error');
    expect(reauthenticationFailure(undefined)).toBe('error');
  });
});
