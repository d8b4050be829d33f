// The local scheduler of `npm start` fires dispatchDueNotifications by itself: a WEEKLY notification for the next minute goes out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { localParts, nextOccurrence, occurrenceKey } from '@backoffice/shared';
import { adminDb } from '../support/admin';
import { runScheduler } from '../tools/scheduler';
import { callableClient, type CallableClient } from './support/callable';
import { writeSeedSubset } from './support/seed-subset';
import { eventually } from './support/waits';

const RUN = Date.now().toString(36);
const CANTEEN = `C_NS${RUN.toUpperCase()}`;
const UID = `ns-${RUN}`;
const BUNDLE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../functions/dist/index.js');

let create: CallableClient;
let stop: (() => void) | undefined;
const lines: string[] = [];

describe('local scheduler', () => {
  beforeAll(async () => {
    await writeSeedSubset((p) => p === 'users/demo-admin', ['demo-admin']);
    await adminDb.doc(`canteens/${CANTEEN}`).set({ canteen_id: CANTEEN, name: 'Scheduler test' });
    await adminDb.doc(`users/${UID}`).set({ profile: { name: 'S', surname: 'T' }, roles: { web_user: true }, role: 'web_user', canteens: [CANTEEN], active_language: 'it' });
    create = await callableClient('createNotification', 'admin@demo.test');
  });

  afterAll(async () => {
    stop?.();
    await create?.close();
  });

  it('a WEEKLY notification due at the next minute is delivered without anyone calling the function', { timeout: 100_000 }, async () => {
    // The next whole minute at least 15 s away, as a Rome weekday and wall-clock time.
    const target = new Date(Math.ceil((Date.now() + 15_000) / 60_000) * 60_000);
    const local = localParts(target, 'Europe/Rome');
    const time = `${String(local.hour).padStart(2, '0')}:${String(local.minute).padStart(2, '0')}`;
    const { id, next_occurrence } = await create.call<{ id: string; next_occurrence: string }>({
      texts: { it: { title: 'Promemoria', body: 'Settimanale' } },
      channels: ['in_app'],
      audience: { type: 'customers', canteen_id: CANTEEN },
      schedule: { type: 'WEEKLY', weekday: local.weekday, time },
    });
    expect(next_occurrence).toBe(target.toISOString());
    stop = runScheduler(BUNDLE, (line) => lines.push(line));
    const inbox = adminDb.doc(`users/${UID}/inbox/${occurrenceKey(id, target)}`);
    const message = await eventually(() => inbox.get(), (snapshot) => snapshot.exists, 90_000);
    expect(message.data()).toMatchObject({ title: 'Promemoria', body: 'Settimanale', kind: 'notification' });
    expect(Date.now()).toBeGreaterThanOrEqual(target.getTime());
    const after = (await adminDb.doc(`notifications/${id}`).get()).data() ?? {};
    const following = nextOccurrence({ type: 'WEEKLY', weekday: local.weekday, time, timeZone: 'Europe/Rome' }, target);
    expect((after.next_occurrence as Timestamp).toMillis()).toBe(following?.getTime());
    expect(lines.some((line) => line.startsWith('dispatchDueNotifications fired for'))).toBe(true);
  });
});
