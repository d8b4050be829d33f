// The deploy preflight: everything that would make `firebase deploy` fail half-way, or deploy something broken,
// checked before anything is built or uploaded. Each check returns problems; the deploy stops on any.
import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { checkIndexes, repositoryQueries, type CompositeIndex } from './indexes';
import { checkProjectId } from './ttl';

export interface FunctionParams {
  /** defineString / defineInt names: a value must be in functions/.env.<project> (or functions/.env). */
  values: string[];
  /** defineSecret names: a version must exist in the project's Secret Manager. */
  secrets: string[];
}

/** The params the functions declare, read from functions/src/lib/params.ts. */
export function declaredParams(source: string): FunctionParams {
  const names = (kind: string) => [...source.matchAll(new RegExp(`define${kind}\\(\\s*'([A-Z0-9_]+)'`, 'g'))].map((m) => m[1]!);
  return { values: [...names('String'), ...names('Int')], secrets: names('Secret') };
}

/** KEY=value lines of a dotenv file (quotes removed; comments and blanks skipped). */
export function parseDotenv(text: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const match = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (!match || line.trimStart().startsWith('#')) continue;
    values[match[1]!] = match[2]!.replace(/^(["'])(.*)\1$/, '$2');
  }
  return values;
}

/** Every value param set for the project, and set to something a production deploy can use. */
export function checkParams(params: FunctionParams, env: Record<string, string>, envFile: string): string[] {
  const problems = params.values
    .filter((name) => env[name] === undefined || env[name] === '')
    .map((name) => `param ${name} has no value: add ${name}=… to ${envFile}`);
  if (env.SMTP_HOST && /^(127\.|localhost$|0\.0\.0\.0$|::1$)/.test(env.SMTP_HOST)) {
    problems.push(`param SMTP_HOST is ${env.SMTP_HOST}, the local maildev: set your SMTP relay in ${envFile}`);
  }
  if (env.SMTP_PORT !== undefined && !/^\d+$/.test(env.SMTP_PORT)) problems.push(`param SMTP_PORT is not a port number: ${env.SMTP_PORT}`);
  for (const name of ['PUSH_TRANSPORT', 'SMS_TRANSPORT']) {
    if (env[name] === 'recording') problems.push(`param ${name}=recording would store messages in Firestore instead of sending them: use auto`);
  }
  return problems;
}

export interface PreflightDeps {
  root: string;
  /** True when the secret has an enabled version in the project's Secret Manager; throws when it cannot tell. */
  secretExists(name: string, project: string): Promise<boolean>;
  /** Compiles Firestore rules; resolves with the compiler's error text, or null when they compile. */
  compileFirestoreRules(source: string): Promise<string | null>;
  /** The same for Storage rules. */
  compileStorageRules(source: string): Promise<string | null>;
  log?: (line: string) => void;
}

/**
 * Runs every check and returns the problems (empty: ready to deploy). A missing or demo project id throws at once:
 * nothing else means anything without a real project.
 */
export async function preflight(projectArgument: string | undefined, deps: PreflightDeps): Promise<string[]> {
  const project = checkProjectId(projectArgument);
  const log = deps.log ?? (() => {});
  const problems: string[] = [];

  const params = declaredParams(readFileSync(path.join(deps.root, 'functions/src/lib/params.ts'), 'utf8'));
  const envFile = `functions/.env.${project}`;
  const env = ['functions/.env', envFile]
    .map((file) => path.join(deps.root, file))
    .filter((file) => existsSync(file))
    .reduce<Record<string, string>>((all, file) => ({ ...all, ...parseDotenv(readFileSync(file, 'utf8')) }), {});
  problems.push(...checkParams(params, env, envFile));
  log(`[preflight] params: ${params.values.length} checked in ${envFile}`);

  try {
    for (const name of params.secrets) {
      if (!(await deps.secretExists(name, project))) {
        problems.push(`secret ${name} is not set in project ${project}: run npx firebase functions:secrets:set ${name} --project ${project}`);
      }
    }
  } catch (error) {
    problems.push(`cannot read the secrets of project ${project}: ${(error as Error).message}`);
  }
  log(`[preflight] secrets: ${params.secrets.length} checked`);

  const rulesError = await deps.compileFirestoreRules(readFileSync(path.join(deps.root, 'firestore.rules'), 'utf8'));
  if (rulesError) problems.push(`firestore.rules does not compile: ${rulesError}`);
  const storageError = await deps.compileStorageRules(readFileSync(path.join(deps.root, 'storage.rules'), 'utf8'));
  if (storageError) problems.push(`storage.rules does not compile: ${storageError}`);
  log('[preflight] firestore.rules and storage.rules compiled');

  const indexes = (JSON.parse(readFileSync(path.join(deps.root, 'firestore.indexes.json'), 'utf8')) as { indexes: CompositeIndex[] }).indexes;
  const { shapes, names } = repositoryQueries(deps.root);
  problems.push(...checkIndexes(indexes, shapes, names).map((problem) => problem.message));
  log(`[preflight] indexes: ${indexes.length} against ${shapes.length} query shapes`);
  return problems;
}

/** Asks Secret Manager through firebase-tools (no value is printed: only the versions' metadata). */
export async function secretExistsWithFirebase(root: string, name: string, project: string): Promise<boolean> {
  const cli = path.join(root, 'node_modules', 'firebase-tools', 'lib', 'bin', 'firebase.js');
  const run = spawnSync(process.execPath, [cli, 'functions:secrets:get', name, '--project', project], { cwd: root, encoding: 'utf8' });
  const output = `${run.stdout ?? ''}\n${run.stderr ?? ''}`;
  if (run.status === 0) return /ENABLED/.test(output);
  if (/not ?found|404/i.test(output)) return false;
  // Not signed in, no access, no network: say so instead of calling every secret missing.
  const reason = output.split('\n').map((line) => line.trim()).filter((line) => line.startsWith('Error:')).at(-1);
  throw new Error(reason ?? `firebase functions:secrets:get exited ${run.status ?? run.signal}`);
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * Compiles rules offline with the Firestore emulator's own rules compiler (the one production uses): a private
 * emulator on a free port (not the suite's fixed ports, so it runs beside `npm start`), one PUT of the rules per
 * source, stopped afterwards. Resolves with the compiler's error text per source, null for rules that compile.
 */
export async function compileRulesWithEmulator(sources: readonly string[], emulatorJar: string): Promise<Array<string | null>> {
  const port = await freePort();
  const child = spawn('java', ['-jar', emulatorJar, '--host', '127.0.0.1', '--port', String(port)], { stdio: 'ignore' });
  const compile = async (source: string): Promise<string | null> => {
    const response = await fetch(`http://127.0.0.1:${port}/emulator/v1/projects/preflight:securityRules`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content: source }] } }),
    });
    if (response.ok) return null;
    const body = (await response.json().catch(() => ({}))) as { error?: { message?: string } };
    return (body.error?.message ?? `HTTP ${response.status}`).replace(/^Error compiling rules:\s*/, '').trim();
  };
  try {
    const deadline = Date.now() + 60_000;
    for (;;) {
      try {
        await fetch(`http://127.0.0.1:${port}/`);
        break;
      } catch (error) {
        if (Date.now() > deadline) throw new Error(`the Firestore emulator did not start to compile the rules: ${(error as Error).message}`);
        await new Promise((resolve) => setTimeout(resolve, 300));
      }
    }
    const results: Array<string | null> = [];
    for (const source of sources) results.push(await compile(source));
    return results;
  } finally {
    child.kill();
  }
}

