// One emulator run at a time on this machine: the ports are fixed (design.md §4), so a second run waits its turn.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// Machine-wide, not per checkout: two clones of the repository compete for the same ports.
const LOCK_DIR = path.join(tmpdir(), 'canteen-back-office-emulators.lock');

function holderAlive(): number | undefined {
  try {
    const pid = Number(readFileSync(path.join(LOCK_DIR, 'pid'), 'utf8'));
    process.kill(pid, 0);
    return pid;
  } catch {
    return undefined;
  }
}

/**
 * A holder can hand the lock to the runs it starts: they find its pid in this variable and go ahead while it holds
 * the lock (the restart test keeps the ports from other runs between a killed `npm start` and the next).
 */
export const LOCK_HOLDER_ENV = 'BACKOFFICE_EMULATOR_LOCK_HOLDER';

/** Takes the lock (waiting while a live process holds it; taking over from a dead one); returns the release. */
export async function acquireEmulatorLock(log: (line: string) => void = console.log): Promise<() => void> {
  const handedBy = Number(process.env[LOCK_HOLDER_ENV]);
  if (handedBy > 0 && holderAlive() === handedBy) return () => undefined;
  let announced = false;
  for (;;) {
    try {
      mkdirSync(LOCK_DIR); // atomic: exactly one process creates it
      writeFileSync(path.join(LOCK_DIR, 'pid'), String(process.pid));
      const release = () => rmSync(LOCK_DIR, { recursive: true, force: true });
      process.once('exit', release);
      return release;
    } catch {
      const holder = holderAlive();
      if (holder === undefined) {
        // Give a holder that just created the directory a moment to write its pid before calling it dead.
        await new Promise((resolve) => setTimeout(resolve, 500));
        if (holderAlive() === undefined) rmSync(LOCK_DIR, { recursive: true, force: true });
        continue;
      }
      if (!announced) {
        log(`[emulators] another emulator run (pid ${holder}) is using the ports; waiting for it to finish…`);
        announced = true;
      }
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  }
}
