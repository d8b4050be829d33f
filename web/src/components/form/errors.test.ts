// Error texts of the kit: every shared form key has a kit text, zod codes and refused writes map to kit texts.
import { beforeAll, describe, expect, it } from 'vitest';
import { FORM_MESSAGE_KEYS } from '@backoffice/shared';
import i18n from '../../i18n';
import { errorText, saveErrorKey } from './errors';
import { englishKit } from './test-utils';
import kit from '../../i18n/locales/en/kit.json';

const lookup = (key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], kit);

describe('kit error texts', () => {
  beforeAll(englishKit);

  it('has a text in the kit namespace for every message key of shared/src/forms', () => {
    expect(FORM_MESSAGE_KEYS.filter((key) => typeof lookup(key) !== 'string')).toEqual([]);
  });

  it.each([
    [{ message: 'validation.user.nameRequired', type: 'too_small' }, 'Name required'],
    [{ message: 'forms.points.invalid', type: 'invalid_type' }, 'Enter a whole number of points, 0 or more'],
    [{ message: 'Invalid input: expected string, received undefined', type: 'invalid_type' }, 'Required'],
    [{ message: 'Too small: expected string to have >=2 characters', type: 'too_small' }, 'Too short or too small'],
    [{ message: 'Invalid option', type: 'invalid_value' }, 'Choose one of the options offered'],
    [{ message: 'whatever', type: 'something_new' }, 'Invalid value'],
    [undefined, null],
  ])('%j → %j', (error, text) => expect(errorText(i18n.t, i18n, error)).toBe(text));

  it.each([
    ['permission-denied', 'form.errors.denied'],
    ['functions/permission-denied', 'form.errors.denied'],
    ['storage/unauthorized', 'form.errors.denied'],
    ['not-found', 'form.errors.notFound'],
    ['unavailable', 'form.errors.offline'],
    ['failed-precondition', 'form.errors.conflict'],
    ['functions/invalid-argument', 'form.errors.invalid'],
    ['resource-exhausted', 'form.errors.quota'],
    ['internal', 'form.errors.generic'],
  ])('a write refused with %s → %s', (code, key) => expect(saveErrorKey({ code })).toBe(key));

  it('maps an error without a code to the generic text', () => {
    expect(saveErrorKey(new Error('boom'))).toBe('form.errors.generic');
  });
});
