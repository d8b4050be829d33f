// The seeded customer-care history: valid settings, consistent tickets and conversations, met and breached every week, on any day.
import {
  businessMinutesBetween,
  isoWeekOf,
  localDayOf,
  slaReport,
  ticketGradeFromTags,
  CUSTOMER_CARE_CATEGORIES,
} from '@backoffice/shared';
import { describe, expect, it } from 'vitest';
import { buildSeed } from './build';
import { CARE_CANTEENS, CARE_HISTORY_WEEKS, seededSlaTickets, seededSupportSettings } from './customer-care';

/** The days seed.test.ts checks: a plain day, month ends, the leap day, the year's turn and the clock changes. */
const DAYS = [
  '2025-03-14T10:20:00Z',
  '2026-11-30T12:00:00Z',
  '2026-11-29T12:00:00Z',
  '2028-02-29T12:00:00Z',
  '2026-12-31T12:00:00Z',
  '2027-01-01T12:00:00Z',
  '2027-03-28T12:00:00Z',
  '2027-10-31T12:00:00Z',
  '2027-04-04T12:00:00Z',
];

const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe.each(DAYS)('customer care seeded for %s', (day) => {
  const now = new Date(day);
  const seed = buildSeed({ today: now });
  const settings = seededSupportSettings(seed.documents);
  const tickets = seed.documents.filter((d) => d.path.startsWith('customer_care_tickets/') && d.path.split('/').length === 2);
  const messagesOf = (path: string) =>
    seed.documents.filter((d) => d.path.startsWith(`${path}/messages/`)).sort((a, b) => a.path.localeCompare(b.path));
  const slaTickets = seededSlaTickets(seed.documents);
  const zone = settings.calendar.time_zone;

  it('has valid support settings with the holidays of this year', () => {
    expect(settings.calendar.holidays).toContain(`${now.getUTCFullYear()}-12-25`);
  });

  it('spans the canteens with customer care in three countries and several months', () => {
    expect(new Set(tickets.map((t) => t.data.canteen_id))).toEqual(new Set(CARE_CANTEENS.map((c) => c.id)));
    expect(new Set(tickets.map((t) => t.data.country))).toEqual(new Set(['it', 'es', 'cl']));
    const weeks = new Set(slaTickets.map((t) => isoWeekOf(localDayOf(t.createdAt, zone).iso).week));
    expect(weeks.size).toBeGreaterThanOrEqual(CARE_HISTORY_WEEKS);
    expect(tickets.length).toBeLessThan(250);
  });

  it('keeps every ticket consistent with its history and messages', () => {
    for (const ticket of tickets) {
      const data = ticket.data;
      const messages = messagesOf(ticket.path);
      const history = data.state_history as Array<{ state: string; at: Date }>;
      expect(messages.length, ticket.path).toBe(data.message_count);
      expect(messages[0]?.data, ticket.path).toMatchObject({ from: 'requester', created_at: data.created_at });
      expect(history[0], ticket.path).toMatchObject({ state: 'open', at: data.created_at });
      expect(data.state, ticket.path).toBe(history.at(-1)?.state);
      const times = [...history.map((h) => h.at.getTime()), ...messages.map((m) => (m.data.created_at as Date).getTime())];
      expect(Math.max(...times), ticket.path).toBeLessThanOrEqual(now.getTime());
      expect(history.map((h) => h.at.getTime()), ticket.path).toEqual([...history.map((h) => h.at.getTime())].sort((a, b) => a - b));
      const firstSupport = messages.find((m) => m.data.from === 'support');
      expect(data.first_response_at ?? null, ticket.path).toEqual(firstSupport?.data.created_at ?? null);
      expect(data.last_message_from, ticket.path).toBe(messages.at(-1)?.data.from);
      for (const message of messages) expect(message.data.html_body, message.path).toMatch(/^<p>[^<>]+<\/p>$/);
      const tags = data.tags as string[];
      expect(CUSTOMER_CARE_CATEGORIES as readonly string[], ticket.path).toContain(tags[0]);
      expect(ticketGradeFromTags(tags), ticket.path).toBe(data.grade);
    }
  });

  it('holds met and breached tickets in the last complete week, and every canteen has open and waiting tickets now', () => {
    const thisMonday = isoWeekOf(localDayOf(now, zone).iso).start;
    const report = slaReport(slaTickets, settings, { from: addDays(thisMonday, -7), to: addDays(thisMonday, -1) }, now);
    expect(report.totals.firstResponse.met).toBeGreaterThan(0);
    expect(report.totals.firstResponse.breached).toBeGreaterThan(0);
    expect(report.totals.withinTarget).toBeGreaterThan(0);
    expect(report.totals.decided).toBeGreaterThan(report.totals.withinTarget);
    const recent = tickets.filter((t) => (t.data.created_at as Date).getTime() >= now.getTime() - 2 * 86_400_000);
    for (const canteen of CARE_CANTEENS) {
      const states = recent.filter((t) => t.data.canteen_id === canteen.id).map((t) => t.data.state);
      expect(states, canteen.id).toContain('open');
      expect(tickets.filter((t) => t.data.canteen_id === canteen.id).map((t) => t.data.state), canteen.id).toContain('waiting');
    }
  });

  it('has tickets at risk whenever the seed is built inside opening hours', () => {
    const open = businessMinutesBetween(settings.calendar, new Date(now.getTime() - 60_000), now) > 0;
    const report = slaReport(slaTickets, settings, { from: localDayOf(now, zone).iso, to: localDayOf(now, zone).iso }, now);
    if (open) expect(report.atRisk.length).toBeGreaterThan(0);
    else expect(report.atRisk.every((risk) => risk.breachAt > now.getTime())).toBe(true);
  });
});
