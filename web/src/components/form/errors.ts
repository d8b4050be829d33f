// Translating form errors: zod messages that are i18n keys, zod's own issue codes, and refused server writes.
import type { TFunction, i18n as I18n } from 'i18next';

/** Kit key of a zod issue code when the schema gave no message key of its own. */
const ZOD_CODE_KEYS: Record<string, string> = {
  invalid_type: 'validation.invalid',
  too_small: 'validation.tooSmall',
  too_big: 'validation.tooBig',
  invalid_format: 'validation.invalidFormat',
  invalid_value: 'validation.invalidValue',
  not_multiple_of: 'validation.invalid',
  custom: 'validation.invalid',
};

/**
 * The user's-language text of a field error. Shared schemas put i18n keys into their messages (validation.* keys of
 * `common`, forms.* keys of `kit`); anything else is zod's English default and is replaced by a text for its code,
 * "required" when the value was missing altogether.
 */
export function errorText(
  t: TFunction,
  i18n: I18n,
  error: { message?: string | null; type?: string | number | null; code?: string } | null | undefined,
): string | null {
  if (!error) return null;
  const message = error.message ?? '';
  if (message !== '' && i18n.exists(message, { ns: 'common' })) return t(message, { ns: 'common' });
  if (message !== '' && i18n.exists(message, { ns: 'kit' })) return t(message, { ns: 'kit' });
  const code = String(error.code ?? error.type ?? '');
  if (code === 'invalid_type' && /received undefined|received null/.test(message)) return t('validation.required', { ns: 'kit' });
  if (code === 'required') return t('validation.required', { ns: 'kit' });
  return t(ZOD_CODE_KEYS[code] ?? 'validation.invalid', { ns: 'kit' });
}

/** Kit key of a refused or failed write (Firestore, Functions or Storage error codes, with or without prefix). */
export function saveErrorKey(error: unknown): string {
  const raw = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  const code = raw.replace(/^(firestore|functions|storage)\//, '');
  switch (code) {
    case 'permission-denied':
    case 'unauthorized':
    case 'unauthenticated':
      return 'form.errors.denied';
    case 'not-found':
    case 'object-not-found':
      return 'form.errors.notFound';
    case 'unavailable':
    case 'deadline-exceeded':
    case 'retry-limit-exceeded':
      return 'form.errors.offline';
    case 'aborted':
    case 'already-exists':
    case 'failed-precondition':
      return 'form.errors.conflict';
    case 'invalid-argument':
    case 'out-of-range':
      return 'form.errors.invalid';
    case 'resource-exhausted':
    case 'quota-exceeded':
      return 'form.errors.quota';
    case 'cancelled':
    case 'canceled':
      return 'form.errors.cancelled';
    default:
      return 'form.errors.generic';
  }
}
