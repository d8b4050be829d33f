// The entry of `npm start` and `npm test`, so either works as the first command on a fresh clone:
//   node tests/tools/bootstrap.mjs start|test [args…]      [--dry-run: say what it would do, do nothing]
// Plain Node with no dependency (it runs before anything is installed). It checks what the machine must provide
// (Node, Java for the emulators, javac for the Storage emulator's rules runtime, Chromium for `npm test`'s
// end-to-end suite) and stops at once with one line naming what to install; runs `npm ci` when node_modules is
// missing or package-lock.json changed since the last install; then runs the real entry (tests/tools/start.ts or
// test-all.ts) with the project's tsx and passes its exit on.
import { spawn, spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync, readFileSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const ENTRIES = { start: 'tests/tools/start.ts', test: 'tests/tools/test-all.ts' };
const MINIMUM_NODE = [20, 19]; // package.json engines (Vite 8)
const MINIMUM_JAVA = 11; // tests/tools/java.ts: the oldest Java firebase-tools 14 runs its emulators on

const sudo = typeof process.getuid === 'function' && process.getuid() !== 0 ? 'sudo ' : '';

/** One line naming what to install when Node is older than the engines field asks; undefined when fine. */
function nodeProblem() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major > MINIMUM_NODE[0] || (major === MINIMUM_NODE[0] && minor >= MINIMUM_NODE[1])) return undefined;
  return `Node ${MINIMUM_NODE.join('.')}+ is needed (this is ${process.versions.node}): install a newer Node (https://nodejs.org, or \`nvm install 20\`).`;
}

/** One line naming what to install when Java is missing or too old for the emulators; undefined when fine. */
function javaProblem() {
  const install = `install it with \`${sudo}apt-get install openjdk-17-jre-headless\` (macOS: \`brew install openjdk@17\`) and make sure \`java\` is on PATH`;
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error) return `Java ${MINIMUM_JAVA}+ is missing (the Firebase emulators run on it): ${install}.`;
  const match = /version "(\d+)(?:\.(\d+))?/.exec(`${result.stderr}${result.stdout}`);
  const major = match ? (match[1] === '1' && match[2] ? Number(match[2]) : Number(match[1])) : undefined;
  if (major === undefined) return `Java ${MINIMUM_JAVA}+ is needed and \`java -version\` did not say which Java this is: ${install}.`;
  if (major < MINIMUM_JAVA) return `Java ${MINIMUM_JAVA}+ is needed (this is Java ${major}): ${install}.`;
  return undefined;
}

/**
 * One line naming what to install when javac is missing and no Storage rules runtime is built or cached; undefined
 * when fine. The launcher compiles the Storage emulator's rules runtime (tests/tools/storage-runtime-jar.ts) once.
 */
function javacProblem() {
  const result = spawnSync('javac', ['-version'], { encoding: 'utf8' });
  if (!result.error && result.status === 0) return undefined;
  if (existsSync(path.join(ROOT, '.cache', 'emulators', 'storage-rules-runtime.jar'))) return undefined;
  const firebaseCache = path.join(homedir(), '.cache', 'firebase', 'emulators');
  if (existsSync(firebaseCache) && readdirSync(firebaseCache).some((name) => name.startsWith('cloud-storage-rules-runtime'))) return undefined;
  return `javac is missing (the Storage emulator's rules runtime is compiled on this machine): install a JDK with \`${sudo}apt-get install openjdk-17-jdk-headless\` (macOS: \`brew install openjdk@17\`) and make sure \`javac\` is on PATH.`;
}

/** One line naming what to install when the Chromium the end-to-end suite launches is missing; undefined when fine. */
function chromiumProblem() {
  const binary = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  try {
    accessSync(binary, constants.X_OK);
    return undefined;
  } catch {
    const where = process.env.CHROMIUM_PATH ? `CHROMIUM_PATH=${binary} is not an executable` : `${binary} is missing`;
    return `Chromium is missing (the end-to-end tests run in it; ${where}): install it with \`${sudo}apt-get install chromium\`, or set CHROMIUM_PATH to a Chromium binary.`;
  }
}

/** Entries compared key by key, whatever order npm wrote their fields in. */
function sameEntry(a, b) {
  const canonical = (value) =>
    JSON.stringify(value, (_key, inner) =>
      inner && typeof inner === 'object' && !Array.isArray(inner) ? Object.fromEntries(Object.entries(inner).sort(([x], [y]) => x.localeCompare(y))) : inner,
    );
  return canonical(a) === canonical(b);
}

