// The getCustomerCareSla callable against the emulators: its figures are the shared SLA function's over the same tickets.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  isoWeekOf,
  localDayOf,
  slaReport,
  slaRows,
  slaTicketFrom,
  type SlaResponse,
  type SlaTicket,
} from '@backoffice/shared';
import { adminDb } from '../support/admin';
import { seededSlaTickets, seededSupportSettings } from '../tools/seed/customer-care';
import { callError, callableClient, type CallableClient } from './support/callable';
import { todaysSeed, writeSeedSubset } from './support/seed-subset';

const ROLES = ['admin', 'admin_provider', 'country_manager', 'site_manager'] as const;
const clients = new Map<string, CallableClient>();
const client = (key: string) => clients.get(key)!;

const settings = seededSupportSettings(todaysSeed().documents);
const zone = settings.calendar.time_zone;
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const today = () => localDayOf(new Date(), zone).iso;
/** Twelve full weeks and the current one: what the screen shows by default. */
const period = () => ({ from: addDays(isoWeekOf(today()).start, -7 * 12), to: today() });

/** Every ticket the emulator holds now (the seeded ones, and any another suite left), as the callable reads them. */
async function storedTickets(): Promise<SlaTicket[]> {
  const snapshot = await adminDb.collection('customer_care_tickets').get();
  return snapshot.docs.flatMap((doc) => slaTicketFrom(doc.id, doc.data()) ?? []);
}

describe('getCustomerCareSla callable', () => {
  beforeAll(async () => {
    const uids = ROLES.map((role) => `demo-${role}`);
    await writeSeedSubset(
      (path) =>
        uids.includes(path.replace(/^users\//, '')) ||
        path === 'static_data/support_settings' ||
        (path.startsWith('customer_care_tickets/') && path.split('/').length === 2),
      uids,
    );
    for (const role of ROLES) clients.set(role, await callableClient('getCustomerCareSla', `${role}@demo.test`));
    clients.set('anonymous', await callableClient('getCustomerCareSla', null));
  });

  afterAll(async () => {
    await Promise.all([...clients.values()].map((c) => c.close()));
  });

  it('answers an admin with the shared report over the stored tickets, and the per-ticket rows when asked', async () => {
    const asked = period();
    const answer = await client('admin').call<SlaResponse>({ ...asked, rows: true });
    const tickets = await storedTickets();
    const seededIds = seededSlaTickets(todaysSeed().documents).map((t) => t.id);
    expect(tickets.map((t) => t.id)).toEqual(expect.arrayContaining(seededIds));
    const now = new Date(answer.report.now);
    expect(answer.report).toEqual(slaReport(tickets, settings, asked, now));
    expect(answer.rows).toEqual(slaRows(tickets, settings, asked, now));
    // The seed gives the period tickets in three countries, met and breached ones.
    expect(answer.report.countries.map((c) => c.country)).toEqual(['cl', 'es', 'it']);
    expect(answer.report.totals.firstResponse.met).toBeGreaterThan(0);
    expect(answer.report.totals.firstResponse.breached).toBeGreaterThan(0);
    expect(answer.report.weeks.length).toBeGreaterThanOrEqual(12);
  });

  it('gives admin_provider every canteen and a country manager only their own canteens', async () => {
    const asked = period();
    const tickets = await storedTickets();
    const all = await client('admin_provider').call<SlaResponse>(asked);
    expect(all.report).toEqual(slaReport(tickets, settings, asked, new Date(all.report.now)));
    const mine = await client('country_manager').call<SlaResponse>(asked);
    const theirs = tickets.filter((t) => ['C_1001', 'C_1002', 'C_4001', 'C_9001'].includes(t.canteenId));
    expect(mine.report).toEqual(slaReport(theirs, settings, asked, new Date(mine.report.now)));
    expect(mine.report.canteens.map((c) => c.canteenId)).toEqual(['C_1001']);
    expect(mine.rows).toBeUndefined();
    const one = await client('admin').call<SlaResponse>({ ...asked, canteenIds: ['C_501'] });
    expect(one.report.canteens.map((c) => c.canteenId)).toEqual(['C_501']);
  });

  it.each([
    ['site_manager', {}, 'functions/permission-denied'],
    ['country_manager', { canteenIds: ['C_501'] }, 'functions/permission-denied'],
    ['anonymous', {}, 'functions/unauthenticated'],
  ])('%s asking %j → %s', async (who, extra, code) => {
    expect((await callError(client(who).call({ ...period(), ...extra }))).code).toBe(code);
  });

  it.each([
    ['no data', undefined],
    ['a day that does not exist', { from: '2026-02-30', to: '2026-03-10' }],
    ['to before from', { from: '2026-03-10', to: '2026-03-01' }],
    ['more than a year', { from: '2025-01-01', to: '2026-06-30' }],
    ['an unknown field', { from: '2026-03-01', to: '2026-03-10', everything: true }],
    ['a canteen id that is not one', { from: '2026-03-01', to: '2026-03-10', canteenIds: ['../users'] }],
  ])('bad input (%s) → invalid-argument with the message key, nothing written', async (_label, data) => {
    const before = (await adminDb.doc('static_data/support_settings').get()).updateTime;
    const error = await callError(client('admin').call(data));
    expect(error.code).toBe('functions/invalid-argument');
    expect(error.message).toMatch(/^Invalid request: /);
    expect((error.details as { messageKey?: string }).messageKey).toMatch(/^(customerCareSla\.errors\.|Invalid|Unrecognized|expected)/i);
    expect((await adminDb.doc('static_data/support_settings').get()).updateTime).toEqual(before);
  });
});
