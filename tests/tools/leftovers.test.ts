// Which processes count as this checkout's emulator stack (leftovers.ts): a start after a crash stops exactly those.
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { CHECKOUT_ENV } from './emulator-env';
import { belongsToStack, checkoutStackProcesses, describeProcess, readProcess, stopProcesses, type ProcessInfo } from './leftovers';

const ROOT = '/home/dev/backoffice';

function proc(argv: string, cwd = ROOT, env: Record<string, string> | undefined = {}): ProcessInfo {
  return { pid: 4242, ppid: 1, startTime: '1', zombie: false, argv: argv.split(' '), cwd, env: env ? new Map(Object.entries(env)) : undefined };
}

describe('belongsToStack', () => {
  it.each([
    ['marked with this checkout (the Cloud SDK Pub/Sub emulator)', proc('java -jar /opt/sdk/platform/pubsub-emulator/lib/pubsub.jar', '/', { [CHECKOUT_ENV]: ROOT })],
    ['the Firestore launcher jar of this checkout', proc(`java -Dx=1 -jar ${ROOT}/.cache/emulators/firestore-launcher.jar --port 8080`, '/', undefined)],
    ['the Storage rules runtime built into this checkout (no marker readable)', proc(`java -Duser.language=en -jar ${ROOT}/.cache/emulators/storage-rules-runtime.jar serve`, '/', undefined)],
    ['the SDK Pub/Sub emulator run from this checkout', proc('java -jar /usr/lib/google-cloud-sdk/platform/pubsub-emulator/lib/cloud-pubsub-emulator-0.8.20-all.jar --port=8085')],
    ['firebase-tools of this checkout running the emulators', proc(`/usr/bin/node ${ROOT}/node_modules/firebase-tools/lib/bin/firebase.js emulators:start --project demo-backoffice`)],
    ['a functions runtime', proc(`/usr/bin/node ${ROOT}/node_modules/firebase-tools/lib/emulator/functionsEmulatorRuntime`, `${ROOT}/functions/dist`)],
    ['maildev', proc(`/usr/bin/node ${ROOT}/node_modules/maildev/bin/maildev --ip 127.0.0.1`)],
    ['the scheduler', proc(`/usr/bin/node ${ROOT}/node_modules/tsx/dist/cli.mjs ${ROOT}/tests/tools/scheduler.ts`)],
    ['the Vite dev server', proc(`node ${ROOT}/node_modules/.bin/vite --host 127.0.0.1 --port 5173 --strictPort`, `${ROOT}/web`)],
    ['the functions watcher', proc(`/usr/bin/node ${ROOT}/node_modules/tsx/dist/cli.mjs build.ts --watch`, `${ROOT}/functions`)],
  ])('ours: %s', (_name, info) => {
    expect(belongsToStack(info, ROOT)).toBe(true);
  });

  it.each([
    ['marked with another checkout', proc(`java -jar /tmp/other/.cache/emulators/firestore-launcher.jar`, '/tmp/other', { [CHECKOUT_ENV]: '/tmp/other' })],
    ['another checkout whose path starts like ours', proc(`java -jar ${ROOT}-2/.cache/emulators/firestore-launcher.jar`, `${ROOT}-2`)],
    ['an SDK emulator someone runs elsewhere', proc('java -jar /usr/lib/google-cloud-sdk/platform/pubsub-emulator/lib/cloud-pubsub-emulator-0.8.20-all.jar', '/home/someone')],
    ['vitest in this checkout', proc(`node ${ROOT}/node_modules/.bin/vitest run --project tools`)],
    ['a production build in this checkout', proc(`node ${ROOT}/node_modules/.bin/vite build`, `${ROOT}/web`)],
    ['firebase-tools of this checkout doing something else', proc(`/usr/bin/node ${ROOT}/node_modules/firebase-tools/lib/bin/firebase.js deploy`)],
    ['an editor in this checkout', proc('vim README.md')],
  ])('not ours: %s', (_name, info) => {
    expect(belongsToStack(info, ROOT)).toBe(false);
  });
});

describe('describeProcess', () => {
  it('names the Storage rules runtime', () => {
    expect(describeProcess(proc(`java -Duser.language=en -jar ${ROOT}/.cache/emulators/storage-rules-runtime.jar serve`))).toBe('Storage rules runtime (java)');
  });
});

describe('on this machine', () => {
  it('finds a marked process and names it', async () => {
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30_000)'], { env: { ...process.env, [CHECKOUT_ENV]: '/nowhere/checkout' }, stdio: 'ignore' });
    try {
      await new Promise((resolve) => child.once('spawn', resolve));
      const info = readProcess(child.pid!);
      expect(info?.env?.get(CHECKOUT_ENV)).toBe('/nowhere/checkout');
      expect(info && describeProcess(info)).toBe('node');
      expect(checkoutStackProcesses('/nowhere/checkout').map((found) => found.pid)).toEqual([child.pid]);
    } finally {
      child.kill('SIGKILL');
    }
  });

  it('stops another checkout\'s leftover, with SIGKILL when it ignores SIGTERM', async () => {
    const child = spawn(process.execPath, ['-e', "process.on('SIGTERM', () => {}); setTimeout(() => {}, 30_000)"], {
      env: { ...process.env, [CHECKOUT_ENV]: '/nowhere/other-checkout' },
      stdio: 'ignore',
    });
    const exited = new Promise<NodeJS.Signals | null>((resolve) => child.once('exit', (_code, signal) => resolve(signal)));
    try {
      await new Promise((resolve) => child.once('spawn', resolve));
      await new Promise((resolve) => setTimeout(resolve, 300)); // its SIGTERM handler is installed
      await stopProcesses([child.pid!], 500);
      expect(await exited).toBe('SIGKILL');
      expect(readProcess(child.pid!)).toBeUndefined();
    } finally {
      child.kill('SIGKILL');
    }
  });

  it('never counts itself or its ancestors, marked or not', () => {
    const marker = process.env[CHECKOUT_ENV];
    if (marker) expect(checkoutStackProcesses(marker).map((found) => found.pid)).not.toContain(process.pid);
    expect(checkoutStackProcesses('/nowhere/else')).toEqual([]);
  });
});
