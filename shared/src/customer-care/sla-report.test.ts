// The SLA report: ISO weeks, percentiles, groups per week, canteen and country, the at-risk list, and the request schema.
import { describe, expect, it } from 'vitest';
import { isoWeekOf, parseSlaPeriodParams, percentile, slaPeriodQuery, slaReport, slaRequestSchema, type SlaTicket } from './sla-report';
import { DEFAULT_SUPPORT_SETTINGS } from './support-settings';
import type { SupportStateChange } from './ticket';

describe('isoWeekOf', () => {
  it.each([
    ['2026-11-26', '2026-W48', '2026-11-23'],
    ['2026-01-01', '2026-W01', '2025-12-29'],
    ['2027-01-01', '2026-W53', '2026-12-28'],
    ['2024-12-30', '2025-W01', '2024-12-30'],
    ['2028-02-29', '2028-W09', '2028-02-28'],
    ['2026-03-29', '2026-W13', '2026-03-23'],
  ])('%s is in %s starting %s', (day, week, start) => {
    expect(isoWeekOf(day)).toEqual({ week, start });
  });
});

describe('percentile', () => {
  it.each([
    [[], 50, null],
    [[7], 90, 7],
    [[1, 2, 3, 4], 50, 2.5],
    [[3, 1, 2], 50, 2],
    [[10, 20, 30, 40, 50, 60, 70, 80, 90, 100], 90, 91],
    [[10, 20, 30, 40, 50, 60, 70, 80, 90, 100], 50, 55],
  ])('%j p%i = %s', (values, p, expected) => {
    expect(percentile(values, p)).toBe(expected);
  });
});

function ticket(
  id: string,
  canteenId: string,
  country: string,
  grade: number,
  created: string,
  firstResponse: string | null,
  history: Array<[SupportStateChange['state'], string]>,
): SlaTicket {
  return {
    id,
    canteenId,
    country,
    grade,
    subject: `Subject ${id}`,
    canteenName: `Canteen ${canteenId}`,
    createdAt: new Date(created),
    firstResponseAt: firstResponse ? new Date(firstResponse) : null,
    history: [{ state: 'open', at: new Date(created) }, ...history.map(([state, at]) => ({ state, at: new Date(at) }))],
  };
}

const TICKETS: SlaTicket[] = [
  // Week 47: met (20 / 50 min), breached first response (60 / 120), a waiting one (30 / paused).
  ticket('A', 'C_1001', 'it', 2, '2026-11-20T17:50+01:00', '2026-11-23T09:10+01:00', [['solved', '2026-11-23T09:40+01:00']]),
  ticket('B', 'C_501', 'es', 0, '2026-11-17T09:00+01:00', '2026-11-17T10:00+01:00', [['solved', '2026-11-17T11:00+01:00']]),
  ticket('C', 'C_501', 'es', 1, '2026-11-18T10:00+01:00', '2026-11-18T10:30+01:00', [['waiting', '2026-11-18T10:30+01:00']]),
  // Week 48: open and about to breach (first response due 11:00), and one created outside the period.
  ticket('D', 'C_3001', 'cl', 1, '2026-11-23T10:00+01:00', null, []),
  ticket('E', 'C_1001', 'it', 5, '2026-10-01T10:00+02:00', null, []),
];

describe('slaReport', () => {
  const now = new Date('2026-11-23T10:45+01:00');
  const report = slaReport(TICKETS, DEFAULT_SUPPORT_SETTINGS, { from: '2026-11-16', to: '2026-11-23' }, now);

  it('counts the tickets created in the period, per ISO week in the calendar zone', () => {
    expect(report.totals.tickets).toBe(4);
    expect(report.weeks.map((week) => [week.week, week.start, week.figures.tickets])).toEqual([
      ['2026-W47', '2026-11-16', 3],
      ['2026-W48', '2026-11-23', 1],
    ]);
  });

  it('gives the share within target over decided tickets and the percentiles over stopped clocks', () => {
    const week = report.weeks[0]!.figures;
    expect(week.decided).toBe(2);
    expect(week.withinTarget).toBe(1);
    expect(week.withinTargetShare).toBe(50);
    expect(week.firstResponse).toMatchObject({ decided: 3, met: 2, breached: 1, medianMinutes: 30, p90Minutes: 54 });
    expect(week.resolution).toMatchObject({ decided: 2, met: 2, breached: 0, withinTargetShare: 100, medianMinutes: 85 });
  });

  it('groups per canteen and per country', () => {
    expect(report.canteens.map((c) => [c.canteenId, c.country, c.figures.tickets])).toEqual([
      ['C_1001', 'it', 1],
      ['C_3001', 'cl', 1],
      ['C_501', 'es', 2],
    ]);
    expect(report.countries.map((c) => [c.country, c.figures.tickets])).toEqual([
      ['cl', 1],
      ['es', 2],
      ['it', 1],
    ]);
  });

  it('lists the clocks breaching within 4 hours, whatever the creation day, soonest first', () => {
    expect(report.atRisk.map((risk) => [risk.id, risk.clock, risk.remainingMinutes])).toEqual([['D', 'firstResponse', 15]]);
    const later = slaReport(TICKETS, DEFAULT_SUPPORT_SETTINGS, { from: '2026-11-16', to: '2026-11-23' }, new Date('2026-11-23T14:00+01:00'));
    // E (grade 5, 5,400 minutes to resolve) has run since October: long breached, so not "at risk" but breached.
    expect(later.atRisk).toEqual([]);
  });

  it('is JSON-safe: a round trip changes nothing', () => {
    expect(JSON.parse(JSON.stringify(report))).toEqual(report);
  });
});

describe('slaRequestSchema', () => {
  it.each([
    [{ from: '2026-11-01', to: '2026-11-30' }, true],
    [{ from: '2026-11-01', to: '2026-11-30', canteenIds: ['C_1001'], rows: true }, true],
    [{ from: '2026-11-30', to: '2026-11-01' }, false],
    [{ from: '2026-02-30', to: '2026-03-01' }, false],
    [{ from: '2025-01-01', to: '2026-12-31' }, false],
    [{ from: '2026-11-01', to: '2026-11-30', canteenIds: [] }, false],
    [{ from: '2026-11-01', to: '2026-11-30', canteenIds: ['../x'] }, false],
    [{ from: '2026-11-01', to: '2026-11-30', extra: 1 }, false],
    [undefined, false],
  ])('%j → %s', (input, ok) => {
    expect(slaRequestSchema.safeParse(input).success).toBe(ok);
  });
});

describe('the period in the address', () => {
  const today = '2026-11-26';
  it.each([
    ['', { from: '2026-08-31', to: '2026-11-26' }, ''],
    ['from=2026-11-16&to=2026-11-22', { from: '2026-11-16', to: '2026-11-22' }, 'from=2026-11-16&to=2026-11-22'],
    ['from=2026-11-22&to=2026-11-16', { from: '2026-08-31', to: '2026-11-26' }, ''],
    ['from=2026-02-30&to=2026-03-02', { from: '2026-08-31', to: '2026-11-26' }, ''],
    ['from=2026-11-16', { from: '2026-08-31', to: '2026-11-26' }, ''],
  ])('?%s → %j → ?%s', (query, period, back) => {
    const parsed = parseSlaPeriodParams(new URLSearchParams(query), today);
    expect(parsed).toEqual(period);
    expect(slaPeriodQuery(parsed, today).toString()).toBe(back);
  });
});
