// Builds our Storage rules runtime (storage-runtime/*.java) into the emulator cache, only when its inputs changed.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { checkJavac } from './java';
import { jarBytes } from './jar';

const SOURCE_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'storage-runtime');
const MAIN_CLASS = 'backoffice.storage.StorageRulesRuntime';

export type StorageRuntime = { ok: true; jar: string; note: string } | { ok: false; message: string };

function sources(): string[] {
  return readdirSync(SOURCE_DIR)
    .filter((name) => name.endsWith('.java'))
    .sort()
    .map((name) => path.join(SOURCE_DIR, name));
}

/** What the jar depends on: our sources and the Firestore emulator jar it compiles against and runs with. */
function inputsHash(firestoreJar: string): string {
  const hash = createHash('sha256');
  for (const file of sources())
    hash.update(path.basename(file)).update('\0').update(readFileSync(file)).update('\0');
  const jar = statSync(firestoreJar);
  hash.update(`${firestoreJar}\0${jar.size}\0${jar.mtimeMs}`);
  return hash.digest('hex');
}

/** Every file under `dir`, as jar entries named by their path relative to it. */
function classFiles(dir: string, prefix = ''): Array<{ name: string; content: Buffer }> {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const name = prefix ? `${prefix}/${entry.name}` : entry.name;
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? classFiles(full, name) : [{ name, content: readFileSync(full) }];
  });
}

/**
 * The runtime jar in `cacheDir` for the Firestore emulator jar given: reused when its inputs are unchanged, else
 * compiled (javac -proc:none: the Firestore jar names an annotation processor it does not ship) into a jar whose
 * Class-Path names the Firestore jar. Without javac an earlier build is still used; with none, `ok: false` says
 * what to install.
 */
export function storageRuntimeJar(cacheDir: string, firestoreJar: string): StorageRuntime {
  const jar = path.join(cacheDir, 'storage-rules-runtime.jar');
  const stamp = `${jar}.sha256`;
  const hash = inputsHash(firestoreJar);
  const built = existsSync(jar) && existsSync(stamp);
  if (built && readFileSync(stamp, 'utf8').trim() === hash) {
    return {
      ok: true,
      jar,
      note: `Storage emulator: our rules runtime (${path.basename(jar)}) on the Cloud SDK's rules engine`,
    };
  }
  const javac = checkJavac();
  if (!javac.ok) {
    if (built)
      return {
        ok: true,
        jar,
        note: `Storage emulator: our rules runtime, an earlier build (javac is missing, so it was not rebuilt)`,
      };
    return javac;
  }
  mkdirSync(cacheDir, { recursive: true });
  const work = mkdtempSync(path.join(cacheDir, 'storage-runtime-build-'));
  try {
    execFileSync(
      'javac',
      ['-proc:none', '-nowarn', '-cp', firestoreJar, '-d', path.join(work, 'classes'), ...sources()],
      {
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    const bytes = jarBytes(
      MAIN_CLASS,
      [pathToFileURL(firestoreJar).href],
      classFiles(path.join(work, 'classes')),
    );
    // Write then rename: a runtime another run of this checkout is using keeps its (old) file intact.
    const temporary = path.join(work, 'runtime.jar');
    writeFileSync(temporary, bytes);
    renameSync(temporary, jar);
    writeFileSync(stamp, `${hash}\n`);
  } catch (error) {
    const stderr = String((error as { stderr?: Buffer }).stderr ?? '').trim();
    throw new Error(
      `Could not compile the Storage rules runtime (tests/tools/storage-runtime): ${stderr || (error as Error).message}`,
    );
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return {
    ok: true,
    jar,
    note: `Storage emulator: our rules runtime, built into ${path.basename(jar)} on the Cloud SDK's rules engine`,
  };
}
