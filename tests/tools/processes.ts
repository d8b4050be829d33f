// A small supervisor for `npm start`: spawns labelled children in their own process groups, stops them all.
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import readline from 'node:readline';
import { stopCheckoutLeftovers } from './leftovers';

const children: Array<{ label: string; child: ChildProcess }> = [];
let stopping = false;

/** Spawns a child whose output lines are prefixed with its label; its whole process group is stopped with us. */
export function spawnLabelled(label: string, command: string, args: string[], options: SpawnOptions = {}): ChildProcess {
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  for (const stream of [child.stdout, child.stderr]) {
    if (!stream) continue;
    readline.createInterface({ input: stream }).on('line', (line) => console.log(`[${label}] ${line}`));
  }
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`[${label}] exited (${signal ?? `code ${code}`}); stopping everything.`);
      void stopAll(1);
    }
  });
  children.push({ label, child });
  return child;
}

let sweepWhenStopping = false;

/**
 * Once the caller holds the emulator lock: stopping also stops whatever of this checkout's stack outlived the
 * children's groups (firebase-tools starts the Java emulators detached, in groups of their own).
 */
export function sweepCheckoutWhenStopping(): void {
  sweepWhenStopping = true;
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // the group is already gone
  }
}

/** Stops every child (SIGINT, then SIGKILL after a grace period) and exits with `code`. */
export async function stopAll(code: number): Promise<never> {
  stopping = true;
  // Emulators first get SIGINT so firebase-tools shuts its Java children down cleanly.
  for (const { child } of [...children].reverse()) killGroup(child, 'SIGINT');
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline && children.some(({ child }) => child.exitCode === null && child.signalCode === null)) {
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  for (const { child } of children) killGroup(child, 'SIGKILL');
  if (sweepWhenStopping) await stopCheckoutLeftovers(2_000);
  process.exit(code);
}

/** Ctrl-C, a terminal hang-up or a kill stop every child. */
export function stopOnSignals(): void {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => {
      if (!stopping) {
        console.log('\nStopping…');
        void stopAll(0);
      }
    });
  }
}

/** Polls a URL until it answers (any HTTP status) or the timeout passes. */
export async function waitForHttp(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      await fetch(url, { signal: AbortSignal.timeout(2_000) });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  throw new Error(`${url} did not answer within ${Math.round(timeoutMs / 1000)} s.`);
}
