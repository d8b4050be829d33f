// Password change of the account screen: re-authenticate with the current password, then set the new one.
import { EmailAuthProvider, reauthenticateWithCredential, updatePassword, type User } from 'firebase/auth';
import { isWrongPasswordCode } from '@backoffice/shared';

export type PasswordChangeFailure = 'wrongCurrent' | 'error';

/** What a failed re-authentication means for the screen: the current password was wrong, or anything else. */
export function reauthenticationFailure(error: unknown): PasswordChangeFailure {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : null;
  return isWrongPasswordCode(code) ? 'wrongCurrent' : 'error';
}

/** Resolves on success; rejects with the failure kind the screen shows. */
export async function changePassword(user: User, current: string, next: string): Promise<void> {
  if (!user.email) throw 'error' satisfies PasswordChangeFailure;
  try {
    await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, current));
  } catch (error) {
    throw reauthenticationFailure(error);
  }
  try {
    await updatePassword(user, next);
  } catch (error) {
    console.error('Password not changed', error);
    throw 'error' satisfies PasswordChangeFailure;
  }
}
