// The emulator launcher every script uses: `tsx tests/tools/emulators.ts exec [--hosting] -- <command…>`.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { prepareEmulatorEnv, emulatorsCommand, REPO_ROOT } from './emulator-env';
import { busyPorts, busyPortsSettled, otherCheckoutHolders, type PortName } from './ports';
import { buildFunctions } from './build-steps';
import { acquireEmulatorLock } from './emulator-lock';
import { stopCheckoutLeftovers, stopProcesses, summarise } from './leftovers';
import { ensureSeedSnapshot, SNAPSHOT_DAY_ENV } from './seed-snapshot';

/** Quotes one argument for the shell firebase-tools runs the exec command in. */
function shellQuote(arg: string): string {
  return /^[\w@%+=:,./-]+$/.test(arg) ? arg : `'${arg.replace(/'/g, `'\\''`)}'`;
}

export interface ExecOptions {
  command: string[];
  hosting?: boolean;
  /** Data to import instead of the day's seed snapshot (seed-snapshot.ts), which every session starts from otherwise. */
  importDir?: string;
}

/** Runs a command inside `firebase emulators:exec` and resolves with its exit code. */
export async function runUnderEmulators(options: ExecOptions): Promise<number> {
  const setup = prepareEmulatorEnv();
  const release = await acquireEmulatorLock();
  try {
    return await execUnderLock(setup, options);
  } finally {
    release();
  }
}

async function execUnderLock(
  setup: ReturnType<typeof prepareEmulatorEnv>,
  options: ExecOptions,
): Promise<number> {
  const only = [...setup.available];
  if (options.hosting) only.push('hosting');
  const ports: PortName[] = ['auth', 'firestore', 'functions', 'pubsub', 'hub', 'logging'];
  if (setup.available.includes('storage')) ports.push('storage');
  if (options.hosting) ports.push('hosting');
  // Under the lock, this checkout's stack processes still running were left by a run that crashed (leftovers.ts).
  const leftovers = await stopCheckoutLeftovers();
  if (leftovers.length > 0)
    console.log(
      `[emulators] stopped ${leftovers.length} process(es) an earlier run of this checkout left running: ${summarise(leftovers)}`,
    );
  // Ports of processes just stopped are released a moment after they exit. Ports still held by another checkout's
  // processes are most often a run that just ended or was killed and is still shutting its emulators down (its lock
  // already gone): a moved-clock run in a clone once failed that way behind a developer's run; give them a minute.
  let busy = await busyPorts(ports);
  if (busy.length > 0) {
    console.log(`[emulators] waiting for busy ports to be released:\n${busy.join('\n')}`);
    busy = await busyPortsSettled(ports, leftovers.length > 0 ? 15_000 : 60_000);
  }
  // Still held after that minute by another checkout's stack: a run killed without its shutdown (a Pub/Sub emulator
  // outlived its `pkill`ed run and held 8085 for 45 minutes while every later run waited). This process holds the
  // machine-wide lock, so no run of that checkout is live: stop what it left on our ports.
  const orphans = busy.length > 0 ? otherCheckoutHolders(ports) : [];
  if (orphans.length > 0) {
    console.log(`[emulators] stopping what other checkouts' killed runs left on the ports: ${orphans.map((o) => `pid ${o.pid} on ${o.port} (${o.checkout})`).join(', ')}`);
    await stopProcesses(orphans.map((o) => o.pid));
    busy = await busyPortsSettled(ports, 15_000);
  }
  if (busy.length > 0) throw new Error(busy.join('\n'));
  for (const note of setup.notes) console.log(`[emulators] ${note}`);
  await buildFunctions();
  const snapshot = options.importDir ? null : await ensureSeedSnapshot(setup);
  if (snapshot) console.log(`[emulators] ${snapshot.note}`);
  const importDir = options.importDir ?? snapshot?.dir;
  const env = snapshot ? { ...setup.env, [SNAPSHOT_DAY_ENV]: snapshot.day } : setup.env;

  const args = emulatorsCommand('emulators:exec', only, [
    ...(importDir ? ['--import', importDir] : []),
    options.command.map(shellQuote).join(' '),
  ]);
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: REPO_ROOT, env, stdio: 'inherit' });
    const forward = (signal: NodeJS.Signals) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

async function main(argv: string[]): Promise<void> {
  const [mode, ...rest] = argv;
  const separator = rest.indexOf('--');
  const flags = separator === -1 ? rest : rest.slice(0, separator);
  const command = separator === -1 ? [] : rest.slice(separator + 1);
  if (mode !== 'exec' || command.length === 0) {
    console.error('usage: tsx tests/tools/emulators.ts exec [--hosting] -- <command…>');
    process.exit(2);
  }
  try {
    process.exit(await runUnderEmulators({ command, hosting: flags.includes('--hosting') }));
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  void main(process.argv.slice(2));
}
