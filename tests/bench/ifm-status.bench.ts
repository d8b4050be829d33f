// IFM status write → history entry and chat message seen by onSnapshot listeners, against a no-op trigger round trip.
import { Timestamp, type DocumentSnapshot, type QuerySnapshot } from 'firebase-admin/firestore';
import { adminDb } from '../support/admin';
import { isPortFree } from '../tools/ports';
import { startMailServer, type LocalMailServer } from '../integration/support/maildev';
import { describeSummary, ms, summarize } from './stats';

export const title = 'IFM status change round trip (design.md §7: p95 ≤ 1.5 s over 50 runs)';

const RUNS = 50;
const WARM_UP = 3;
const TIMEOUT_MS = 30_000;
const SETTLE_MS = 500;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const RUN_ID = Date.now().toString(36);
const ORDER_ID = `IFM_BENCH_${RUN_ID}`;
const USER_ID = `bench-requester-${RUN_ID}`;

/** A listener opened before the write: `ready` once its first snapshot arrived, `seen` when `accept` takes one. */
function whenSeen<S extends DocumentSnapshot | QuerySnapshot>(
  label: string,
  subscribe: (next: (snapshot: S) => void, fail: (error: Error) => void) => () => void,
  accept: (snapshot: S) => boolean,
): { ready: Promise<void>; seen: Promise<number> } {
  let markReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => {
    markReady = resolve;
  });
  const seen = new Promise<number>((resolve, reject) => {
    let snapshots = 0;
    const timer = setTimeout(() => {
      unsubscribe();
      reject(new Error(`${label}: not seen within ${TIMEOUT_MS} ms (${snapshots} snapshots)`));
    }, TIMEOUT_MS);
    const unsubscribe = subscribe(
      (snapshot) => {
        snapshots += 1;
        markReady();
        if (!accept(snapshot)) return;
        clearTimeout(timer);
        unsubscribe();
        resolve(performance.now());
      },
      (error) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
  return { ready, seen };
}

/** One no-op trigger round trip: create bench_pings/{id}, see pong_at written back by onBenchPing. */
async function pingOnce(n: number): Promise<number> {
  const ref = adminDb.doc(`bench_pings/${RUN_ID}_${n}`);
  const pong = whenSeen<DocumentSnapshot>(`ping ${n}`, (next, fail) => ref.onSnapshot(next, fail), (s) => s.get('pong_at') !== undefined);
  await pong.ready;
  const started = performance.now();
  await ref.create({ at: Timestamp.now() });
  return (await pong.seen) - started;
}

let historyLength = 1;
let messageCount = 0;
let status = 100;

/** One status change the way the SPA writes it, measured until both listeners saw the trigger's results. */
async function changeOnce(): Promise<number> {
  const next = status === 100 ? 200 : status === 200 ? 300 : status === 300 ? 400 : 300;
  const order = adminDb.doc(`orders/${ORDER_ID}`);
  const threads = adminDb.collection('chat').where('ifm', '==', ORDER_ID);
  const wantHistory = historyLength + 1;
  const wantMessages = messageCount + 1;
  const history = whenSeen<DocumentSnapshot>(`history ≥ ${wantHistory}`, (n, f) => order.onSnapshot(n, f), (s) => (s.get('history') ?? []).length >= wantHistory);
  const chat = whenSeen<QuerySnapshot>(
    `chat messages ≥ ${wantMessages}`,
    (n, f) => threads.onSnapshot(n, f),
    (s) => (s.docs[0]?.get('messages') ?? []).length >= wantMessages,
  );
  // Both listeners have their first snapshot before the clock starts.
  await Promise.all([history.ready, chat.ready]);
  const started = performance.now();
  await order.update({
    status: next,
    status_change: { status: next, previous_status: status, date_set: Timestamp.now(), note: 'bench', richiedente: 'demo-operatore_ifm' },
  });
  const seen = Math.max(await history.seen, await chat.seen);
  status = next;
  historyLength = wantHistory;
  messageCount = wantMessages;
  return seen - started;
}

export async function run(): Promise<string[]> {
  const mail: LocalMailServer | null = (await isPortFree(1025)) ? await startMailServer() : null;
  try {
    await adminDb.doc(`users/${USER_ID}`).set({
      profile: { name: 'Bench', surname: 'Requester', email: `${USER_ID}@demo.test` },
      roles: { web_user: true },
      active_language: 'it',
      fcm_tokens: ['bench-token'],
    });
    const created = Timestamp.now();
    await adminDb.doc(`orders/${ORDER_ID}`).set({
      canteenid: 'C_1001',
      tag: 'ifm',
      human_id: ORDER_ID,
      status,
      history: [{ status: '100', change_date: created, date_set: created, richiedente: USER_ID }],
      userid: USER_ID,
    });
    for (let n = 0; n < WARM_UP; n += 1) {
      await pingOnce(-1 - n);
      await changeOnce();
    }
    const noop: number[] = [];
    const ifm: number[] = [];
    // Interleaved, so both series see the same machine load; a pause lets the previous invocation finish
    // its after-commit work (the IFM trigger sends the e-mail and push once history and chat are written).
    for (let n = 0; n < RUNS; n += 1) {
      await pause(SETTLE_MS);
      noop.push(await pingOnce(n));
      await pause(SETTLE_MS);
      ifm.push(await changeOnce());
    }
    const ifmSummary = summarize(ifm);
    const noopSummary = summarize(noop);
    return [
      describeSummary('IFM status write → history + chat seen', ifmSummary),
      describeSummary('no-op trigger round trip          ', noopSummary),
      `ratio IFM / no-op: p50 ×${(ifmSummary.p50 / noopSummary.p50).toFixed(2)}, p95 ×${(ifmSummary.p95 / noopSummary.p95).toFixed(2)}`,
      `target p95 ≤ 1500 ms: ${ifmSummary.p95 <= 1500 ? 'met' : 'NOT met'} (${ms(ifmSummary.p95)}); ${WARM_UP} warm-up runs excluded`,
    ];
  } finally {
    await mail?.close();
  }
}
