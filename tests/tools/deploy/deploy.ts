// `npm run deploy -- --project <id> [--dry-run] [firebase deploy options]`: the preflight (preflight.ts), then the
// build of every workspace and one `firebase deploy` of functions, Firestore rules and indexes, Storage rules and
// Hosting. --dry-run runs the preflight and prints the commands without running them.
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import path from 'node:path';
import { prepareEmulatorEnv, REPO_ROOT } from '../emulator-env';
import { compileRulesWithEmulator, compileStorageRulesWithRuntime, preflight, secretExistsWithFirebase } from './preflight';
import { projectArgument } from './ttl';

/** What one deploy uploads: every part of the product. */
export const DEPLOY_TARGETS = ['functions', 'firestore:rules', 'firestore:indexes', 'storage', 'hosting'] as const;

/** Our own flags, not passed to firebase deploy. */
const OWN_FLAGS = ['--dry-run'];

/** The commands of a deploy after its preflight: the build, then firebase deploy with the caller's other options. */
export function deployCommands(project: string, argv: readonly string[]): string[][] {
  const passed: string[] = [];
  for (let n = 0; n < argv.length; n += 1) {
    const arg = argv[n]!;
    if (arg === '--project' || arg === '-P') n += 1;
    else if (!arg.startsWith('--project=') && !OWN_FLAGS.includes(arg)) passed.push(arg);
  }
  const firebase = path.join('node_modules', 'firebase-tools', 'lib', 'bin', 'firebase.js');
  return [
    ['npm', 'run', 'build'],
    ['node', firebase, 'deploy', '--only', DEPLOY_TARGETS.join(','), '--project', project, ...passed],
  ];
}

/** The rules compilers: the Firestore emulator jar and the Storage rules runtime the local suite uses (design.md §3). */
function emulatorBinaries(): { firestore?: string; storage?: string; error?: string } {
  try {
    const { env } = prepareEmulatorEnv();
    return { firestore: env.FIRESTORE_EMULATOR_BINARY_PATH, storage: env.STORAGE_EMULATOR_BINARY_PATH };
  } catch (error) {
    return { error: (error as Error).message };
  }
}

async function compileRules(source: string): Promise<string | null> {
  const binaries = emulatorBinaries();
  if (!binaries.firestore) return `no Firestore emulator on this machine to compile them (${binaries.error ?? 'install the Cloud SDK firestore emulator'})`;
  const [error] = await compileRulesWithEmulator([source], binaries.firestore);
  return error ?? null;
}

async function compileStorage(source: string): Promise<string | null> {
  const binaries = emulatorBinaries();
  if (!binaries.storage) return `no Storage rules runtime on this machine to compile them (${binaries.error ?? 'see design.md §3'})`;
  const [error] = await compileStorageRulesWithRuntime([source], binaries.storage);
  return error ?? null;
}

async function main(argv: readonly string[]): Promise<number> {
  const dryRun = argv.includes('--dry-run');
  const project = projectArgument(argv);
  const problems = await preflight(project, {
    root: REPO_ROOT,
    secretExists: (name, id) => secretExistsWithFirebase(REPO_ROOT, name, id),
    compileFirestoreRules: compileRules,
    compileStorageRules: compileStorage,
    log: (line) => console.log(line),
  });
  if (problems.length > 0) {
    console.error(`[deploy] preflight failed, nothing was built or deployed:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    return 1;
  }
  console.log('[deploy] preflight passed');
  for (const command of deployCommands(project!, argv)) {
    console.log(`[deploy] ${command.join(' ')}`);
    if (dryRun) continue;
    const [program, ...args] = command;
    const run = spawnSync(program === 'node' ? process.execPath : program!, args, { cwd: REPO_ROOT, stdio: 'inherit' });
    if (run.status !== 0) {
      console.error(`[deploy] ${command.slice(0, 3).join(' ')} failed (exit ${run.status ?? run.signal})`);
      return run.status || 1;
    }
  }
  if (!dryRun) console.log(`[deploy] done. Once per project: npm run ttl -- --project ${project}; when the App Check metrics show verified requests: npm run app-check -- --project ${project}`);
  return 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main(process.argv.slice(2)).then(
    (code) => (process.exitCode = code),
    (error: unknown) => {
      console.error(`[deploy] ${(error as Error).message}`);
      process.exitCode = 1;
    },
  );
}
