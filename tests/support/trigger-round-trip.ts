// A no-op round trip through the background triggers (onBenchPing, emulator only): a ping document is created and
// its trigger stamps `pong_at`. The Firestore emulator hands trigger events to the Functions emulator one at a time,
// in order, so a pong arrives only once every event queued before its ping has run.
//
// A ping is sent again every PING_AGAIN_MS while none has answered: right after the background triggers are enabled
// again, the Functions emulator reloads its definitions, and a ping written in that window is dropped, not queued —
// api-core's restore then waited its whole 180 s for a pong that could not come, while a ping written seconds later
// answered at once (fresh-clone run of 2026-11-27 09:12). Any pong proves the same: the queue ahead of it has run.
import type { DocumentReference, Firestore } from 'firebase-admin/firestore';

export interface RoundTrip {
  answered: boolean;
  seconds: number;
}

const PING_AGAIN_MS = 15_000;

export async function triggerRoundTrip(db: Firestore, name: string, timeoutMs: number): Promise<RoundTrip> {
  const started = performance.now();
  const pings: DocumentReference[] = [];
  const unsubscribes: Array<() => void> = [];
  let again: ReturnType<typeof setInterval> | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const answered = await new Promise<boolean>((resolve, reject) => {
      const ping = () => {
        const ref = db.doc(`bench_pings/${name}-${Date.now().toString(36)}-${pings.length}`);
        pings.push(ref);
        unsubscribes.push(
          ref.onSnapshot(
            (snapshot) => {
              if (snapshot.get('pong_at') !== undefined) resolve(true);
            },
            () => resolve(false),
          ),
        );
        ref.create({ at: new Date() }).catch(reject);
      };
      timer = setTimeout(() => resolve(false), timeoutMs);
      again = setInterval(ping, PING_AGAIN_MS);
      ping();
    });
    return { answered, seconds: Math.round((performance.now() - started) / 100) / 10 };
  } finally {
    clearTimeout(timer);
    clearInterval(again);
    for (const unsubscribe of unsubscribes) unsubscribe();
    await Promise.all(pings.map((ref) => ref.delete().catch(() => undefined)));
  }
}
