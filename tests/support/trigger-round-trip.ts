// A no-op round trip through the background triggers (onBenchPing, emulator only): a ping document is created and
// its trigger stamps `pong_at`. The Firestore emulator hands trigger events to the Functions emulator one at a
// time, in order, so the pong arrives only once every event queued before the ping has run.
import type { Firestore } from 'firebase-admin/firestore';

export interface RoundTrip {
  answered: boolean;
  seconds: number;
}

export async function triggerRoundTrip(db: Firestore, name: string, timeoutMs: number): Promise<RoundTrip> {
  const ref = db.doc(`bench_pings/${name}-${Date.now().toString(36)}`);
  const started = performance.now();
  const answered = new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => {
      unsubscribe();
      resolve(false);
    }, timeoutMs);
    const unsubscribe = ref.onSnapshot(
      (snapshot) => {
        if (snapshot.get('pong_at') === undefined) return;
        clearTimeout(timer);
        unsubscribe();
        resolve(true);
      },
      () => {
        clearTimeout(timer);
        resolve(false);
      },
    );
  });
  try {
    await ref.create({ at: new Date() });
    const ok = await answered;
    return { answered: ok, seconds: Math.round((performance.now() - started) / 100) / 10 };
  } finally {
    await ref.delete().catch(() => undefined);
  }
}
