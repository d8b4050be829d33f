// npm start's and npm test's entry (bootstrap.mjs): one line for what the machine lacks, npm ci only when needed.
import { spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from './emulator-env';

const BOOTSTRAP = path.join(REPO_ROOT, 'tests', 'tools', 'bootstrap.mjs');
const scratch = mkdtempSync(path.join(tmpdir(), 'bootstrap-test-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A PATH holding only a `java` that prints the given version (or no java at all), and a `javac` unless told not. */
function pathWithJava(version: string | undefined, javac = true): string {
  const dir = mkdtempSync(path.join(scratch, 'bin-'));
  if (version) {
    writeFileSync(path.join(dir, 'java'), `#!/bin/sh\necho 'openjdk version "${version}" 2025-04-15' >&2\n`);
    chmodSync(path.join(dir, 'java'), 0o755);
    if (javac) {
      writeFileSync(path.join(dir, 'javac'), `#!/bin/sh\necho 'javac ${version}'\n`);
      chmodSync(path.join(dir, 'javac'), 0o755);
    }
  }
  return dir;
}

function run(script: string, args: string[], env: NodeJS.ProcessEnv) {
  const result = spawnSync(process.execPath, [script, ...args], { encoding: 'utf8', env: { HOME: process.env.HOME, ...env } });
  return { status: result.status, stdout: result.stdout.trim(), stderr: result.stderr.trim() };
}

describe('what the machine must provide', () => {
  it('no Java: one line naming what to install, before anything else', () => {
    const result = run(BOOTSTRAP, ['start', '--dry-run'], { PATH: pathWithJava(undefined) });
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr.split('\n')).toHaveLength(1);
    expect(result.stderr).toMatch(/^Java 11\+ is missing .*apt-get install openjdk-17-jre-headless/);
  });

  it('too old a Java: says which it found', () => {
    const result = run(BOOTSTRAP, ['start', '--dry-run'], { PATH: pathWithJava('1.8.0_401') });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/^Java 11\+ is needed \(this is Java 8\): install it with .*openjdk-17-jre-headless/);
  });

  it('npm test needs Chromium, npm start does not', () => {
    const env = { PATH: pathWithJava('17.0.15'), CHROMIUM_PATH: path.join(scratch, 'no-chromium') };
    const test = run(BOOTSTRAP, ['test', '--dry-run'], env);
    expect(test.status).toBe(1);
    expect(test.stderr.split('\n')).toHaveLength(1);
    expect(test.stderr).toMatch(/^Chromium is missing .*apt-get install chromium.*CHROMIUM_PATH/);
    const start = run(BOOTSTRAP, ['start', '--dry-run'], env);
    expect(start.status).toBe(0);
    expect(start.stdout).toContain('would run tests/tools/start.ts');
  });

  it('refuses an unknown command', () => {
    expect(run(BOOTSTRAP, ['deploy'], { PATH: pathWithJava('17.0.15') }).status).toBe(2);
  });
});

describe('when it installs', () => {
  const entry = (version: string, extra: object = {}) => ({ version, resolved: `https://registry/x-${version}.tgz`, integrity: `sha512-${version}`, ...extra });
  const lock = {
    name: 'app',
    lockfileVersion: 3,
    packages: {
      '': { name: 'app' },
      'node_modules/a': entry('1.0.0'),
      'node_modules/@esbuild/darwin-arm64': entry('0.25.0', { optional: true, os: ['darwin'] }),
      'web/node_modules/b': entry('2.0.0', { dev: true }),
    },
  };
  const { '': _root, 'node_modules/@esbuild/darwin-arm64': _otherPlatform, ...installedPackages } = lock.packages;

  /** A checkout holding a copy of bootstrap.mjs, its lockfile and (optionally) what npm last installed. */
  function checkout(installed: object | undefined, withNodeModules = true): string {
    const root = mkdtempSync(path.join(scratch, 'checkout-'));
    mkdirSync(path.join(root, 'tests', 'tools'), { recursive: true });
    copyFileSync(BOOTSTRAP, path.join(root, 'tests', 'tools', 'bootstrap.mjs'));
    writeFileSync(path.join(root, 'package-lock.json'), JSON.stringify(lock));
    if (withNodeModules) mkdirSync(path.join(root, 'node_modules'));
    if (installed) writeFileSync(path.join(root, 'node_modules', '.package-lock.json'), JSON.stringify({ name: 'app', lockfileVersion: 3, packages: installed }));
    return path.join(root, 'tests', 'tools', 'bootstrap.mjs');
  }
  const plan = (script: string) => run(script, ['start', '--dry-run'], { PATH: pathWithJava('17.0.15') }).stdout.split('\n')[0];

  it('installs on a fresh clone', () => {
    expect(plan(checkout(undefined, false))).toBe('would run npm ci: node_modules is missing');
  });

  it('installs when node_modules has no record of an npm install', () => {
    expect(plan(checkout(undefined))).toMatch(/^would run npm ci: node_modules was not installed by npm/);
  });

  it('goes straight on when node_modules matches the lockfile (another platform’s optional binaries skipped)', () => {
    // Field order does not matter.
    const reordered = Object.fromEntries(Object.entries(installedPackages).map(([key, value]) => [key, Object.fromEntries(Object.entries(value).reverse())]));
    expect(plan(checkout(reordered))).toBe('node_modules is up to date');
  });

  it('no javac: one line naming the JDK, unless a Storage rules runtime is already built', () => {
    const script = checkout(undefined);
    // HOME without firebase-tools' cache, so its own downloaded runtime does not count either.
    const env = { PATH: pathWithJava('17.0.15', false), HOME: mkdtempSync(path.join(scratch, 'home-')) };
    const missing = run(script, ['start', '--dry-run'], env);
    expect(missing.status).toBe(1);
    expect(missing.stderr.split('\n')).toHaveLength(1);
    expect(missing.stderr).toMatch(/^javac is missing .*apt-get install openjdk-17-jdk-headless/);
    const cache = path.join(path.dirname(script), '..', '..', '.cache', 'emulators');
    mkdirSync(cache, { recursive: true });
    writeFileSync(path.join(cache, 'storage-rules-runtime.jar'), '');
    expect(run(script, ['start', '--dry-run'], env).status).toBe(0);
  });

  it('reinstalls when the lockfile changed since the last install', () => {
    expect(plan(checkout({ ...installedPackages, 'node_modules/a': entry('0.9.0') }))).toBe('would run npm ci: package-lock.json changed since the last install (a)');
    const { 'web/node_modules/b': _b, ...withoutB } = installedPackages;
    expect(plan(checkout(withoutB))).toBe('would run npm ci: package-lock.json changed since the last install (b)');
    expect(plan(checkout({ ...installedPackages, 'node_modules/gone': entry('1.0.0') }))).toBe('would run npm ci: package-lock.json changed since the last install (gone)');
  });
});
