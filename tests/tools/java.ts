// Finds Java for the emulators and explains in one line what to install when it is missing or too old.
import { spawnSync } from 'node:child_process';

export const MINIMUM_JAVA = 11;

export type JavaCheck = { ok: true; major: number } | { ok: false; message: string };

/** Parses the major version out of `java -version` output ("1.8.0_x" → 8, "17.0.15" → 17). */
export function javaMajorFromVersionOutput(output: string): number | undefined {
  const match = /version "(\d+)(?:\.(\d+))?/.exec(output);
  if (!match) return undefined;
  const first = Number(match[1]);
  return first === 1 && match[2] ? Number(match[2]) : first;
}

export function checkJava(): JavaCheck {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  const install = `install a Java runtime ${MINIMUM_JAVA} or newer (Debian/Ubuntu: apt-get install openjdk-17-jre-headless; macOS: brew install openjdk@17) and make sure \`java\` is on PATH`;
  if (result.error) {
    return { ok: false, message: `Java was not found: the Firebase emulators need it — ${install}.` };
  }
  const major = javaMajorFromVersionOutput(`${result.stderr}${result.stdout}`);
  if (major === undefined) {
    return { ok: false, message: `Could not read the Java version from \`java -version\` — ${install}.` };
  }
  if (major < MINIMUM_JAVA) {
    return { ok: false, message: `Java ${major} is too old for the Firebase emulators — ${install}.` };
  }
  return { ok: true, major };
}

/** The JDK package that carries javac on Debian/Ubuntu (the Storage rules runtime is compiled on this machine). */
export const JDK_PACKAGE = 'openjdk-17-jdk-headless';

/** Whether `javac` runs; else one line naming what to install (design.md §3: the Storage rules runtime needs it). */
export function checkJavac(): { ok: true } | { ok: false; message: string } {
  const result = spawnSync('javac', ['-version'], { encoding: 'utf8' });
  if (!result.error && result.status === 0) return { ok: true };
  return {
    ok: false,
    message: `javac was not found: the Storage emulator's rules runtime is compiled on this machine — install a JDK (Debian/Ubuntu: apt-get install ${JDK_PACKAGE}; macOS: brew install openjdk@17) and make sure \`javac\` is on PATH.`,
  };
}
