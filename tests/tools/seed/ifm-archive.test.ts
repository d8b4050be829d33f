// The IFM archive of the seed: older requests after the current ones, so lists page and exports run long.
import { IFM_REQUESTS_PAGE_SIZE, IFM_STATUSES } from '@backoffice/shared';
import { describe, expect, it } from 'vitest';
import { buildSeed } from './build';

const NOW = new Date('2025-03-14T10:20:00Z');
const DAY_MS = 86_400_000;
const seed = buildSeed({ today: NOW });

interface Request {
  id: string;
  data: Record<string, unknown>;
}
const requestsOf = (canteen: string): Request[] =>
  seed.documents
    .filter((d) => d.path.startsWith(`orders/IFM_${canteen}_`))
    .map((d) => ({ id: d.path.slice('orders/'.length), data: d.data }));
const sequence = (request: Request) => Number(request.id.slice(-3));
const time = (value: unknown) => (value as Date).getTime();

describe('IFM archive', () => {
  it.each([
    ['C_1001', 14, 60],
    ['C_1002', 7, 10],
    ['C_4001', 7, 0],
  ])(
    '%s keeps its %i current requests and numbers %i older ones after them',
    (canteen, current, archived) => {
      const requests = requestsOf(canteen);
      expect(requests.map(sequence)).toEqual(
        Array.from({ length: current + archived }, (_, index) => index + 1),
      );
      const archive = requests.filter((request) => sequence(request) > current);
      for (const request of archive) {
        const age = (NOW.getTime() - time(request.data.real_date)) / DAY_MS;
        expect(age, request.id).toBeGreaterThanOrEqual(9);
        expect(age, request.id).toBeLessThanOrEqual(125);
        expect(request.data.human_id).toBe(`IFM-${canteen.slice(2)}-${request.id.slice(-3)}`);
        expect(request.data.userid, request.id).not.toBe('demo-customer');
        expect(time(request.data.deadline), request.id).toBeLessThan(NOW.getTime());
      }
    },
  );

  it('is mostly closed, with requests closed after their limit date and requests still open beyond it', () => {
    const archive = requestsOf('C_1001').filter((request) => sequence(request) > 14);
    const completed = archive.filter((request) => request.data.status === 400);
    const canceled = archive.filter((request) => request.data.status === 999);
    const open = archive.filter((request) => ![400, 999].includes(request.data.status as number));
    expect(completed.length + canceled.length).toBeGreaterThan(archive.length / 2);
    expect(open.length).toBeGreaterThan(0);
    for (const request of open) expect([100, 500, 200, 300]).toContain(request.data.status);
    const late = completed.filter(
      (request) => time(request.data.close_datetime) > time(request.data.deadline),
    );
    expect(late.length).toBeGreaterThan(0);
    expect(late.length).toBeLessThan(completed.length);
    for (const request of completed)
      expect(time(request.data.close_datetime)).toBeGreaterThan(time(request.data.real_date));
    expect(new Set(archive.map((request) => request.data.status))).toEqual(
      new Set(IFM_STATUSES.filter((status) => status !== 800)),
    );
  });

  it('gives every archived request its chat thread, already read by the back office', () => {
    for (const request of requestsOf('C_1001').filter((r) => sequence(r) > 14)) {
      const thread = seed.documents.find((d) => d.path === `chat/CHAT_${request.id}`)?.data;
      expect(thread, request.id).toMatchObject({ ifm: request.id, canteen_id: 'C_1001', status: 1 });
      const messages = thread?.messages as Array<{ date: Date; from: string }>;
      expect(messages.length).toBe((request.data.history as unknown[]).length);
      expect(time(thread?.admin_last_read)).toBeGreaterThanOrEqual(time(messages.at(-1)?.date));
    }
  });
});

describe.each([
  '2025-03-14T12:00:00Z',
  '2026-11-24T12:00:00Z',
  '2026-11-27T12:00:00Z',
  '2026-11-29T12:00:00Z',
  '2026-11-30T12:00:00Z',
  '2026-12-31T12:00:00Z',
  '2027-03-28T12:00:00Z',
  '2027-04-04T12:00:00Z',
  '2028-02-29T12:00:00Z',
])('the IFM list built for %s', (day) => {
  it('has more than a page of open requests beyond their limit in C_1001, from the archive alone', () => {
    const now = new Date(day);
    const built = buildSeed({ today: now });
    const open = new Set([100, 500, 200, 300, 800]);
    const beyond = built.documents.filter(
      (d) =>
        d.path.startsWith('orders/IFM_C_1001_') &&
        Number(d.path.slice(-3)) > 14 &&
        open.has(d.data.status as number) &&
        time(d.data.deadline) < now.getTime(),
    );
    // The list screen's "only beyond the limit" filter pages: its test needs a second page on any day.
    expect(beyond.length).toBeGreaterThan(IFM_REQUESTS_PAGE_SIZE);
  });
});
