// The SLA clock (issue 19): business minutes only, paused while waiting on the requester, DST weeks and holidays in Europe/Rome.
import { describe, expect, it } from 'vitest';
import {
  addBusinessMinutes,
  breachesWithin,
  businessMinutesBetween,
  resolvedAt,
  slaClocks,
  supportTicketTimesFrom,
  ticketStateAt,
} from './sla';
import { DEFAULT_SUPPORT_SETTINGS, italianHolidays, supportSettingsSchema, type SupportCalendar, type SupportSettings } from './support-settings';
import type { SupportStateChange, SupportTicketTimes } from './ticket';

const ROME: SupportCalendar = { ...DEFAULT_SUPPORT_SETTINGS.calendar, holidays: ['2026-12-08', '2026-12-25'] };
const ALWAYS: SupportCalendar = {
  time_zone: 'Europe/Rome',
  opening_hours: Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [d, [{ from: '00:00', to: '24:00' }]])) as SupportCalendar['opening_hours'],
  holidays: [],
};
const LUNCH_BREAK: SupportCalendar = {
  ...ROME,
  opening_hours: { ...ROME.opening_hours, mon: [{ from: '09:00', to: '13:00' }, { from: '14:00', to: '18:00' }] },
};
const NIGHT_SHIFT: SupportCalendar = {
  ...ALWAYS,
  opening_hours: { ...ALWAYS.opening_hours, sun: [{ from: '02:00', to: '03:00' }] },
};
const SANTIAGO: SupportCalendar = { ...ROME, time_zone: 'America/Santiago', holidays: [] };

/** An instant given as the wall clock in Rome with its UTC offset written out, so each case shows the DST side. */
const at = (text: string) => new Date(text);

describe('businessMinutesBetween', () => {
  it.each([
    ['Friday 17:50 → Monday 09:10 (issue 19)', ROME, '2026-11-20T17:50+01:00', '2026-11-23T09:10+01:00', 20],
    ['within one morning', ROME, '2026-11-23T10:00+01:00', '2026-11-23T11:30+01:00', 90],
    ['before opening counts from 09:00', ROME, '2026-11-23T07:00+01:00', '2026-11-23T09:30+01:00', 30],
    ['after closing counts nothing', ROME, '2026-11-23T18:05+01:00', '2026-11-23T23:00+01:00', 0],
    ['a weekend counts nothing', ROME, '2026-11-21T10:00+01:00', '2026-11-22T18:00+01:00', 0],
    ['end before start', ROME, '2026-11-23T11:00+01:00', '2026-11-23T10:00+01:00', 0],
    ['a whole working week', ROME, '2026-11-23T00:00+01:00', '2026-11-30T00:00+01:00', 5 * 540],
    ['spring DST weekend: Friday 17:00 CET → Monday 10:00 CEST', ROME, '2026-03-27T17:00+01:00', '2026-03-30T10:00+02:00', 120],
    ['the Monday after spring DST: 09:00–18:00 CEST is 9 hours', ROME, '2026-03-30T00:00+02:00', '2026-03-31T00:00+02:00', 540],
    ['autumn DST weekend: Friday 17:00 CEST → Monday 10:00 CET', ROME, '2026-10-23T17:00+02:00', '2026-10-26T10:00+01:00', 120],
    ['round the clock over the spring Sunday (23 hours)', ALWAYS, '2026-03-28T00:00+01:00', '2026-03-30T00:00+02:00', 47 * 60],
    ['round the clock over the autumn Sunday (25 hours)', ALWAYS, '2026-10-24T00:00+02:00', '2026-10-26T00:00+01:00', 49 * 60],
    ['02:00–03:00 on the spring Sunday does not exist', NIGHT_SHIFT, '2026-03-29T00:00+01:00', '2026-03-29T12:00+02:00', 0],
    ['02:00–03:00 on the autumn Sunday happens twice', NIGHT_SHIFT, '2026-10-25T00:00+02:00', '2026-10-25T12:00+01:00', 120],
    ['a holiday (8 December) is closed', ROME, '2026-12-07T17:00+01:00', '2026-12-09T10:00+01:00', 120],
    ['Christmas Eve to the Monday after (25 December a holiday, then the weekend)', ROME, '2026-12-24T17:00+01:00', '2026-12-28T09:30+01:00', 60 + 30],
    ['a lunch break does not count', LUNCH_BREAK, '2026-11-23T12:30+01:00', '2026-11-23T14:30+01:00', 60],
    ['another zone: Santiago 17:50 Friday → 09:10 Monday', SANTIAGO, '2026-11-20T17:50-03:00', '2026-11-23T09:10-03:00', 20],
    ['seconds count as fractions of a minute', ROME, '2026-11-23T10:00:00+01:00', '2026-11-23T10:00:30+01:00', 0.5],
  ])('%s', (_label, calendar, start, end, minutes) => {
    expect(businessMinutesBetween(calendar, at(start), at(end))).toBeCloseTo(minutes, 9);
  });

  it('without the holiday, 8 December counts a full day', () => {
    expect(businessMinutesBetween({ ...ROME, holidays: [] }, at('2026-12-07T17:00+01:00'), at('2026-12-09T10:00+01:00'))).toBe(660);
  });
});

