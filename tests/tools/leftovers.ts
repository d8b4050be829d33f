// This checkout's own emulator-stack processes, recognised so that a start after a crash stops what the crash left
// behind (SIGKILL leaves the detached Java emulators, functions runtimes, maildev, Vite… re-parented to init), and a
// busy port names only processes that are not ours. Linux only (/proc); elsewhere nothing is recognised.
//
// Only call stopCheckoutLeftovers while holding the emulator lock (emulator-lock.ts): then no live run of this
// checkout owns such processes, so every one found is a leftover.
import { readFileSync, readdirSync, readlinkSync } from 'node:fs';
import path from 'node:path';
import { CHECKOUT_ENV, REPO_ROOT } from './emulator-env';

export interface ProcessInfo {
  pid: number;
  ppid: number;
  /** Field 22 of /proc/<pid>/stat: tells a process from a later one that reuses its pid. */
  startTime: string;
  zombie: boolean;
  argv: string[];
  cwd: string | undefined;
  /** Undefined when /proc/<pid>/environ is not readable (another user's process). */
  env: Map<string, string> | undefined;
}

function parseEnviron(text: string): Map<string, string> {
  const env = new Map<string, string>();
  for (const entry of text.split('\0')) {
    const equals = entry.indexOf('=');
    if (equals > 0) env.set(entry.slice(0, equals), entry.slice(equals + 1));
  }
  return env;
}

export function readProcess(pid: number): ProcessInfo | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // "pid (comm) state ppid …": comm may hold spaces and parentheses, so read after its last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
    let cwd: string | undefined;
    let env: Map<string, string> | undefined;
    try {
      cwd = readlinkSync(`/proc/${pid}/cwd`);
    } catch {
      cwd = undefined;
    }
    try {
      env = parseEnviron(readFileSync(`/proc/${pid}/environ`, 'utf8'));
    } catch {
      env = undefined;
    }
    return { pid, ppid: Number(fields[1]), startTime: fields[19] ?? '', zombie: fields[0] === 'Z', argv, cwd, env };
  } catch {
    return undefined; // gone, or no /proc
  }
}

/** Every process this user can see (an empty list where there is no /proc). */
export function listProcesses(): ProcessInfo[] {
  let names: string[];
  try {
    names = readdirSync('/proc');
  } catch {
    return [];
  }
  return names
    .filter((name) => /^\d+$/.test(name))
    .map((name) => readProcess(Number(name)))
    .filter((info): info is ProcessInfo => info !== undefined);
}

/** A short name for what a stack process is, for the messages. */
export function describeProcess(info: ProcessInfo): string {
  const args = info.argv.join(' ');
  const program = path.basename(info.argv[0] ?? '?');
  if (program === 'java' && /firestore/i.test(args)) return 'Firestore emulator (java)';
  if (program === 'java' && /pubsub/i.test(args)) return 'Pub/Sub emulator (java)';
  if (program === 'java' && /storage/i.test(args)) return 'Storage rules runtime (java)';
  if (args.includes('functionsEmulatorRuntime')) return 'functions runtime';
  if (/firebase-tools|\/firebase(\s|$)/.test(args)) return 'firebase-tools';
  if (args.includes('maildev')) return 'maildev';
  if (args.includes(path.join('tests', 'tools', 'scheduler.ts'))) return 'scheduler';
  if (/node_modules\/(\.bin\/vite|vite\/bin\/vite\.js)(\s|$)/.test(args)) return 'vite';
  if (args.includes('build.ts') && args.includes('--watch')) return 'functions watch';
  return program;
}

function isInside(dir: string | undefined, root: string): boolean {
  return dir !== undefined && (dir === root || dir.startsWith(root + path.sep));
}

/**
 * Whether a process belongs to the emulator stack of the checkout at `root`: it carries the marker, or (a process
 * started before the marker existed, or whose environment cannot be read) its command line or working directory
 * shows one of the stack's programs from this checkout. Other programs run in the checkout (an editor, vitest,
 * a `vite build`) never match.
 */
