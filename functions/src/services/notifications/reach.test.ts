// Who each channel reaches: the rules the fan-out and the composer's audience size share.
import { describe, expect, it } from 'vitest';
import { emailOf, phoneOf, pushTokensOf } from './reach';

describe('channel reach of a user document', () => {
  it.each([
    [{ fcm_tokens: ['a', 'a', '', 7, 'b'] }, ['a', 'b']],
    [{ fcm_tokens: 'a' }, []],
    [{}, []],
  ])('push tokens of %j', (data, tokens) => {
    expect(pushTokensOf(data)).toEqual(tokens);
  });
  it.each([
    [{ profile: { email: 'anna@demo.test' } }, 'anna@demo.test'],
    [{ profile: { email: 'not an address' } }, null],
    [{ email: 'top@level.test' }, null],
    [{}, null],
  ])('e-mail of %j', (data, email) => {
    expect(emailOf(data)).toBe(email);
  });
  it.each([
    [{ profile: { phone: '+39 02 1234', mobile: '+39 333' } }, '+39 02 1234'],
    [{ profile: { phone: ' ', mobile: '+39 333' } }, '+39 333'],
    [{ phone: '+56 9 1234' }, '+56 9 1234'],
    [{ profile: {} }, undefined],
  ])('phone of %j', (data, phone) => {
    expect(phoneOf(data)).toBe(phone);
  });
});