describe('addBusinessMinutes', () => {
  it.each([
    ['Friday 17:50 + 20 → Monday 09:10', '2026-11-20T17:50+01:00', 20, '2026-11-23T09:10+01:00'],
    ['0 minutes is the start itself, even when closed', '2026-11-21T11:00+01:00', 0, '2026-11-21T11:00+01:00'],
    ['from a Saturday, the first minutes of Monday', '2026-11-21T11:00+01:00', 15, '2026-11-23T09:15+01:00'],
    ['across the spring DST weekend', '2026-03-27T17:00+01:00', 120, '2026-03-30T10:00+02:00'],
    ['across the autumn DST weekend', '2026-10-23T17:00+02:00', 120, '2026-10-26T10:00+01:00'],
    ['over the 8 December holiday', '2026-12-07T17:00+01:00', 120, '2026-12-09T10:00+01:00'],
    ['exactly to closing time', '2026-11-23T17:00+01:00', 60, '2026-11-23T18:00+01:00'],
  ])('%s', (_label, start, minutes, expected) => {
    expect(addBusinessMinutes(ROME, at(start), minutes)?.toISOString()).toBe(at(expected).toISOString());
  });

  it('inverts businessMinutesBetween', () => {
    const start = at('2026-10-22T16:20+02:00');
    for (const minutes of [1, 100, 539, 540, 1500, 5000]) {
      const end = addBusinessMinutes(ROME, start, minutes)!;
      expect(businessMinutesBetween(ROME, start, end)).toBeCloseTo(minutes, 9);
    }
  });

  it('is null for a calendar that never opens', () => {
    const closed = { ...ROME, opening_hours: { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] } };
    expect(addBusinessMinutes(closed, at('2026-11-23T10:00+01:00'), 10)).toBeNull();
  });
});

function ticket(grade: number, created: string, firstResponse: string | null, history: Array<[SupportStateChange['state'], string]>): SupportTicketTimes {
  return {
    id: 'T1',
    canteenId: 'C_1001',
    country: 'it',
    grade,
    createdAt: at(created),
    firstResponseAt: firstResponse ? at(firstResponse) : null,
    history: [{ state: 'open', at: at(created) }, ...history.map(([state, when]) => ({ state, at: at(when) }))],
  };
}

const SETTINGS: SupportSettings = { ...DEFAULT_SUPPORT_SETTINGS, calendar: ROME };

