// Tests of authorised users (spec §3, §5): which customers may be authorised and what the authorisation stores.
import { describe, expect, it } from 'vitest';
import { AUTHORIZED_USER_TEXT_MAX, authorizedUserIdentity, authorizedUserSchema } from './authorized-users';

const profile = { name: 'Anna', surname: 'Rossi', email: 'anna.rossi@demo.test', company: 'Bicocca' };

describe('authorizedUserIdentity', () => {
  it.each([
    [
      'a complete profile',
      profile,
      { uid: 'u1', name: 'Anna', surname: 'Rossi', email: 'anna.rossi@demo.test' },
    ],
    [
      'blanks around the texts',
      { name: ' Anna ', surname: 'Rossi  ', email: ' anna@demo.test' },
      { uid: 'u1', name: 'Anna', surname: 'Rossi', email: 'anna@demo.test' },
    ],
    ['no name', { ...profile, name: undefined }, null],
    ['a blank surname', { ...profile, surname: '   ' }, null],
    ['an empty e-mail', { ...profile, email: '' }, null],
    ['no e-mail at all', { name: 'Anna', surname: 'Rossi' }, null],
    ['a name too long for the rules', { ...profile, name: 'x'.repeat(AUTHORIZED_USER_TEXT_MAX + 1) }, null],
    ['no profile', undefined, null],
  ])('%s', (_case, input, expected) => {
    expect(authorizedUserIdentity('u1', input)).toEqual(expected);
  });

  it('refuses an empty uid', () => {
    expect(authorizedUserIdentity(' ', profile)).toBeNull();
  });
});

describe('authorizedUserSchema', () => {
  const stored = {
    uid: 'u1',
    name: 'Anna',
    surname: 'Rossi',
    email: 'anna@demo.test',
    authorized_at: new Date('2026-01-02T10:00:00Z'),
    authorized_by: 'demo-site_manager',
  };

  it('accepts a stored authorisation', () => {
    expect(authorizedUserSchema.safeParse(stored).success).toBe(true);
  });

  it.each([['authorized_at'], ['authorized_by'], ['email'], ['uid']])('needs %s', (field) => {
    const { [field as keyof typeof stored]: _left, ...rest } = stored;
    expect(authorizedUserSchema.safeParse(rest).success).toBe(false);
  });
});
