// The seeded programmed notifications (issue 18): on any day — a month end, a leap day, the clock changes of Rome and
// Santiago — every screen has something to show, the counts agree with the delivery records, nothing is left for the
// retry job, and no seeded notification falls due on the seed's own day (a scheduler run of the day sends none).
import { describe, expect, it } from 'vitest';
import { DELIVERY_STATUSES, localParts, type NotificationCounts } from '@backoffice/shared';
import { buildSeed } from './build';
import type { SeedDocument } from './types';

const DAYS = ['2026-11-27', '2026-11-30', '2028-02-29', '2026-12-31', '2026-03-29', '2026-04-05', '2026-09-06', '2026-10-25'];

describe.each(DAYS)('seeded notifications on %s', (day) => {
  const today = new Date(`${day}T12:00:00Z`);
  const dayEnd = new Date(`${day}T23:59:59.999Z`);
  const documents = buildSeed({ today }).documents;
  const inCollection = (name: string) => documents.filter((document) => document.path.startsWith(`${name}/`));
  const notifications = inCollection('notifications');
  const deliveries = inCollection('deliveries');
  const inbox = new Set(documents.filter((document) => /^users\/[^/]+\/inbox\//.test(document.path)).map((document) => document.path));
  const at = (document: SeedDocument, field: string) => document.data[field] as Date | null;

  it('covers every state the management screen shows and every canteen group', () => {
    expect(new Set(notifications.map((document) => document.data.state))).toEqual(new Set(['done', 'scheduled', 'paused', 'cancelled']));
    const canteens = new Set(notifications.map((document) => document.data.canteen_id).filter(Boolean));
    for (const canteen of ['C_1001', 'C_501', 'C_4001', 'C_6001', 'C_3001']) expect(canteens).toContain(canteen);
    expect(notifications.some((document) => (document.data.audience as { type: string }).type === 'users' && document.data.last_occurrence === null)).toBe(true);
  });

  it('keeps each canteen’s own time zone', () => {
    const zones = Object.fromEntries(notifications.filter((document) => document.data.canteen_id).map((document) => [document.data.canteen_id, document.data.time_zone]));
    expect(zones).toMatchObject({ C_1001: 'Europe/Rome', C_4001: 'Europe/Rome', C_501: 'Europe/Madrid', C_6001: 'Europe/Madrid', C_3001: 'America/Santiago' });
  });

  it('falls due only after the seed’s day, and only while scheduled', () => {
    for (const document of notifications) {
      const next = at(document, 'next_occurrence');
      if (document.data.state === 'scheduled') expect(next!.getTime(), document.path).toBeGreaterThan(dayEnd.getTime());
      expect(at(document, 'due_at'), document.path).toEqual(document.data.state === 'scheduled' ? next : null);
      const last = at(document, 'last_occurrence');
      if (last) expect(last.getTime(), document.path).toBeLessThan(today.getTime());
    }
  });

  it('the weekly reminder went out last Monday at 08:00 in the canteen’s zone', () => {
    for (const document of notifications.filter((candidate) => (candidate.data.schedule as { type: string }).type === 'WEEKLY')) {
      const parts = localParts(at(document, 'last_occurrence')!, String(document.data.time_zone));
      expect([parts.weekday, parts.hour, parts.minute], document.path).toEqual([1, 8, 0]);
      expect(today.getTime() - at(document, 'last_occurrence')!.getTime()).toBeLessThan(8 * 86_400_000);
    }
  });

  it('counts equal the delivery records by state; nothing pending or waiting for a retry; in-app ones in the inbox', () => {
    expect(deliveries.length).toBeGreaterThan(0);
    for (const document of notifications) {
      for (const [key, counts] of Object.entries(document.data.occurrence_counts as Record<string, NotificationCounts>)) {
        const records = deliveries.filter((delivery) => (delivery.data.event as { id: string }).id === key);
        for (const status of DELIVERY_STATUSES)
          expect(counts[status], `${key} ${status}`).toBe(records.filter((delivery) => delivery.data.status === status).length);
        expect(documents.some((occurrence) => occurrence.path === `notification_occurrences/${key}`)).toBe(true);
      }
    }
    expect(deliveries.filter((delivery) => delivery.data.status === 'pending' || delivery.data.next_attempt_at !== null)).toEqual([]);
    expect(deliveries.filter((delivery) => delivery.data.status === 'failed').length).toBeGreaterThan(0);
    for (const delivery of deliveries.filter((candidate) => candidate.data.channel === 'in_app'))
      expect(inbox.has(String((delivery.data.payload as { inbox_path: string }).inbox_path))).toBe(true);
  });
});
