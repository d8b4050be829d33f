// One programmed-notification occurrence to 10,000 recipients (design.md §7: every delivery record terminal ≤ 30 s).
import { Timestamp } from 'firebase-admin/firestore';
import { occurrenceKey } from '@backoffice/shared';
import { adminDb, setBackgroundTriggers } from '../support/admin';
import { isPortFree } from '../tools/ports';
import { callableClient } from '../integration/support/callable';
import { startMailServer, type LocalMailServer } from '../integration/support/maildev';
import { writeSeedSubset } from '../integration/support/seed-subset';

export const title =
  'Programmed notification: one occurrence to 10,000 recipients (design.md §7: all deliveries terminal ≤ 30 s)';

const RECIPIENTS = 10_000;
const EMAIL_SAMPLE = 50;
const TIMEOUT_MS = 180_000;
const RUN_ID = Date.now().toString(36);
const CANTEEN = `C_BN${RUN_ID.toUpperCase()}`;
const LANGUAGES = ['it', 'en', 'es', 'fr'];
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** Writes `count` documents with BulkWriter (no 500/50/5 ramp-up, as the fan-out under the emulator); returns ms. */
async function bulkWrite(
  count: number,
  path: (n: number) => string,
  data: (n: number) => FirebaseFirestore.DocumentData,
): Promise<number> {
  const started = performance.now();
  const writer = adminDb.bulkWriter({ throttling: false });
  for (let n = 0; n < count; n += 1) void writer.set(adminDb.doc(path(n)), data(n));
  await writer.close();
  return performance.now() - started;
}

const count = async (query: FirebaseFirestore.Query) => (await query.count().get()).data().count;

export async function run(): Promise<string[]> {
  const mail: LocalMailServer | null = (await isPortFree(1025)) ? await startMailServer() : null;
  try {
    await writeSeedSubset((p) => p === 'users/demo-admin', ['demo-admin']);
    await adminDb.doc(`canteens/${CANTEEN}`).set({ canteen_id: CANTEEN, name: 'Bench canteen' });
    await setBackgroundTriggers(false);
    const usersMs = await bulkWrite(
      RECIPIENTS,
      (n) => `users/bn-${RUN_ID}-${String(n).padStart(5, '0')}`,
      (n) => ({
        profile: {
          name: `User ${n}`,
          surname: 'Bench',
          ...(n < EMAIL_SAMPLE ? { email: `bn-${RUN_ID}-${n}@demo.test` } : {}),
        },
        roles: { web_user: true },
        role: 'web_user',
        canteens: [CANTEEN],
        active_language: LANGUAGES[n % LANGUAGES.length],
        fcm_tokens: [`tok-${RUN_ID}-${n}`],
      }),
    );
    await setBackgroundTriggers(true);

    const client = await callableClient('createNotification', 'admin@demo.test');
    const started = performance.now();
    let id: string;
    try {
      ({ id } = await client.call<{ id: string }>({
        texts: Object.fromEntries(
          LANGUAGES.map((lang) => [lang, { title: `Bench ${lang}`, body: `Occurrence ${RUN_ID} (${lang})` }]),
        ),
        channels: ['push', 'in_app', 'email'],
        audience: { type: 'customers', canteen_id: CANTEEN },
        schedule: { type: 'NOW' },
      }));
    } finally {
      await client.close();
    }
    // Done = the fan-out finished and counted; then every record is confirmed terminal with count() queries.
    let state = '';
    let last: FirebaseFirestore.DocumentData = {};
    while (state !== 'done' && state !== 'failed') {
      if (performance.now() - started > TIMEOUT_MS)
        throw new Error(`not done within ${TIMEOUT_MS} ms (state ${state})`);
      await pause(200);
      last = (await adminDb.doc(`notifications/${id}`).get()).data() ?? {};
      state = String(last.state);
    }
    const elapsed = performance.now() - started;
    const occurrence = occurrenceKey(id, (last.last_occurrence as Timestamp).toDate());
    const deliveries = adminDb.collection('deliveries').where('event.id', '==', occurrence);
    const total = await count(deliveries);
    // Terminal records have no next attempt (pending and retryable failures do).
    const open = await count(deliveries.where('next_attempt_at', '!=', null));
    const inbox = RECIPIENTS; // one inbox message per recipient (in_app)
    const pushCalls = await count(
      adminDb
        .collection('push_recordings')
        .where('delivery_id', '>=', occurrence)
        .where('delivery_id', '<', `${occurrence}~`),
    );
    const mails = mail ? (await mail.all()).filter((m) => m.subject.startsWith('Bench')).length : null;

    // Raw BulkWriter throughput for the same number of documents the occurrence created, in the same run.
    const documents = total + inbox;
    const rawMs = await bulkWrite(
      documents,
      (n) => `bench_bulk_${RUN_ID}/${n}`,
      (n) => ({ n, status: 'sent', channel: 'push', at: Timestamp.now() }),
    );
    const rate = (docs: number, ms: number) =>
      `${Math.round(docs / (ms / 1000)).toLocaleString('en')} docs/s`;
    return [
      `setup: ${RECIPIENTS.toLocaleString('en')} users with a token written by BulkWriter in ${seconds(usersMs)} (${rate(RECIPIENTS, usersMs)})`,
      `occurrence: createNotification (NOW) → notification done in ${seconds(elapsed)} (target ≤ 30 s)`,
      `recipients per second: ${Math.round(RECIPIENTS / (elapsed / 1000)).toLocaleString('en')}`,
      `delivery records: ${total.toLocaleString('en')} (${open} not terminal), counts ${JSON.stringify(last.last_counts)}`,
      `documents created: ${documents.toLocaleString('en')} (records + inbox messages), plus ${(RECIPIENTS + EMAIL_SAMPLE).toLocaleString('en')} record updates (push, e-mail) → ${rate(documents, elapsed)} created`,
      `push multicasts (≤ 500 tokens each): ${pushCalls}; e-mails received by SMTP: ${mails ?? 'n/a (port 1025 busy)'} of ${EMAIL_SAMPLE}`,
      `raw BulkWriter: ${documents.toLocaleString('en')} documents in ${seconds(rawMs)} (${rate(documents, rawMs)})`,
      `ratio occurrence / raw BulkWriter time for the same documents: ${(elapsed / rawMs).toFixed(2)}×`,
    ];
  } finally {
    await setBackgroundTriggers(true);
    await mail?.close();
  }
}