interface StorageRulesRuntime {
  start(autoDownload: boolean): Promise<void>;
  loadRuleset(source: { files: Array<{ name: string; content: string }> }): Promise<{ issues: { errors: string[] } }>;
  stop(): void;
}

/** "L2:69 Unexpected ';'." from the runtime's JSON issue (or the issue as it came). */
function storageIssue(issue: string): string {
  try {
    const parsed = JSON.parse(issue) as { description_?: string; sourcePosition_?: { line_?: number; column_?: number } };
    return `L${parsed.sourcePosition_?.line_ ?? '?'}:${parsed.sourcePosition_?.column_ ?? '?'} ${parsed.description_ ?? issue}`;
  } catch {
    return issue;
  }
}

/**
 * Compiles Storage rules offline with the Storage emulator's rules runtime (firebase-tools' own client of it, over
 * the runtime found by prepareEmulatorEnv: STORAGE_EMULATOR_BINARY_PATH). One runtime for all the sources.
 */
export async function compileStorageRulesWithRuntime(sources: readonly string[], runtimeJar: string): Promise<Array<string | null>> {
  process.env.STORAGE_EMULATOR_BINARY_PATH = runtimeJar;
  const require = createRequire(import.meta.url);
  const { StorageRulesRuntime } = require('firebase-tools/lib/emulator/storage/rules/runtime') as {
    StorageRulesRuntime: new () => StorageRulesRuntime;
  };
  const runtime = new StorageRulesRuntime();
  await runtime.start(false);
  try {
    const results: Array<string | null> = [];
    for (const content of sources) {
      const { issues } = await runtime.loadRuleset({ files: [{ name: 'storage.rules', content }] });
      results.push(issues.errors.length > 0 ? issues.errors.map(storageIssue).join('; ') : null);
    }
    return results;
  } finally {
    runtime.stop();
  }
}
