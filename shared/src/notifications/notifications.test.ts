// Programmed-notification inputs from issue 6 "Bad input": each refused with its i18n key; good input accepted.
import { describe, expect, it } from 'vitest';
import {
  createNotificationInputSchema,
  notificationActionAllowed,
  notificationTextFor,
  occurrenceKey,
  resolveNotificationSchedule,
} from './notifications';

const NOW = new Date('2025-03-10T09:00:00Z'); // a Monday
const good = {
  texts: { it: { title: 'Menu', body: 'Nuovo menu' } },
  channels: ['push', 'email'],
  audience: { type: 'customers', canteen_id: 'C_1001' },
  schedule: { type: 'NOW' },
};

describe('createNotificationInputSchema', () => {
  it('accepts a well-formed notification', () => {
    expect(createNotificationInputSchema.safeParse(good).success).toBe(true);
  });
  it.each([
    ['no channel', { channels: [] }, 'notifications.errors.noChannel'],
    ['none with another channel', { channels: ['none', 'push'] }, 'notifications.errors.noneAlone'],
    ['no text in any language', { texts: { en: { title: '', body: '' } } }, 'notifications.errors.noText'],
    ['no texts at all', { texts: {} }, 'notifications.errors.noText'],
    ['staff without roles', { audience: { type: 'staff', canteen_id: 'C_1001', roles: [] } }, 'notifications.errors.roles'],
    ['no explicit users', { audience: { type: 'users', uids: [] } }, 'notifications.errors.noAudience'],
  ])('refuses %s', (_label, patch, key) => {
    const result = createNotificationInputSchema.safeParse({ ...good, ...patch });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(key);
  });
});

describe('resolveNotificationSchedule', () => {
  it.each([
    ['a SPECIFIC_DAY in the past', { type: 'SPECIFIC_DAY', at: '2025-03-10T08:00:00Z' }, 'notifications.errors.past'],
    ['a weekday of 0', { type: 'WEEKLY', weekday: 0, time: '10:00' }, 'notifications.errors.weekday'],
    ['a weekday of 8', { type: 'WEEKLY', weekday: 8, time: '10:00' }, 'notifications.errors.weekday'],
    ['a day of 0', { type: 'MONTHLY', dayOfMonth: 0, time: '10:00' }, 'notifications.errors.dayOfMonth'],
    ['a day of 32', { type: 'MONTHLY', dayOfMonth: 32, time: '10:00' }, 'notifications.errors.dayOfMonth'],
    ['a WEEKLY without time', { type: 'WEEKLY', weekday: 2 }, 'notifications.errors.time'],
    ['a bad time', { type: 'MONTHLY', dayOfMonth: 3, time: '25:00' }, 'notifications.errors.time'],
  ] as const)('refuses %s', (_label, schedule, key) => {
    const result = resolveNotificationSchedule(schedule, 'Europe/Rome', NOW);
    expect(result).toMatchObject({ error: key });
  });

  it.each([
    ['NOW', { type: 'NOW' }, '2025-03-10T09:00:00.000Z'],
    ['SPECIFIC_DAY', { type: 'SPECIFIC_DAY', at: '2025-03-11T08:00:00Z' }, '2025-03-11T08:00:00.000Z'],
    ['WEEKLY Tuesday 10:00 Rome', { type: 'WEEKLY', weekday: 2, time: '10:00' }, '2025-03-11T09:00:00.000Z'],
    ['MONTHLY 31st in April', { type: 'MONTHLY', dayOfMonth: 31, time: '08:00', timeZone: 'UTC' }, '2025-03-31T08:00:00.000Z'],
  ] as const)('first occurrence of %s', (_label, schedule, iso) => {
    const result = resolveNotificationSchedule(schedule, 'Europe/Rome', NOW);
    expect('first' in result && result.first.toISOString()).toBe(iso);
  });
});

describe('state operations', () => {
  it.each([
    ['scheduled', 'pause', true],
    ['paused', 'pause', false],
    ['paused', 'resume', true],
    ['scheduled', 'resume', false],
    ['paused', 'cancel', true],
    ['done', 'cancel', false],
    ['cancelled', 'send_now', false],
    ['scheduled', 'send_now', true],
  ] as const)('%s + %s → %s', (state, action, allowed) => {
    expect(notificationActionAllowed(state, action)).toBe(allowed);
  });
});

describe('texts and keys', () => {
  it('falls back from the user language to en, then the communication languages', () => {
    const texts = { fr: { title: 'T fr', body: 'B fr' }, es: { title: 'T es', body: 'B es' } };
    expect(notificationTextFor(texts, 'fr').title).toBe('T fr');
    expect(notificationTextFor(texts, 'tr').title).toBe('T es');
  });
  it('makes an occurrence key Firestore-safe and stable', () => {
    expect(occurrenceKey('N1', new Date('2025-03-10T09:00:00Z'))).toBe('N1__2025-03-10T09-00-00-000Z');
  });
});
