// Issue 13: `npm start` killed hard (its process group SIGKILLed, as a closed terminal or a CI timeout ends it) leaves
// the detached Java emulators and functions runtimes behind; the next `npm start` stops them and comes up.
// This test runs the real stack through npm start's entry, so it waits for the machine-wide emulator lock first.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from './emulator-env';
import { acquireEmulatorLock, LOCK_HOLDER_ENV } from './emulator-lock';
import { describeProcess, listProcesses } from './leftovers';
import { API_BASE_URL, isPortFree, PORTS } from './ports';

const BOOTSTRAP = path.join(REPO_ROOT, 'tests', 'tools', 'bootstrap.mjs');
/** Inherited by every process a started stack runs, so the test finds exactly its own. */
const RUN_TAG_ENV = 'BACKOFFICE_RESTART_TEST_RUN';
/** Another run (a CI measurement, `npm test` in another clone) may hold the emulator ports for its whole length. */
const LOCK_WAIT_MS = 40 * 60_000;
const READY_MS = 5 * 60_000;

interface Stack {
  child: ChildProcess;
  lines: string[];
  ready: Promise<void>;
  exited: Promise<number | null>;
}

function startStack(tag: string): Stack {
  const child = spawn(process.execPath, [BOOTSTRAP, 'start'], {
    cwd: REPO_ROOT,
    detached: true, // its own process group, as `npm start` in a terminal has
    stdio: ['ignore', 'pipe', 'pipe'],
    // The test holds the emulator lock for both starts and hands it to them.
    env: { ...process.env, [LOCK_HOLDER_ENV]: String(process.pid), [RUN_TAG_ENV]: tag },
  });
  const lines: string[] = [];
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const ready = new Promise<void>((resolve, reject) => {
    for (const stream of [child.stdout, child.stderr]) {
      readline.createInterface({ input: stream! }).on('line', (line) => {
        lines.push(line);
        if (line.startsWith('Canteen Back Office is running')) resolve();
      });
    }
    void exited.then((code) => reject(new Error(`npm start exited (${code}) before it was ready:\n${lines.slice(-30).join('\n')}`)));
    setTimeout(() => reject(new Error(`npm start was not ready within ${READY_MS / 1000} s:\n${lines.slice(-30).join('\n')}`)), READY_MS).unref();
  });
  return { child, lines, ready, exited };
}

function tagged(tag: string) {
  return listProcesses().filter((info) => !info.zombie && info.env?.get(RUN_TAG_ENV) === tag);
}

async function waitFor(condition: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!condition() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
  return condition();
}

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

// Not under test:days' moved clock: nothing here reads the date, and each start would reseed for the moved day.
describe.skipIf(Boolean(process.env.FAKETIME) || !existsSync('/proc/self/environ'))('npm start after a hard kill', () => {
  const tags = [`${process.pid}-first`, `${process.pid}-second`];
  const stacks: Stack[] = [];
  let release: (() => void) | undefined;

  beforeAll(async () => {
    const waiting = Date.now();
    release = await acquireEmulatorLock((line) => console.log(line));
    console.log(`[restart test] emulator lock taken after ${seconds(waiting)}`);
  }, LOCK_WAIT_MS);

  afterAll(async () => {
    // After a failure: nothing of either run stays behind.
    for (const { child } of stacks) {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // gone
      }
    }
    for (const tag of tags) {
      for (const info of tagged(tag)) {
        try {
          process.kill(info.pid, 'SIGKILL');
        } catch {
          // gone
        }
      }
    }
    release?.();
  });

  it('stops what the killed start left behind, starts again, and stops cleanly', async () => {
    // Never let the test reinstall node_modules under the running vitest.
    const plan = spawnSync(process.execPath, [BOOTSTRAP, 'start', '--dry-run'], { encoding: 'utf8' });
    expect(plan.stdout, `run npm ci first:\n${plan.stdout}${plan.stderr}`).toContain('node_modules is up to date');

    const started = Date.now();
    const first = startStack(tags[0]!);
    stacks.push(first);
    await first.ready;
    console.log(`[restart test] first start ready in ${seconds(started)}`);
    // A request to the REST API, as the first user would make, so the Functions emulator has a runtime up when the
    // stack dies (runtimes start on demand: without one, the crash would leave less behind than a used stack does).
    const answer = await fetch(`${API_BASE_URL}/`, { signal: AbortSignal.timeout(60_000) });
    expect(answer.status, await answer.text()).toBeLessThan(500);
    expect(await waitFor(() => tagged(tags[0]!).some((info) => describeProcess(info) === 'functions runtime'), 30_000)).toBe(true);

    process.kill(-first.child.pid!, 'SIGKILL');
    await first.exited;
    // The crash of issue 13: the emulators (java) and the functions runtimes outlive the killed group, on the ports.
    const left = tagged(tags[0]!);
    expect(left.map(describeProcess)).toEqual(expect.arrayContaining(['Firestore emulator (java)', 'functions runtime']));
    expect(await isPortFree(PORTS.firestore)).toBe(false);

    const restarted = Date.now();
    const second = startStack(tags[1]!);
    stacks.push(second);
    await second.ready;
    console.log(`[restart test] second start ready in ${seconds(restarted)} (stopped ${left.length} leftovers)`);
    expect(second.lines.join('\n')).toMatch(/stopped \d+ process\(es\) an earlier run of this checkout left running/);
    expect(tagged(tags[0]!).map(describeProcess)).toEqual([]);

    const stopping = Date.now();
    process.kill(-second.child.pid!, 'SIGINT'); // Ctrl-C
    expect(await second.exited).toBe(0);
    expect(await waitFor(() => tagged(tags[1]!).length === 0, 5_000), tagged(tags[1]!).map(describeProcess).join(', ')).toBe(true);
    console.log(`[restart test] stopped cleanly in ${seconds(stopping)}; whole test ${seconds(started)}`);
  }, 3 * READY_MS);
});
