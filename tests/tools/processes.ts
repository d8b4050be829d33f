// A small supervisor for `npm start`: spawns labelled children in their own process groups, stops them all.
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { CACHE_DIR } from './emulator-env';

// The process groups of the running stack, so a start after a crash can stop what the crash left behind.
const PID_FILE = path.join(CACHE_DIR, '..', 'start-pids.json');

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
  recordPids();
  return child;
}

function recordPids(): void {
  mkdirSync(path.dirname(PID_FILE), { recursive: true });
  const groups = children.map(({ label, child }) => ({ label, pid: child.pid })).filter((entry) => entry.pid !== undefined);
  writeFileSync(PID_FILE, JSON.stringify(groups));
}

/** Whether a pid still runs a process of this stack (not a stranger that reused the pid). */
function isOurs(pid: number, label: string): boolean {
  try {
    const commandLine = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    void label;
    return ['node', 'npm', 'npx', 'vite', 'maildev', 'firebase', 'tsx'].some((name) => commandLine.includes(name));
  } catch {
    return false;
  }
}

/**
 * Stops the process groups a previous `npm start` left running when it was killed without cleaning up
 * (SIGKILL, a crashed terminal), so starting again after a crash works. Returns how many it stopped.
 */
export function stopLeftoversOfCrashedStart(): number {
  if (!existsSync(PID_FILE)) return 0;
  let stopped = 0;
  try {
    const groups = JSON.parse(readFileSync(PID_FILE, 'utf8')) as Array<{ label: string; pid: number }>;
    for (const { label, pid } of groups) {
      if (!isOurs(pid, label)) continue;
      try {
        process.kill(-pid, 'SIGKILL');
        stopped += 1;
      } catch {
        // already gone
      }
    }
  } catch {
    // an unreadable pid file describes nothing we can stop
  }
  rmSync(PID_FILE, { force: true });
  return stopped;
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
  rmSync(PID_FILE, { force: true });
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
