// Tests of maps token decoding (spec §7) and its 'Invalid token' error (spec §8).
import { describe, expect, it } from 'vitest';
import { decodeMapsToken } from './maps-token';

const encode = (payload: unknown) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(payload))))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

describe('decodeMapsToken', () => {
  it('decodes every field, turning seconds into milliseconds', () => {
    const token = `pk.${encode({ u: 'canteen-bö', a: 'auth', exp: 1_700_000_000, iat: 1_600_000_000, scopes: ['styles:read'], client: 'web', ll: 123, iu: 'admin' })}.sig`;
    expect(decodeMapsToken(token)).toEqual({
      usage: 'pk',
      user: 'canteen-bö',
      authorization: 'auth',
      expires: 1_700_000_000_000,
      created: 1_600_000_000_000,
      scopes: ['styles:read'],
      client: 'web',
      lastLogin: 123,
      impersonator: 'admin',
    });
  });

  it('leaves out fields the payload does not carry', () => {
    expect(decodeMapsToken(`sk.${encode({ u: 'me' })}.x`)).toEqual({ usage: 'sk', user: 'me' });
  });

  it.each([
    'pk.only-two',
    'a.b.c.d',
    '',
    '.x.y',
    'pk..sig',
    `pk.${encode([1, 2])}.sig`,
    `pk.${encode('text')}.sig`,
    'pk.!!!.sig',
    `pk.${btoa('{not json')}.sig`,
  ])('rejects %j with Invalid token', (token) => {
    expect(() => decodeMapsToken(token)).toThrow('Invalid token');
  });
});