describe('slaClocks', () => {
  // Targets (business minutes, first response / resolution): grade 0 30/240, 1 60/540, 2 120/1080, 5 540/5400.
  it.each([
    {
      label: 'opened Friday 17:50, answered Monday 09:10, solved Monday 11:10',
      ticket: ticket(2, '2026-11-20T17:50+01:00', '2026-11-23T09:10+01:00', [['solved', '2026-11-23T11:10+01:00']]),
      now: '2026-11-26T12:00+01:00',
      first: { elapsedMinutes: 20, status: 'met', stopped: true, paused: false },
      resolution: { elapsedMinutes: 140, status: 'met', stopped: true, paused: false },
    },
    {
      label: 'waiting on the requester stops the clock (Monday 10:30 → Wednesday 15:00)',
      ticket: ticket(1, '2026-11-23T10:00+01:00', '2026-11-23T10:30+01:00', [
        ['waiting', '2026-11-23T10:30+01:00'],
        ['open', '2026-11-25T15:00+01:00'],
        ['solved', '2026-11-25T16:00+01:00'],
      ]),
      now: '2026-11-26T12:00+01:00',
      first: { elapsedMinutes: 30, status: 'met' },
      resolution: { elapsedMinutes: 90, status: 'met' },
    },
    {
      label: 'still waiting: paused, no breach time, the time before waiting kept',
      ticket: ticket(1, '2026-11-23T10:00+01:00', '2026-11-23T10:30+01:00', [['waiting', '2026-11-23T10:30+01:00']]),
      now: '2026-11-26T12:00+01:00',
      first: { elapsedMinutes: 30, status: 'met', stopped: true },
      resolution: { elapsedMinutes: 30, status: 'running', stopped: false, paused: true, breachAt: null },
    },
    {
      label: 'grade 0 answered after an hour: first response breached',
      ticket: ticket(0, '2026-11-23T09:00+01:00', '2026-11-23T10:00+01:00', [['solved', '2026-11-23T11:00+01:00']]),
      now: '2026-11-26T12:00+01:00',
      first: { elapsedMinutes: 60, status: 'breached', remainingMinutes: -30 },
      resolution: { elapsedMinutes: 120, status: 'met' },
    },
    {
      label: 'no reply yet, 15 minutes left: running, breaching at 11:00',
      ticket: ticket(1, '2026-11-23T10:00+01:00', null, []),
      now: '2026-11-23T10:45+01:00',
      first: { elapsedMinutes: 45, status: 'running', remainingMinutes: 15, breachAt: at('2026-11-23T11:00+01:00').getTime() },
      resolution: { elapsedMinutes: 45, status: 'running', breachAt: at('2026-11-24T10:00+01:00').getTime() },
    },
    {
      label: 'no reply past target and still open: breached while running',
      ticket: ticket(1, '2026-11-23T10:00+01:00', null, []),
      now: '2026-11-23T12:00+01:00',
      first: { elapsedMinutes: 120, status: 'breached', stopped: false, breachAt: null },
    },
    {
      label: 'solved, reopened by the requester, solved again: only the open spans count',
      ticket: ticket(5, '2026-11-23T10:00+01:00', '2026-11-23T11:00+01:00', [
        ['solved', '2026-11-23T12:00+01:00'],
        ['open', '2026-11-24T09:00+01:00'],
        ['solved', '2026-11-24T09:45+01:00'],
        ['closed', '2026-11-26T09:45+01:00'],
      ]),
      now: '2026-11-27T12:00+01:00',
      first: { elapsedMinutes: 60, status: 'met' },
      resolution: { elapsedMinutes: 165, status: 'met', stoppedAt: at('2026-11-24T09:45+01:00').getTime() },
    },
    {
      label: 'closed without a reply: closing stops the first-response clock',
      ticket: ticket(5, '2026-11-23T10:00+01:00', null, [['closed', '2026-11-23T10:20+01:00']]),
      now: '2026-11-27T12:00+01:00',
      first: { elapsedMinutes: 20, status: 'met', stopped: true },
      resolution: { elapsedMinutes: 20, status: 'met' },
    },
    {
      label: 'a reply after now does not count yet',
      ticket: ticket(5, '2026-11-23T10:00+01:00', '2026-11-23T12:00+01:00', []),
      now: '2026-11-23T11:00+01:00',
      first: { elapsedMinutes: 60, status: 'running', stopped: false },
    },
    {
      label: 'a ticket opened over the autumn DST weekend counts CET hours on Monday',
      ticket: ticket(2, '2026-10-24T11:00+02:00', '2026-10-26T10:30+01:00', [['solved', '2026-10-26T17:00+01:00']]),
      now: '2026-10-30T12:00+01:00',
      first: { elapsedMinutes: 90, status: 'met' },
      resolution: { elapsedMinutes: 480, status: 'met' },
    },
  ])('$label', ({ ticket: t, now, first, resolution }) => {
    const clocks = slaClocks(t, SETTINGS, at(now));
    expect(clocks.firstResponse).toMatchObject(first);
    if (resolution) expect(clocks.resolution).toMatchObject(resolution);
  });

  it('at risk: breaching within 4 wall-clock hours, not over a night', () => {
    const late = slaClocks(ticket(1, '2026-11-23T17:30+01:00', null, []), SETTINGS, at('2026-11-23T17:45+01:00')).firstResponse;
    expect(late.breachAt).toBe(at('2026-11-24T09:30+01:00').getTime());
    expect(breachesWithin(late, at('2026-11-23T17:45+01:00'), 240)).toBe(false);
    const soon = slaClocks(ticket(1, '2026-11-23T10:00+01:00', null, []), SETTINGS, at('2026-11-23T10:45+01:00')).firstResponse;
    expect(breachesWithin(soon, at('2026-11-23T10:45+01:00'), 240)).toBe(true);
  });

  it('an unknown grade takes grade 5 targets', () => {
    const clocks = slaClocks(ticket(9, '2026-11-23T10:00+01:00', null, []), SETTINGS, at('2026-11-23T10:45+01:00'));
    expect(clocks.firstResponse.targetMinutes).toBe(540);
  });
});