/**
 * Why `npm ci` must run first, or undefined when node_modules matches package-lock.json. npm records what it
 * installed in node_modules/.package-lock.json: every entry there must equal the lockfile's, and every lockfile
 * entry missing there must be optional (another platform's binaries, which npm skips).
 */
function installReason() {
  if (!existsSync(path.join(ROOT, 'node_modules'))) return 'node_modules is missing';
  const installedFile = path.join(ROOT, 'node_modules', '.package-lock.json');
  if (!existsSync(installedFile)) return 'node_modules was not installed by npm 7+ (no node_modules/.package-lock.json)';
  let wanted;
  let installed;
  try {
    wanted = JSON.parse(readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8')).packages ?? {};
    installed = JSON.parse(readFileSync(installedFile, 'utf8')).packages ?? {};
  } catch (error) {
    return `a lockfile could not be read (${error.message})`;
  }
  const changed = [];
  for (const [key, entry] of Object.entries(installed)) {
    if (!(key in wanted) || !sameEntry(entry, wanted[key])) changed.push(key);
  }
  for (const [key, entry] of Object.entries(wanted)) {
    if (key !== '' && !(key in installed) && !entry.optional && !entry.devOptional) changed.push(key);
  }
  if (changed.length === 0) return undefined;
  const names = changed.slice(0, 3).map((key) => key.replace(/^.*node_modules\//, '')).join(', ');
  return `package-lock.json changed since the last install (${names}${changed.length > 3 ? `, +${changed.length - 3} more` : ''})`;
}

function npmCommand() {
  // Under `npm start` npm names its own CLI; elsewhere the npm on PATH.
  const cli = process.env.npm_execpath;
  return cli && /npm-cli\.[cm]?js$/.test(cli) ? [process.execPath, [cli]] : ['npm', []];
}

function main(argv) {
  const [mode, ...rest] = argv;
  const dryRun = rest.includes('--dry-run');
  const args = rest.filter((arg) => arg !== '--dry-run');
  if (!(mode in ENTRIES)) {
    console.error('usage: node tests/tools/bootstrap.mjs start|test [--dry-run] [args…]');
    return 2;
  }
  const problem = nodeProblem() ?? javaProblem() ?? javacProblem() ?? (mode === 'test' ? chromiumProblem() : undefined);
  if (problem) {
    console.error(problem);
    return 1;
  }

  const reason = installReason();
  if (dryRun) {
    console.log(reason ? `would run npm ci: ${reason}` : 'node_modules is up to date');
    console.log(`would run ${ENTRIES[mode]}${args.length ? ` ${args.join(' ')}` : ''}`);
    return 0;
  }
  if (reason) {
    console.log(`[setup] ${reason}: npm ci --no-audit --no-fund…`);
    const started = Date.now();
    const [npm, npmArgs] = npmCommand();
    const install = spawnSync(npm, [...npmArgs, 'ci', '--no-audit', '--no-fund'], { cwd: ROOT, stdio: 'inherit' });
    if (install.status !== 0) {
      console.error(`[setup] npm ci failed (${install.error?.message ?? `exit ${install.status ?? install.signal}`}); fix what it printed above and run again.`);
      return 1;
    }
    console.log(`[setup] installed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }

  // tsx as a loader (`node --import tsx`), not through its CLI: the CLI relays Ctrl-C to the entry and, when the entry's
  // acknowledgement takes over 30 ms (a loaded machine), SIGKILLs it and exits 130 — the stack then is not stopped.
  const tsxLoader = pathToFileURL(path.join(ROOT, 'node_modules', 'tsx', 'dist', 'loader.mjs')).href;
  const child = spawn(process.execPath, ['--import', tsxLoader, path.join(ROOT, ENTRIES[mode]), ...args], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  // A signal sent to this process alone (npm passes Ctrl-C and SIGTERM on to its script) reaches the entry too;
  // the entries take a repeated signal as one (start.ts stops once, firebase-tools ignores a repeat within 100 ms).
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    });
  }
  child.on('exit', (code, signal) => {
    if (signal) {
      process.removeAllListeners(signal);
      process.kill(process.pid, signal);
    }
    process.exit(code ?? 1);
  });
  return undefined;
}

const code = main(process.argv.slice(2));
if (code !== undefined) process.exit(code);
