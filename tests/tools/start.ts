// `npm start`: the whole stack with seeded data — emulators, functions watch, local scheduler, maildev, Vite.
import path from 'node:path';
import { prepareEmulatorEnv, emulatorsCommand, REPO_ROOT } from './emulator-env';
import { API_BASE_URL, busyPorts, busyPortsSettled, HOST, PORTS } from './ports';
import { buildFunctions, buildWebIfMissing } from './build-steps';
import { acquireEmulatorLock } from './emulator-lock';
import { stopCheckoutLeftovers, summarise } from './leftovers';
import { spawnLabelled, stopAll, stopOnSignals, sweepCheckoutWhenStopping, waitForHttp } from './processes';
import { ensureSeededForToday, demoAccountLines, EXPORT_DIR, exportSeededFor, importableExport } from './seed-runner';
import { ensureSeedSnapshot } from './seed-snapshot';

async function main(): Promise<void> {
  const startedAt = Date.now();
  const setup = prepareEmulatorEnv();
  await acquireEmulatorLock();
  // Holding the lock, every process of this checkout's stack still running was left by a run that crashed
  // (leftovers.ts); processes of others holding a port are only named.
  const leftovers = await stopCheckoutLeftovers();
  if (leftovers.length > 0) {
    console.log(`[start] stopped ${leftovers.length} process(es) an earlier run of this checkout left running: ${summarise(leftovers)}`);
  }
  sweepCheckoutWhenStopping();
  const ports = [
    'auth',
    'firestore',
    'functions',
    'pubsub',
    ...(setup.available.includes('storage') ? (['storage'] as const) : []),
    'hosting',
    'hub',
    'logging',
    'vite',
    'smtp',
    'mailInbox',
  ] as const;
  // Ports of processes just stopped are released a moment after they exit.
  const busy = leftovers.length > 0 ? await busyPortsSettled(ports) : await busyPorts(ports);
  if (busy.length > 0) throw new Error(busy.join('\n'));
  for (const note of setup.notes) console.log(`[emulators] ${note}`);

  await buildFunctions();
  await buildWebIfMissing();
  stopOnSignals();

  const env = {
    ...setup.env,
    // The functions send mail to the local maildev; see functions/src/lib/params.ts.
    SMTP_HOST: HOST,
    SMTP_PORT: String(PORTS.smtp),
  };
  spawnLabelled(
    'mail',
    process.execPath,
    [path.join(REPO_ROOT, 'node_modules', 'maildev', 'bin', 'maildev'), '--ip', HOST, '--smtp', String(PORTS.smtp), '--web', String(PORTS.mailInbox), '--web-ip', HOST, '--silent'],
    { cwd: REPO_ROOT, env },
  );
  // emulator-data/ is imported only on the day it was seeded for; otherwise the day's seed snapshot is (written first
  // when missing, seed-snapshot.ts). A seed written into the running emulators raised ~1,800 trigger events, and on a
  // loaded machine the triggers answered again only after 129–318 s (stack test, 2026-11-27).
  const importExport = importableExport();
  let importDir = EXPORT_DIR;
  if (!importExport) {
    const snapshot = await ensureSeedSnapshot(setup);
    importDir = snapshot.dir;
    console.log(`[seed] emulator-data/ was seeded for ${exportSeededFor() ?? 'an unknown day'}, not today: ${snapshot.note}`);
  }
  spawnLabelled(
    'emulators',
    process.execPath,
    emulatorsCommand('emulators:start', [...setup.available, 'hosting'], ['--import', importDir]),
    { cwd: REPO_ROOT, env },
  );
  await waitForHttp(`http://${HOST}:${PORTS.functions}/`, 180_000);
  await waitForHttp(`http://${HOST}:${PORTS.firestore}/`, 60_000);
  await waitForHttp(`http://${HOST}:${PORTS.auth}/`, 60_000);
  if (setup.available.includes('storage')) await waitForHttp(`http://${HOST}:${PORTS.storage}/`, 60_000);

  const seeded = await ensureSeededForToday();
  console.log(`[seed] ${seeded}`);

  spawnLabelled('functions-build', 'npm', ['run', 'watch', '--silent', '-w', '@backoffice/functions'], { cwd: REPO_ROOT, env });
  spawnLabelled('scheduler', process.execPath, [path.join(REPO_ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'), path.join(REPO_ROOT, 'tests', 'tools', 'scheduler.ts')], { cwd: REPO_ROOT, env });
  spawnLabelled('web', 'npx', ['vite', '--host', HOST, '--port', String(PORTS.vite), '--strictPort'], { cwd: path.join(REPO_ROOT, 'web'), env });
  await waitForHttp(`http://${HOST}:${PORTS.vite}/`, 60_000);

  console.log(
    [
      '',
      `Canteen Back Office is running (ready in ${((Date.now() - startedAt) / 1000).toFixed(1)} s):`,
      `  Back office (Vite dev)  http://${HOST}:${PORTS.vite}`,
      `  Hosting (web/dist)      http://${HOST}:${PORTS.hosting}`,
      `  Mail inbox              http://${HOST}:${PORTS.mailInbox}   (SMTP ${HOST}:${PORTS.smtp})`,
      `  API                     ${API_BASE_URL}`,
      `  Emulators               Auth ${PORTS.auth}, Firestore ${PORTS.firestore}, Functions ${PORTS.functions}, Pub/Sub ${PORTS.pubsub}${setup.available.includes('storage') ? `, Storage ${PORTS.storage}` : ''}`,
      '',
      'Demo accounts (password demo-password):',
      ...demoAccountLines().map((line) => `  ${line}`),
      '',
      'Press Ctrl-C to stop everything.',
    ].join('\n'),
  );
}

main().catch(async (error: Error) => {
  console.error(error.message);
  await stopAll(1);
});
