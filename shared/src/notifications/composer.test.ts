// The composer: what the form requires, the callable input it becomes, and the five-occurrence preview (nextOccurrence
// applied again and again), across a month end and a clock change.
import { describe, expect, it } from 'vitest';
import {
  composerAudience,
  composerSchedule,
  composerSchema,
  composerToInput,
  composerValuesOf,
  instantToZonedLocal,
  newComposerValues,
  previewOccurrences,
  zonedLocalToInstant,
  type ComposerInput,
} from './composer';
import { createNotificationInputSchema } from './notifications';
import { nextOccurrence } from './recurrence';

const filled = (): ComposerInput => {
  const values = newComposerValues('C_1001', 'Europe/Rome');
  values.title.it = 'Chiusura';
  values.body.it = 'Venerdì chiudiamo alle 14.';
  return values;
};

function errors(patch: Partial<ComposerInput>): string[] {
  const result = composerSchema.safeParse({ ...filled(), ...patch });
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('composerSchema', () => {
  it.each<[string, Partial<ComposerInput>, string[]]>([
    ['a NOW notification to the customers, in-app', {}, []],
    ['no language with title and body', { body: { en: '', it: '', es: '', fr: '' } }, ['title.en: notifications:errors.noText']],
    ['no channel', { channels: [] }, ['channels: notifications:errors.noChannel']],
    ['none with another channel', { channels: ['none', 'push'] }, ['channels: notifications:errors.noneAlone']],
    ['none alone', { channels: ['none'] }, []],
    ['customers of no canteen', { canteenId: ' ' }, ['canteenId: notifications:errors.canteen']],
    ['staff without roles', { audienceType: 'staff' }, ['roles: notifications:errors.roles']],
    ['chosen users, none chosen', { audienceType: 'users', canteenId: '' }, ['uids: notifications:errors.noAudience']],
    ['a specific day without its date', { scheduleType: 'SPECIFIC_DAY' }, ['at: notifications:errors.at']],
    ['weekly on day 8', { scheduleType: 'WEEKLY', weekday: '8' }, ['weekday: notifications:errors.weekday']],
    ['monthly on day 32 at 25:00', { scheduleType: 'MONTHLY', dayOfMonth: '32', time: '25:00' }, ['dayOfMonth: notifications:errors.dayOfMonth', 'time: notifications:errors.time']],
    ['an unknown time zone', { timeZone: 'Mars/Olympus' }, ['timeZone: notifications:errors.timeZone']],
  ])('%s', (_name, patch, expected) => {
    expect(errors(patch)).toEqual(expected);
  });
});

describe('the preview of the next occurrences', () => {
  const now = new Date('2027-01-27T10:00:00Z');
  it('WEEKLY: five instants, each nextOccurrence of the one before', () => {
    const schedule = composerSchedule({ ...filled(), scheduleType: 'WEEKLY', weekday: '3', time: '07:30' })!;
    const preview = previewOccurrences(schedule, now);
    expect(preview).toHaveLength(5);
    let after = now;
    for (const instant of preview) {
      expect(instant).toEqual(nextOccurrence(schedule, after));
      after = instant;
    }
    expect(preview.map((instant) => instantToZonedLocal(instant, 'Europe/Rome'))).toEqual([
      '2027-02-03T07:30',
      '2027-02-10T07:30',
      '2027-02-17T07:30',
      '2027-02-24T07:30',
      '2027-03-03T07:30',
    ]);
  });
  it('MONTHLY on the 31st: the last day of the shorter months, across the spring clock change', () => {
    const schedule = composerSchedule({ ...filled(), scheduleType: 'MONTHLY', dayOfMonth: '31', time: '09:00' })!;
    expect(previewOccurrences(schedule, now).map((instant) => instant.toISOString())).toEqual([
      '2027-01-31T08:00:00.000Z',
      '2027-02-28T08:00:00.000Z',
      '2027-03-31T07:00:00.000Z',
      '2027-04-30T07:00:00.000Z',
      '2027-05-31T07:00:00.000Z',
    ]);
  });
  it('NOW and SPECIFIC_DAY have one occurrence; a past day none', () => {
    expect(previewOccurrences({ type: 'NOW', timeZone: 'Europe/Rome' }, now)).toEqual([now]);
    const day = composerSchedule({ ...filled(), scheduleType: 'SPECIFIC_DAY', at: '2027-02-01T12:15', timeZone: 'America/Santiago' })!;
    expect(previewOccurrences(day, now).map((instant) => instant.toISOString())).toEqual(['2027-02-01T15:15:00.000Z']);
    const past = composerSchedule({ ...filled(), scheduleType: 'SPECIFIC_DAY', at: '2027-01-01T12:15' })!;
    expect(previewOccurrences(past, now)).toEqual([]);
  });
});

describe('the callable input and the stored notification read back', () => {
  it('turns the form into what createNotification accepts, and back', () => {
    const values = composerSchema.parse({
      ...filled(),
      channels: ['email', 'push'],
      audienceType: 'staff',
      roles: ['site_manager'],
      scheduleType: 'SPECIFIC_DAY',
      at: '2027-02-01T12:15',
    });
    const input = composerToInput(values);
    expect(createNotificationInputSchema.safeParse(input).success).toBe(true);
    expect(input).toEqual({
      texts: { it: { title: 'Chiusura', body: 'Venerdì chiudiamo alle 14.' } },
      channels: ['email', 'push'],
      audience: { type: 'staff', canteen_id: 'C_1001', roles: ['site_manager'] },
      schedule: { type: 'SPECIFIC_DAY', timeZone: 'Europe/Rome', at: '2027-02-01T11:15:00.000Z' },
    });
    const back = composerValuesOf({ ...input, schedule: { ...input.schedule, at: new Date(input.schedule.at!) } });
    expect(back).toMatchObject({ audienceType: 'staff', roles: ['site_manager'], scheduleType: 'SPECIFIC_DAY', at: '2027-02-01T12:15', channels: ['email', 'push'] });
    expect(back.title.it).toBe('Chiusura');
  });
  it('chosen users name no canteen: an edit searches the active canteen; a canteen audience keeps its own', () => {
    const users = { audience: { type: 'users', uids: ['u1', 'u2'] }, schedule: { type: 'NOW', timeZone: 'Europe/Rome' } };
    expect(composerValuesOf(users, 'C_501')).toMatchObject({ audienceType: 'users', uids: ['u1', 'u2'], canteenId: 'C_501' });
    const staff = { audience: { type: 'customers', canteen_id: 'C_1001' }, schedule: { type: 'NOW', timeZone: 'Europe/Rome' } };
    expect(composerValuesOf(staff, 'C_501').canteenId).toBe('C_1001');
  });
  it('an incomplete audience has no size yet', () => {
    expect(composerAudience({ audienceType: 'users', canteenId: 'C_1001', roles: [], uids: [] })).toBeNull();
    expect(composerAudience({ audienceType: 'customers', canteenId: 'C_1001', roles: [], uids: [] })).toEqual({ type: 'customers', canteen_id: 'C_1001' });
  });
  it('reads a local time in a zone as its instant', () => {
    expect(zonedLocalToInstant('2027-07-01T09:00', 'Europe/Rome')?.toISOString()).toBe('2027-07-01T07:00:00.000Z');
    expect(zonedLocalToInstant('tomorrow', 'Europe/Rome')).toBeNull();
  });
});