export function belongsToStack(info: ProcessInfo, root: string = REPO_ROOT): boolean {
  if (info.env?.get(CHECKOUT_ENV) === root) return true;
  const args = info.argv;
  const program = path.basename(args[0] ?? '');
  const argUnder = (dir: string) => args.some((arg) => arg.startsWith(dir + path.sep));
  const argIs = (file: string) => args.includes(file);
  // The Firestore launcher jar (and the Storage rules runtime) the launcher builds into this checkout's cache.
  if (argUnder(path.join(root, '.cache', 'emulators'))) return true;
  // The Cloud SDK's Java emulators, which firebase-tools starts in its own working directory (the checkout).
  if (program === 'java' && isInside(info.cwd, root) && args.some((arg) => /pubsub-emulator|cloud-firestore-emulator/.test(arg))) return true;
  // firebase-tools of this checkout running emulators, and the functions runtimes it starts.
  if (argUnder(path.join(root, 'node_modules', 'firebase-tools'))) {
    return args.some((arg) => arg.startsWith('emulators:') || arg.endsWith('functionsEmulatorRuntime'));
  }
  if (argIs(path.join(root, 'node_modules', 'maildev', 'bin', 'maildev'))) return true;
  if (argIs(path.join(root, 'tests', 'tools', 'scheduler.ts'))) return true;
  // The Vite dev server of `npm start` (not a `vite build` another script runs in this checkout).
  if (isInside(info.cwd, path.join(root, 'web')) && args.some((arg) => /node_modules\/(\.bin\/vite|vite\/bin\/vite\.js)$/.test(arg))) {
    return !args.includes('build');
  }
  // The functions watcher `npm start` runs (tsx build.ts --watch in functions/).
  return info.cwd === path.join(root, 'functions') && args.some((arg) => arg.endsWith('build.ts')) && argIs('--watch');
}

/** This process and its ancestors: never stopped, whatever they carry. */
function selfAndAncestors(): Set<number> {
  const pids = new Set<number>();
  for (let pid = process.pid; pid > 1 && !pids.has(pid); ) {
    pids.add(pid);
    const parent = readProcess(pid)?.ppid;
    if (parent === undefined) break;
    pid = parent;
  }
  return pids;
}

/** The stack processes of this checkout now running, leaving out this process and its ancestors. */
export function checkoutStackProcesses(root: string = REPO_ROOT): ProcessInfo[] {
  const spared = selfAndAncestors();
  return listProcesses().filter((info) => !info.zombie && !spared.has(info.pid) && belongsToStack(info, root));
}

function stillRunning(info: ProcessInfo): boolean {
  const now = readProcess(info.pid);
  return now !== undefined && !now.zombie && now.startTime === info.startTime;
}

function signal(info: ProcessInfo, name: NodeJS.Signals): void {
  try {
    process.kill(info.pid, name);
  } catch {
    // gone already, or not ours to signal (it then stays in the busy-port message)
  }
}

async function waitUntilGone(processes: ProcessInfo[], timeoutMs: number): Promise<ProcessInfo[]> {
  const deadline = Date.now() + timeoutMs;
  let running = processes.filter(stillRunning);
  while (running.length > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    running = running.filter(stillRunning);
  }
  return running;
}

/**
 * Stops this checkout's stack processes (SIGTERM, then SIGKILL after `graceMs`) and resolves with the ones found.
 * Call it only while holding the emulator lock.
 */
export async function stopCheckoutLeftovers(graceMs = 3_000): Promise<ProcessInfo[]> {
  const found = checkoutStackProcesses();
  await stop(found, graceMs);
  return found;
}

async function stop(processes: ProcessInfo[], graceMs: number): Promise<void> {
  for (const info of processes) signal(info, 'SIGTERM');
  const stubborn = await waitUntilGone(processes, graceMs);
  for (const info of stubborn) signal(info, 'SIGKILL');
  await waitUntilGone(stubborn, 2_000);
}

/** Stops the given processes (SIGTERM, then SIGKILL after `graceMs`). Call it only while holding the emulator lock. */
export async function stopProcesses(pids: readonly number[], graceMs = 3_000): Promise<void> {
  await stop(pids.map(readProcess).filter((info): info is ProcessInfo => info !== undefined), graceMs);
}

/** "Firestore emulator (java) ×1, functions runtime ×4, …" */
export function summarise(processes: ProcessInfo[]): string {
  const counts = new Map<string, number>();
  for (const info of processes) counts.set(describeProcess(info), (counts.get(describeProcess(info)) ?? 0) + 1);
  return [...counts].map(([name, count]) => (count > 1 ? `${name} ×${count}` : name)).join(', ');
}

/** For a busy-port message: whose process a pid is, when it is another checkout's stack (else undefined). */
export function otherCheckoutOf(pid: number): string | undefined {
  const owner = readProcess(pid)?.env?.get(CHECKOUT_ENV);
  return owner && owner !== REPO_ROOT ? owner : undefined;
}