describe('ticket states', () => {
  const t = ticket(3, '2026-11-23T10:00+01:00', '2026-11-23T11:00+01:00', [
    ['waiting', '2026-11-23T11:00+01:00'],
    ['open', '2026-11-24T11:00+01:00'],
    ['solved', '2026-11-24T12:00+01:00'],
    ['closed', '2026-11-25T12:00+01:00'],
  ]);
  it.each([
    ['2026-11-23T10:30+01:00', 'open', null],
    ['2026-11-23T12:00+01:00', 'waiting', null],
    ['2026-11-24T11:30+01:00', 'open', null],
    ['2026-11-24T13:00+01:00', 'solved', '2026-11-24T12:00+01:00'],
    ['2026-11-26T13:00+01:00', 'closed', '2026-11-24T12:00+01:00'],
  ])('at %s the ticket is %s, resolved at %s', (when, state, resolved) => {
    expect(ticketStateAt(t, at(when))).toBe(state);
    expect(resolvedAt(t, at(when))?.getTime() ?? null).toBe(resolved ? at(resolved).getTime() : null);
  });
});

describe('supportTicketTimesFrom', () => {
  it('reads a stored document with Timestamp-like dates, the grade from the tags when not stored', () => {
    const ts = (iso: string) => ({ toDate: () => new Date(iso) });
    const times = supportTicketTimesFrom('CC_1', {
      canteen_id: 'C_501',
      country: 'es',
      tags: ['payment', 'grade_1'],
      created_at: ts('2026-11-23T09:00:00Z'),
      first_response_at: null,
      state_history: [{ state: 'open', at: ts('2026-11-23T09:00:00Z') }, { state: 'bogus', at: ts('2026-11-23T10:00:00Z') }],
    });
    expect(times).toEqual({
      id: 'CC_1',
      canteenId: 'C_501',
      country: 'es',
      grade: 1,
      createdAt: new Date('2026-11-23T09:00:00Z'),
      firstResponseAt: null,
      history: [{ state: 'open', at: new Date('2026-11-23T09:00:00Z') }],
    });
    expect(supportTicketTimesFrom('CC_2', { canteen_id: 'C_1' })).toBeNull();
  });
});

describe('support settings', () => {
  it('accepts the defaults and refuses bad calendars and targets', () => {
    expect(supportSettingsSchema.safeParse(DEFAULT_SUPPORT_SETTINGS).success).toBe(true);
    const bad = (patch: Partial<SupportSettings['calendar']>) =>
      supportSettingsSchema.safeParse({ ...DEFAULT_SUPPORT_SETTINGS, calendar: { ...DEFAULT_SUPPORT_SETTINGS.calendar, ...patch } }).success;
    expect(bad({ time_zone: 'Mars/Olympus' })).toBe(false);
    expect(bad({ holidays: ['2026-13-01x'] })).toBe(false);
    expect(bad({ opening_hours: { ...DEFAULT_SUPPORT_SETTINGS.calendar.opening_hours, mon: [{ from: '18:00', to: '09:00' }] } })).toBe(false);
    expect(bad({ opening_hours: { ...DEFAULT_SUPPORT_SETTINGS.calendar.opening_hours, mon: [{ from: '09:00', to: '13:00' }, { from: '12:00', to: '18:00' }] } })).toBe(false);
    expect(supportSettingsSchema.safeParse({ ...DEFAULT_SUPPORT_SETTINGS, targets: DEFAULT_SUPPORT_SETTINGS.targets.slice(1) }).success).toBe(false);
  });

  it.each([
    [2026, '2026-04-06'],
    [2027, '2027-03-29'],
    [2028, '2028-04-17'],
  ])('Italian holidays of %i include Easter Monday %s', (year, easterMonday) => {
    expect(italianHolidays(year)).toContain(easterMonday);
    expect(italianHolidays(year)).toContain(`${year}-12-25`);
  });
});
